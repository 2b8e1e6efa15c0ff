import { useNavigate } from 'react-router-dom';
import { LoginScreen } from 'spend-ui/features';
import { useSessionStore } from '../session/index.js';
import { useHostSettings } from '../HostContext.js';

/** /login, and the login screen of any authenticated route for a signed-out user. */
export default function LoginPage() {
  const store = useSessionStore();
  const navigate = useNavigate();
  const { demoAccounts } = useHostSettings();
  return (
    <LoginScreen
      demoAccounts={demoAccounts}
      onLogin={async ({ email, password }) => {
        const outcome = await store.login(email, password);
        // Signed in: the route re-renders (public-only routes send the user to /).
        if (outcome !== 'signed-in') await navigate(outcome);
      }}
    />
  );
}
