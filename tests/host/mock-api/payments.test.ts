import { describe, expect, it } from 'vitest';
import { DEMO_OTP_CODE } from '../../../host/mock-api/auth/model.js';
import { paymentMessages } from '../../../host/mock-api/payments/handlers.js';
import { dailyLimitExceeded, regularLimitExceeded } from '../../../features/payments/messages.js';
import { accountActivityRows, type ActivityAnswer } from '../../../features/accounts/model.js';
import { activityAnswerSchema } from '../../../features/accounts/schemas.js';
import { failure, useDemoBackend } from './harness.js';

const backend = useDemoBackend();

function admin() {
  const user = backend.store.find('users', (row) => row.email === 'admin@northwind.example');
  if (!user) throw new Error('admin');
  return backend.clientWith(user.auth_token);
}

function indianRecipient() {
  const company = backend.store.find('companies', (row) => row.company_name === 'Northwind Supply Co.');
  const row = backend.store.find(
    'recipients',
    (candidate) =>
      candidate.company_id === company?.id && candidate.currency === 'INR' && candidate.provider_beneficiary,
  );
  if (!row || !company) throw new Error('no INR recipient');
  return { row, company };
}

async function quote(amount = 1000) {
  const answer = await admin().post<{ results: Record<string, unknown> }>('/account/payment-fee-and-conversion-rate', {
    sell_currency: 'USD',
    buy_currency: 'INR',
    fixed_side: 'sell',
    amount,
  });
  return answer.results;
}

async function payment(overrides: Record<string, unknown> = {}) {
  const { row, company } = indianRecipient();
  const results = await quote();
  await admin().post('/utility/generate-otp-request', { channel: 'phone' });
  return {
    otp: { code: DEMO_OTP_CODE, channel: 'phone' },
    buy_currency: 'INR',
    sell_currency: 'USD',
    amount: 1000,
    beneficiary_id: row.id,
    quote: results,
    reason: 'Invoice 2291',
    reference: 'NW-2291',
    term_aggrement: true,
    fixed_side: 'sell',
    transfer: results.transfer,
    business_id: company.id,
    purpose_code: 'goods',
    ...overrides,
  };
}

const usdBalance = () => {
  const { company } = indianRecipient();
  return backend.store.find('accountBalances', (row) => row.company_id === company.id && row.currency_code === 'USD')
    ?.amount;
};

