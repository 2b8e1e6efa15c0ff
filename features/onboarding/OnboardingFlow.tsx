import {
  lazy,
  Suspense,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { styled } from 'styled-components';
import { Button } from 'spend-ui';
import { useApiAction } from '../api/index.js';
import { can } from '../access/index.js';
import { useViewer } from '../session/Viewer.js';
import type { User } from '../session/user.js';
import { CodeVerificationScreen } from '../auth/CodeVerificationScreen.js';
import { useSignedInCodeVerification } from '../auth/SignIn.js';
import { resendVerificationEmail, useReadUserAgain } from '../auth/api.js';
import { RESEND_EMAIL_FAILURE } from '../auth/failures.js';
import { BankLinkingFlow } from '../banking/BankLinkingFlow.js';
import { ADMIN_LINKS_BANK } from '../banking/messages.js';
import { onboardingStep } from './model.js';
import { BANK_CONNECTION_REASON, LOGOUT } from './messages.js';
import { OnboardingGateDialog } from './OnboardingGateDialog.js';
import { WelcomeScreen } from './WelcomeScreen.js';

export interface OnboardingFlowProps {
  /** Signs out: the app clears its session and shows its login screen. */
  onLogout: () => void;
  /**
   * The user read again after a step is done (phone verified, bank linked): the app stores it and
   * mounts the flow again under the new viewer, which moves it on to the next step.
   */
  onUserUpdated: (user: User) => void;
  /** The name the app stored at sign-in: the welcome screen greets it, the gate falls back to it. */
  storedUsername?: string | null;
  /** The id of the flow's `<main>` (focusable, so an app's skip link can move focus to it). */
  mainId?: string;
  /**
   * The app's frame around the phone-verification screen (its signed-out pages' layout, which then
   * holds the `<main>`); without it the screen stands in a plain `<main>`.
   */
  CodeScreenFrame?: ComponentType<{ children?: ReactNode }>;
  /**
   * Extra content of the gate while the application is under review (the app's own, e.g. its demo's
   * stand-in for the provider's approval); its headings, if any, start at level 3.
   */
  underReview?: ReactNode;
}

const LogoutRow = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

function PlainMain({ mainId, children }: { mainId: string | undefined; children?: ReactNode }) {
  return (
    <main id={mainId} tabIndex={mainId ? -1 : undefined}>
      {children}
    </main>
  );
}

/** The newest `callback`, as one function for the whole life of the component. */
function useStableCallback<Args extends unknown[]>(callback: (...args: Args) => void): (...args: Args) => void {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

/** A signed-in user whose phone is not verified: the code goes to their phone, then the user is read again. */
function PhoneVerification({ onUserUpdated, onLogout }: Pick<OnboardingFlowProps, 'onUserUpdated' | 'onLogout'>) {
  const { user } = useViewer();
  const { requestCode, verify } = useSignedInCodeVerification(user, onUserUpdated);
  return (
    <>
      <CodeVerificationScreen variant="phone" requestCode={requestCode} verify={verify} />
      <LogoutRow>
        <Button variant="ghost" onPress={onLogout}>
          {LOGOUT}
        </Button>
      </LogoutRow>
    </>
  );
}

/** No bank connected: why one is needed and the linking flow (role 1), after which the user is read again; others ask their admin. */
function BankConnection({ onUserUpdated }: Pick<OnboardingFlowProps, 'onUserUpdated'>) {
  const { user } = useViewer();
  // A failed read leaves the gate as it is; the next session check moves it on.
  const readUserAgain = useReadUserAgain(onUserUpdated);
  if (!can(user, 'bank-accounts.link')) return <p>{ADMIN_LINKS_BANK}</p>;
  return (
    <>
      <p>{BANK_CONNECTION_REASON}</p>
      <BankLinkingFlow onLinked={() => void readUserAgain.run()} />
    </>
  );
}

// The application loads when Get started is pressed (its own chunk: the welcome screen stays light).
const KybDialog = lazy(() => import('../kyb/KybDialog.js'));

/** The business form: the welcome screen, whose Get started opens "Know your Business". */
function BusinessForm({
  username,
  onLogout,
  mainId,
  onUserUpdated,
}: Pick<OnboardingFlowProps, 'onLogout' | 'mainId' | 'onUserUpdated'> & { username: string | null | undefined }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <WelcomeScreen username={username} onGetStarted={() => setOpen(true)} onLogout={onLogout} mainId={mainId} />
      {isOpen && (
        <Suspense fallback={null}>
          <KybDialog onClose={() => setOpen(false)} onVerified={onUserUpdated} />
        </Suspense>
      )}
    </>
  );
}

/**
 * What a signed-in viewer whose dashboard is not ready sees, in the order of the spec's ruling: phone
 * verification first, then the gate dialog's e-mail message (with its resend link), the welcome screen
 * while the business form is not filled (for the company admin; every other role is asked to turn to
 * the admin), the bank connection, the review; a member awaiting a role is asked to contact the admin. Renders nothing once the dashboard is ready.
 */
export function OnboardingFlow({
  onLogout,
  onUserUpdated,
  storedUsername,
  mainId,
  CodeScreenFrame,
  underReview,
}: OnboardingFlowProps) {
  const { user } = useViewer();
  const userUpdated = useStableCallback(onUserUpdated);
  const resend = useApiAction(resendVerificationEmail, {
    success: (message) => message,
    failure: RESEND_EMAIL_FAILURE,
  });
  const step = onboardingStep(user);
  if (step === 'ready') return null;

  // Phone first; the e-mail message follows once the phone is verified.
  if (step === 'verify-contact' && !user.phone_verified) {
    const screen = <PhoneVerification onUserUpdated={userUpdated} onLogout={onLogout} />;
    if (CodeScreenFrame) return <CodeScreenFrame>{screen}</CodeScreenFrame>;
    return <PlainMain mainId={mainId}>{screen}</PlainMain>;
  }

  // The application is the company admin's; anyone else is asked to turn to them (gate dialog below).
  if (step === 'business-form' && can(user, 'kyb.fill')) {
    return (
      <BusinessForm
        username={storedUsername ?? user.name}
        onLogout={onLogout}
        mainId={mainId}
        onUserUpdated={userUpdated}
      />
    );
  }

  return (
    <PlainMain mainId={mainId}>
      <OnboardingGateDialog
        step={step}
        name={user.name ?? storedUsername}
        kybManager={user.kyb_manager}
        emailVerified={user.email_verified}
        onResendEmail={() => void resend.run()}
        onLogout={onLogout}
      >
        {step === 'bank-connection' && <BankConnection onUserUpdated={userUpdated} />}
        {step === 'pending' && underReview}
      </OnboardingGateDialog>
    </PlainMain>
  );
}
