import { useEffect } from 'react';
import { Accordion, Button, EmptyState, InlineAlert, Skeleton, Tile, ActionBar } from 'spend-ui';
import { useActivity } from '../accounts/api.js';
import { formatMoney } from '../format/index.js';
import { FormTextField } from '../forms/FormTextField.js';
import { useFormSubmit, useSchemaForm } from '../forms/index.js';
import { ConverterFields } from '../fx/ConverterFields.js';
import { Notes } from '../fx/Converter.styles.js';
import { currencyListEntry, heldSellCurrencyList } from '../fx/currencies.js';
import { useHeldCurrencies } from '../accounts/api.js';
import { CONVERSION_UP_TO_T_PLUS_3 } from '../fx/messages.js';
import { QuoteBanners } from '../fx/QuoteBanners.js';
import { QuoteFactsList } from '../fx/QuoteFactsList.js';
import type { Quote, TimedQuote } from '../fx/quote.js';
import type { TimedQuoteControl } from '../fx/useTimedQuote.js';
import { useQuotedContinue } from '../fx/useQuotedContinue.js';
import { QueryState } from '../page/index.js';
import type { useRecipients } from '../recipients/api.js';
import { NO_RECIPIENTS, NO_RECIPIENTS_HINT, RECIPIENTS_LOAD_FAILED, YOUR_RECIPIENTS } from '../recipients/messages.js';
import { listedRecipients, recipientTitle, type Recipient } from '../recipients/model.js';
import { RecipientDetails, RecipientSummary } from '../recipients/RecipientDetails.js';
import { StepBody } from '../recipients/Recipients.styles.js';
import {
  ADD_RECIPIENT,
  BUY_AMOUNT_LABEL,
  CANCEL,
  DONE,
  NEXT,
  PAYMENT_ARRIVAL,
  PAYMENT_SENT,
  RAILS_AND_LIMITS,
  REASON_LABEL,
  RECIPIENT_SELECTION_LABEL,
  REFERENCE_HELP,
  REFERENCE_LABEL,
  REGULAR_RAIL,
  SELL_AMOUNT_LABEL,
} from './messages.js';
import {
  paymentRailsFor,
  paymentReasonSchema,
  recipientNextEnabled,
  regularRail,
  type PaymentReasonValues,
} from './model.js';
import { paidToday, paymentLimitProblem } from './limits.js';
import { SummaryList } from './SummaryList.js';

/** The add-recipient wizard's path, offered when there is nobody to pay. */
export const ADD_RECIPIENT_HREF = '/recipients/add-new';

interface StepNavigation {
  onCancel: () => void;
  onNext: () => void;
}

/** Cancel and Next, as every step of the flow ends. */
function Actions({
  onCancel,
  nextDisabled,
  nextPending,
  onNext,
}: {
  onCancel: () => void;
  nextDisabled?: boolean;
  /** Next was pressed and waits (for the quote on its way). */
  nextPending?: boolean;
  onNext?: () => void;
}) {
  return (
    <ActionBar>
      <Button variant="secondary" onPress={onCancel}>
        {CANCEL}
      </Button>
      {onNext ? (
        <Button variant="primary" isDisabled={nextDisabled} isPending={nextPending} onPress={onNext}>
          {NEXT}
        </Button>
      ) : (
        <Button variant="primary" type="submit">
          {NEXT}
        </Button>
      )}
    </ActionBar>
  );
}

