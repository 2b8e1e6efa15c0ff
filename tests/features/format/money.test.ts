import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCode, currencyOrDefault, exportAmount, formatMoney } from '../../../features/format/money.js';

const amount = fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true });
/** Every currency this runtime's Intl knows. */
const knownCurrency = fc.constantFrom(...Intl.supportedValuesOf('currency'));
/** Anything that is not a currency code: not three ASCII letters. */
const notACode = fc.string().filter((text) => !/^[A-Za-z]{3}$/.test(text));

/** US-English dollars back to a number: "-$1,234.50" → -1234.5. */
const dollarsValue = (text: string) => Number(text.replace(/[$,]/g, ''));

describe('money', () => {
  it('is shown in US dollars by default, in US English', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-12)).toBe('-$12.00');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(99_999_999)).toBe('$99,999,999.00');
  });

  it("is shown in the item's own currency when it names one", () => {
    expect(formatMoney(10, 'CAD')).toBe('CA$10.00');
    expect(formatMoney(1250, 'cad')).toBe('CA$1,250.00');
    expect(formatMoney(5, 'EUR')).toBe('€5.00');
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500');
    expect(formatMoney(1.5, 'BHD')).toBe('BHD\u00a01.500'); // Intl puts a no-break space after a code
  });

  it('rounds US dollars to the cent and reads back as the amount', () => {
    fc.assert(
      fc.property(amount, (value) => {
        const text = formatMoney(value);
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Math.abs(dollarsValue(text) - value)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });

  it('shows US dollars for no currency or a text that is not a currency code', () => {
    fc.assert(
      fc.property(amount, fc.option(notACode, { nil: undefined }), (value, currency) => {
        expect(formatMoney(value, currency)).toBe(formatMoney(value, 'USD'));
        expect(formatMoney(value, null)).toBe(formatMoney(value));
      }),
    );
  });

  it('shows every currency Intl knows with its own symbol and minor unit, whatever the case of its code', () => {
    fc.assert(
      fc.property(amount, knownCurrency, (value, currency) => {
        const expected = new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
        expect(formatMoney(value, currency)).toBe(expected);
        expect(formatMoney(value, currency.toLowerCase())).toBe(expected);
      }),
    );
  });

  it('shows nothing without an amount', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined, 'CAD')).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('currency codes', () => {
  it('keeps a well-formed code, upper-cased, and refuses anything else', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{3}$/), (code) => {
        expect(currencyCode(code)).toBe(code.toUpperCase());
        expect(currencyOrDefault(code)).toBe(code.toUpperCase());
      }),
    );
    fc.assert(
      fc.property(notACode, (text) => {
        expect(currencyCode(text)).toBeNull();
        expect(currencyOrDefault(text)).toBe('USD');
      }),
    );
    expect(currencyOrDefault(null)).toBe('USD');
  });
});

describe('exported amounts', () => {
  it('are written to the cent, without floating-point noise', () => {
    expect(exportAmount(11.400000000000006)).toBe('11.40');
    expect(exportAmount(-0.1 - 0.2)).toBe('-0.30');
    expect(exportAmount(10_000)).toBe('10000.00');
    expect(exportAmount(null)).toBe('');
    expect(exportAmount(Number.NaN)).toBe('');
  });

  it('round as the screen does: the same digits as formatMoney shows', () => {
    fc.assert(
      fc.property(amount, (value) => {
        const written = exportAmount(value);
        return /^-?\d+\.\d{2}$/.test(written) && Number(written) === dollarsValue(formatMoney(value));
      }),
    );
  });
});
