import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { detectCardBrand, lastFourDigits, maskCardNumber, parseExpiry } from 'spend-ui';
import { groupCardNumber } from '../../../components/CardFace/cardNumber.js';

const digitString = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'.split('')), { minLength: min, maxLength: max }).map((d) => d.join(''));

describe('parseExpiry', () => {
  it('turns YYYY-MM-… into MM/YY', () => {
    expect(parseExpiry('2028-04-30')).toBe('04/28');
    expect(parseExpiry('2031-12')).toBe('12/31');
    expect(parseExpiry('2029-1-05')).toBe('01/29');
    expect(parseExpiry('2030-11-30T00:00:00Z')).toBe('11/30');
  });

  it('rejects text that is not a year and a month', () => {
    expect(parseExpiry('')).toBeNull();
    expect(parseExpiry('04/28')).toBeNull();
    expect(parseExpiry('2028-13-01')).toBeNull();
    expect(parseExpiry('2028-00-01')).toBeNull();
    expect(parseExpiry('2028-123')).toBeNull();
  });

  it('gives MM/YY for every valid year and month, whatever follows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
        fc.string({ maxLength: 20 }).filter((rest) => !/^\d/.test(rest)),
        (year, month, pad, rest) => {
          const monthText = pad ? String(month).padStart(2, '0') : String(month);
          const result = parseExpiry(`${year}-${monthText}${rest}`);
          expect(result).toBe(`${String(month).padStart(2, '0')}/${String(year).slice(-2)}`);
          expect(result).toMatch(/^(0[1-9]|1[0-2])\/\d\d$/);
        },
      ),
    );
  });

  it('never returns anything but null or a valid MM/YY', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const result = parseExpiry(text);
        if (result !== null) expect(result).toMatch(/^(0[1-9]|1[0-2])\/\d\d$/);
      }),
    );
  });
});

describe('groupCardNumber', () => {
  it('groups Mastercard and Visa 4-4-4-4 and Amex 4-6-5', () => {
    expect(groupCardNumber('5412751234567890')).toBe('5412 7512 3456 7890');
    expect(groupCardNumber('4111-1111-1111-1111')).toBe('4111 1111 1111 1111');
    expect(groupCardNumber('371449635398431')).toBe('3714 496353 98431');
  });

  it('keeps every digit in order and only adds single spaces', () => {
    fc.assert(
      fc.property(digitString(0, 19), (digits) => {
        const grouped = groupCardNumber(digits);
        expect(grouped.replace(/ /g, '')).toBe(digits);
        expect(grouped).not.toMatch(/ {2}|^ | $/);
      }),
    );
  });

  it('uses blocks of four for 16-digit Mastercard numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 51, max: 55 }), digitString(14, 14), (prefix, rest) => {
        const number = `${prefix}${rest}`;
        expect(detectCardBrand(number)).toBe('mastercard');
        expect(
          groupCardNumber(number)
            .split(' ')
            .map((g) => g.length),
        ).toEqual([4, 4, 4, 4]);
      }),
    );
  });

  it('uses 4-6-5 for 15-digit Amex numbers', () => {
    fc.assert(
      fc.property(fc.constantFrom('34', '37'), digitString(13, 13), (prefix, rest) => {
        const number = `${prefix}${rest}`;
        expect(detectCardBrand(number)).toBe('amex');
        expect(
          groupCardNumber(number)
            .split(' ')
            .map((g) => g.length),
        ).toEqual([4, 6, 5]);
      }),
    );
  });
});

describe('maskCardNumber', () => {
  it('shows only the last four digits, in the brand grouping', () => {
    expect(maskCardNumber('5412751234567890')).toBe('•••• •••• •••• 7890');
    expect(maskCardNumber('371449635398431')).toBe('•••• •••••• •8431');
    expect(maskCardNumber('7890', 'mastercard')).toBe('•••• •••• •••• 7890');
  });

  it('never shows more than the last four digits', () => {
    fc.assert(
      fc.property(digitString(4, 19), (digits) => {
        const masked = maskCardNumber(digits);
        expect(masked.replace(/\D/g, '')).toBe(lastFourDigits(digits));
      }),
    );
  });
});
