import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountTabOf,
  accountTabTiles,
  activityDate,
  activityDisplayStatus,
  accountActivityRows,
  activityDay,
  activityToday,
  balanceCards,
  codeTypeLabel,
  fundingAccountsShown,
  type FundingAccount,
} from '../../../features/accounts/model.js';
import { activityAnswerSchema, balanceListSchema } from '../../../features/accounts/schemas.js';
import {
  INBOUND_DESCRIPTION,
  STATUS_CANCELLED,
  STATUS_COMPLETED,
  STATUS_PROCESSING,
  accountDetailsTitle,
  accountTitle,
} from '../../../features/accounts/messages.js';

describe('display status (§4)', () => {
  it('completed shows Completed, cancelled Cancelled, anything else Processing', () => {
    expect(activityDisplayStatus('completed')).toBe(STATUS_COMPLETED);
    expect(activityDisplayStatus('cancelled')).toBe(STATUS_CANCELLED);
    fc.assert(
      fc.property(fc.string(), (status) => {
        fc.pre(!['completed', 'cancelled'].includes(status.trim().toLowerCase()));
        expect(activityDisplayStatus(status)).toBe(STATUS_PROCESSING);
      }),
    );
    expect(activityDisplayStatus(null)).toBe(STATUS_PROCESSING);
  });
});

describe('activity (§2, §3, §4, §9)', () => {
  const answer = activityAnswerSchema.parse({
    data: {
      payments: [
        {
          id: 1,
          created_at: '2026-03-08T02:30:00Z',
          status: 'completed',
          model_name: 'payment',
          activity_log: { description: 'Payment to Acme GmbH' },
          sell_currency: 'USD',
          amount_converted: 1650.4,
          amount: '1500.00',
          currency: 'EUR',
          beneficiary: { name: 'Acme GmbH' },
        },
        {
          id: 2,
          created_at: '2026-03-09T10:00:00Z',
          status: 'error',
          model_name: 'payment',
          amount: 5,
          currency: 'EUR',
        },
      ],
      inbound: [
        {
          id: 1,
          created_at: '2026-03-10T23:59:00Z',
          status: 'pending',
          model_name: 'inbound',
          amount: 200,
          currency: 'USD',
        },
      ],
    },
  });

  it("lists an account's payments and money received, leaves out error items, newest first, each in the account's currency", () => {
    const usd = accountActivityRows(answer, 'USD');
    expect(usd.map((row) => row.key)).toEqual(['inbound-1', 'payment-1']);
    expect(usd[0]).toMatchObject({
      description: INBOUND_DESCRIPTION,
      status: STATUS_PROCESSING,
      amount: 200,
      currency: 'USD',
      counterpart: null,
    });
    // What left the USD account, with what the recipient got as the counterpart.
    expect(usd[1]).toMatchObject({
      description: 'Payment to Acme GmbH',
      status: STATUS_COMPLETED,
      amount: -1650.4,
      currency: 'USD',
      counterpart: { amount: 1500, currency: 'EUR' },
    });
    // The EUR account was not touched by a payment sold from USD.
    expect(accountActivityRows(answer, 'EUR')).toEqual([]);
  });

  it('lists a conversion in both accounts it touched: out of the one sold, into the one bought', () => {
    const conversion = activityAnswerSchema.parse({
      data: {
        conversions: [
          {
            id: 7,
            created_at: '2026-03-11T10:00:00Z',
            status: 'completed',
            model_name: 'conversion',
            sell_currency: 'USD',
            sell_amount: 3000,
            buy_currency: 'EUR',
            buy_amount: '2740.05',
            conversion_rate: 0.91335,
          },
        ],
      },
    });
    expect(accountActivityRows(conversion, 'USD')).toMatchObject([
      {
        key: 'conversion-7',
        description: 'Conversion to EUR',
        amount: -3000,
        currency: 'USD',
        counterpart: { amount: 2740.05, currency: 'EUR' },
      },
    ]);
    expect(accountActivityRows(conversion, 'EUR')).toMatchObject([
      {
        key: 'conversion-7',
        description: 'Conversion from USD',
        amount: 2740.05,
        currency: 'EUR',
        counterpart: { amount: 3000, currency: 'USD' },
      },
    ]);
    expect(accountActivityRows(conversion, 'GBP')).toEqual([]);
  });

  it('describes every payment by its recipient, whatever the answer carries as its description', () => {
    const payment = activityAnswerSchema.parse({
      data: {
        payments: [
          {
            id: 3,
            created_at: '2026-03-11T10:00:00Z',
            status: 'processing',
            model_name: 'payment',
            sell_currency: 'USD',
            amount_converted: 100,
            amount: 90,
            currency: 'EUR',
            description: 'Fabric order payment',
            activity_log: { description: 'Fabric order payment' },
            beneficiary: { name: 'Lumen Textiles GmbH' },
          },
        ],
      },
    });
    expect(accountActivityRows(payment, 'USD')[0]?.description).toBe('Payment to Lumen Textiles GmbH');
  });

  it('dates the statement and the activity by one day rule: the UTC day', () => {
    // 19:30 on 10 March in Chicago is 01:30 on 11 March in UTC: an evening payment is dated the 11th.
    const evening = Date.UTC(2026, 2, 11, 1, 30);
    expect(activityDay(new Date(evening).toISOString())).toBe('2026-03-11');
    expect(activityToday(evening).toString()).toBe('2026-03-11');
    expect(activityDay('not a date')).toBeNull();
  });

  it('shows dates in UTC, not US Central time', () => {
    // 02:30 UTC on 8 March is still 7 March in Chicago.
    expect(activityDate('2026-03-08T02:30:00Z')).toBe('03/08/2026');
    expect(activityDate('2026-03-08T23:30:00-06:00')).toBe('03/09/2026');
    expect(activityDate('not a date')).toBe('');
  });

  it('reads an answer with one of the lists missing', () => {
    expect(accountActivityRows(activityAnswerSchema.parse({ data: { inbound: [] } }), 'USD')).toEqual([]);
  });

  it('always sorts by date descending, whatever the order of the answer', () => {
    const item = fc.record({
      id: fc.nat(),
      created_at: fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString()),
      status: fc.constantFrom('completed', 'cancelled', 'error', 'pending'),
      amount: fc.nat(),
      currency: fc.constant('USD'),
      model_name: fc.constant('inbound' as const),
    });
    fc.assert(
      fc.property(fc.array(item), (inbound) => {
        const rows = accountActivityRows({ data: { payments: [], inbound, conversions: [] } }, 'USD');
        expect(rows).toHaveLength(inbound.filter((entry) => entry.status !== 'error').length);
        for (let index = 1; index < rows.length; index += 1) {
          const [earlier, later] = [rows[index - 1], rows[index]];
          if (earlier && later)
            expect(Date.parse(earlier.createdAt)).toBeGreaterThanOrEqual(Date.parse(later.createdAt));
        }
      }),
    );
  });
});

