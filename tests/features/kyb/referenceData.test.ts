import { describe, expect, it } from 'vitest';
import {
  BANK_ACCOUNT_TYPES,
  CREDIT_CYCLES,
  LEGAL_STRUCTURES,
  PROVINCES,
  countryName,
  creditCurrencies,
  kybCountries,
} from '../../../features/kyb/referenceData.js';

describe('KYB reference data (§3.5, §3.8, §9)', () => {
  it('keeps the spec’s option lists', () => {
    expect(PROVINCES).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NT', 'NS', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
    expect(LEGAL_STRUCTURES).toEqual([
      'Sole Proprietorship',
      'Partnership',
      'Corporation',
      'Limited Liability Corporation',
    ]);
    expect(CREDIT_CYCLES).toEqual(['Daily', 'Weekly', 'Semi-Monthly', 'Monthly']);
    expect(BANK_ACCOUNT_TYPES).toEqual(['Chequing', 'Savings']);
  });

  it('names Canada the only country, and the credit section’s seven currencies, by Intl', () => {
    expect(kybCountries().map((option) => [option.code, option.name, option.dialCode])).toEqual([
      ['CA', 'Canada', '+1'],
    ]);
    expect(creditCurrencies().map((currency) => currency.code)).toEqual([
      'USD',
      'INR',
      'VND',
      'BDT',
      'CNY',
      'HKD',
      'PHP',
    ]);
    expect(creditCurrencies()[0]?.name).toBe('US Dollar');
  });

  it('names a country by its code, and nothing for an empty or unknown one', () => {
    expect(countryName('CA')).toBe('Canada');
    expect(countryName(' us ')).toBe('United States');
    expect(countryName('')).toBeUndefined();
    expect(countryName('ZZ')).toBeUndefined();
  });
});
