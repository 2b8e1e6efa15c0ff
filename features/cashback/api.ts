import { fromResults, useApiAction, useApiQuery, type FailureText } from '../api/index.js';
import { REDEMPTION_CREATED, REDEMPTION_FAILED } from './messages.js';
import { redemptionPayload } from './model.js';
import { cashbackSummarySchema, redemptionRequestListSchema, withdrawalListSchema } from './schemas.js';
import { CASHBACK_PATH, WITHDRAWALS_PATH } from './paths.js';

/** The pre-authorized debits (Withdrawals tab, /bank/transactions) and the cashback rows. */
export { CASHBACK_PATH, WITHDRAWALS_PATH };
export const REDEMPTION_REQUESTS_PATH = '/company/cashback-redemption-request';

/** The withdrawals of the company, newest first; `enabled: false` requests nothing. */
export function useWithdrawals(enabled = true) {
  return useApiQuery(enabled ? WITHDRAWALS_PATH : null, undefined, { schema: withdrawalListSchema });
}

/** Cashback rows with the lifetime totals. */
export function useCashback(enabled = true) {
  return useApiQuery(enabled ? CASHBACK_PATH : null, undefined, { schema: cashbackSummarySchema });
}

/** The company's redemption requests. */
export function useRedemptionRequests(enabled = true) {
  return useApiQuery(enabled ? REDEMPTION_REQUESTS_PATH : null, undefined, { schema: redemptionRequestListSchema });
}

/** Redemption request error: the server's results.response (§8). */
export const REDEMPTION_FAILURE: FailureText = { server: fromResults('response'), fallback: REDEMPTION_FAILED };

/** Requests a redemption; the list and the cashback totals refresh after. */
export function useRequestRedemption() {
  return useApiAction(
    (client, amount: number) => client.post<unknown>(REDEMPTION_REQUESTS_PATH, redemptionPayload(amount)),
    { success: REDEMPTION_CREATED, failure: REDEMPTION_FAILURE, revalidate: [REDEMPTION_REQUESTS_PATH, CASHBACK_PATH] },
  );
}
