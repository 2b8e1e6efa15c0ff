import type { ApiClient } from '../api/index.js';
import { checkShape, unwrapResults } from '../api/useApiQuery.js';
import type { Quote } from '../fx/quote.js';
import { quoteSchema } from '../fx/schemas.js';
import type { FxPaymentPayload } from './model.js';
import type { ScheduledPaymentPayload } from './scheduledPayment.js';

// The payments' calls (accounts-payments-recipients.md §7).

export const FX_PAYMENT_PATH = '/account/fx-payment';
export const SCHEDULED_PAYMENT_PATH = '/account/scheduled-payment';
/** What a payment changes: the balances and the activity (every `/account/…` read). */
export const PAYMENT_REVALIDATES = [
  '/account/balances',
  '/account/get-balance',
  '/account/transferred-and-received-funds',
];

/**
 * POST /account/fx-payment; `results` is the quote as paid, with available_balance, threshold, transfer
 * and the k_ fields. A refusal rejects with the client's error (`PAYMENT_FAILURE` reads its text).
 */
export async function sendFxPayment(client: ApiClient, payload: FxPaymentPayload): Promise<Quote> {
  return checkShape(unwrapResults(await client.post<unknown>(FX_PAYMENT_PATH, payload)), quoteSchema, FX_PAYMENT_PATH);
}

/** POST /account/scheduled-payment {otp, payment}; §7 shows no success shape, so the answer is not read. */
export async function sendScheduledPayment(client: ApiClient, payload: ScheduledPaymentPayload): Promise<void> {
  await client.post<unknown>(SCHEDULED_PAYMENT_PATH, payload);
}
