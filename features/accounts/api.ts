import { useApiQuery } from '../api/index.js';
import { useApiDownload } from '../api/downloads.js';
import { STATEMENT_DOWNLOAD_FAILED } from './messages.js';
import { activityAnswerSchema, balanceListSchema, fundingAccountListSchema, singleBalanceSchema } from './schemas.js';
import { statementFallbackFileName, type StatementQuery } from './statement.js';

// The multi-currency accounts' calls (accounts-payments-recipients.md §7).

export const BALANCES_PATH = '/account/balances';
export const BALANCE_PATH = '/account/get-balance';
export const FUNDING_ACCOUNTS_PATH = '/account/balance-accounts';
export const ACTIVITY_PATH = '/account/transferred-and-received-funds';
export const STATEMENT_PATH = '/utility/export-statement';

/** GET /account/balances: every currency account of the company. `enabled: false` requests nothing. */
export function useBalances(enabled = true) {
  return useApiQuery(enabled ? BALANCES_PATH : null, undefined, { schema: balanceListSchema });
}

/** GET /account/get-balance?currency=: one account's available balance (`results.amount`). */
export function useBalance(currency: string | null) {
  return useApiQuery(
    currency ? BALANCE_PATH : null,
    { currency: currency ?? undefined },
    { schema: singleBalanceSchema },
  );
}

/** GET /account/balance-accounts?currency=: the account's funding details. */
export function useFundingAccounts(currency: string | null) {
  return useApiQuery(
    currency ? FUNDING_ACCOUNTS_PATH : null,
    { currency: currency ?? undefined },
    {
      schema: fundingAccountListSchema,
    },
  );
}

/** GET /account/transferred-and-received-funds: payments and money received. */
export function useActivity(enabled = true) {
  return useApiQuery(enabled ? ACTIVITY_PATH : null, undefined, { schema: activityAnswerSchema });
}

/** GET /utility/export-statement: saved under the Content-Disposition name. */
export function useStatementDownload(query: StatementQuery | null) {
  return useApiDownload(STATEMENT_PATH, {
    fallbackFileName: query ? statementFallbackFileName(query) : 'statement',
    failure: { fallback: STATEMENT_DOWNLOAD_FAILED },
  });
}
