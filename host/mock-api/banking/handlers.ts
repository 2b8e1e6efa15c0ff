import type { HttpHandler } from 'msw';
import {
  BANK_DOCUMENT_FILES,
  MAX_ACCOUNTS_HINT,
  VOID_CHEQUE_REQUIRED,
  acceptedFile,
  manualBankFormProblems,
  mayLinkAnother,
  type ManualBankFormValues,
} from 'spend-ui/features/rules';
import { fail, fieldErrors, json, readJson, text, type AuthenticatedContext, type RouteBuilder } from '../core/http.js';
import { readMultipart, type MultipartBody } from '../core/multipart.js';
import { BANK_VERIFICATION_DELAY_MS, bankingMessages, type BankAccountRecord } from './model.js';
import { bankAccountView } from './views.js';
import { demoInstitutions } from './institutions.js';
import type { CompanyRecord } from '../auth/model.js';
import { serverMessages } from '../core/serverMessages.js';
import type { DemoStore } from '../core/store.js';
import { selectedCompany } from '../auth/views.js';
import { livePublicToken, requireInstitution } from './linkProvider.js';

/*
 * The linked accounts of the caller's company (access-settings-banking.md §7); role 1 only
 * ('bank-accounts.link', 403 otherwise). GET /auth/company/setting lists them (`banks`).
 * POST bank/bank/link/automatically {public_token, institute_name, institute_id, account} → {results: account}
 * POST bank/bank/link/manually (multipart: the manual bank form and void_cheque) → {results: account}
 *   400 {errors: {field: [msg]}, results: {error}} for a missing required field, a missing void cheque or
 *   one whose content is not pdf/jpeg/png.
 * Both: 400 {results: {error}} at 3 accounts already or for an account linked already. A new account is
 * unverified for BANK_VERIFICATION_DELAY_MS of the store's clock; the company's first account is its default.
 * PATCH bank/bank/{id} → {results: {response, account}}: that account becomes the only default.
 * DELETE bank/bank/{id} → {results: {response}}; never the default (400 {results: {error}}).
 * A non-numeric id: 400; another company's or unknown id: 404 {results: {error}}.
 * POST bank/bank/statement (multipart `file`, one pdf/jpg/jpeg/png) → {results: {response}}; 400 {results: {error}}.
 */

/** Statements and void cheques: pdf, jpg, jpeg or png — judged by content, as the client does. */
const STATEMENT_AND_CHEQUE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

function refuse(message: string, status = 400): never {
  return fail(json({ results: { error: message } }, status));
}

function companyOf({ store, user }: AuthenticatedContext): CompanyRecord {
  return selectedCompany(store, user) ?? fail(json({ detail: serverMessages.companyNotFound }, 404));
}

function accountsOf(store: DemoStore, companyId: number): BankAccountRecord[] {
  return store.filter('bankAccounts', (row) => row.company_id === companyId);
}

/** The account an `{id}` path names, of the caller's company. */
function accountFromPath(context: AuthenticatedContext, company: CompanyRecord): BankAccountRecord {
  const raw = context.params.id;
  const id = Number(typeof raw === 'string' ? raw : '');
  if (!/^\d+$/.test(typeof raw === 'string' ? raw : '') || !Number.isSafeInteger(id)) {
    refuse(bankingMessages.invalidId);
  }
  const account = context.store.get('bankAccounts', id);
  if (!account || account.company_id !== company.id) refuse(bankingMessages.accountNotFound, 404);
  return account;
}

type NewAccount = Omit<BankAccountRecord, 'id' | 'company_id' | 'default' | 'verified' | 'verifies_at'>;

/** Links an account: room for it, not linked yet, unverified for a while, default when it is the first. */
function linkAccount(store: DemoStore, company: CompanyRecord, account: NewAccount): BankAccountRecord {
  const existing = accountsOf(store, company.id);
  if (!mayLinkAnother(existing.length)) refuse(MAX_ACCOUNTS_HINT);
  if (existing.some((row) => row.institution === account.institution && row.account === account.account)) {
    refuse(bankingMessages.alreadyLinked);
  }
  return store.insert('bankAccounts', {
    ...account,
    company_id: company.id,
    default: existing.length === 0,
    verified: false,
    verifies_at: store.now() + BANK_VERIFICATION_DELAY_MS,
  });
}

const MANUAL_DETAILS = ['bankCity', 'bankProvince', 'bankPostalCode', 'bankAccountType', 'bankCountry', 'bankAddress'];

