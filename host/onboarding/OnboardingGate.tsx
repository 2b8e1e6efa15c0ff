import { useNavigate } from 'react-router-dom';
import { useToast } from 'spend-ui';
import {
  OnboardingGateDialog,
  WelcomeScreen,
  isApiError,
  resendVerificationEmail,
  useApiClient,
  type OnboardingStep,
} from 'spend-ui/features';
import { useSession, useSessionStore } from '../session/index.js';
import { NOT_BUILT_SEAMS, NotBuiltYet } from '../notBuilt.js';

/** The onboarding gate for a signed-in user whose dashboard is not ready (order of the ruling). */
export function OnboardingGate({ step }: { step: Exclude<OnboardingStep, 'ready'> }) {
  const session = useSession();
  const store = useSessionStore();
  const client = useApiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const user = session.user ?? {};
  const logout = () => {
    store.logout();
    void navigate('/');
  };

  if (step === 'business-form') {
    return (
      <WelcomeScreen
        username={session.username ?? user.name}
        unavailableReason={`Coming soon: the ${NOT_BUILT_SEAMS.kybDialog} is not built yet.`}
        onLogout={logout}
      />
    );
  }

  async function resend() {
    try {
      const message = await resendVerificationEmail(client);
      if (message) toast.show({ tone: 'success', title: message });
    } catch (error) {
      const body = isApiError(error) ? (error.body as { results?: { response?: unknown } } | null) : null;
      const message = typeof body?.results?.response === 'string' ? body.results.response : undefined;
      if (message) toast.show({ tone: 'error', title: message });
    }
  }

  return (
    <main>
      <OnboardingGateDialog
        step={step}
        name={user.name ?? session.username}
        kybManager={user.kyb_manager}
        emailVerified={user.email_verified}
        onResendEmail={() => void resend()}
        onLogout={logout}
      >
        {step === 'bank-connection' && <NotBuiltYet page={NOT_BUILT_SEAMS.bankConnection} />}
      </OnboardingGateDialog>
    </main>
  );
}
