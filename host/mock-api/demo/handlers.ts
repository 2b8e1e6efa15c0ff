import type { HttpHandler } from 'msw';
import { onboardingStep } from 'spend-ui/features/rules';
import { ACCOUNT_CURRENCIES } from '../accounts/seed.js';
import { companyBalance } from '../accounts/views.js';
import { roundTo } from '../accounts/quotes.js';
import { selectedCompany, userView } from '../auth/views.js';
import { json, readJson, text, type RouteBuilder } from '../core/http.js';
import { centralDay } from '../transactions/views.js';

/*
 * Demo-only calls (spec README ruling "Demo-only controls"): what the provider would do, offered by
 * clearly labelled controls the host shows in demo mode only. No real server has them.
 *
 * POST /demo/approve-application → {results: the user}: the provider accepts the company's submitted
 *   application (company admin; form filled, a bank linked, not yet accepted; 400 {errors: [text]}
 *   otherwise). A company that holds no account yet gets one per currency, each at 0.
 * POST /demo/incoming-transfer {currency, amount} → {results: {amount}}: money arrives in one of the
 *   company's accounts (roles 1 and 2, an account the company holds, 0 < amount ≤ 1,000,000): the
 *   balance goes up and the account's activity lists it, completed, now.
 */

export const demoMessages = {
  notAwaitingReview:
    'Only an application that is submitted, with a bank linked, and still under review can be approved.',
  unknownAccount: (currency: string) => `You do not have a ${currency} account.`,
  amountOutOfRange: 'Please enter an amount greater than 0 and at most 1,000,000.',
};

/** The largest transfer the demo makes arrive at once. */
export const DEMO_TRANSFER_MAX = 1_000_000;

const refuse = (message: string) => json({ errors: [message] }, 400);

export function demoHandlers(routes: RouteBuilder): HttpHandler[] {
  return [
    routes.guarded('post', '/demo/approve-application', 'kyb.fill', ({ store, user }) => {
      const company = selectedCompany(store, user);
      if (!company || onboardingStep(userView(store, user)) !== 'pending')
        return refuse(demoMessages.notAwaitingReview);
      store.update('companies', company.id, { kyb_form_accepted: true });
      if (!store.find('accountBalances', (row) => row.company_id === company.id)) {
        for (const currency of ACCOUNT_CURRENCIES) {
          store.insert('accountBalances', { company_id: company.id, currency_code: currency, amount: 0 });
        }
      }
      return json({ results: userView(store, user) });
    }),

    routes.guarded('post', '/demo/incoming-transfer', 'accounts.view', async ({ request, store, user }) => {
      const body = await readJson(request);
      const currency = text(body.currency).toUpperCase();
      const amount = typeof body.amount === 'number' ? body.amount : Number.NaN;
      const company = selectedCompany(store, user);
      const account = company ? companyBalance(store, company.id, currency) : undefined;
      if (!company || !account) return refuse(demoMessages.unknownAccount(currency));
      if (!(amount > 0 && amount <= DEMO_TRANSFER_MAX)) return refuse(demoMessages.amountOutOfRange);
      const received = roundTo(currency, amount);
      const updated = store.update('accountBalances', account.id, {
        amount: roundTo(currency, account.amount + received),
      });
      store.insert('accountActivity', {
        company_id: company.id,
        model_name: 'inbound',
        status: 'completed',
        days_ago: 0,
        minute_of_day: centralDay(store.now()).minuteNow,
        account_currency: currency,
        amount: received,
        currency,
        amount_converted: null,
        conversion_rate: null,
        fees: null,
        description: null,
        payment_reference: null,
        beneficiary_name: null,
        beneficiary_email: null,
        short_reference: null,
      });
      return json({ results: { amount: updated.amount } });
    }),
  ];
}
