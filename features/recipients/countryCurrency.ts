import { buyCurrencyList, currencyRegion, isSellCurrency } from '../fx/currencies.js';

// Country ↔ currency in the recipient form (accounts-payments-recipients.md §4): choosing a country sets
// its currency, choosing a currency sets a country. A national currency's ISO 4217 code begins with its
// country's ISO 3166 code (INR ↔ IN), so only the euro needs its members listed.

/** The countries whose currency is the euro. */
export const EURO_AREA = [
  'AT',
  'BE',
  'HR',
  'CY',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PT',
  'SK',
  'SI',
  'ES',
] as const;
const euroArea: ReadonlySet<string> = new Set(EURO_AREA);

/**
 * The currency a country's recipients are paid in: the euro in the euro area, else the listed currency
 * its code begins (a payable §9 currency first, where a country has two); `undefined` when none is
 * listed (the currency stays as chosen).
 */
export function currencyForCountry(country: string): string | undefined {
  const code = country.toUpperCase();
  if (euroArea.has(code)) return 'EUR';
  const own = buyCurrencyList().filter((entry) => entry.code.startsWith(code) && entry.countryCode === code);
  return (own.find((entry) => isSellCurrency(entry.code)) ?? own[0])?.code;
}

/**
 * The country a chosen currency sets: the current country when it already uses that currency, else the
 * issuing country. The euro has many: a euro-area country stays, any other is cleared (`undefined`) for
 * the user to choose one.
 */
export function countryForCurrency(currency: string, currentCountry: string | null | undefined): string | undefined {
  if (currentCountry && currencyForCountry(currentCountry) === currency) return currentCountry;
  if (currency === 'EUR') return undefined;
  return currencyRegion(currency);
}
