import { NotBuiltYet } from '../notBuilt.js';

export default function PhoneVerificationPage() {
  return <NotBuiltYet page="Phone verification" />;
}
