import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getCountries } from 'libphonenumber-js';
import { formatNationalNumber, isValidPhoneValue, toE164 } from 'spend-ui';
import {
  MAX_PHONE_DIGITS,
  caretAfterDigits,
  digitsBefore,
  phoneDigits,
  phoneValue,
  removeDigitBefore,
} from '../../../components/PhoneField/phone.js';

const country = fc.constantFrom(...getCountries());
const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: MAX_PHONE_DIGITS });

describe('formatNationalNumber', () => {
  it('keeps every typed digit, in order, for every country (format → digits round trip)', () => {
    fc.assert(
      fc.property(country, digits, (code, typed) => {
        expect(phoneDigits(formatNationalNumber(typed, code))).toBe(typed);
      }),
      { numRuns: 2000 },
    );
  });

  it('shows the digits as typed where the formatter fails on a partial number (Cape Verde "02")', () => {
    expect(formatNationalNumber('02', 'CV')).toBe('02');
    expect(phoneDigits(formatNationalNumber('0212345', 'CV'))).toBe('0212345');
  });

  it('formats North American numbers as (###) ###-####', () => {
    expect(formatNationalNumber('4165551234', 'CA')).toBe('(416) 555-1234');
    expect(formatNationalNumber('2125550123', 'US')).toBe('(212) 555-0123');
    fc.assert(
      fc.property(
        fc.constantFrom('CA', 'US'),
        fc.integer({ min: 2, max: 9 }),
        fc.stringMatching(/^\d{9}$/),
        (code, first, rest) => {
          const formatted = formatNationalNumber(`${first}${rest}`, code);
          if (formatted.includes('(')) expect(formatted).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
        },
      ),
    );
  });

  it('is stable: formatting its own output changes nothing', () => {
    fc.assert(
      fc.property(country, digits, (code, typed) => {
        const once = formatNationalNumber(typed, code);
        expect(formatNationalNumber(once, code)).toBe(once);
      }),
    );
  });
});

describe('caret helpers', () => {
  it('puts the caret right after the n-th digit', () => {
    fc.assert(
      fc.property(country, digits, fc.nat(MAX_PHONE_DIGITS), (code, typed, n) => {
        const formatted = formatNationalNumber(typed, code);
        const count = Math.min(n, typed.length);
        const caret = caretAfterDigits(formatted, count);
        expect(digitsBefore(formatted, caret)).toBe(count);
      }),
    );
  });

  it('backspace behind formatting removes exactly the digit before the caret', () => {
    fc.assert(
      fc.property(country, digits, fc.nat(40), (code, typed, position) => {
        const formatted = formatNationalNumber(typed, code);
        const caret = Math.min(position, formatted.length);
        const before = digitsBefore(formatted, caret);
        const { digits: after, digitCaret } = removeDigitBefore(formatted, caret);
        if (before === 0) {
          expect(after).toBe(typed);
        } else {
          expect(after).toBe(typed.slice(0, before - 1) + typed.slice(before));
          expect(digitCaret).toBe(before - 1);
        }
      }),
    );
  });
});

describe('phone values', () => {
  it('emits the country, its dial code and the digits separately', () => {
    expect(phoneValue('CA', '(416) 555-1234')).toEqual({
      countryCode: 'CA',
      dialCode: '+1',
      nationalNumber: '4165551234',
    });
    expect(toE164({ countryCode: 'GB', nationalNumber: '7911 123456' })).toBe('+447911123456');
  });

  it('validates with libphonenumber-js', () => {
    expect(isValidPhoneValue({ countryCode: 'CA', nationalNumber: '4165551234' })).toBe(true);
    expect(isValidPhoneValue({ countryCode: 'CA', nationalNumber: '41655' })).toBe(false);
    expect(isValidPhoneValue({ countryCode: 'CA', nationalNumber: '' })).toBe(false);
  });

  it('never accepts fewer than 4 digits anywhere', () => {
    fc.assert(
      fc.property(country, fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 3 }), (code, typed) => {
        expect(isValidPhoneValue({ countryCode: code, nationalNumber: typed })).toBe(false);
      }),
    );
  });
});
