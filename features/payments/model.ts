import { z } from 'zod/mini';
import { FIELD_REQUIRED } from '../auth/messages.js';
import { TEXT_LIMITS, withinLimit } from '../forms/textLimits.js';
import { isQuoteLive, type FixedSide, type Quote, type TimedQuote } from '../fx/quote.js';
import type { OneTimeCode } from '../otp/model.js';
import { CAD_RAILS, INR_RAILS, USD_RAILS } from './messages.js';
import { purposeCodeRequired, type PurposeCodeEntry } from './purposeCodes.js';

// Payments to recipients (accounts-payments-recipients.md §3 "Payment request", §4 "Payment flow", §5
// "Payment Next", "Recipient Next", "Reason step", "Review step", §7 POST /account/fx-payment, §9).

/** Payment types (§3); only `now` is active, the others show "coming soon" (§2). */
export const PAYMENT_TYPES = ['now', 'schedule', 'reccur'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const ACTIVE_PAYMENT_TYPES: readonly PaymentType[] = ['now'];

/** The pay-now flow's steps, in order (§2, §4). Back on the first closes the dialog. */
export const PAY_NOW_STEPS = ['recipient', 'reason', 'amount', 'review', 'complete'] as const;
export type PayNowStep = (typeof PAY_NOW_STEPS)[number];

/** Where Back goes from a step: the previous step, or closing the dialog from the first (§2). */
export function payNowBack(step: PayNowStep): PayNowStep | 'close' {
  const index = PAY_NOW_STEPS.indexOf(step);
  return PAY_NOW_STEPS[index - 1] ?? 'close';
}

/** Recipient Next is disabled until a recipient is selected (§5). */
export function recipientNextEnabled(selectedRecipientId: number | string | null | undefined): boolean {
  return selectedRecipientId !== null && selectedRecipientId !== undefined && selectedRecipientId !== '';
}

/** The reason step: reason and reference, both required (§5), each within the limits table's length. */
export interface PaymentReasonValues {
  reason: string;
  reference: string;
}
export const emptyPaymentReason: PaymentReasonValues = { reason: '', reference: '' };

const requiredText = z
  .string()
  .check(z.trim(), z.minLength(1, FIELD_REQUIRED), withinLimit(TEXT_LIMITS.paymentReference));
export const paymentReasonSchema = z.object({ reason: requiredText, reference: requiredText });

/** The review step's purpose code: required where §5 says, and one of the codes offered. */
export function purposeCodeSchema(required: boolean, options: readonly PurposeCodeEntry[]) {
  const offered = new Set(options.map((option) => option.purpose_code));
  return z.object({
    purpose_code: z
      .string()
      .check(z.refine((code) => offered.has(code) || (!required && code === ''), { message: FIELD_REQUIRED })),
  });
}

/** POST /account/fx-payment (§7). */
export interface FxPaymentPayload {
  otp: OneTimeCode;
  buy_currency: string;
  sell_currency: string;
  /** The amount of the fixed side: what the user typed and the quote answered. */
  amount: number;
  beneficiary_id: number | string;
  quote: Quote;
  reason: string;
  reference: string;
  term_aggrement: true;
  fixed_side: FixedSide;
  transfer: unknown;
  business_id: number | string;
  /**
   * The review step's purpose code, only where one is required (§5). §7's payload list does not name
   * it; the server needs it to check a payment that requires one.
   */
  purpose_code?: string;
}

/** §3 "Payment request": the pre-confirmation form, which carries no otp. */
export type PaymentRequest = Pick<
  FxPaymentPayload,
  'buy_currency' | 'sell_currency' | 'fixed_side' | 'amount' | 'beneficiary_id' | 'reason' | 'reference' | 'business_id'
>;

export interface FxPaymentInput {
  /** The amount step's quote (the engine's `submittableQuote`, or the one the review step holds). */
  timed: TimedQuote | null;
  now: number;
  otp: OneTimeCode;
  recipient: { id: number | string; bankCountry: string | null | undefined };
  reason: PaymentReasonValues;
  businessId: number | string;
  purposeCode: string;
}

export type FxPaymentOutcome =
  { ok: true; payload: FxPaymentPayload } | { ok: false; reason: 'no-quote' | 'expired' | 'purpose-code-missing' };

/**
 * The payment to send on Submit, or why none may be sent: an expired quote is never sent, nor a payment
 * whose required purpose code is missing.
 */
export function fxPaymentPayload(input: FxPaymentInput): FxPaymentOutcome {
  const { timed, now } = input;
  if (!timed) return { ok: false, reason: 'no-quote' };
  if (!isQuoteLive(timed, now)) return { ok: false, reason: 'expired' };
  const { request, quote } = timed;
  const needsCode = purposeCodeRequired(request.buy_currency, input.recipient.bankCountry);
  const purposeCode = input.purposeCode.trim();
  if (needsCode && purposeCode === '') return { ok: false, reason: 'purpose-code-missing' };
  return {
    ok: true,
    payload: {
      otp: input.otp,
      buy_currency: request.buy_currency,
      sell_currency: request.sell_currency,
      amount: request.amount,
      beneficiary_id: input.recipient.id,
      quote,
      reason: input.reason.reason.trim(),
      reference: input.reason.reference.trim(),
      term_aggrement: true,
      fixed_side: request.fixed_side,
      transfer: quote.transfer,
      business_id: input.businessId,
      ...(needsCode ? { purpose_code: purposeCode } : {}),
    },
  };
}

// --- Rails and limits (§9) -----------------------------------------------------------------------

export interface PaymentRail {
  /** The networks of the rail, as §9 names them. */
  rails: string;
  /** The most one payment may carry on it, in the currency; `null`: no limit. */
  limit: number | null;
}

export interface CurrencyRails {
  priority?: PaymentRail;
  regular: PaymentRail;
  /** INR regular payments above this go by NEFT instead of IMPS. */
  fasterRailUpTo?: { rails: string; limit: number; above: string };
  /** The most one beneficiary may receive a day (INR). */
  dailyLimitPerBeneficiary?: number;
  /** §9's sentence for the currency, shown where the amount is chosen. */
  text: string;
}

/** The destination currencies whose rails and limits §9 lists. */
export const PAYMENT_RAILS: Readonly<Record<'CAD' | 'USD' | 'INR', CurrencyRails>> = {
  CAD: { priority: { rails: 'SWIFT', limit: null }, regular: { rails: 'EFT', limit: 100_000 }, text: CAD_RAILS },
  USD: {
    priority: { rails: 'Fedwire/CHIPS/SWIFT', limit: null },
    regular: { rails: 'FedACH', limit: 100_000 },
    text: USD_RAILS,
  },
  INR: {
    regular: { rails: 'IMPS/NEFT', limit: null },
    fasterRailUpTo: { rails: 'IMPS', limit: 200_000, above: 'NEFT' },
    dailyLimitPerBeneficiary: 1_500_000,
    text: INR_RAILS,
  },
};

/** The rails and limits of a destination currency; `undefined` where §9 lists none. */
export function paymentRailsFor(currency: string): CurrencyRails | undefined {
  return currency === 'CAD' || currency === 'USD' || currency === 'INR' ? PAYMENT_RAILS[currency] : undefined;
}

/** The rail a regular payment of this amount takes (INR: IMPS up to 200,000, NEFT above). */
export function regularRail(currency: string, amount: number): string | undefined {
  const rails = paymentRailsFor(currency);
  if (!rails) return undefined;
  const faster = rails.fasterRailUpTo;
  if (faster) return amount <= faster.limit ? faster.rails : faster.above;
  return rails.regular.rails;
}
