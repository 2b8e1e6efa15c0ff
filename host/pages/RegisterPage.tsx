import { NotBuiltYet } from '../notBuilt.js';

export default function RegisterPage() {
  return <NotBuiltYet page="Register" />;
}
