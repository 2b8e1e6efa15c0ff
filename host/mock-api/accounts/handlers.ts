import type { HttpHandler } from 'msw';
import { can } from 'spend-ui/features/rules';
import { selectedCompany, userView } from '../auth/views.js';
import type { UserRecord } from '../auth/model.js';
import { authenticate, isObject, json, readJson, text, type RouteBuilder } from '../core/http.js';
import type { DemoStore } from '../core/store.js';
import { oneTimeCodeProblem } from '../utility/handlers.js';
import { accountMessages } from './model.js';
import { checkedQuote, quoteAskProblem, quoteFor, roundTo } from './quotes.js';
import { exportStatement } from './statement.js';
import { centralDay } from '../transactions/views.js';
import { activityView, balanceView, companyBalance, companyBalances, fundingAccountsView } from './views.js';

/*
 * The multi-currency accounts (accounts-payments-recipients.md §3, §7). Roles 1 and 2 (spec README
 * ruling "Who may use the multi-currency area").
 *
 * GET /account/balances → {results: [{currency_code, code, currency, amount, symbol}]}, USD first.
 * GET /account/get-balance?currency= → {results: {amount}}; 404 {errors: [text]} for an account the
 *   company does not hold.
 * GET /account/balance-accounts?currency= → {results: [funding account]}; 404 as above.
 * GET /account/transferred-and-received-funds[?type_filter=payment|inbound|conversion] → {results: {data:
 *   {payments, inbound, conversions}}}, every status (error ones too), newest first. Every movement of money
 *   is listed once: a payment (its sell account), money received (its account) and a conversion (both
 *   accounts it touched: sell_currency/sell_amount left one, buy_currency/buy_amount entered the other).
 * POST /utility/get-conversion-rate {buy_currency, sell_currency, fixed_side, amount} → {results: quote}
 *   (no payment fee); with {otp {code, channel}, quote, term_aggrement: true} it confirms: the quote must
 *   be ours, for these currencies and younger than 900 s, the sell account must cover it, it must not
 *   cross the threshold, and the code must be right; then the sell balance goes down by sell_amount and
 *   the buy balance up by buy_amount → {results: quote with the new available_balance}. A quote converts
 *   once (a second confirmation of it is refused). Every refusal is 400 {errors: [text]}.
 * GET /utility/export-statement?from=&to=&file_type=&currency= → the statement file (statement.ts).
 * POST /account/payment-fee-and-conversion-rate {…same} → {results: quote with the k_ fee fields}. Open:
 *   the public calculator asks it signed out (spec README ruling); signed in as role 1 or 2 the quote
 *   carries the sell account's available_balance and the threshold it allows.
 */

function companyOf(store: DemoStore, user: UserRecord) {
  const company = selectedCompany(store, user);
  if (!company) throw new Error(`User ${user.id} has no selected company`);
  return company;
}

const refuse = (message: string, status = 400) => json({ errors: [message] }, status);

function requestedCurrency(request: Request): string {
  return (new URL(request.url).searchParams.get('currency') ?? '').trim().toUpperCase();
}

/** The balances a signed-in caller may read, or null (signed out, another role, a wrong token). */
function balancesReader(store: DemoStore, request: Request) {
  if (!request.headers.get('authorization')) return null;
  const user = authenticate(store, request);
  if (user instanceof Response || !can(userView(store, user), 'balances.view')) return null;
  const company = selectedCompany(store, user);
  return company ? (currency: string) => companyBalance(store, company.id, currency)?.amount ?? 0 : null;
}

