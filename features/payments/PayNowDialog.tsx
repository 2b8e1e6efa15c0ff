import { useEffect, useState } from 'react';
import { paymentFeeQuote } from '../fx/api.js';
import { AT_LEAST_ONE, type ConverterValues } from '../fx/quote.js';
import { useTimedQuote } from '../fx/useTimedQuote.js';
import { GuardedStepperDialog } from '../forms/GuardedStepperDialog.js';
import { useRecipients } from '../recipients/api.js';
import { listedRecipients } from '../recipients/model.js';
import { useViewer } from '../session/index.js';
import { BACK, PAY_NOW_STEP_TITLES, PAY_NOW_TITLE } from './messages.js';
import { PAY_NOW_STEPS, emptyPaymentReason, payNowBack, type PayNowStep, type PaymentReasonValues } from './model.js';
import { StepStart } from './Payments.styles.js';
import { forgetPayNowDraft, keepPayNowDraft, readPayNowDraft, resumableStep } from './payNowDraft.js';
import { ReviewStep } from './PayNowReview.js';
import { useStepStart } from './useStepStart.js';
import { AmountStep, CompleteStep, ReasonStep, RecipientStep, type PaymentMade } from './PayNowSteps.js';

const STEPS = PAY_NOW_STEPS.map((id, index) => ({ id, label: PAY_NOW_STEP_TITLES[index] ?? id }));

/** The amount step's first values: nothing typed, USD sold (the buy side follows the chosen recipient). */
const PAY_NOW_START: ConverterValues = { sellCurrency: 'USD', buyCurrency: 'USD', fixedSide: 'sell', amount: null };

export interface PayNowDialogProps {
  /**
   * Closes the flow (the page goes back to /payments); what was chosen and typed goes with it. Leaving
   * otherwise (a reload, Back, a 401) keeps it for the session: the flow opens again with it.
   */
  onClose: () => void;
}

/** The selected company of the viewer: the company a payment is made for (§7 business_id). */
function selectedCompanyId(companies: ReadonlyArray<{ id: number; selected: boolean }> | undefined) {
  return companies?.find((company) => company.selected)?.id;
}

/**
 * Pay now (accounts-payments-recipients.md §2, §4, §5, §7, §9): a full-screen dialog with Back and the
 * steps Recipient, Reason, Amount, Review, Complete. Back on the first step closes; closing (and Done on
 * the last) drops the recipient, the reason and the quote with the dialog; Escape with a recipient chosen
 * asks before discarding (the drawers' guard).
 */
export function PayNowDialog({ onClose }: PayNowDialogProps) {
  const { user } = useViewer();
  const userId = user?.id;
  const recipients = useRecipients();
  const [kept] = useState(() => readPayNowDraft(userId));
  const [step, setStep] = useState<PayNowStep>(kept?.step ?? 'recipient');
  const [recipientId, setRecipientId] = useState<string | null>(kept?.recipientId ?? null);
  const [reason, setReason] = useState<PaymentReasonValues>(kept?.reason ?? emptyPaymentReason);
  const [paid, setPaid] = useState<PaymentMade | null>(null);
  const control = useTimedQuote({
    endpoint: paymentFeeQuote,
    initialValues: kept?.values ?? PAY_NOW_START,
    minimum: AT_LEAST_ONE,
  });
  const { values } = control;

  // What was chosen and typed is kept as it changes (never the review step's code); sent or closed, it goes.
  useEffect(() => {
    if (step === 'complete' || recipientId === null) return;
    keepPayNowDraft(userId, { step: resumableStep(step), recipientId, reason, values });
  }, [userId, step, recipientId, reason, values]);
  const close = () => {
    forgetPayNowDraft(userId);
    onClose();
  };

  const stepStart = useStepStart(step);
  const recipient = listedRecipients(recipients.data?.beneficiaries ?? []).find(
    (candidate) => String(candidate.id) === recipientId,
  );
  // What closing would drop: Escape or the close action asks first (GuardedStepperDialog).
  const hasChosen = step !== 'complete' && recipientId !== null;
  // A kept recipient no longer listed: the flow goes back to choosing one (state adjusted while rendering).
  if (recipients.data !== undefined && recipientId !== null && !recipient && step !== 'complete') {
    setRecipientId(null);
    setStep('recipient');
  }
  const back = () => {
    const previous = step === 'complete' ? 'close' : payNowBack(step);
    if (previous === 'close') close();
    else setStep(previous);
  };

  return (
    <GuardedStepperDialog
      title={PAY_NOW_TITLE}
      steps={STEPS}
      currentStepId={step}
      backLabel={BACK}
      onBack={back}
      onClose={close}
      hasUnsavedChanges={hasChosen}
    >
      <StepStart ref={stepStart} tabIndex={-1} aria-label={STEPS.find((entry) => entry.id === step)?.label}>
        {step === 'recipient' && (
          <RecipientStep
            recipients={recipients}
            selectedId={recipientId}
            onSelect={setRecipientId}
            onCancel={close}
            onNext={() => {
              if (!recipient) return;
              control.chooseCurrency('buy', recipient.currency);
              setStep('reason');
            }}
          />
        )}
        {step === 'reason' && (
          <ReasonStep
            values={reason}
            onCancel={close}
            onChange={setReason}
            onNext={(typed) => {
              setReason(typed);
              setStep('amount');
            }}
          />
        )}
        {step === 'amount' && recipient && (
          <AmountStep control={control} recipient={recipient} onCancel={close} onNext={() => setStep('review')} />
        )}
        {step === 'review' && recipient && (
          <ReviewStep
            control={control}
            recipient={recipient}
            reason={reason}
            businessId={selectedCompanyId(user?.user_companies)}
            onCancel={close}
            onPaid={(payment) => {
              forgetPayNowDraft(userId);
              setPaid(payment);
              setStep('complete');
            }}
          />
        )}
        {step === 'complete' && paid && <CompleteStep payment={paid} onDone={close} />}
      </StepStart>
    </GuardedStepperDialog>
  );
}
