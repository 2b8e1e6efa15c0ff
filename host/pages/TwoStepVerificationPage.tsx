import { Navigate } from 'react-router-dom';
import { CodeVerificationScreen } from 'spend-ui/features';
import { useSessionStore } from '../session/index.js';

/** /two-step-verification: needs the e-mail and password from the login step, otherwise back to /login. */
export default function TwoStepVerificationPage() {
  const store = useSessionStore();
  if (!store.getPendingSignIn()) return <Navigate to="/login" replace />;
  return (
    <CodeVerificationScreen
      variant="two-step"
      requestCode={(channel) => store.requestCode(channel)}
      verify={(code, channel) => store.verifyCode(code, channel)}
    />
  );
}
