import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { currencyFractionDigits, formatCurrencyAmount, parseMoney } from 'spend-ui';
import { readMoneyText } from '../../../components/MoneyField/money.js';
import { MAX_MONEY_AMOUNT, clampMoney, moneyLimits } from '../../../components/MoneyField/money.js';
import { effectiveMinValue } from '../../../components/NumberField/NumberField.js';

const locales = ['en-US', 'en-CA', 'fr-CA', 'de-DE', 'fr-FR', 'en-IN', 'ja-JP', 'de-CH'];
const currencies = ['USD', 'CAD', 'EUR', 'GBP', 'JPY', 'BHD', 'CHF', 'INR'];

/** An amount in minor units within the field's range, for a currency's decimals. */
const amountFor = (currency: string) => {
  const digits = currencyFractionDigits(currency);
  return fc
    .integer({ min: -MAX_MONEY_AMOUNT * 10 ** digits, max: MAX_MONEY_AMOUNT * 10 ** digits })
    .map((minor) => minor / 10 ** digits);
};

describe('money formatting and parsing', () => {
  it('reads back every amount it formats, in every locale and currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.constantFrom(...currencies).chain((currency) => fc.tuple(fc.constant(currency), amountFor(currency))),
        (locale, [currency, amount]) => {
          const text = formatCurrencyAmount(amount, currency, locale);
          expect(parseMoney(text, currency, locale)).toBeCloseTo(amount, 6);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('knows the minor units of currencies from Intl', () => {
    expect(currencyFractionDigits('USD')).toBe(2);
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(currencyFractionDigits('BHD')).toBe(3);
  });

  it('formats with the locale conventions', () => {
    expect(formatCurrencyAmount(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatCurrencyAmount(99_999_999, 'USD', 'en-US')).toBe('$99,999,999.00');
  });

  it('returns NaN for text without a number', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/\d/.test(text)),
        (text) => {
          expect(parseMoney(text, 'USD')).toBeNaN();
        },
      ),
    );
  });

  it('reads typed text with or without symbol and grouping', () => {
    expect(parseMoney('1234.5', 'USD')).toBe(1234.5);
    expect(parseMoney('$1,234.50', 'USD')).toBe(1234.5);
    expect(parseMoney('-$12.00', 'USD')).toBe(-12);
    expect(parseMoney('1.234,50 €', 'EUR', 'de-DE')).toBe(1234.5);
  });
});

describe('money limits', () => {
  it('never exceeds 99,999,999 either way', () => {
    fc.assert(
      fc.property(
        fc.option(fc.double({ noNaN: true }), { nil: undefined }),
        fc.option(fc.double({ noNaN: true }), { nil: undefined }),
        fc.boolean(),
        (minValue, maxValue, allowNegative) => {
          const limits = moneyLimits({ minValue, maxValue, allowNegative });
          expect(limits.maxValue).toBeLessThanOrEqual(MAX_MONEY_AMOUNT);
          expect(limits.minValue).toBeGreaterThanOrEqual(allowNegative ? -MAX_MONEY_AMOUNT : 0);
          expect(limits.minValue).toBeLessThanOrEqual(limits.maxValue);
        },
      ),
    );
  });

  it('clamps any amount into the limits, rounded to the minor unit', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e12, max: 1e12 }), fc.boolean(), (amount, allowNegative) => {
        const limits = moneyLimits({ allowNegative });
        const clamped = clampMoney(amount, 'USD', limits);
        expect(clamped).toBeGreaterThanOrEqual(limits.minValue);
        expect(clamped).toBeLessThanOrEqual(limits.maxValue);
        expect(Math.abs(Math.round(clamped * 100) - clamped * 100)).toBeLessThan(1e-6);
      }),
    );
  });

  it('drops negatives from the lower bound when they are not allowed', () => {
    fc.assert(
      fc.property(fc.option(fc.integer(), { nil: undefined }), (minValue) => {
        expect(effectiveMinValue(minValue, false)).toBeGreaterThanOrEqual(0);
        expect(effectiveMinValue(minValue, true)).toBe(minValue);
      }),
    );
  });
});

describe('readMoneyText', () => {
  it('refuses an exponent, a letter or a second separator instead of dropping it', () => {
    expect(readMoneyText('1e21', 'USD')).toEqual({ kind: 'refused', problem: 'not-a-number' });
    expect(readMoneyText('12a', 'USD')).toEqual({ kind: 'refused', problem: 'not-a-number' });
    expect(readMoneyText('1.2.3', 'USD')).toEqual({ kind: 'refused', problem: 'not-a-number' });
  });

  it('refuses more decimals than the currency has, never rounds them away', () => {
    expect(readMoneyText('0.001', 'USD')).toEqual({ kind: 'refused', problem: 'too-many-decimals' });
    expect(readMoneyText('5.5', 'JPY')).toEqual({ kind: 'refused', problem: 'too-many-decimals' });
    expect(readMoneyText('0.001', 'BHD')).toEqual({ kind: 'amount', amount: 0.001 });
  });

  it('reads empty text as empty', () => {
    expect(readMoneyText('  ', 'USD')).toEqual({ kind: 'empty' });
  });
});
