import { useState } from 'react';
import type { Control } from 'react-hook-form';
import type { z } from 'zod/mini';
import { Button, RadioTiles, TextField, ActionBar, Stack } from 'spend-ui';
import { useApiClient } from '../api/index.js';
import { useBalances } from '../accounts/api.js';
import { centralDateTime, formatMoney } from '../format/index.js';
import { FormDateTimePicker } from '../forms/FormDateTimePicker.js';
import { FormMoneyField } from '../forms/FormMoneyField.js';
import { FormRadioTiles } from '../forms/FormRadioTiles.js';
import { FormSelect } from '../forms/FormSelect.js';
import { useFieldBinding } from '../forms/useFieldBinding.js';
import { useFormSubmit, useSchemaForm } from '../forms/index.js';
import { currencyListEntry, isSellCurrency } from '../fx/currencies.js';
import { OTP_REQUIRED } from '../otp/messages.js';
import { OneTimeCodeConfirmation } from '../otp/OneTimeCodeConfirmation.js';
import type { Recipient } from '../recipients/model.js';
import { StepBody } from '../recipients/Recipients.styles.js';
import { sendScheduledPayment } from './api.js';
import { SCHEDULED_PAYMENT_FAILURE } from './failures.js';
import {
  AMOUNT_LABEL,
  BACK,
  CANCEL,
  DESTINATION_CURRENCY_LABEL,
  MONTHLY,
  NEXT,
  NO,
  REPEATS,
  REQUIRE_INVOICE,
  SET_DATE_AND_TIME,
  SOURCE_ACCOUNT_LABEL,
  START_DATE,
  WEEKLY,
  YES,
} from './messages.js';
import {
  SCHEDULE_TIME_ZONE,
  emptyScheduledPayment,
  scheduledPaymentPayload,
  type ScheduledPaymentType,
} from './scheduledPayment.js';
import { scheduledPaymentSchema } from './schemas.js';
import { SummaryList, type SummaryRow } from './SummaryList.js';

export interface ScheduledPaymentFormProps {
  /** `schedule`: one payment at a date and time; `reccur`: from a start date, monthly or weekly. */
  type: ScheduledPaymentType;
  /** Who is paid: the destination currency is theirs. */
  recipient: Pick<Recipient, 'id' | 'currency'>;
  /** Cancel on the form. */
  onCancel: () => void;
  /** The form is valid and its code is being asked (`confirm`), or back on the form (`form`). */
  onPhaseChange?: (phase: ScheduledPaymentPhase) => void;
  /** The server took the payment. */
  onScheduled: (values: ValidScheduledPayment) => void;
}

export type ScheduledPaymentPhase = 'form' | 'confirm';
export type ValidScheduledPayment = Parameters<typeof scheduledPaymentPayload>[0];

/**
 * The scheduled and recurring payment form (accounts-payments-recipients.md §2, §5 "Amount form", §7,
 * §9): source account, the recipient's currency read-only, amount, Require invoice, and 'Set date and
 * Time' (scheduled) or 'Start date' with 'Repeats' Monthly/Weekly (recurring, monthly by default); Next
 * flags every missing field, then the one-time code sends POST /account/scheduled-payment (the first of
 * the server's errors is shown).
 */
