import { describe, expect, it } from 'vitest';
import { activityFacts } from '../../../features/accounts/activityFacts.js';
import { accountActivityRows } from '../../../features/accounts/model.js';
import { activityAnswerSchema } from '../../../features/accounts/schemas.js';
import { formatMoney } from '../../../features/format/index.js';
import { formatRate } from '../../../features/fx/quote.js';
import { QUOTE_EXPIRED } from '../../../features/fx/messages.js';
import { textTooLong } from '../../../features/forms/textLimits.js';
import { accountMessages } from '../../../host/mock-api/accounts/model.js';
import { PASSWORD_BLANK, PASSWORD_TOO_LONG } from '../../../features/auth/messages.js';
import { failure, useDemoBackend } from './harness.js';

const backend = useDemoBackend();
let clockNow = Date.UTC(2026, 2, 10, 15, 0, 0);

function tokenOf(email: string): string {
  const user = backend.store.find('users', (row) => row.email === email);
  if (!user) throw new Error(email);
  return user.auth_token;
}
const as = (email: string) => backend.clientWith(tokenOf(email));
const BOOKKEEPER = 'bookkeeper@northwind.example';

interface Quote {
  sell_amount: number;
  buy_amount: number;
  rate: number;
  threshold: number;
  available_balance?: number;
  k_payment_fee_amount: number;
  k_conversion_fee_amount: number;
  quoted_at: string;
  quote_reference: string;
}
type Balances = { results: Array<{ currency_code: string; amount: number; currency: string }> };

const usdToEur = { sell_currency: 'USD', buy_currency: 'EUR', fixed_side: 'sell', amount: 1000 };

async function balance(email: string, currency: string) {
  const answer = await as(email).get<{ results: { amount: number } }>(`/account/get-balance?currency=${currency}`);
  return answer.results.amount;
}

async function activity() {
  const answer = await as(BOOKKEEPER).get<{ results: unknown }>('/account/transferred-and-received-funds');
  return activityAnswerSchema.parse(answer.results);
}

async function sendCode(email: string) {
  await as(email).post('/utility/generate-otp-request', { channel: 'phone' });
}

