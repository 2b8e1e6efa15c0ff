import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CalendarDate } from '@internationalized/date';
import {
  fitsAddressLine,
  hasDigitCount,
  isDigits,
  isNineDigit,
  isNumber,
  isPastApiDate,
  isSelect,
  isWebsite,
  isYear,
} from '../../../features/kyb/model.js';

const pad = (value: number, length: number) => String(value).padStart(length, '0');

describe('isNumber (finite number, plain decimals)', () => {
  it('accepts every finite number written in plain decimals, with white space around', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.nat(999_999),
        fc.constantFrom('', ' ', '\t'),
        (whole, fraction, space) => {
          expect(isNumber(`${space}${whole}${space}`)).toBe(true);
          expect(isNumber(`${whole}.${fraction}`)).toBe(true);
        },
      ),
    );
    expect(isNumber('.5')).toBe(true);
    expect(isNumber('12.')).toBe(true);
  });

  it('whatever is typed: a number is finite, and text with a letter, a comma or inner space is none', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        if (isNumber(value)) expect(Number.isFinite(Number(value.trim()))).toBe(true);
        if (/[a-zA-Z,$]|\S\s+\S/.test(value)) expect(isNumber(value)).toBe(false);
      }),
    );
    for (const value of ['', ' ', '-', '.', '1e3', '0x10', 'Infinity', 'NaN', '1,000', '1.2.3', '--1'])
      expect(isNumber(value), value).toBe(false);
  });
});

describe('isNineDigit and the digit rules', () => {
  it('isNineDigit is exactly 9 characters', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 0, maxLength: 20 }).filter((value) => value.trim() === value),
        (value) => {
          expect(isNineDigit(value)).toBe(value.length === 9);
        },
      ),
    );
  });

  it('hasDigitCount is exactly that many digits, leading zeros kept', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(), (count, seed) => {
        const digits = pad(seed, count).slice(-count);
        expect(hasDigitCount(digits, count)).toBe(true);
        expect(hasDigitCount(`${digits}0`, count)).toBe(false);
        expect(hasDigitCount(digits.slice(1), count)).toBe(false);
        expect(hasDigitCount(`${digits.slice(1)}a`, count)).toBe(false);
      }),
    );
    expect(hasDigitCount('001', 3)).toBe(true);
    expect(isDigits('12 34')).toBe(false);
    expect(isDigits('-1')).toBe(false);
  });
});

describe('isYear (strict 4 digits)', () => {
  it('accepts every year 0001–9999 written with 4 digits and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), (year) => {
        expect(isYear(pad(year, 4))).toBe(true);
        expect(isYear(pad(year, 5))).toBe(false);
        if (year < 1000) expect(isYear(String(year))).toBe(false);
      }),
    );
    for (const value of ['0000', '20a4', '202', '20245', '2024.0', '-2024', ''])
      expect(isYear(value), value).toBe(false);
  });
});

describe('isWebsite (http or https)', () => {
  it('accepts web addresses with http or https', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }),
        (url) => {
          fc.pre(
            url
              .split('//')[1]
              ?.split(/[/?#:]/)[0]
              ?.includes('.') ?? false,
          );
          fc.pre(!/^\d+$/.test(new URL(url).hostname.split('.').pop() ?? ''));
          expect(isWebsite(url)).toBe(true);
        },
      ),
    );
  });

  it('refuses any address without the http(s) scheme, and text that is no address', () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.constantFrom('ftp://', '', 'www.', 'mailto:', 'javascript:'), (url, scheme) => {
        const withoutScheme = url.replace(/^https?:\/\//, '');
        expect(isWebsite(`${scheme}${withoutScheme}`)).toBe(false);
      }),
    );
    for (const value of [
      'http://',
      'https://localhost',
      'http://exa mple.com',
      'https://.com',
      'http://1.2.3.4',
      'example.com',
    ])
      expect(isWebsite(value), value).toBe(false);
    expect(isWebsite('https://www.northwind.example')).toBe(true);
    expect(isWebsite('HTTP://Example.COM/path')).toBe(true);
  });
});

describe('isSelect', () => {
  it('is true only for one of the options', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1 }), fc.string(), (options, other) => {
        for (const option of options) expect(isSelect(option, options)).toBe(true);
        expect(isSelect(other, options)).toBe(options.includes(other));
        expect(isSelect(null, options)).toBe(false);
      }),
    );
  });
});

describe('the date rule (strict YYYY-MM-DD, in the past)', () => {
  const today = new CalendarDate(2026, 3, 8);
  it('accepts every real day before today and nothing from today on', () => {
    fc.assert(
      fc.property(fc.integer({ min: -700_000, max: 700_000 }), (offset) => {
        const day = today.add({ days: offset });
        const text = `${pad(day.year, 4)}-${pad(day.month, 2)}-${pad(day.day, 2)}`;
        expect(isPastApiDate(text, today)).toBe(offset < 0);
      }),
    );
  });

  it('refuses anything not strictly YYYY-MM-DD or not a real day', () => {
    for (const value of [
      '2020-02-30',
      '2020-13-01',
      '2020-1-01',
      '01/02/2020',
      ' 2020-01-01',
      '2020-01-01T00:00',
      '0000-01-01',
      '',
    ])
      expect(isPastApiDate(value, today), value).toBe(false);
  });
});

describe('address lines', () => {
  it('take at most 30 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (line) => {
        expect(fitsAddressLine(line)).toBe(line.length <= 30);
      }),
    );
  });
});
