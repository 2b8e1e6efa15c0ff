import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SELL_CURRENCIES,
  buyCurrencyList,
  currencyListEntry,
  currencyRegion,
  isSellCurrency,
  sellCurrencyList,
} from '../../../features/fx/currencies.js';
import { NOT_ENOUGH_BALANCE, THRESHOLD_CROSSED } from '../../../features/fx/messages.js';
import {
  ACCOUNT_CONVERTER_MINIMUM,
  AT_LEAST_ONE,
  QUOTE_VALIDITY_MS,
  feeBreakdown,
  formatRate,
  meetsMinimum,
  quoteBlockers,
  quoteRequestFor,
  secondsLeft,
  type ConverterValues,
  type TimedQuote,
} from '../../../features/fx/quote.js';
import { quoteSchema } from '../../../features/fx/schemas.js';

const values = (overrides: Partial<ConverterValues> = {}): ConverterValues => ({
  sellCurrency: 'USD',
  buyCurrency: 'EUR',
  fixedSide: 'sell',
  amount: 500,
  ...overrides,
});

const timed = (quote: Partial<TimedQuote['quote']> = {}, receivedAt = 0): TimedQuote => ({
  request: { sell_currency: 'USD', buy_currency: 'EUR', fixed_side: 'sell', amount: 500 },
  quote: { buy_amount: 460, sell_amount: 500, rate: 0.92, ...quote },
  receivedAt,
  expiresAt: receivedAt + QUOTE_VALIDITY_MS,
});

describe('minimum amounts (§5, §9)', () => {
  it('the account converter asks only above 100, with its text', () => {
    expect(meetsMinimum(100, ACCOUNT_CONVERTER_MINIMUM)).toBe(false);
    expect(meetsMinimum(100.01, ACCOUNT_CONVERTER_MINIMUM)).toBe(true);
    expect(ACCOUNT_CONVERTER_MINIMUM.message).toBe('The amount to send must be greater than 100');
  });

  it('the side and payment converters ask from 1', () => {
    expect(meetsMinimum(1, AT_LEAST_ONE)).toBe(true);
    expect(meetsMinimum(0.99, AT_LEAST_ONE)).toBe(false);
  });
});

describe('quoteRequestFor (§5)', () => {
  const currency = fc.constantFrom(...SELL_CURRENCIES);

  it('asks exactly when the amount passes the minimum and the currencies differ', () => {
    fc.assert(
      fc.property(
        currency,
        currency,
        fc.constantFrom('sell' as const, 'buy' as const),
        fc.double({ min: -10, max: 1_000_000, noNaN: true }),
        fc.constantFrom(ACCOUNT_CONVERTER_MINIMUM, AT_LEAST_ONE),
        (sell, buy, side, amount, minimum) => {
          const result = quoteRequestFor(
            values({ sellCurrency: sell, buyCurrency: buy, fixedSide: side, amount }),
            minimum,
          );
          const expected = meetsMinimum(amount, minimum) && sell !== buy;
          expect('request' in result).toBe(expected);
          if ('request' in result) {
            expect(result.request).toEqual({ sell_currency: sell, buy_currency: buy, fixed_side: side, amount });
          }
        },
      ),
    );
  });

  it('says why it does not ask', () => {
    expect(quoteRequestFor(values({ amount: null }), AT_LEAST_ONE)).toEqual({ reason: 'no-amount' });
    expect(quoteRequestFor(values({ amount: Number.NaN }), AT_LEAST_ONE)).toEqual({ reason: 'no-amount' });
    expect(quoteRequestFor(values({ amount: 100 }), ACCOUNT_CONVERTER_MINIMUM)).toEqual({ reason: 'below-minimum' });
    expect(quoteRequestFor(values({ buyCurrency: 'USD' }), AT_LEAST_ONE)).toEqual({ reason: 'same-currency' });
    // INR buys are open to anyone; selling is limited to the §9 list, which has no Brazilian real.
    expect(quoteRequestFor(values({ sellCurrency: 'BRL' }), AT_LEAST_ONE)).toEqual({ reason: 'not-a-sell-currency' });
  });
});