describe('multi-currency accounts', () => {
  it('lists at least 8 balances, USD first, for roles 1 and 2 and refuses role 4', async () => {
    const answer = await as(BOOKKEEPER).get<Balances>('/account/balances');
    expect(answer.results.length).toBeGreaterThanOrEqual(8);
    expect(answer.results[0]).toMatchObject({ currency_code: 'USD', currency: 'US Dollar' });
    expect((await failure(as('employee@northwind.example').get('/account/balances'))).status).toBe(403);
  });

  it('answers 404 for an account the company does not hold', async () => {
    const error = await failure(as(BOOKKEEPER).get('/account/get-balance?currency=NOK'));
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ errors: [accountMessages.unknownAccount('NOK')] });
  });

  it('lists USD funding details with a bic_swift entry', async () => {
    const answer = await as(BOOKKEEPER).get<{ results: Array<{ routing_code_type: string }> }>(
      '/account/balance-accounts?currency=USD',
    );
    expect(answer.results.map((row) => row.routing_code_type)).toEqual(['aba', 'aba', 'bic_swift']);
  });

  it('lists payments and money received in every status, error ones too', async () => {
    const answer = await as(BOOKKEEPER).get<{
      results: { data: { payments: Array<{ status: string }>; inbound: Array<{ status: string }> } };
    }>('/account/transferred-and-received-funds');
    const statuses = new Set(
      [...answer.results.data.payments, ...answer.results.data.inbound].map((row) => row.status),
    );
    expect([...statuses].sort()).toEqual(expect.arrayContaining(['cancelled', 'completed', 'error', 'processing']));
    expect(answer.results.data.inbound.length).toBeGreaterThan(0);
  });

  it('quotes the payment quote with fees signed out (the public calculator), with the balance signed in', async () => {
    const open = await backend.client.post<{ results: Quote }>('/account/payment-fee-and-conversion-rate', usdToEur);
    expect(open.results.available_balance).toBeUndefined();
    expect(open.results.k_payment_fee_amount).toBe(12);
    expect(open.results.buy_amount).toBeGreaterThan(0);
    const signedIn = await as(BOOKKEEPER).post<{ results: Quote }>(
      '/account/payment-fee-and-conversion-rate',
      usdToEur,
    );
    expect(signedIn.results.available_balance).toBe(await balance(BOOKKEEPER, 'USD'));
  });

  it('applies each fee one way: buy = (sell − payment fee − conversion fee) × rate, in both quotes', async () => {
    for (const fixed_side of ['sell', 'buy'] as const) {
      for (const path of ['/utility/get-conversion-rate', '/account/payment-fee-and-conversion-rate']) {
        const body = { sell_currency: 'USD', buy_currency: 'INR', fixed_side, amount: 1000 };
        const { results: quote } = await as(BOOKKEEPER).post<{ results: Quote & { k_client_rate: number } }>(
          path,
          body,
        );
        const converted = quote.sell_amount - quote.k_payment_fee_amount - quote.k_conversion_fee_amount;
        expect(quote.k_client_rate).toBe(quote.rate);
        expect(quote.k_conversion_fee_amount).toBeGreaterThan(0);
        expect(Math.abs(converted * quote.rate - quote.buy_amount)).toBeLessThanOrEqual(quote.rate * 0.01 + 0.01);
      }
    }
  });

  it('quotes a conversion the same from every converter: no payment fee', async () => {
    const body = { sell_currency: 'USD', buy_currency: 'INR', fixed_side: 'sell', amount: 1000 };
    const { results: quote } = await as(BOOKKEEPER).post<{ results: Quote }>('/utility/get-conversion-rate', body);
    expect(quote.k_payment_fee_amount).toBe(0);
    expect(quote.buy_amount).toBeCloseTo((1000 - quote.k_conversion_fee_amount) * quote.rate, 1);
  });

  it('refuses a quote below 1 or finer than the currency, with why', async () => {
    for (const path of ['/utility/get-conversion-rate', '/account/payment-fee-and-conversion-rate']) {
      const ask = (amount: number) => failure(as(BOOKKEEPER).post(path, { ...usdToEur, amount }));
      expect((await ask(0.5)).body).toEqual({ errors: ['The amount must be at least 1'] });
      expect((await ask(10.001)).body).toEqual({ errors: [accountMessages.amountTooPrecise('USD', 2)] });
    }
  });

  it('refuses a profile e-mail longer than the limits table, at its field', async () => {
    const refused = await failure(
      as(BOOKKEEPER).post('/auth/update-user-profile', {
        email: `${'a'.repeat(10_000)}@example.com`,
        phone: '3125550199',
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ errors: { email: [textTooLong(254)] } });
  });

  it('converts with a live quote and the right code, moving both balances', async () => {
    const store = backend.recreate({ now: () => clockNow });
    expect(store).toBe(backend.store);
    const usd = await balance(BOOKKEEPER, 'USD');
    const eur = await balance(BOOKKEEPER, 'EUR');
    const { results: quote } = await as(BOOKKEEPER).post<{ results: Quote }>('/utility/get-conversion-rate', usdToEur);
    expect(quote.k_payment_fee_amount).toBe(0);
    await sendCode(BOOKKEEPER);
    const confirm = (code: string) =>
      as(BOOKKEEPER).post<{ results: Quote }>('/utility/get-conversion-rate', {
        ...usdToEur,
        otp: { code, channel: 'phone' },
        quote,
        term_aggrement: true,
      });
    const wrong = await failure(confirm('000000'));
    expect(wrong.status).toBe(400);
    const done = await confirm('123456');
    expect(done.results.available_balance).toBeCloseTo(usd - 1000, 2);
    expect(await balance(BOOKKEEPER, 'USD')).toBeCloseTo(usd - 1000, 2);
    expect(await balance(BOOKKEEPER, 'EUR')).toBeCloseTo(eur + quote.buy_amount, 2);
    await sendCode(BOOKKEEPER);
    expect((await failure(confirm('123456'))).body).toEqual({ errors: [accountMessages.quoteUsed] });

    // The conversion is in the activity of both accounts it touched, in each account's currency.
    const answer = await activity();
    const conversionIn = (currency: string) =>
      accountActivityRows(answer, currency).filter((row) => row.item.model_name === 'conversion');
    expect(conversionIn('USD')).toHaveLength(1);
    expect(conversionIn('USD')[0]).toMatchObject({
      description: 'Conversion to EUR',
      amount: -1000,
      currency: 'USD',
      counterpart: { amount: quote.buy_amount, currency: 'EUR' },
    });
    expect(conversionIn('EUR')).toHaveLength(1);
    expect(conversionIn('EUR')[0]).toMatchObject({
      description: 'Conversion from USD',
      amount: quote.buy_amount,
      currency: 'EUR',
      counterpart: { amount: 1000, currency: 'USD' },
    });
  });

  it('lists every seeded movement in each account it touched, every amount of its detail with its own currency', async () => {
    const answer = await activity();
    const company = backend.store.find('companies', (row) => row.company_name === 'Northwind Supply Co.');
    const records = backend.store.filter(
      'accountActivity',
      (row) => row.company_id === company?.id && row.status !== 'error',
    );
    expect(records.length).toBeGreaterThan(20);
    const currencies = new Set(
      backend.store.filter('accountBalances', (row) => row.company_id === company?.id).map((row) => row.currency_code),
    );
    const rows = [...currencies].flatMap((currency) => accountActivityRows(answer, currency));
    for (const record of records) {
      const shown = rows.filter((row) => row.key === `${record.model_name}-${record.id}`);
      const touched =
        record.model_name === 'conversion' ? [record.account_currency, record.currency] : [record.account_currency];
      expect(shown.map((row) => row.currency).sort()).toEqual([...touched].sort());
      for (const row of shown) {
        const facts = Object.fromEntries(activityFacts(row).map((fact) => [fact.term, fact.value]));
        if (record.model_name === 'inbound') {
          expect(facts).toEqual({ Amount: formatMoney(record.amount, record.currency) });
        } else if (record.model_name === 'payment') {
          // What left the account in its currency; what the recipient gets in theirs; the fees in the sell currency.
          expect(facts.Amount).toBe(formatMoney(-(record.amount_converted ?? 0), record.account_currency));
          expect(facts['Recipient gets']).toBe(formatMoney(record.amount, record.currency));
          expect(facts.Fees).toBe(formatMoney(record.fees, record.account_currency));
          expect(facts.Rate).toBe(formatRate(record.conversion_rate ?? 0, record.account_currency, record.currency));
          expect(row.description).toBe(`Payment to ${record.beneficiary_name ?? ''}`);
        }
      }
    }
  });

  it('refuses an expired, a forged, an uncovered and a threshold-crossing quote', async () => {
    backend.recreate({ now: () => clockNow });
    const ask = (amount: number) =>
      as(BOOKKEEPER).post<{ results: Quote }>('/utility/get-conversion-rate', { ...usdToEur, amount });
    const confirm = (quote: Quote, amount = 1000) =>
      failure(
        as(BOOKKEEPER).post('/utility/get-conversion-rate', {
          ...usdToEur,
          amount,
          otp: { code: '123456', channel: 'phone' },
          quote,
          term_aggrement: true,
        }),
      );
    const { results: quote } = await ask(1000);
    expect((await confirm({ ...quote, sell_amount: 1 })).body).toEqual({ errors: [accountMessages.quoteInvalid] });
    clockNow += 900_000;
    expect((await confirm(quote)).body).toEqual({ errors: [QUOTE_EXPIRED] });
    const usd = await balance(BOOKKEEPER, 'USD');
    const { results: tooMuch } = await ask(usd + 1);
    expect((await confirm(tooMuch, usd + 1)).body).toEqual({ errors: [accountMessages.notEnoughBalance] });
    const { results: overLimit } = await ask(Math.min(usd, 300_000));
    expect(overLimit.threshold).toBe(250_000);
    expect((await confirm(overLimit, overLimit.sell_amount)).body).toEqual({
      errors: [accountMessages.thresholdCrossed],
    });
  });

  it('refuses a confirmation whose amount or fixed side is not its quote’s, and confirms one fixed on the buy side', async () => {
    backend.recreate({ now: () => clockNow });
    const confirm = (request: typeof usdToEur, quote: Quote) =>
      as(BOOKKEEPER).post<{ results: Quote }>('/utility/get-conversion-rate', {
        ...request,
        otp: { code: '123456', channel: 'phone' },
        quote,
        term_aggrement: true,
      });
    const usd = await balance(BOOKKEEPER, 'USD');
    const { results: quote } = await as(BOOKKEEPER).post<{ results: Quote }>('/utility/get-conversion-rate', usdToEur);
    await sendCode(BOOKKEEPER);
    const otherAmount = await failure(confirm({ ...usdToEur, amount: 999 }, quote));
    expect(otherAmount.body).toEqual({ errors: [accountMessages.quoteForOtherRequest] });
    const otherSide = await failure(confirm({ ...usdToEur, fixed_side: 'buy', amount: 1000 }, quote));
    expect(otherSide.body).toEqual({ errors: [accountMessages.quoteForOtherRequest] });
    const buyAmountAsSell = await failure(confirm({ ...usdToEur, fixed_side: 'buy', amount: quote.buy_amount }, quote));
    expect(buyAmountAsSell.body).toEqual({ errors: [accountMessages.quoteForOtherRequest] });
    expect(await balance(BOOKKEEPER, 'USD')).toBe(usd);

    const buyFixed = { ...usdToEur, fixed_side: 'buy', amount: 500 };
    const { results: bought } = await as(BOOKKEEPER).post<{ results: Quote }>('/utility/get-conversion-rate', buyFixed);
    expect(bought.buy_amount).toBe(500);
    const done = await confirm(buyFixed, bought);
    expect(done.results.available_balance).toBeCloseTo(usd - bought.sell_amount, 2);
  });

  it('reads and updates the profile, and changes the password only with the right old one', async () => {
    const client = as(BOOKKEEPER);
    const profile = await client.get<{ results: { name: string; email: string; phone: string } }>('/auth/user-profile');
    expect(profile.results.email).toBe(BOOKKEEPER);
    await client.post('/auth/update-user-profile', { email: BOOKKEEPER, phone: '+1 (312) 555-0199' });
    expect((await client.get<{ results: { phone: string } }>('/auth/user-profile')).results.phone).toBe(
      '+1 (312) 555-0199',
    );
    const taken = await failure(
      client.post('/auth/update-user-profile', { email: 'admin@northwind.example', phone: '1' }),
    );
    expect(taken.status).toBe(400);
    const wrong = await failure(
      client.patch('/auth/update-user-password', { old_password: 'nope', new_password: 'Better-pass-2' }),
    );
    expect(wrong.body).toEqual({ old_password: [accountMessages.wrongOldPassword] });
    // The one password rule of registration and reset (issue 39): blank, too long and common are refused too.
    for (const [new_password, message] of [
      [' '.repeat(10), PASSWORD_BLANK],
      ['x'.repeat(129), PASSWORD_TOO_LONG],
      ['password1', 'This password is too common.'],
    ]) {
      const refused = await failure(
        client.patch('/auth/update-user-password', { old_password: 'Spend-demo-1', new_password }),
      );
      expect(refused.body).toEqual({ new_password: [message] });
    }
    await client.patch('/auth/update-user-password', { old_password: 'Spend-demo-1', new_password: 'Better-pass-2' });
    const login = await backend.client.post<{ user: { token?: string } }>('/auth/users/login', {
      user: { email: BOOKKEEPER, password: 'Better-pass-2' },
    });
    expect(login.user).toBeDefined();
  });
});