describe('POST /account/fx-payment', () => {
  it('pays a recipient: the USD balance goes down by the sell amount and the activity shows the payment', async () => {
    const before = usdBalance() ?? 0;
    const body = await payment();
    const answer = await admin().post<{ results: { sell_amount: number; available_balance: number } }>(
      '/account/fx-payment',
      body,
    );
    expect(answer.results.available_balance).toBeCloseTo(before - answer.results.sell_amount, 2);
    expect(usdBalance()).toBeCloseTo(before - answer.results.sell_amount, 2);
    const { row } = indianRecipient();
    expect(
      backend.store.find(
        'accountActivity',
        (item) => item.payment_reference === 'NW-2291' && item.beneficiary_name === row.name,
      ),
    ).toMatchObject({ status: 'processing', currency: 'INR', account_currency: 'USD' });
    // The USD account's activity states it in USD (what left it), described by its recipient as every payment is.
    const activity = await admin().get<{ results: ActivityAnswer }>('/account/transferred-and-received-funds');
    const paid = accountActivityRows(activityAnswerSchema.parse(activity.results), 'USD').find(
      (item) => item.item.model_name === 'payment' && item.item.payment_reference === 'NW-2291',
    );
    expect(paid).toMatchObject({
      description: `Payment to ${row.name}`,
      amount: -answer.results.sell_amount,
      currency: 'USD',
      counterpart: { currency: 'INR' },
    });
    // The code is used up: the same confirmation sent again pays nothing.
    const again = await failure(admin().post('/account/fx-payment', body));
    expect(again.status).toBe(400);
  });

  it('refuses a payment without its purpose code, with an expired quote, or over the INR daily limit', async () => {
    const noCode = await failure(admin().post('/account/fx-payment', await payment({ purpose_code: '' })));
    expect(noCode.body).toEqual({ results: { error: paymentMessages.purposeCodeRequired } });
    const stale = await payment();
    backend.recreate({ now: () => Date.now() + 901_000 });
    const expired = await failure(admin().post('/account/fx-payment', stale));
    expect(expired.status).toBe(400);
  });

  it('refuses a purpose code the review step does not offer for the recipient’s currency and bank country', async () => {
    const before = usdBalance();
    for (const purpose_code of ['P0802', 'ACM', 'CCDNDR', 'Goods']) {
      const refused = await failure(admin().post('/account/fx-payment', await payment({ purpose_code })));
      expect(refused.body, purpose_code).toEqual({ results: { error: paymentMessages.purposeCodeNotOffered } });
    }
    expect(usdBalance()).toBe(before);
    await admin().post('/account/fx-payment', await payment({ purpose_code: 'royalties' }));
    expect(usdBalance()).toBeLessThan(before ?? 0);
  });

  it('refuses a payment for a company other than the one the payer works in (business_id)', async () => {
    const { company } = indianRecipient();
    const other = backend.store.find('companies', (row) => row.id !== company.id);
    const before = usdBalance();
    for (const business_id of [other?.id, undefined, '', 'Northwind']) {
      const refused = await failure(admin().post('/account/fx-payment', await payment({ business_id })));
      expect(refused.body, String(business_id)).toEqual({ results: { error: paymentMessages.businessMismatch } });
    }
    expect(usdBalance()).toBe(before);
    await admin().post('/account/fx-payment', await payment({ business_id: String(company.id) }));
    expect(usdBalance()).toBeLessThan(before ?? 0);
  });

  it('refuses the INR limit of 1,500,000 per recipient per day', async () => {
    // Noon in Chicago: the earlier payment (10:00 Chicago time) is on the same UTC day as now.
    backend.recreate({ now: () => Date.UTC(2026, 2, 10, 18) });
    const { row, company } = indianRecipient();
    backend.store.insert('accountActivity', {
      company_id: company.id,
      model_name: 'payment',
      status: 'processing',
      days_ago: 0,
      minute_of_day: 600,
      account_currency: 'USD',
      amount: 1_499_000,
      currency: 'INR',
      amount_converted: 18_000,
      conversion_rate: 83,
      fees: 12,
      description: 'earlier',
      payment_reference: 'earlier',
      beneficiary_name: row.name,
      beneficiary_email: null,
      short_reference: null,
    });
    const limited = await failure(admin().post('/account/fx-payment', await payment()));
    expect(limited.body).toEqual({ results: { error: dailyLimitExceeded('INR', 1_500_000) } });
  });

  it("refuses a CAD regular payment above CAD 100,000 before the code is checked (§9), with the amount step's words", async () => {
    const company = backend.store.find('companies', (row) => row.company_name === 'Northwind Supply Co.');
    const canadian = backend.store.find(
      'recipients',
      (candidate) =>
        candidate.company_id === company?.id && candidate.currency === 'CAD' && candidate.provider_beneficiary,
    );
    if (!canadian || !company) throw new Error('no CAD recipient');
    const ask = { sell_currency: 'USD', buy_currency: 'CAD', fixed_side: 'buy', amount: 100_001 };
    const { results } = await admin().post<{ results: Record<string, unknown> }>(
      '/account/payment-fee-and-conversion-rate',
      ask,
    );
    const over = await failure(
      admin().post('/account/fx-payment', {
        ...ask,
        // No code was asked: the limit is refused before the code is looked at.
        otp: { code: '', channel: 'phone' },
        beneficiary_id: canadian.id,
        quote: results,
        reason: 'Freight',
        reference: 'MR-1',
        term_aggrement: true,
        transfer: results.transfer,
        business_id: company.id,
      }),
    );
    expect(over.body).toEqual({ results: { error: regularLimitExceeded('CAD', 100_000) } });
  });
});

describe('POST /account/scheduled-payment', () => {
  it('schedules with a code, and answers every problem in errors', async () => {
    const { row } = indianRecipient();
    const bad = await failure(
      admin().post('/account/scheduled-payment', { otp: { code: DEMO_OTP_CODE }, payment: {} }),
    );
    expect((bad.body as { errors: string[] }).errors.length).toBeGreaterThan(1);
    await admin().post('/utility/generate-otp-request', { channel: 'phone' });
    const created = await admin().post<{ results: { scheduled_payment: { type: string } } }>(
      '/account/scheduled-payment',
      {
        otp: { code: DEMO_OTP_CODE, channel: 'phone' },
        payment: {
          sell_currency: 'USD',
          buy_currency: 'INR',
          amount: 5000,
          require_invoice: true,
          schedule: new Date(Date.now() + 86_400_000).toISOString(),
          frequency: 'monthly',
          type: 'reccur',
          fixed_side: 'buy',
          beneficiary_id: row.id,
        },
      },
    );
    expect(created.results.scheduled_payment.type).toBe('reccur');
  });
});
