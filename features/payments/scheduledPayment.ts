import type { CalendarDateTime } from '@internationalized/date';
import { toApiDateTime } from '../format/apiDates.js';
import type { OneTimeCode } from '../otp/model.js';
import { SCHEDULE_IN_PAST } from './messages.js';

// The scheduled and recurring payment form (accounts-payments-recipients.md §2, §3 "Scheduled payment",
// §5 "Amount form", §7 POST /account/scheduled-payment, §9): source account, read-only destination
// currency, amount, Require invoice, date and time; recurring adds Repeats.

export type ScheduledPaymentType = 'schedule' | 'reccur';

/** Recurring options; monthly by default (§5, §9). */
export const RECURRING_FREQUENCIES = ['monthly', 'weekly'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];
export const DEFAULT_RECURRING_FREQUENCY: RecurringFrequency = 'monthly';

/** Date and time are picked as US Central wall time and sent as an instant (§9). */
export const SCHEDULE_TIME_ZONE = 'America/Chicago';

/** A scheduled payment's instant must be after now: the form and the backend refuse it alike. */
export function schedulePastProblem(scheduleMs: number, nowMs: number): string | null {
  return scheduleMs <= nowMs ? SCHEDULE_IN_PAST : null;
}

export interface ScheduledPaymentValues {
  /** The sell currency: the balance the payment is taken from. */
  source_account: string;
  /** The recipient's currency, read-only. */
  buy_currency: string;
  /** `null` while empty. */
  amount: number | null;
  require_invoice: boolean;
  /** 'Set date and Time' (scheduled) or 'Start date' (recurring). */
  schedule: CalendarDateTime | null;
  frequency: RecurringFrequency;
}

export function emptyScheduledPayment(buyCurrency: string): ScheduledPaymentValues {
  return {
    source_account: '',
    buy_currency: buyCurrency,
    amount: null,
    require_invoice: false,
    schedule: null,
    frequency: DEFAULT_RECURRING_FREQUENCY,
  };
}

/** POST /account/scheduled-payment's `payment` (§7): the form plus type, fixed_side buy, beneficiary_id. */
export interface ScheduledPaymentBody {
  sell_currency: string;
  buy_currency: string;
  amount: number;
  require_invoice: boolean;
  /** ISO instant of the chosen US Central wall time. */
  schedule: string;
  /** Recurring payments only. */
  frequency?: RecurringFrequency;
  type: ScheduledPaymentType;
  fixed_side: 'buy';
  beneficiary_id: number | string;
}

export interface ScheduledPaymentPayload {
  otp: OneTimeCode;
  payment: ScheduledPaymentBody;
}

/** The request of a valid form. */
export function scheduledPaymentPayload(
  values: ScheduledPaymentValues & { amount: number; schedule: CalendarDateTime },
  type: ScheduledPaymentType,
  beneficiaryId: number | string,
  otp: OneTimeCode,
): ScheduledPaymentPayload {
  return {
    otp,
    payment: {
      sell_currency: values.source_account,
      buy_currency: values.buy_currency,
      amount: values.amount,
      require_invoice: values.require_invoice,
      schedule: toApiDateTime(values.schedule, SCHEDULE_TIME_ZONE),
      ...(type === 'reccur' ? { frequency: values.frequency } : {}),
      type,
      fixed_side: 'buy',
      beneficiary_id: beneficiaryId,
    },
  };
}