describe('balances and the account page (§2, §3)', () => {
  it('names and flags each balance from Intl and links it to its account page', () => {
    const cards = balanceCards(
      balanceListSchema.parse([{ currency_code: 'EUR', code: 'EU', currency: 'Euro', amount: '12.50', symbol: '€' }]),
    );
    expect(cards).toEqual([
      { currency: { code: 'EUR', countryCode: 'EU', name: 'Euro', symbol: '€' }, amount: 12.5, href: '/accounts/EUR' },
    ]);
    expect(accountTitle('EUR')).toBe('EUR Account');
    expect(accountDetailsTitle('USD')).toBe('USD Account Details');
  });

  it('offers Add money only on the USD account and keeps Convert reachable without a tile', () => {
    expect(accountTabTiles('USD')).toEqual(['activity', 'add-money', 'statement']);
    expect(accountTabTiles('EUR')).toEqual(['activity', 'statement']);
    expect(accountTabOf('convert', 'EUR')).toBe('convert');
    expect(accountTabOf('add-money', 'EUR')).toBe('activity');
    expect(accountTabOf('add-money', 'USD')).toBe('add-money');
    expect(accountTabOf(null, 'USD')).toBe('activity');
  });
});

describe('funding details (§5)', () => {
  const account = (routing_code_type: string): FundingAccount => ({
    routing_code_type,
    routing_code: '000',
    account_number: '123',
  });

  it('hides bic_swift routing entries on USD only', () => {
    const accounts = [account('aba'), account('bic_swift')];
    expect(fundingAccountsShown(accounts, 'USD').map((entry) => entry.routing_code_type)).toEqual(['aba']);
    expect(fundingAccountsShown(accounts, 'EUR')).toHaveLength(2);
  });

  it('labels code types in words', () => {
    expect(codeTypeLabel('bic_swift')).toBe('BIC SWIFT');
    expect(codeTypeLabel('sort_code')).toBe('Sort code');
    expect(codeTypeLabel('account_number')).toBe('Account number');
    expect(codeTypeLabel('iban')).toBe('IBAN');
    expect(codeTypeLabel('regular')).toBe('Regular');
  });
});
