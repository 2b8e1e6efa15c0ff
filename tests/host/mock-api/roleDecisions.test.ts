// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { can, type Capability } from 'spend-ui/features';
import { handlers } from '../../../host/mock-api/index.js';
import { userView } from '../../../host/mock-api/auth/views.js';
import { BASE_URL, useDemoBackend } from './harness.js';

// Every route of the demo backend has a role decision (issue 39 item 10): open to anyone, any signed-in
// role, or the capabilities of `can()` it needs. Each route is called as each demo role and its answer
// held to the decision: 403 exactly when `can()` says no, never 401 with a valid token, never a crash. The
// routes come from the handlers list itself, so a new endpoint without a row here fails the first test.

/** `open`: no token needed; `signed-in`: any role with a valid token; else the role needs one of these. */
type RoleDecision = 'open' | 'signed-in' | readonly Capability[];

// prettier-ignore
const DECISIONS: Readonly<Record<string, RoleDecision>> = {
  // Sign-in, registration and recovery.
  'POST /auth/users/login': 'open',
  'POST /auth/verification-request': 'open',
  'POST /auth/verify-otp': 'open',
  'POST /auth/users': 'open',
  'POST /auth/email-verification': 'open',
  'POST /reset-password/': 'open',
  'POST /reset-password/validate_token/': 'open',
  'POST /reset-password/confirm/': 'open',
  'GET /auth/user': 'signed-in',
  'GET /auth/user/resend-verification-email': 'signed-in',
  // Switching company: the route itself answers only for the caller's own memberships.
  'POST /auth/users/external/company/:id': 'signed-in',
  // Profile.
  'GET /auth/user-profile': 'signed-in',
  'POST /auth/update-user-profile': 'signed-in',
  'PATCH /auth/update-user-password': 'signed-in',
  // Settings: every role reads them (masked below role 1); only the admin changes them.
  'GET /auth/company/setting': 'signed-in',
  'PATCH /auth/company/setting': ['settings.manage'],
  // One-time codes go to a role that may take an action a code confirms.
  'POST /utility/generate-otp-request': ['conversion.convert', 'payments.make', 'recipients.manage'],
  // Cards: each role's own scale (company and team scales are the route's own 403s).
  'GET /card/card': 'signed-in',
  'GET /card/card/search': 'signed-in',
  'GET /card/card/transaction/history/:cardId': 'signed-in',
  'GET /card/card/:id/reveal': 'signed-in',
  'POST /card/card': ['cards.create'],
  'PATCH /card/card/:id': ['cards.edit'],
  'POST /card/card/:id/status/block': ['cards.toggle-status'],
  'POST /card/card/:id/status/activate': ['cards.toggle-status'],
  // Team: the list holds what the role may see (a manager's team, an employee only themselves).
  'GET /auth/company/employee': 'signed-in',
  'GET /auth/company/employee/:id': 'signed-in',
  'PATCH /auth/company/employee/:id': ['members.edit'],
  'POST /auth/users/company/invite/:role': ['members.invite'],
  'POST /auth/user/block/:id': ['members.toggle-active'],
  'POST /auth/user/unblock/:id': ['members.toggle-active'],
  // Transactions and receipts: rows by the role's scope; approving is the route's own rule.
  'GET /card/card/transaction': 'signed-in',
  'GET /card/card/transaction/export': 'signed-in',
  'GET /card/card/transaction/:id': 'signed-in',
  'GET /card/card-transactions/search': 'signed-in',
  'GET /card/comdata-transactions/search': 'signed-in',
  'POST /card/card/transaction/memo-receipt-response': 'signed-in',
  'PATCH /card/card/transaction/memo-receipt-response/:id': 'signed-in',
  'GET /card/card/transaction/receipt/approval': ['receipt-approval.view'],
  'POST /card/card/transaction/receipt/approval/:id': 'signed-in',
  'PATCH /card/card/transaction/receipt/approval/:id': ['receipt-approval.view'],
  // Withdrawals and cashback.
  'GET /bank/customer-withdrawal': ['withdrawals-cashback.view'],
  'GET /card/card/cashback': ['withdrawals-cashback.view'],
  'GET /company/cashback-redemption-request': ['withdrawals-cashback.view'],
  'POST /company/cashback-redemption-request': ['cashback.redeem'],
  // Banks: the admin links; the demo provider's picker is the provider's own page.
  'POST /bank/create-link-token': ['bank-accounts.link'],
  'GET /bank/demo-provider/institutions': 'open',
  'POST /bank/demo-provider/connect': 'open',
  'POST /bank/bank/accounts': ['bank-accounts.link'],
  'POST /bank/bank/link/automatically': ['bank-accounts.link'],
  'POST /bank/bank/link/manually': ['bank-accounts.link'],
  'PATCH /bank/bank/:id': ['bank-accounts.link'],
  'DELETE /bank/bank/:id': ['bank-accounts.link'],
  'POST /bank/bank/statement': ['bank-accounts.link'],
  // Business verification: the company admin's.
  'GET /company/kyb-wizard': ['kyb.fill'],
  'POST /company/kyb-wizard/:step': ['kyb.fill'],
  'GET /auth/company/kyb': ['kyb.fill'],
  'POST /auth/company/kyb': ['kyb.fill'],
  'POST /company/save-in-progress-kyb/financial-statement': ['kyb.fill'],
  'POST /company/save-in-progress-kyb/void-cheque': ['kyb.fill'],
  'GET /utility/get-s3-asset': 'signed-in',
  // Multi-currency accounts, conversions, recipients and payments.
  'GET /account/balances': ['balances.view'],
  'GET /account/get-balance': ['accounts.view'],
  'GET /account/balance-accounts': ['accounts.view'],
  'GET /account/transferred-and-received-funds': ['accounts.view'],
  'POST /utility/get-conversion-rate': ['conversion.convert'],
  'GET /utility/export-statement': ['accounts.view'],
  // The public calculator's quote (spec README ruling): signed in, it adds the balance a role may read.
  'POST /account/payment-fee-and-conversion-rate': 'open',
  'GET /account/beneficiary': ['recipients.manage'],
  'POST /utility/get-beneficiary-requirements': ['recipients.manage'],
  'POST /account/beneficiary': ['recipients.manage'],
  'DELETE /account/delete-beneficiary/:id': ['recipients.manage'],
  'POST /account/fx-payment': ['payments.make'],
  'POST /account/scheduled-payment': ['payments.make'],
  // The demo's stand-ins for the provider.
  'POST /demo/approve-application': ['kyb.fill'],
  'POST /demo/incoming-transfer': ['accounts.view'],
};

