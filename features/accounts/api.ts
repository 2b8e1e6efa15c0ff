import { useApiAction, useApiQuery } from '../api/index.js';
import { useApiDownload } from '../api/downloads.js';
import { STATEMENT_DOWNLOAD_FAILED } from './messages.js';
import { PASSWORD_UPDATED, PROFILE_UPDATED } from './messages.js';
import {
  PASSWORD_CHANGE_FAILURE,
  PROFILE_UPDATE_FAILURE,
  changePasswordPayload,
  profileUpdatePayload,
  type ChangePasswordValues,
  type ProfileFormValues,
} from './profile.js';
import {
  activityAnswerSchema,
  balanceListSchema,
  fundingAccountListSchema,
  profileSchema,
  singleBalanceSchema,
} from './schemas.js';
import { statementFallbackFileName, type StatementQuery } from './statement.js';

// The multi-currency accounts' calls (accounts-payments-recipients.md §7).

export const BALANCES_PATH = '/account/balances';
export const BALANCE_PATH = '/account/get-balance';
export const FUNDING_ACCOUNTS_PATH = '/account/balance-accounts';
export const ACTIVITY_PATH = '/account/transferred-and-received-funds';
export const STATEMENT_PATH = '/utility/export-statement';
export const PROFILE_PATH = '/auth/user-profile';
export const UPDATE_PROFILE_PATH = '/auth/update-user-profile';
export const UPDATE_PASSWORD_PATH = '/auth/update-user-password';

/** GET /account/balances: every currency account of the company. `enabled: false` requests nothing. */
export function useBalances(enabled = true) {
  return useApiQuery(enabled ? BALANCES_PATH : null, undefined, { schema: balanceListSchema });
}

/** The currency codes the company holds a balance in; `null` until GET /account/balances has answered. */
export function useHeldCurrencies(): string[] | null {
  const { data } = useBalances();
  return data ? data.map((balance) => balance.currency_code) : null;
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

/** GET /auth/user-profile: name, email, phone. */
export function useProfile() {
  return useApiQuery(PROFILE_PATH, undefined, { schema: profileSchema });
}

/** POST /auth/update-user-profile {phone, email} (§7), with the §8 texts; the profile is read again. */
export function useUpdateProfile(onSuccess: () => void) {
  return useApiAction(
    (client, values: ProfileFormValues) => client.post<unknown>(UPDATE_PROFILE_PATH, profileUpdatePayload(values)),
    { success: PROFILE_UPDATED, failure: PROFILE_UPDATE_FAILURE, revalidate: [PROFILE_PATH], onSuccess },
  );
}

/** PATCH /auth/update-user-password {new_password, old_password} (§7), with the §8 texts. */
export function useChangePassword(onSuccess: () => void) {
  return useApiAction(
    (client, values: ChangePasswordValues) =>
      client.patch<unknown>(UPDATE_PASSWORD_PATH, changePasswordPayload(values)),
    { success: PASSWORD_UPDATED, failure: PASSWORD_CHANGE_FAILURE, onSuccess },
  );
}