/** The manual form's fields as the client's form holds them ('' for a list left unchosen). */
function manualFormValues(body: MultipartBody, voidCheque: File | null): ManualBankFormValues {
  const chosen = (value: string) => (value === '' ? null : value);
  return {
    nickname: body.text('nickname'),
    institutionName: body.text('institutionName'),
    instituteNumber: body.text('instituteNumber'),
    branchTransitNumber: body.text('branchTransitNumber'),
    accountNumber: body.text('accountNumber'),
    bankAccountType: chosen(body.text('bankAccountType')),
    bankAddress: body.text('bankAddress'),
    bankCity: body.text('bankCity'),
    bankProvince: body.text('bankProvince'),
    bankPostalCode: body.text('bankPostalCode'),
    bankCountry: chosen(body.text('bankCountry')),
    void_cheque: voidCheque,
  };
}

export function bankingHandlers(routes: RouteBuilder): HttpHandler[] {
  return [
    routes.guarded('post', '/bank/bank/link/automatically', 'bank-accounts.link', async (context) => {
      const { store, request } = context;
      const company = companyOf(context);
      const body = await readJson(request);
      const token = livePublicToken(store, text(body.public_token), company.id);
      const institution = requireInstitution(text(body.institute_id) || token.institute_id);
      if (institution.id !== token.institute_id) refuse(bankingMessages.unknownInstitution);
      const chosen = institution.accounts.find((account) => account.id === text(body.account));
      if (!chosen) return refuse(bankingMessages.unknownAccount);
      const linked = linkAccount(store, company, {
        nickname: chosen.name,
        institute_name: institution.name,
        institution_logo: institution.logo,
        account: chosen.account,
        institution: institution.institution,
        branch: chosen.branch,
        linked_via: 'automatic',
      });
      return json({ results: bankAccountView(store, linked) }, 201);
    }),

    routes.guarded('post', '/bank/bank/link/manually', 'bank-accounts.link', async (context) => {
      const { store, request } = context;
      const company = companyOf(context);
      const body = await readMultipart(request);
      // The manual form's own rules (features/banking manualBankFormSchema), with their messages.
      const sent = body.file('void_cheque') ?? null;
      const errors = await manualBankFormProblems(manualFormValues(body, sent));
      const first = Object.values(errors)[0];
      const cheque = sent && (await acceptedFile(sent, BANK_DOCUMENT_FILES.accept));
      if (first !== undefined || !cheque) {
        return fieldErrors(errors, { extra: { results: { error: first ?? VOID_CHEQUE_REQUIRED } } });
      }
      const number = body.text('instituteNumber');
      const known = demoInstitutions.find((institution) => institution.institution === number);
      const linked = linkAccount(store, company, {
        nickname: body.text('nickname'),
        institute_name: body.text('institutionName') || known?.name || `Institution ${number}`,
        institution_logo: known?.logo ?? null,
        account: body.text('accountNumber'),
        institution: number,
        branch: body.text('branchTransitNumber'),
        linked_via: 'manual',
        manual_details: Object.fromEntries(MANUAL_DETAILS.map((field) => [field, body.text(field)])),
        void_cheque: store.saveFile(cheque),
      });
      return json({ results: bankAccountView(store, linked) }, 201);
    }),

    routes.guarded('patch', '/bank/bank/:id', 'bank-accounts.link', (context) => {
      const { store } = context;
      const company = companyOf(context);
      const account = accountFromPath(context, company);
      for (const row of accountsOf(store, company.id)) {
        if (row.default && row.id !== account.id) store.update('bankAccounts', row.id, { default: false });
      }
      const updated = account.default ? account : store.update('bankAccounts', account.id, { default: true });
      return json({ results: { response: bankingMessages.primarySet, account: bankAccountView(store, updated) } });
    }),

    routes.guarded('delete', '/bank/bank/:id', 'bank-accounts.link', (context) => {
      const company = companyOf(context);
      const account = accountFromPath(context, company);
      if (account.default) refuse(bankingMessages.defaultNotDeletable);
      context.store.remove('bankAccounts', account.id);
      return json({ results: { response: bankingMessages.accountDeleted } });
    }),

    routes.guarded('post', '/bank/bank/statement', 'bank-accounts.link', async (context) => {
      const company = companyOf(context);
      const body = await readMultipart(context.request);
      const files = body.files('file');
      const sent = files[0];
      if (!sent) return refuse(bankingMessages.statementMissing);
      if (files.length > 1) refuse(bankingMessages.oneStatementOnly);
      const file = (await acceptedFile(sent, STATEMENT_AND_CHEQUE_TYPES)) ?? refuse(bankingMessages.unsupportedFile);
      context.store.insert('bankStatements', {
        company_id: company.id,
        file: context.store.saveFile(file),
        uploaded_at: new Date(context.store.now()).toISOString(),
      });
      return json({ results: { response: bankingMessages.statementUploaded } });
    }),
  ];
}
