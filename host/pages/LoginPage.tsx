import { NotBuiltYet } from '../notBuilt.js';

export default function LoginPage() {
  return <NotBuiltYet page="Login" />;
}
