import { useState } from 'react';
import { Button, Dialog, EmptyState, Stepper, ActionBar } from 'spend-ui';
import { useRecipients } from '../recipients/api.js';
import { listedRecipients } from '../recipients/model.js';
import { StepBody } from '../recipients/Recipients.styles.js';
import {
  BACK,
  DONE,
  PAYMENT_SCHEDULED,
  PAYMENT_TYPE_LABELS,
  PAY_NOW_STEP_TITLES,
  RECURRING_PAYMENT_SET,
} from './messages.js';
import { RecipientStep } from './PayNowSteps.js';
import { ScheduledPaymentForm } from './ScheduledPaymentForm.js';
import type { ScheduledPaymentType } from './scheduledPayment.js';

// §2: "For schedule or recurring types the amount form replaces the Reason step": Recipient, the form
// (Amount), its code (Review), Complete.
const [RECIPIENT, , AMOUNT, REVIEW, COMPLETE] = PAY_NOW_STEP_TITLES;
const STEPS = [RECIPIENT, AMOUNT, REVIEW, COMPLETE].map((label) => ({ id: label, label }));
type Step = (typeof STEPS)[number]['id'];

export interface ScheduledPaymentDialogProps {
  type: ScheduledPaymentType;
  onClose: () => void;
}

/**
 * A scheduled or recurring payment to a saved recipient, full screen (accounts-payments-recipients.md §2):
 * the recipient, then `ScheduledPaymentForm` (its form, then its one-time code), then Complete. The hub
 * offers it only where the company has the demo's SCHEDULED_PAYMENTS beta flag; otherwise these types
 * stay "coming soon".
 */
export function ScheduledPaymentDialog({ type, onClose }: ScheduledPaymentDialogProps) {
  const recipients = useRecipients();
  const [step, setStep] = useState<Step>(RECIPIENT);
  const [recipientId, setRecipientId] = useState<string | null>(null);
  const recipient = listedRecipients(recipients.data?.beneficiaries ?? []).find(
    (candidate) => String(candidate.id) === recipientId,
  );
  const back = () => {
    if (step === AMOUNT || step === REVIEW) setStep(RECIPIENT);
    else onClose();
  };
  return (
    <Dialog
      variant="fullscreen"
      title={PAYMENT_TYPE_LABELS[type]}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      labels={{ back: BACK }}
      onBack={back}
    >
      <Stepper steps={STEPS} currentStepId={step} label={PAYMENT_TYPE_LABELS[type]} />
      {step === RECIPIENT && (
        <RecipientStep
          recipients={recipients}
          selectedId={recipientId}
          onSelect={setRecipientId}
          onCancel={onClose}
          onNext={() => setStep(AMOUNT)}
        />
      )}
      {(step === AMOUNT || step === REVIEW) && recipient && (
        <ScheduledPaymentForm
          type={type}
          recipient={recipient}
          onCancel={onClose}
          onPhaseChange={(phase) => setStep(phase === 'confirm' ? REVIEW : AMOUNT)}
          onScheduled={() => setStep(COMPLETE)}
        />
      )}
      {step === COMPLETE && (
        <StepBody>
          <EmptyState title={type === 'schedule' ? PAYMENT_SCHEDULED : RECURRING_PAYMENT_SET} headingLevel={2} />
          <ActionBar>
            <Button variant="primary" onPress={onClose}>
              {DONE}
            </Button>
          </ActionBar>
        </StepBody>
      )}
    </Dialog>
  );
}