export function ScheduledPaymentForm({
  type,
  recipient,
  onCancel,
  onPhaseChange,
  onScheduled,
}: ScheduledPaymentFormProps) {
  const client = useApiClient();
  const balances = useBalances();
  const form = useSchemaForm(scheduledPaymentSchema, { defaultValues: emptyScheduledPayment(recipient.currency) });
  const [confirming, setConfirming] = useState<ValidScheduledPayment | null>(null);
  const toPhase = (next: ValidScheduledPayment | null) => {
    setConfirming(next);
    onPhaseChange?.(next ? 'confirm' : 'form');
  };
  const next = useFormSubmit(form, (values) => {
    const { amount, schedule, source_account } = values;
    if (amount === null || schedule === null || !source_account) return undefined;
    toPhase({ ...values, source_account, amount, schedule });
    return undefined;
  });
  const sourceAccounts = (balances.data ?? []).filter((balance) => isSellCurrency(balance.currency_code));

  if (confirming) {
    return (
      <StepBody>
        <ScheduledPaymentSummary type={type} values={confirming} />
        <OneTimeCodeConfirmation
          requiredMessage={OTP_REQUIRED}
          submitFailure={SCHEDULED_PAYMENT_FAILURE}
          onSubmit={async (code, channel) => {
            await sendScheduledPayment(
              client,
              scheduledPaymentPayload(confirming, type, recipient.id, { code, channel }),
            );
            onScheduled(confirming);
          }}
        />
        <ActionBar>
          <Button variant="secondary" onPress={() => toPhase(null)}>
            {BACK}
          </Button>
        </ActionBar>
      </StepBody>
    );
  }

  return (
    <form noValidate aria-label={PAYMENT_FORM_LABELS[type]} onSubmit={next}>
      <StepBody>
        <Stack minColumnWidth="16rem">
          <FormSelect
            control={form.control}
            name="source_account"
            label={SOURCE_ACCOUNT_LABEL}
            isRequired
            isDisabled={balances.isLoading}
            items={sourceAccounts}
            getKey={(account: SourceAccount) => account.currency_code}
            getTextValue={(account: SourceAccount) =>
              `${currencyListEntry(account.currency_code).name} — ${formatMoney(account.amount, account.currency_code)}`
            }
          />
          <TextField label={DESTINATION_CURRENCY_LABEL} value={recipient.currency} isReadOnly />
        </Stack>
        <FormMoneyField
          control={form.control}
          name="amount"
          label={AMOUNT_LABEL}
          currency={recipient.currency}
          allowNegative={false}
          isRequired
        />
        <RequireInvoice control={form.control} />
        <FormDateTimePicker
          control={form.control}
          name="schedule"
          label={type === 'schedule' ? SET_DATE_AND_TIME : START_DATE}
          isRequired
        />
        {type === 'reccur' && (
          <FormRadioTiles
            control={form.control}
            name="frequency"
            label={REPEATS}
            orientation="horizontal"
            options={[
              { value: 'monthly', title: MONTHLY },
              { value: 'weekly', title: WEEKLY },
            ]}
          />
        )}
        <ActionBar>
          <Button variant="secondary" onPress={onCancel}>
            {CANCEL}
          </Button>
          <Button type="submit">{NEXT}</Button>
        </ActionBar>
      </StepBody>
    </form>
  );
}

const PAYMENT_FORM_LABELS: Record<ScheduledPaymentType, string> = {
  schedule: SET_DATE_AND_TIME,
  reccur: REPEATS,
};

type FormControl = Control<z.input<typeof scheduledPaymentSchema>, unknown, z.output<typeof scheduledPaymentSchema>>;

interface SourceAccount {
  currency_code: string;
  amount: number;
}

/** Require invoice Yes/No: the form's boolean as two radio tiles. */
function RequireInvoice({ control }: { control: FormControl }) {
  const { value, onChange, onBlur } = useFieldBinding(control, 'require_invoice');
  return (
    <RadioTiles
      label={REQUIRE_INVOICE}
      orientation="horizontal"
      options={[
        { value: 'yes', title: YES },
        { value: 'no', title: NO },
      ]}
      value={value === true ? 'yes' : 'no'}
      onChange={(chosen) => onChange(chosen === 'yes')}
      onBlur={onBlur}
    />
  );
}

/** What the code confirms: the form as it will be sent. */
function ScheduledPaymentSummary({ type, values }: { type: ScheduledPaymentType; values: ValidScheduledPayment }) {
  const rows: SummaryRow[] = [
    { term: SOURCE_ACCOUNT_LABEL, value: values.source_account },
    { term: DESTINATION_CURRENCY_LABEL, value: values.buy_currency },
    { term: AMOUNT_LABEL, value: formatMoney(values.amount, values.buy_currency) },
    { term: REQUIRE_INVOICE, value: values.require_invoice ? YES : NO },
    {
      term: type === 'schedule' ? SET_DATE_AND_TIME : START_DATE,
      value: centralDateTime(values.schedule.toDate(SCHEDULE_TIME_ZONE)),
    },
    ...(type === 'reccur' ? [{ term: REPEATS, value: values.frequency === 'weekly' ? WEEKLY : MONTHLY }] : []),
  ];
  return <SummaryList rows={rows} />;
}
