import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SELL_CURRENCIES } from '../../../features/fx/currencies.js';
import { purposeCodeSchema } from '../../../features/payments/model.js';
import {
  purposeCodeEntries,
  purposeCodeOptions,
  purposeCodeRequired,
} from '../../../features/payments/purposeCodes.js';
import { FIELD_REQUIRED } from '../../../features/auth/messages.js';

const currency = fc.oneof(fc.constantFrom(...SELL_CURRENCIES, 'BRL', 'MYR'), fc.stringMatching(/^[A-Z]{3}$/));
const country = fc.option(
  fc.oneof(fc.constantFrom('AE', 'IN', 'CN', 'MY', 'US', 'GB'), fc.stringMatching(/^[A-Z]{2}$/)),
  {
    nil: null,
  },
);

describe('the purpose-code table (§3)', () => {
  it('holds the 152 company entries of the data file: IN/INR 15, AE/AED 105, CN/CNY 5, MY/MYR 27', () => {
    const counts = new Map<string, number>();
    for (const entry of purposeCodeEntries()) {
      const pair = `${entry.bank_account_country}/${entry.currency}`;
      counts.set(pair, (counts.get(pair) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ 'IN/INR': 15, 'AE/AED': 105, 'CN/CNY': 5, 'MY/MYR': 27 });
  });
});

describe('purpose codes at the review step (§5)', () => {
  it('are required exactly for buying INR, CNY or MYR, or a recipient bank in AE', () => {
    fc.assert(
      fc.property(currency, country, (buy, bankCountry) => {
        expect(purposeCodeRequired(buy, bankCountry)).toBe(['INR', 'CNY', 'MYR'].includes(buy) || bankCountry === 'AE');
      }),
    );
  });

  it('offer the entries of the currency or the country, sorted by description', () => {
    fc.assert(
      fc.property(currency, country, (buy, bankCountry) => {
        const options = purposeCodeOptions(buy, bankCountry);
        const expected = purposeCodeEntries().filter(
          (entry) => entry.currency === buy || entry.bank_account_country === bankCountry,
        );
        expect(new Set(options)).toEqual(new Set(expected));
        const descriptions = options.map((option) => option.purpose_description);
        expect(descriptions).toEqual(
          [...descriptions].sort((a, b) => a.localeCompare(b, 'en-US', { sensitivity: 'base', numeric: true })),
        );
      }),
    );
  });

  it('whenever one is required, some are offered', () => {
    fc.assert(
      fc.property(currency, country, (buy, bankCountry) => {
        fc.pre(purposeCodeRequired(buy, bankCountry));
        expect(purposeCodeOptions(buy, bankCountry).length).toBeGreaterThan(0);
      }),
    );
  });

  it('an AED payment to a UAE bank is offered the UAE codes only', () => {
    const options = purposeCodeOptions('AED', 'AE');
    expect(options).toHaveLength(105);
    expect(options.every((option) => option.bank_account_country === 'AE')).toBe(true);
  });

  it('the field refuses an empty or unknown code where one is required', () => {
    const options = purposeCodeOptions('INR', 'IN');
    const required = purposeCodeSchema(true, options);
    expect(required.safeParse({ purpose_code: '' }).error?.issues[0]?.message).toBe(FIELD_REQUIRED);
    expect(required.safeParse({ purpose_code: 'SAL' }).success).toBe(false);
    expect(required.safeParse({ purpose_code: 'goods' }).success).toBe(true);
    expect(purposeCodeSchema(false, []).safeParse({ purpose_code: '' }).success).toBe(true);
  });
});
