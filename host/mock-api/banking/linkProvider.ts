import type { HttpHandler } from 'msw';
import { fail, json, readJson, text, type RouteBuilder } from '../core/http.js';
import {
  BANK_TOKEN_LIFETIME_MS,
  bankingMessages,
  type BankLinkTokenRecord,
  type BankPublicTokenRecord,
} from './model.js';
import { demoInstitution, demoInstitutions, type DemoInstitution } from './institutions.js';
import { secretDigest } from '../core/passwordDigest.js';
import type { DemoStore } from '../core/store.js';
import { selectedCompany } from '../auth/views.js';
import { lastFourDigits } from './views.js';

/*
 * The account-picker side of automatic linking, as a provider (Plaid, Flinks …) would run it:
 * POST /bank/create-link-token → {link_token} (the product's backend asks the provider for one).
 * The demo's built-in picker then calls the "provider":
 *   GET  /bank/demo-provider/institutions?link_token=… → {results: [{id, name, logo, accounts}]}
 *   POST /bank/demo-provider/connect {link_token, institute_id} → {public_token, institute_id, institute_name}
 * and the product asks for the accounts behind the public token:
 *   POST /bank/bank/accounts {public_token, institute_name, institute_id}
 *     → {results: {accounts: [{id, name, type, mask}], institute_logo, institute_name, institute_id, public_token}}
 * A link token serves one connection; a public token stays valid for 30 minutes. 400 {results: {error}}
 * for an unknown or expired token, institution or account.
 */

function refuse(message: string): never {
  return fail(json({ results: { error: message } }, 400));
}

function liveLinkToken(store: DemoStore, key: string): BankLinkTokenRecord {
  const digest = secretDigest(key);
  const token = store.find('bankLinkTokens', (row) => row.key_digest === digest);
  if (!token || token.used || token.expires_at <= store.now()) refuse(bankingMessages.linkTokenInvalid);
  return token;
}

/** The public token of the caller's company, still valid. */
export function livePublicToken(store: DemoStore, key: string, companyId: number): BankPublicTokenRecord {
  const digest = secretDigest(key);
  const token = store.find('bankPublicTokens', (row) => row.key_digest === digest && row.company_id === companyId);
  if (!token || token.expires_at <= store.now()) refuse(bankingMessages.publicTokenInvalid);
  return token;
}

/** The institution a request names, or the 400. */
export function requireInstitution(id: string): DemoInstitution {
  return demoInstitution(id) ?? refuse(bankingMessages.unknownInstitution);
}

export function bankLinkProviderHandlers(routes: RouteBuilder): HttpHandler[] {
  return [
    routes.guarded('post', '/bank/create-link-token', 'bank-accounts.link', ({ store, user }) => {
      const company = selectedCompany(store, user);
      if (!company) return json({ detail: 'Not found.' }, 404);
      const key = `link-demo-${store.random('bank-link-token').hex(24)}`;
      store.insert('bankLinkTokens', {
        key_digest: secretDigest(key),
        company_id: company.id,
        expires_at: store.now() + BANK_TOKEN_LIFETIME_MS,
        used: false,
      });
      return json({ link_token: key });
    }),

    routes.open('get', '/bank/demo-provider/institutions', ({ request, store }) => {
      liveLinkToken(store, new URL(request.url).searchParams.get('link_token') ?? '');
      return json({
        results: demoInstitutions.map((institution) => ({
          id: institution.id,
          name: institution.name,
          logo: institution.logo,
          accounts: institution.accounts.map(({ id, name, type, account }) => ({
            id,
            name,
            type,
            mask: lastFourDigits(account),
          })),
        })),
      });
    }),

    routes.open('post', '/bank/demo-provider/connect', async ({ request, store }) => {
      const body = await readJson(request);
      const linkToken = liveLinkToken(store, text(body.link_token));
      const institution = requireInstitution(text(body.institute_id));
      store.update('bankLinkTokens', linkToken.id, { used: true });
      const key = `public-demo-${store.random('bank-public-token').hex(24)}`;
      store.insert('bankPublicTokens', {
        key_digest: secretDigest(key),
        company_id: linkToken.company_id,
        institute_id: institution.id,
        expires_at: store.now() + BANK_TOKEN_LIFETIME_MS,
      });
      return json({ public_token: key, institute_id: institution.id, institute_name: institution.name });
    }),

    routes.guarded('post', '/bank/bank/accounts', 'bank-accounts.link', async ({ request, store, user }) => {
      const company = selectedCompany(store, user);
      if (!company) return json({ detail: 'Not found.' }, 404);
      const body = await readJson(request);
      const publicToken = text(body.public_token);
      const token = livePublicToken(store, publicToken, company.id);
      const institution = requireInstitution(text(body.institute_id) || token.institute_id);
      if (institution.id !== token.institute_id) refuse(bankingMessages.unknownInstitution);
      return json({
        results: {
          accounts: institution.accounts.map(({ id, name, type, account }) => ({
            id,
            name,
            type,
            mask: lastFourDigits(account),
          })),
          institute_logo: institution.logo,
          institute_name: institution.name,
          institute_id: institution.id,
          public_token: publicToken,
        },
      });
    }),
  ];
}
