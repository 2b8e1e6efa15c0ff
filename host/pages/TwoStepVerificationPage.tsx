import { Navigate } from 'react-router-dom';
import { CodeVerificationScreen, useSignIn } from 'spend-ui/features';

/** /two-step-verification: needs the e-mail and password from the login step, otherwise back to /login. */
export default function TwoStepVerificationPage() {
  const signIn = useSignIn();
  if (!signIn.pending) return <Navigate to="/login" replace />;
  return <CodeVerificationScreen variant="two-step" requestCode={signIn.requestCode} verify={signIn.verifyCode} />;
}
