import { countryOptions, currencyOptions, type CountryOption, type CurrencyOption } from 'spend-ui';
import {
  ACCOUNT_TYPE_CHEQUING,
  ACCOUNT_TYPE_SAVINGS,
  CREDIT_CYCLE_DAILY,
  CREDIT_CYCLE_MONTHLY,
  CREDIT_CYCLE_SEMI_MONTHLY,
  CREDIT_CYCLE_WEEKLY,
} from './messages.js';

// Reference data of the KYB forms (kyb-onboarding.md §3.5, §3.8, §9). Countries and currencies, their
// names and symbols come from Intl through the design system's option lists, never from tables here.

/** §3.5: the 13 Canadian provinces and territories by two-letter code, in the spec's order. */
export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NT', 'NS', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export type Province = (typeof PROVINCES)[number];

/** §3.5: legalStructure's four options. */
export const LEGAL_STRUCTURES = [
  'Sole Proprietorship',
  'Partnership',
  'Corporation',
  'Limited Liability Corporation',
] as const;

/** §3.5, §9: the only country an address of the dialog variant offers, and its default. */
export const KYB_COUNTRIES = ['CA'] as const;
export const DEFAULT_KYB_COUNTRY = 'CA';

/** §5.6, §9: the credit cycles (prompt "Please select one"). */
export const CREDIT_CYCLES = [
  CREDIT_CYCLE_DAILY,
  CREDIT_CYCLE_WEEKLY,
  CREDIT_CYCLE_SEMI_MONTHLY,
  CREDIT_CYCLE_MONTHLY,
] as const;

/** §5.6, §9: bank account types, Chequing by default. */
export const BANK_ACCOUNT_TYPES = [ACCOUNT_TYPE_CHEQUING, ACCOUNT_TYPE_SAVINGS] as const;
export const DEFAULT_BANK_ACCOUNT_TYPE = ACCOUNT_TYPE_CHEQUING;

/** §3.8, §9: the currencies the credit section keeps from the master list, in the spec's order. */
export const CREDIT_CURRENCY_CODES = ['USD', 'INR', 'VND', 'BDT', 'CNY', 'HKD', 'PHP'] as const;

/** The credit section's currencies, named by Intl; a code the runtime does not know is left out. */
export function creditCurrencies(locale = 'en-US'): CurrencyOption[] {
  const all = currencyOptions(locale);
  return CREDIT_CURRENCY_CODES.flatMap((code) => all.filter((option) => option.code === code));
}

/** §3.5, §3.8: the countries an address of the dialog variant offers (Canada alone). */
export function kybCountries(locale = 'en-US'): CountryOption[] {
  return countryOptions(locale).filter((option) => KYB_COUNTRIES.some((code) => code === option.code));
}

const countryNames = new Map<string, ReadonlyMap<string, string>>();

/** A country's name for its ISO code as the pickers offer it (`CA` → `Canada`); `undefined` for an empty or unknown code. */
export function countryName(code: string, locale = 'en-US'): string | undefined {
  let names = countryNames.get(locale);
  if (!names) {
    names = new Map(countryOptions(locale).map((option) => [option.code, option.name]));
    countryNames.set(locale, names);
  }
  return names.get(code.trim().toUpperCase());
}
