import { fromErrors, fromResults, useApiAction, useApiQuery, type ApiClient, type FailureText } from '../api/index.js';
import { checkShape, unwrapResults } from '../api/useApiQuery.js';
import { toFormData, useApiUpload } from '../api/uploads.js';
import {
  ACCOUNT_DELETED,
  AUTOMATIC_LINK_FAILED,
  BANK_CONNECTED,
  BANK_HAS_BEEN_CONNECTED,
  DEFAULT_BANK_SET,
  DELETE_FAILED,
  MAKE_PRIMARY_FAILED,
  MANUAL_LINK_FAILED,
  PRIMARY_ACCOUNT_SET,
  SET_DEFAULT_FAILED,
  STATEMENT_UPLOADED,
  STATEMENT_UPLOAD_FAILED,
} from './messages.js';
import { toManualBankPayload, type BankAccount, type LinkedAccounts, type ManualBankFormValues } from './model.js';
import { bankAccountSchema, companyBankAccountsSchema, linkTokenSchema, linkedAccountsSchema } from './schemas.js';

/** The company setting holds the linked accounts (`banks`); every bank action reads it again. */
export const COMPANY_SETTING = '/auth/company/setting';
const BANK = '/bank/bank';

/** How often the list is read again while an account is under verification. */
const VERIFICATION_POLL_MS = 15_000;

/** The company's linked accounts (GET /auth/company/setting → banks), read again while one is unverified. */
export function useLinkedBankAccounts(enabled = true) {
  const query = useApiQuery(enabled ? COMPANY_SETTING : null, undefined, {
    schema: companyBankAccountsSchema,
    pollInterval: (data) => (data?.banks.some((bank) => !bank.verified) ? VERIFICATION_POLL_MS : 0),
  });
  return { ...query, accounts: query.data?.banks };
}

/** POST /bank/create-link-token → the token the account picker opens with. */
export async function createLinkToken(client: ApiClient): Promise<string> {
  return checkShape(await client.post<unknown>('/bank/create-link-token'), linkTokenSchema, '/bank/create-link-token')
    .link_token;
}

/** What the account picker hands back: the public token and the institution chosen. */
export interface BankLinkSelection {
  public_token: string;
  institute_id: string;
  institute_name: string;
}

/** POST /bank/bank/accounts → the accounts behind a public token (§3 "Linked-accounts response"). */
export async function fetchLinkedAccounts(client: ApiClient, selection: BankLinkSelection): Promise<LinkedAccounts> {
  const body = await client.post<unknown>(`${BANK}/accounts`, selection);
  return checkShape(unwrapResults(body), linkedAccountsSchema, `${BANK}/accounts`);
}

const AUTOMATIC_FAILURE: FailureText = { fallback: AUTOMATIC_LINK_FAILED };

/**
 * The automatic link's calls before the choice of the primary account: the link token (for the picker)
 * and, once the picker returns, the accounts of the chosen institution. Failures: §8 "Automatic linking".
 */
export function useAutomaticLinkSteps() {
  const linkToken = useApiAction((client) => createLinkToken(client), { failure: AUTOMATIC_FAILURE });
  const accounts = useApiAction((client, selection: BankLinkSelection) => fetchLinkedAccounts(client, selection), {
    failure: AUTOMATIC_FAILURE,
  });
  return { linkToken, accounts };
}

/** What POST bank/bank/link/automatically sends (§7). */
export interface AutomaticLinkRequest {
  public_token: string;
  institute_name: string;
  institute_id: string;
  account: string;
}

async function linkedAccount(body: unknown, path: string): Promise<BankAccount> {
  return checkShape(unwrapResults(body), bankAccountSchema, path);
}

/** Links the chosen account; "Bank has been connected successfully". */
export function useLinkAutomatically(options: { onSuccess?: (account: BankAccount) => void } = {}) {
  return useApiAction(
    async (client, request: AutomaticLinkRequest) =>
      linkedAccount(await client.post<unknown>(`${BANK}/link/automatically`, request), `${BANK}/link/automatically`),
    { success: BANK_HAS_BEEN_CONNECTED, failure: AUTOMATIC_FAILURE, revalidate: [COMPANY_SETTING], ...options },
  );
}

/** Manual link failure: the server's error text, otherwise the catalogue's (§8). */
export const MANUAL_LINK_FAILURE: FailureText = {
  server: [fromResults('error'), fromErrors],
  fallback: MANUAL_LINK_FAILED,
};

/** Links an account from the manual form (multipart, with progress); "Bank connected successfully". */
export function useLinkManually(options: { onSuccess?: (account: BankAccount) => void } = {}) {
  return useApiUpload(
    async (client, controls, values: ManualBankFormValues) =>
      linkedAccount(
        await client.upload<unknown>(`${BANK}/link/manually`, toFormData(toManualBankPayload(values)), controls),
        `${BANK}/link/manually`,
      ),
    { success: BANK_CONNECTED, failure: MANUAL_LINK_FAILURE, revalidate: [COMPANY_SETTING], ...options },
  );
}

const setPrimary = (client: ApiClient, id: number) => client.patch<unknown>(`${BANK}/${id}`);

/** Make primary on a linked account's card: "Primary account is set" (§8). */
export function useMakePrimary() {
  return useApiAction(setPrimary, {
    success: PRIMARY_ACCOUNT_SET,
    failure: { fallback: MAKE_PRIMARY_FAILED },
    revalidate: [COMPANY_SETTING],
  });
}

/** Sets the account just linked as the default (the linking flow's primary choice): "Default bank set" (§8). */
export function useSetDefaultBank() {
  return useApiAction(setPrimary, {
    success: DEFAULT_BANK_SET,
    failure: { fallback: SET_DEFAULT_FAILED },
    revalidate: [COMPANY_SETTING],
  });
}

/** Deletes a non-default account: "Account is deleted." (§8). */
export function useDeleteBankAccount() {
  return useApiAction((client, id: number) => client.delete<unknown>(`${BANK}/${id}`), {
    success: ACCOUNT_DELETED,
    failure: { fallback: DELETE_FAILED },
    revalidate: [COMPANY_SETTING],
  });
}

/** Uploads one bank statement: "bank statement uploaded", or the server's results.error (§8). */
export function useUploadStatement() {
  return useApiUpload(
    (client, controls, file: File) => client.upload<unknown>(`${BANK}/statement`, toFormData({ file }), controls),
    { success: STATEMENT_UPLOADED, failure: { server: fromResults('error'), fallback: STATEMENT_UPLOAD_FAILED } },
  );
}
