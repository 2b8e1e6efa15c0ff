import { useNavigate } from 'react-router-dom';
import { LoginScreen } from 'spend-ui/features';
import { useHostSettings } from '../HostContext.js';
import { useSession } from '../session/index.js';

/** /login, and the login screen of any authenticated route for a signed-out user. */
export default function LoginPage() {
  const navigate = useNavigate();
  const { demoAccounts } = useHostSettings();
  const { endedByServer } = useSession();
  return (
    <LoginScreen
      demoAccounts={demoAccounts}
      sessionEnded={endedByServer}
      onCodeRequired={(step) => void navigate(step === 'two-step' ? '/two-step-verification' : '/phone-verification')}
    />
  );
}