/** One demo user per role of the same company, and the admin of a company with no beta feature on. */
const ROLE_EMAILS = [
  'admin@northwind.example',
  'bookkeeper@northwind.example',
  'manager@northwind.example',
  'employee@northwind.example',
  'awaiting-role@northwind.example',
  'no-bank@prairiewind.example',
];

const API_PREFIX = '*/api/v1';

/** Every route of the handlers list as `METHOD /path`. */
function routes(): string[] {
  return handlers.map((handler) => {
    const { method, path } = handler.info as { method?: unknown; path?: unknown };
    const route = String(path);
    if (!route.startsWith(API_PREFIX)) throw new Error(`A route outside the API: ${route}`);
    return `${String(method)} ${route.slice(API_PREFIX.length)}`;
  });
}

const backend = useDemoBackend();

/** Calls a route with nothing in it (path parameters an id no row has) — enough to meet its guards. */
function call(route: string, token: string | null): Promise<Response> {
  const [method = 'GET', path = ''] = route.split(' ');
  const url = `${BASE_URL}${path.replace(/:\w+/g, '999999')}`;
  const headers: Record<string, string> = token ? { Authorization: `Token ${token}` } : {};
  if (method === 'GET' || method === 'DELETE') return fetch(url, { method, headers });
  return fetch(url, { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: '{}' });
}

describe('every route’s role decision', () => {
  it('names every route of the demo backend, and no route it does not have', () => {
    expect([...routes()].sort()).toEqual(Object.keys(DECISIONS).sort());
  });

  it('answers each demo role as can() decides: 403 exactly for a role without the capability, 401 only without a token', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const route of routes()) {
      const decision = DECISIONS[route] ?? 'open';
      const anonymous = (await call(route, null)).status;
      answers.push(`${route} signed out: ${anonymous === 401 ? '401' : anonymous < 500 ? 'answered' : anonymous}`);
      expected.push(`${route} signed out: ${decision === 'open' ? 'answered' : '401'}`);
      for (const email of ROLE_EMAILS) {
        const user = backend.store.find('users', (row) => row.email === email);
        if (!user) throw new Error(`no demo user ${email}`);
        // Decided with the store as it is now: an earlier call may have changed the company's settings.
        const allowed =
          typeof decision === 'string' || decision.some((capability) => can(userView(backend.store, user), capability));
        const status = (await call(route, user.auth_token)).status;
        answers.push(
          `${route} as ${email}: ${status === 403 || status === 401 ? status : status < 500 ? 'answered' : status}`,
        );
        expected.push(`${route} as ${email}: ${allowed ? 'answered' : '403'}`);
      }
    }
    expect(answers).toEqual(expected);
  });
});