describe('currencies (§3, §5, §9)', () => {
  it('sells only the 38 currencies of §9, each named by Intl', () => {
    expect(SELL_CURRENCIES).toHaveLength(38);
    expect(sellCurrencyList().map((entry) => entry.code)).toEqual([...SELL_CURRENCIES]);
    expect(currencyListEntry('INR')).toMatchObject({ name: 'Indian Rupee', countryCode: 'IN', symbol: '₹' });
    expect(isSellCurrency('BRL')).toBe(false);
  });

  it('buys any listed currency, more than it sells', () => {
    const buy = buyCurrencyList().map((entry) => entry.code);
    expect(buy).toContain('BRL');
    for (const code of SELL_CURRENCIES) expect(buy).toContain(code);
  });

  it('flags a currency by its issuing country, the euro by the EU', () => {
    expect(currencyRegion('CAD')).toBe('CA');
    expect(currencyRegion('EUR')).toBe('EU');
    expect(currencyRegion('XOF')).toBeUndefined();
    expect(currencyRegion('usd')).toBeUndefined();
  });
});

describe('quoteSchema (§3)', () => {
  it('reads numbers and numeric strings and keeps the fields it does not name', () => {
    const parsed = quoteSchema.parse({
      buy_amount: '460.10',
      sell_amount: 500,
      rate: '0.9202',
      threshold: 10_000,
      transfer: { id: 't-1' },
      quote_id: 'q-9',
    });
    expect(parsed).toMatchObject({ buy_amount: 460.1, sell_amount: 500, rate: 0.9202, threshold: 10_000 });
    expect(parsed.transfer).toEqual({ id: 't-1' });
    expect(parsed.quote_id).toBe('q-9');
  });

  it('refuses an answer without amounts or with words for numbers', () => {
    expect(quoteSchema.safeParse({ rate: 1 }).success).toBe(false);
    expect(quoteSchema.safeParse({ buy_amount: 'lots', sell_amount: 1, rate: 1 }).success).toBe(false);
  });
});

describe('quoteBlockers: Continue and payment Next (§5, §8)', () => {
  it('no quote blocks', () => {
    expect(quoteBlockers(null, 0)).toEqual([{ kind: 'no-quote' }]);
  });

  it('an expired quote blocks from its 900th second', () => {
    const quote = timed();
    expect(quoteBlockers(quote, QUOTE_VALIDITY_MS - 1)).toEqual([]);
    expect(quoteBlockers(quote, QUOTE_VALIDITY_MS)).toEqual([{ kind: 'expired' }]);
  });

  it('a balance below the sell amount and a crossed threshold block with their banners', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e7, noNaN: true }),
        fc.option(fc.double({ min: 0, max: 1e7, noNaN: true }), { nil: undefined }),
        fc.option(fc.double({ min: 0, max: 1e7, noNaN: true }), { nil: null }),
        (sell, balance, threshold) => {
          const kinds = quoteBlockers(timed({ sell_amount: sell, threshold }), 0, balance);
          const messages = kinds.flatMap((blocker) => ('message' in blocker ? [blocker.message] : []));
          expect(messages.includes(NOT_ENOUGH_BALANCE)).toBe(balance !== undefined && balance < sell);
          expect(messages.includes(THRESHOLD_CROSSED)).toBe(threshold !== null && sell > threshold);
        },
      ),
    );
  });

  it("uses the quote's available balance when the screen has none", () => {
    expect(quoteBlockers(timed({ available_balance: 499 }), 0)).toEqual([
      { kind: 'not-enough-balance', message: NOT_ENOUGH_BALANCE },
    ]);
    expect(quoteBlockers(timed({ available_balance: 500 }), 0)).toEqual([]);
  });
});

describe('the countdown and the fee breakdown', () => {
  it('counts whole seconds down to zero, never below', () => {
    const quote = timed({}, 1_000);
    expect(secondsLeft(quote, 1_000)).toBe(900);
    expect(secondsLeft(quote, 1_001)).toBe(900);
    expect(secondsLeft(quote, 901_000)).toBe(0);
    expect(secondsLeft(quote, 2_000_000)).toBe(0);
  });

  it('shows the payment fee in the sell currency and the converted amount in the buy currency', () => {
    const lines = feeBreakdown(
      timed({ k_payment_fee_amount: 5, k_conversion_fee_amount: 2.5, k_client_rate: 0.91, k_converted_amount: 455 }),
    );
    expect(lines).toEqual([
      { kind: 'payment-fee', amount: 5, currency: 'USD' },
      { kind: 'conversion-fee', amount: 2.5, currency: 'USD' },
      { kind: 'rate', rate: 0.91, sellCurrency: 'USD', buyCurrency: 'EUR' },
      { kind: 'converted-amount', amount: 455, currency: 'EUR' },
    ]);
    expect(feeBreakdown(timed())).toEqual([{ kind: 'rate', rate: 0.92, sellCurrency: 'USD', buyCurrency: 'EUR' }]);
    expect(formatRate(83.123456789, 'USD', 'INR')).toBe('1 USD = 83.123457 INR');
  });
});
