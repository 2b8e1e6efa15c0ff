import { currencyOptions, type CurrencyOption } from 'spend-ui';

/** The currencies a conversion or payment may sell (accounts-payments-recipients.md §9). */
export const SELL_CURRENCIES = [
  'AED',
  'AUD',
  'BGN',
  'BHD',
  'CAD',
  'CHF',
  'CNY',
  'CZK',
  'DKK',
  'EUR',
  'GBP',
  'HKD',
  'HRK',
  'HUF',
  'IDR',
  'ILS',
  'INR',
  'JPY',
  'KES',
  'KWD',
  'MXN',
  'MYR',
  'NOK',
  'NZD',
  'OMR',
  'PHP',
  'PLN',
  'QAR',
  'RON',
  'RUB',
  'SAR',
  'SEK',
  'SGD',
  'THB',
  'TRY',
  'UGX',
  'USD',
  'ZAR',
] as const;
export type SellCurrency = (typeof SELL_CURRENCIES)[number];

const sellCurrencies: ReadonlySet<string> = new Set(SELL_CURRENCIES);

/** Whether a conversion or payment may sell this currency (§5: "Sell currencies are limited to a fixed list"). */
export function isSellCurrency(code: string): code is SellCurrency {
  return sellCurrencies.has(code);
}

/**
 * A currency as the product lists it (§3 "Currency list entry"): code, the region whose flag stands for
 * it, name and symbol — the name from `Intl.DisplayNames`, the symbol from `Intl.NumberFormat`.
 */
export interface CurrencyListEntry {
  code: string;
  /** ISO 3166-1 region of the flag: the issuing country, `EU` for the euro; none for a supranational unit. */
  countryCode: string | undefined;
  name: string;
  symbol: string;
}

const regionNames = new Intl.DisplayNames(['en-US'], { type: 'region', fallback: 'none' });

/**
 * The region whose flag shows a currency. ISO 4217 builds a national currency's code from its country's
 * ISO 3166 code plus one letter (CAD → CA), so no table is needed; the euro has the EU flag, and the
 * X-codes (XOF, XAF, XDR …) belong to no single country.
 */
export function currencyRegion(code: string): string | undefined {
  if (code === 'EUR') return 'EU';
  if (!/^[A-Z]{3}$/.test(code) || code.startsWith('X')) return undefined;
  const region = code.slice(0, 2);
  return regionNames.of(region) === undefined ? undefined : region;
}

function toEntry(option: CurrencyOption): CurrencyListEntry {
  return { code: option.code, countryCode: currencyRegion(option.code), name: option.name, symbol: option.symbol };
}

let buyList: readonly CurrencyListEntry[] | undefined;
let sellList: readonly CurrencyListEntry[] | undefined;

/** Every currency the buy side offers (§5: "the buy side allows any listed currency"), sorted by code. */
export function buyCurrencyList(): readonly CurrencyListEntry[] {
  buyList ??= currencyOptions('en-US').map(toEntry);
  return buyList;
}

/** The sell side's currencies, the §9 list, sorted by code. */
export function sellCurrencyList(): readonly CurrencyListEntry[] {
  sellList ??= buyCurrencyList().filter((entry) => isSellCurrency(entry.code));
  return sellList;
}

/**
 * What a signed-in converter sells (spec README ruling "What a signed-in converter sells"): the §9
 * currencies the company holds a balance in. `null` (the balances not read yet) offers the one selected.
 */
export function heldSellCurrencyList(held: readonly string[] | null, selected: string): readonly CurrencyListEntry[] {
  return sellCurrencyList().filter((entry) => (held ? held.includes(entry.code) : entry.code === selected));
}

/** One currency's entry; a code `Intl` does not know is named by its code. */
export function currencyListEntry(code: string): CurrencyListEntry {
  return (
    buyCurrencyList().find((entry) => entry.code === code) ?? {
      code,
      countryCode: currencyRegion(code),
      name: code,
      symbol: code,
    }
  );
}
