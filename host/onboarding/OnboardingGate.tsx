import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button } from 'spend-ui';
import {
  CodeVerificationScreen,
  LOGOUT,
  OnboardingGateDialog,
  RESEND_EMAIL_FAILURE,
  WelcomeScreen,
  resendVerificationEmail,
  useApiAction,
  useSignedInCodeVerification,
  type OnboardingStep,
  type User,
} from 'spend-ui/features';
import { useSession, useSessionStore } from '../session/index.js';
import { PublicLayout } from '../layout/PublicLayout.js';
import { MAIN_CONTENT_ID } from '../shell/SkipLink.js';
import { NOT_BUILT_SEAMS, NotBuiltNote } from '../notBuilt.js';

const LogoutRow = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** A signed-in user whose phone is not verified: the code goes to their phone, then the user is read again. */
function SignedInPhoneVerification({ user, onLogout }: { user: User; onLogout: () => void }) {
  const store = useSessionStore();
  const onVerified = useCallback((fresh: User) => store.updateUser(fresh), [store]);
  const { requestCode, verify } = useSignedInCodeVerification(user, onVerified);
  return (
    <PublicLayout>
      <CodeVerificationScreen variant="phone" requestCode={requestCode} verify={verify} />
      <LogoutRow>
        <Button variant="ghost" onPress={onLogout}>
          {LOGOUT}
        </Button>
      </LogoutRow>
    </PublicLayout>
  );
}

/** The onboarding gate for a signed-in user whose dashboard is not ready (order of the ruling). */
export function OnboardingGate({ step }: { step: Exclude<OnboardingStep, 'ready'> }) {
  const session = useSession();
  const store = useSessionStore();
  const navigate = useNavigate();
  const user = session.user ?? {};
  const resend = useApiAction(resendVerificationEmail, {
    success: (message) => message,
    failure: RESEND_EMAIL_FAILURE,
  });
  const logout = () => {
    store.logout();
    void navigate('/');
  };

  // Phone first; the e-mail message follows once the phone is verified.
  if (step === 'verify-contact' && !user.phone_verified)
    return <SignedInPhoneVerification user={user} onLogout={logout} />;

  if (step === 'business-form') {
    return (
      <WelcomeScreen
        username={session.username ?? user.name}
        unavailableReason={`Coming soon: the ${NOT_BUILT_SEAMS.kybDialog} is not built yet.`}
        onLogout={logout}
      />
    );
  }

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <OnboardingGateDialog
        step={step}
        name={user.name ?? session.username}
        kybManager={user.kyb_manager}
        emailVerified={user.email_verified}
        onResendEmail={() => void resend.run()}
        onLogout={logout}
      >
        {step === 'bank-connection' && <NotBuiltNote what={NOT_BUILT_SEAMS.bankConnection} />}
      </OnboardingGateDialog>
    </main>
  );
}