export interface RecipientStepProps extends StepNavigation {
  recipients: ReturnType<typeof useRecipients>;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/**
 * Step 1 (§2, §5): the provider's recipients as an accordion with a radio each (nickname or name,
 * currency, account; the bank details inside). Next waits for a choice; an empty list says so and offers
 * Add recipient.
 */
export function RecipientStep({ recipients, selectedId, onSelect, onCancel, onNext }: RecipientStepProps) {
  return (
    <StepBody>
      <QueryState
        query={recipients}
        failure={RECIPIENTS_LOAD_FAILED}
        loading={<Skeleton height="12rem" label={YOUR_RECIPIENTS} />}
        isEmpty={(data) => listedRecipients(data.beneficiaries).length === 0}
        empty={
          <EmptyState
            title={NO_RECIPIENTS}
            description={NO_RECIPIENTS_HINT}
            headingLevel={2}
            action={<Tile title={ADD_RECIPIENT} href={ADD_RECIPIENT_HREF} />}
          />
        }
      >
        {(data) => (
          <Accordion
            headingLevel={2}
            selection={{ label: RECIPIENT_SELECTION_LABEL, value: selectedId, onChange: onSelect, isRequired: true }}
            items={listedRecipients(data.beneficiaries).map((recipient) => ({
              key: String(recipient.id),
              title: <RecipientSummary recipient={recipient} />,
              content: <RecipientDetails recipient={recipient} />,
            }))}
          />
        )}
      </QueryState>
      <Actions onCancel={onCancel} nextDisabled={!recipientNextEnabled(selectedId)} onNext={onNext} />
    </StepBody>
  );
}

export interface ReasonStepProps {
  values: PaymentReasonValues;
  onCancel: () => void;
  onNext: (values: PaymentReasonValues) => void;
  /** What is typed, as it is typed (the flow keeps it across a reload or a sign-in). */
  onChange?: (values: PaymentReasonValues) => void;
}

/** Step 2 (§2, §5): 'Reason (for our compliance)' and the reference shown to the recipient, both required. */
export function ReasonStep({ values, onCancel, onNext, onChange }: ReasonStepProps) {
  const form = useSchemaForm(paymentReasonSchema, { defaultValues: values });
  const { watch } = form;
  useEffect(() => {
    if (!onChange) return;
    const subscription = watch((typed) => onChange({ reason: typed.reason ?? '', reference: typed.reference ?? '' }));
    return () => subscription.unsubscribe();
  }, [watch, onChange]);
  const next = useFormSubmit(form, (valid) => {
    onNext(valid);
    return undefined;
  });
  return (
    <form noValidate aria-label={REASON_LABEL} onSubmit={next}>
      <StepBody>
        <FormTextField control={form.control} name="reason" label={REASON_LABEL} isRequired />
        <FormTextField
          control={form.control}
          name="reference"
          label={REFERENCE_LABEL}
          description={REFERENCE_HELP}
          isRequired
        />
        <Actions onCancel={onCancel} />
      </StepBody>
    </form>
  );
}

export interface AmountStepProps extends StepNavigation {
  control: TimedQuoteControl;
  recipient: Recipient;
}

/**
 * Step 3 (§2, §5, §9): sell and buy amounts on the payment quote (at least 1; the side typed last is
 * fixed), its countdown and refresh, the fee breakdown, the destination currency's rails and limits.
 * Next pressed while a newer quote is asked waits for it (`useQuotedContinue`); it is disabled without an
 * active quote, with too little balance, over the threshold or over the recipient's §9 limit, the last
 * three with their texts (before any code is asked).
 */
export function AmountStep({ control, recipient, onCancel, onNext }: AmountStepProps) {
  const { status } = control;
  const blockers = control.blockers();
  const next = useQuotedContinue(control, blockers, onNext);
  const held = useHeldCurrencies();
  const rails = paymentRailsFor(recipient.currency);
  const timed = status.kind === 'live' || status.kind === 'expired' ? status.timed : null;
  const buyAmount = timed ? timed.quote.buy_amount : null;
  const rail = buyAmount === null ? undefined : regularRail(recipient.currency, buyAmount);
  // The §9 daily limit counts what the recipient was paid today: the activity tells.
  const activity = useActivity(rails?.dailyLimitPerBeneficiary !== undefined);
  // The day of the quote: the payment is made on it.
  const alreadyPaid =
    activity.data && timed
      ? paidToday(activity.data.data.payments, recipient.name, recipient.currency, timed.receivedAt)
      : 0;
  const limitProblem = timed ? paymentLimitProblem(recipient.currency, timed.quote.buy_amount, alreadyPaid) : null;
  return (
    <StepBody>
      <ConverterFields
        control={control}
        sellCurrencies={heldSellCurrencyList(held, control.values.sellCurrency)}
        buyCurrencies={[currencyListEntry(recipient.currency)]}
      />
      {(status.kind === 'live' || status.kind === 'expired') && <QuoteFactsList timed={status.timed} />}
      <QuoteBanners blockers={blockers} />
      {limitProblem && <InlineAlert tone="danger">{limitProblem}</InlineAlert>}
      {rails && (
        <InlineAlert title={RAILS_AND_LIMITS}>
          {rails.text}
          {rail && ` — ${REGULAR_RAIL} ${rail}.`}
        </InlineAlert>
      )}
      <Actions
        onCancel={onCancel}
        nextDisabled={next.isDisabled || limitProblem !== null}
        nextPending={next.isPending}
        onNext={next.press}
      />
    </StepBody>
  );
}

/** What the complete step shows of the payment made. */
export interface PaymentMade {
  request: TimedQuote['request'];
  quote: Quote;
  recipient: Recipient;
  reference: string;
}

/** The amounts of a quote as the review and complete steps list them. */
export function paymentAmounts({ request, quote }: Pick<PaymentMade, 'request' | 'quote'>) {
  return [
    { term: SELL_AMOUNT_LABEL, value: formatMoney(quote.sell_amount, request.sell_currency) },
    { term: BUY_AMOUNT_LABEL, value: formatMoney(quote.buy_amount, request.buy_currency) },
  ];
}

/** Step 5 (§2, §9): the amounts, the recipient, the reference, when it arrives; Done. */
export function CompleteStep({ payment, onDone }: { payment: PaymentMade; onDone: () => void }) {
  const rows = [
    ...paymentAmounts(payment),
    { term: RECIPIENT_SELECTION_LABEL, value: recipientTitle(payment.recipient) },
    { term: REFERENCE_LABEL, value: payment.reference },
  ];
  return (
    <StepBody>
      <h2>{PAYMENT_SENT}</h2>
      <SummaryList rows={rows} />
      <Notes>
        <li>{PAYMENT_ARRIVAL}</li>
        <li>{CONVERSION_UP_TO_T_PLUS_3}</li>
      </Notes>
      <ActionBar>
        <Button variant="primary" onPress={onDone}>
          {DONE}
        </Button>
      </ActionBar>
    </StepBody>
  );
}
