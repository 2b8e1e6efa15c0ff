import type { HttpHandler } from 'msw';
import { cashbackTotals, cashbackView, redemptionView, withdrawalView } from './views.js';
import { MINIMUM_REDEMPTION } from './model.js';
import { json, readJson, type RouteBuilder } from '../core/http.js';
import { centralDay } from '../transactions/views.js';
import { selectedCompany } from '../auth/views.js';

/*
 * GET /bank/customer-withdrawal → {results: {customer_withdrawals: [withdrawal]}}, newest first: the
 *   pre-authorized debits of each day's spend from the linked bank account (Withdrawals tab and
 *   /bank/transactions). Roles 1 and 2.
 * GET /card/card/cashback → {results: {cashbacks: [{id, date, cashback_earned, cashback_redeemed}],
 *   lifetime_cashback_earned, lifetime_cashback_redeemed}}, newest first. Roles 1 and 2.
 * GET /company/cashback-redemption-request → {results: [request]}, newest first. Roles 1 and 2.
 * POST /company/cashback-redemption-request {amount} → 201 {results: request}. Role 1 with the
 *   REDEEM_CASHBACK beta feature. 400 {results: {response: text}} for a missing amount, one below 100
 *   or one above what the company may still redeem.
 */

export const cashbackMessages = {
  amountRequired: 'Please enter the amount of cashback to redeem.',
  belowMinimum: 'Cashback below $100 cannot be redeemed.',
  aboveRedeemable: (redeemable: string) => `The amount exceeds your redeemable cashback of ${redeemable}.`,
};

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function cashbackHandlers(routes: RouteBuilder): HttpHandler[] {
  return [
    routes.guarded('get', '/bank/customer-withdrawal', 'withdrawals-cashback.view', ({ store, user }) => {
      const company = selectedCompany(store, user);
      const day = centralDay(store.now());
      const rows = store
        .filter('withdrawals', (row) => row.company_id === company?.id)
        .filter((row) => row.days_ago > 0 || row.minute_of_day <= day.minuteNow || row.processing)
        .sort((a, b) => a.days_ago - b.days_ago || b.minute_of_day - a.minute_of_day || b.id - a.id);
      return json({ results: { customer_withdrawals: rows.map((row) => withdrawalView(row, day)) } });
    }),

    routes.guarded('get', '/card/card/cashback', 'withdrawals-cashback.view', ({ store, user }) => {
      const company = selectedCompany(store, user);
      const day = centralDay(store.now());
      const rows = store
        .filter('cashbacks', (row) => row.company_id === company?.id)
        .sort((a, b) => a.days_ago - b.days_ago || b.id - a.id);
      const totals = cashbackTotals(store, company?.id ?? 0);
      return json({
        results: {
          cashbacks: rows.map((row) => cashbackView(row, day)),
          lifetime_cashback_earned: totals.earned,
          lifetime_cashback_redeemed: totals.redeemed,
        },
      });
    }),

    routes.guarded('get', '/company/cashback-redemption-request', 'withdrawals-cashback.view', ({ store, user }) => {
      const company = selectedCompany(store, user);
      const rows = store
        .filter('redemptionRequests', (row) => row.company_id === company?.id)
        .sort((a, b) => b.created_at - a.created_at || b.id - a.id);
      return json({ results: rows.map(redemptionView) });
    }),

    routes.guarded(
      'post',
      '/company/cashback-redemption-request',
      'cashback.redeem',
      async ({ request, store, user }) => {
        const body = await readJson(request);
        const amount = typeof body.amount === 'number' ? body.amount : Number(body.amount);
        const refuse = (response: string) => json({ results: { response } }, 400);
        if (body.amount === undefined || body.amount === '' || !Number.isFinite(amount)) {
          return refuse(cashbackMessages.amountRequired);
        }
        if (amount < MINIMUM_REDEMPTION) return refuse(cashbackMessages.belowMinimum);
        const company = selectedCompany(store, user);
        if (!company) return refuse(cashbackMessages.amountRequired);
        const { redeemable } = cashbackTotals(store, company.id);
        if (amount > redeemable) return refuse(cashbackMessages.aboveRedeemable(dollars.format(redeemable)));
        const now = store.now();
        const row = store.insert('redemptionRequests', {
          company_id: company.id,
          user_id: user.id,
          created_at: now,
          updated_at: now,
          cashback_amount: Math.round(amount * 100) / 100,
          resolved: false,
          redeemable_cashback: redeemable,
          redeemed_cashback: 0,
        });
        return json({ results: redemptionView(row) }, 201);
      },
    ),
  ];
}