export function accountHandlers(routes: RouteBuilder): HttpHandler[] {
  return [
    routes.guarded('get', '/account/balances', 'balances.view', ({ store, user }) => {
      const company = companyOf(store, user);
      return json({ results: companyBalances(store, company.id).map(balanceView) });
    }),

    routes.guarded('get', '/account/get-balance', 'accounts.view', ({ request, store, user }) => {
      const currency = requestedCurrency(request);
      const balance = companyBalance(store, companyOf(store, user).id, currency);
      if (!balance) return refuse(accountMessages.unknownAccount(currency), 404);
      return json({ results: { amount: balance.amount } });
    }),

    routes.guarded('get', '/account/balance-accounts', 'accounts.view', ({ request, store, user }) => {
      const currency = requestedCurrency(request);
      const company = companyOf(store, user);
      if (!companyBalance(store, company.id, currency)) return refuse(accountMessages.unknownAccount(currency), 404);
      return json({ results: fundingAccountsView(company, currency) });
    }),

    routes.guarded('get', '/account/transferred-and-received-funds', 'accounts.view', ({ request, store, user }) => {
      const filter = new URL(request.url).searchParams.get('type_filter');
      const company = companyOf(store, user);
      const now = store.now();
      const rows = store
        .filter('accountActivity', (row) => row.company_id === company.id)
        .sort((a, b) => a.days_ago - b.days_ago || b.minute_of_day - a.minute_of_day || b.id - a.id);
      const of = (kind: 'payment' | 'inbound' | 'conversion') =>
        !filter || filter.startsWith(kind)
          ? rows.filter((row) => row.model_name === kind).map((row) => activityView(row, now))
          : [];
      return json({
        results: { data: { payments: of('payment'), inbound: of('inbound'), conversions: of('conversion') } },
      });
    }),

    routes.guarded('post', '/utility/get-conversion-rate', 'conversion.convert', async ({ request, store, user }) => {
      const body = await readJson(request);
      const ask = quoteAskProblem(body);
      if (typeof ask === 'string') return refuse(ask);
      const company = companyOf(store, user);
      const sellAccount = companyBalance(store, company.id, ask.sell_currency);
      if (!sellAccount) return refuse(accountMessages.unknownAccount(ask.sell_currency));
      const now = store.now();
      if (body.otp === undefined && body.quote === undefined) {
        return json({ results: quoteFor(ask, now, { withPaymentFee: false, available: sellAccount.amount }) });
      }
      // The confirmation.
      if (body.term_aggrement !== true) return refuse(accountMessages.termsRequired);
      const quote = checkedQuote(body.quote, ask, now);
      if (typeof quote === 'string') return refuse(quote);
      if (store.find('fxConversions', (row) => row.quote_reference === quote.quote_reference)) {
        return refuse(accountMessages.quoteUsed);
      }
      if (quote.sell_amount > sellAccount.amount) return refuse(accountMessages.notEnoughBalance);
      const fresh = quoteFor(ask, now, { withPaymentFee: false, available: sellAccount.amount });
      if (quote.sell_amount > fresh.threshold) return refuse(accountMessages.thresholdCrossed);
      const codeProblem = oneTimeCodeProblem(store, user, isObject(body.otp) ? body.otp : text(body.otp));
      if (codeProblem) return refuse(codeProblem);
      const sold = store.update('accountBalances', sellAccount.id, {
        amount: roundTo(ask.sell_currency, sellAccount.amount - quote.sell_amount),
      });
      const buyAccount = companyBalance(store, company.id, ask.buy_currency);
      if (buyAccount) {
        store.update('accountBalances', buyAccount.id, {
          amount: roundTo(ask.buy_currency, buyAccount.amount + quote.buy_amount),
        });
      } else {
        store.insert('accountBalances', {
          company_id: company.id,
          currency_code: ask.buy_currency,
          amount: quote.buy_amount,
        });
      }
      store.insert('accountActivity', {
        company_id: company.id,
        model_name: 'conversion',
        status: 'completed',
        days_ago: 0,
        minute_of_day: centralDay(now).minuteNow,
        account_currency: ask.sell_currency,
        amount: quote.buy_amount,
        currency: ask.buy_currency,
        amount_converted: quote.sell_amount,
        conversion_rate: quote.k_client_rate,
        fees: null,
        description: null,
        payment_reference: null,
        beneficiary_name: null,
        beneficiary_email: null,
        short_reference: `${new Date(now).toISOString().slice(2, 10).replace(/-/g, '')}-${store.random('conversion').hex(6).toUpperCase()}`,
      });
      store.insert('fxConversions', {
        company_id: company.id,
        user_id: user.id,
        quote_reference: quote.quote_reference,
        sell_currency: ask.sell_currency,
        buy_currency: ask.buy_currency,
        sell_amount: quote.sell_amount,
        buy_amount: quote.buy_amount,
        created_at: now,
      });
      return json({ results: { ...quote, available_balance: sold.amount } });
    }),

    routes.guarded('get', '/utility/export-statement', 'accounts.view', ({ request, store, user }) =>
      exportStatement(request, store, user),
    ),

    routes.open('post', '/account/payment-fee-and-conversion-rate', async ({ request, store }) => {
      const ask = quoteAskProblem(await readJson(request));
      if (typeof ask === 'string') return refuse(ask);
      const balanceOf = balancesReader(store, request);
      return json({
        results: quoteFor(ask, store.now(), {
          withPaymentFee: true,
          available: balanceOf ? balanceOf(ask.sell_currency) : undefined,
        }),
      });
    }),
  ];
}
