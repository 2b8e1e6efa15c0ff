import { Navigate } from 'react-router-dom';
import { CodeVerificationScreen, useSignIn } from 'spend-ui/features';

/** /phone-verification: after sign-up or a login with an unverified phone. */
export default function PhoneVerificationPage() {
  const signIn = useSignIn();
  if (!signIn.pending) return <Navigate to="/login" replace />;
  return <CodeVerificationScreen variant="phone" requestCode={signIn.requestCode} verify={signIn.verifyCode} />;
}
