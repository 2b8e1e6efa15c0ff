import { NotBuiltYet } from '../notBuilt.js';

export default function EmailVerificationPage() {
  return <NotBuiltYet page="Email verification" />;
}
