import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { EmailVerificationScreen } from 'spend-ui/features';
import { useSession, useSessionStore } from '../session/index.js';

/** /email-verification/:token: open to anyone; the session check is skipped here. */
export default function EmailVerificationPage() {
  const navigate = useNavigate();
  const store = useSessionStore();
  const session = useSession();
  const { token = '' } = useParams();
  const toLogin = useCallback(() => void navigate('/login'), [navigate]);
  return (
    <EmailVerificationScreen
      token={token}
      onInvalid={toLogin}
      onContinue={() => {
        // A signed-in user's flags changed: read them before the gate decides.
        const refresh = session.logged ? store.refreshUser().catch(() => undefined) : Promise.resolve();
        void refresh.then(() => navigate('/'));
      }}
    />
  );
}
