import { Navigate } from 'react-router-dom';
import { CodeVerificationScreen } from 'spend-ui/features';
import { useSessionStore } from '../session/index.js';

/** /phone-verification: after sign-up or a login with an unverified phone. */
export default function PhoneVerificationPage() {
  const store = useSessionStore();
  if (!store.getPendingSignIn()) return <Navigate to="/login" replace />;
  return (
    <CodeVerificationScreen
      variant="phone"
      requestCode={(channel) => store.requestCode(channel)}
      verify={(code, channel) => store.verifyCode(code, channel)}
    />
  );
}
