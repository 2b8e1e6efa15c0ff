import { NotBuiltYet } from '../notBuilt.js';

export default function ForgotPasswordPage() {
  return <NotBuiltYet page="Forgot password" />;
}
