import { useMemo, useRef } from 'react';
import { Button, Spinner, ActionBar } from 'spend-ui';
import { useApiClient } from '../api/index.js';
import { FormSelect } from '../forms/FormSelect.js';
import { useSchemaForm } from '../forms/index.js';
import { GETTING_A_QUOTE, QUOTE_EXPIRED } from '../fx/messages.js';
import { QuoteCountdown } from '../fx/QuoteCountdown.js';
import { QuoteFactsList } from '../fx/QuoteFactsList.js';
import type { TimedQuoteControl } from '../fx/useTimedQuote.js';
import { OTP_REQUIRED } from '../otp/messages.js';
import type { CodeChannel } from '../otp/model.js';
import { OneTimeCodeConfirmation } from '../otp/OneTimeCodeConfirmation.js';
import { recipientTitle, type Recipient } from '../recipients/model.js';
import { StepBody } from '../recipients/Recipients.styles.js';
import { PAYMENT_REVALIDATES, sendFxPayment } from './api.js';
import { PAYMENT_FAILURE } from './failures.js';
import {
  CANCEL,
  PAYMENT_SUMMARY,
  PURPOSE_CODE_LABEL,
  REASON_LABEL,
  RECIPIENT_SELECTION_LABEL,
  REFERENCE_LABEL,
} from './messages.js';
import { fxPaymentPayload, purposeCodeSchema, type PaymentReasonValues } from './model.js';
import { paymentAmounts, type PaymentMade } from './PayNowSteps.js';
import { bankCountryOf } from './purposeCodeRule.js';
import { purposeCodeOptions, purposeCodeRequired, type PurposeCodeEntry } from './purposeCodes.js';
import { SummaryList } from './SummaryList.js';

export interface ReviewStepProps {
  control: TimedQuoteControl;
  recipient: Recipient;
  reason: PaymentReasonValues;
  /** The company paying (§7 business_id): the viewer's selected company. */
  businessId: number | string | undefined;
  onCancel: () => void;
  /** The server took the payment. */
  onPaid: (payment: PaymentMade) => void;
}

/** Why a confirmation sent nothing: the quote ran out, or there is no company to pay from. */
class PaymentNotSentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentNotSentError';
  }
}

/**
 * Step 4 (§2, §4, §5, §7): the summary with the quote's countdown; a purpose code where the buy currency
 * (INR, CNY, MYR) or the bank country (AE) needs one, its options filtered and sorted by description;
 * then the one-time code. Submit sends POST /account/fx-payment with the §7 payload, once: a second press,
 * Enter and a click, or a press after the payment went through send nothing more; an expired quote is
 * never sent (the step offers a new one instead of the code).
 */
export function ReviewStep({ control, recipient, reason, businessId, onCancel, onPaid }: ReviewStepProps) {
  const client = useApiClient();
  const bankCountry = bankCountryOf(recipient);
  const buyCurrency = recipient.currency;
  const required = purposeCodeRequired(buyCurrency, bankCountry);
  const options = useMemo(
    () => (required ? purposeCodeOptions(buyCurrency, bankCountry) : []),
    [required, buyCurrency, bankCountry],
  );
  const form = useSchemaForm(purposeCodeSchema(required, options), { defaultValues: { purpose_code: '' } });
  // Set once the payment is made: nothing in this step sends another. (While one is on its way, the
  // confirmation's action ignores a second press.)
  const paid = useRef(false);

  const submit = async (code: string, channel: CodeChannel) => {
    if (paid.current) return;
    if (!(await form.trigger())) {
      form.setFocus('purpose_code');
      return;
    }
    const timed = control.submittable();
    const outcome = fxPaymentPayload({
      timed,
      now: control.clock.now(),
      otp: { code, channel },
      recipient: { id: recipient.id, bankCountry },
      reason,
      businessId: businessId ?? '',
      purposeCode: form.getValues('purpose_code'),
    });
    if (!outcome.ok || !timed) throw new PaymentNotSentError(outcome.ok ? QUOTE_EXPIRED : outcome.reason);
    if (businessId === undefined) throw new PaymentNotSentError('no company selected');
    const quote = await sendFxPayment(client, outcome.payload);
    paid.current = true;
    onPaid({ request: timed.request, quote, recipient, reference: outcome.payload.reference });
  };

  const { status } = control;
  if (status.kind !== 'live' && status.kind !== 'expired') {
    return (
      <StepBody>
        <Spinner label={GETTING_A_QUOTE} showLabel />
      </StepBody>
    );
  }
  const { timed } = status;
  return (
    <StepBody>
      <SummaryList
        label={PAYMENT_SUMMARY}
        rows={[
          { term: RECIPIENT_SELECTION_LABEL, value: recipientTitle(recipient) },
          { term: REASON_LABEL, value: reason.reason },
          { term: REFERENCE_LABEL, value: reason.reference },
        ]}
      />
      <QuoteFactsList timed={timed} leading={paymentAmounts(timed)} />
      <QuoteCountdown timed={timed} clock={control.clock} onRefresh={control.refresh} />
      {required && (
        <FormSelect
          control={form.control}
          name="purpose_code"
          label={PURPOSE_CODE_LABEL}
          isRequired
          items={options}
          getKey={(option: PurposeCodeEntry) => option.purpose_code}
          getTextValue={(option: PurposeCodeEntry) => option.purpose_description}
        />
      )}
      {status.kind === 'live' && (
        <OneTimeCodeConfirmation
          onSubmit={submit}
          requiredMessage={OTP_REQUIRED}
          submitFailure={PAYMENT_FAILURE}
          submitRevalidates={PAYMENT_REVALIDATES}
        />
      )}
      <ActionBar>
        <Button variant="secondary" onPress={onCancel}>
          {CANCEL}
        </Button>
      </ActionBar>
    </StepBody>
  );
}
