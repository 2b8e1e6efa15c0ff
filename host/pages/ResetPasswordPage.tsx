import { NotBuiltYet } from '../notBuilt.js';

export default function ResetPasswordPage() {
  return <NotBuiltYet page="Reset password" />;
}
