import { NotBuiltYet } from '../notBuilt.js';

export default function TwoStepVerificationPage() {
  return <NotBuiltYet page="Two-step verification" />;
}
