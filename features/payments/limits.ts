import { activityDay } from '../accounts/model.js';
import { dailyLimitExceeded, regularLimitExceeded } from './messages.js';
import { paymentRailsFor } from './model.js';

// The §9 limits of a payment to a recipient, apart from model.ts so that the entry the demo backend reads
// them from publishes no zod type.

/** A payment of the activity, as far as the §9 daily limit reads it. */
export interface PaidItem {
  created_at: string;
  status: string;
  amount?: number | null | undefined;
  currency?: string | null | undefined;
  beneficiary?: { name: string } | null | undefined;
}

/**
 * What one recipient has been paid in a currency on the day of `nowMs` (the activity's day, UTC, §9):
 * payments neither cancelled nor failed. The §9 daily limit counts it; client and backend read it alike.
 */
export function paidToday(
  payments: readonly PaidItem[],
  beneficiaryName: string,
  currency: string,
  nowMs: number,
): number {
  const today = activityDay(nowMs);
  return payments
    .filter(
      (payment) =>
        payment.beneficiary?.name === beneficiaryName &&
        payment.currency === currency &&
        !['cancelled', 'error'].includes(payment.status.trim().toLowerCase()) &&
        activityDay(payment.created_at) === today,
    )
    .reduce((sum, payment) => sum + (payment.amount ?? 0), 0);
}

/**
 * The §9 limit a payment to a recipient would cross (recipients are paid as regular payments, §9), or
 * null: CAD and USD regular payments carry up to 100,000 each; INR up to 1,500,000 per beneficiary per
 * day, counting what the recipient was already paid today. Said at the amount step, before any code is
 * asked, and refused by the backend with the same words.
 */
export function paymentLimitProblem(currency: string, amount: number, alreadyPaidToday = 0): string | null {
  const rails = paymentRailsFor(currency);
  if (!rails) return null;
  const perPayment = rails.regular.limit;
  if (perPayment !== null && amount > perPayment) return regularLimitExceeded(currency, perPayment);
  const daily = rails.dailyLimitPerBeneficiary;
  if (daily !== undefined && alreadyPaidToday + amount > daily) return dailyLimitExceeded(currency, daily);
  return null;
}
