import { useEffect, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, Dialog } from 'spend-ui';
import type { OnboardingStep } from './model.js';
import {
  DOCUMENTS_UNDER_REVIEW,
  GATE_TITLE,
  LOGOUT,
  RESEND_EMAIL_LINK,
  RESEND_EMAIL_PROMPT,
  VERIFY_EMAIL,
  adminFillsKyb,
  awaitingRole,
  gateGreeting,
} from './messages.js';

export interface OnboardingGateDialogProps {
  /**
   * Which message the gate shows; `business-form` is the ask-your-admin message a member other than
   * the admin meets while the company's business application is not filled.
   */
  step: Exclude<OnboardingStep, 'ready'>;
  /** The user's name, greeted in the dialog. */
  name: string | null | undefined;
  /** The company admin handling KYB, named in the awaiting-role and business-form messages when known. */
  kybManager?: string | null;
  /** The e-mail still needs verifying (verify-contact step). */
  emailVerified?: boolean;
  /** Asks the server to send the verification e-mail again. */
  onResendEmail?: () => void;
  /** Signs out (the only way out of the gate). */
  onLogout: () => void;
  /** Extra content under the message; its headings, if any, start at level 3 (the dialog's title is a level 2). */
  children?: ReactNode;
}

const Message = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
`;

/** The step's messages and content: where focus goes when the gate moves on (a target, not a control). */
const StepContent = styled.div`
  &:focus {
    outline: none;
  }
`;

/** The gate a signed-in user meets until the dashboard is ready: greeting, the step's message, Logout. */
export function OnboardingGateDialog({
  step,
  name,
  kybManager,
  emailVerified,
  onResendEmail,
  onLogout,
  children,
}: OnboardingGateDialogProps) {
  // The gate moved on while open (e.g. the bank linked: its flow is gone, and focus with it): focus goes
  // to the new step's message, unless it is still on something on screen (never left on <body>).
  const stepContent = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const target = stepContent.current;
    const focused = target?.ownerDocument.activeElement;
    if (focused && focused !== target.ownerDocument.body && focused.isConnected) return;
    target?.focus();
  }, [step]);
  return (
    <Dialog
      isOpen
      title={GATE_TITLE}
      hideCloseButton
      isKeyboardDismissDisabled
      actions={
        <Button variant="secondary" onPress={onLogout}>
          {LOGOUT}
        </Button>
      }
    >
      <Message>{gateGreeting(name)}</Message>
      <StepContent ref={stepContent} tabIndex={-1}>
        {step === 'awaiting-role' && <Message>{awaitingRole(kybManager)}</Message>}
        {step === 'business-form' && <Message>{adminFillsKyb(kybManager)}</Message>}
        {step === 'verify-contact' && emailVerified === false && (
          <>
            <Message>{VERIFY_EMAIL}</Message>
            <Message>
              {RESEND_EMAIL_PROMPT}{' '}
              <Button variant="link" onPress={onResendEmail}>
                {RESEND_EMAIL_LINK}
              </Button>
            </Message>
          </>
        )}
        {step === 'verify-contact' && emailVerified !== false && (
          <Message>Please verify your phone number to continue.</Message>
        )}
        {step === 'pending' && <Message>{DOCUMENTS_UNDER_REVIEW}</Message>}
        {children}
      </StepContent>
    </Dialog>
  );
}
