/** A currency as a picker shows it. */
export interface CurrencyOption {
  /** ISO 4217 code, e.g. `EUR`. */
  code: string;
  /** Name in the requested locale, from `Intl.DisplayNames`. */
  name: string;
  /** Symbol in the requested locale from `Intl.NumberFormat` (`CA$` for CAD in en-US). */
  symbol: string;
  /** Narrow symbol (`$` for CAD). */
  narrowSymbol: string;
}

const currencyCache = new Map<string, readonly CurrencyOption[]>();

/** The currency part of an amount formatted in `locale`. */
export function currencySymbol(code: string, locale = 'en-US', display: 'symbol' | 'narrowSymbol' = 'symbol'): string {
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: code,
    currencyDisplay: display,
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}

/**
 * Every currency the runtime supports (`Intl.supportedValuesOf('currency')`, about 160), named in
 * `locale` by `Intl.DisplayNames` with symbols from `Intl.NumberFormat`, sorted by code. Cached per locale.
 */
export function currencyOptions(locale = 'en-US'): readonly CurrencyOption[] {
  const cached = currencyCache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'code' });
  const options = Intl.supportedValuesOf('currency')
    .map((code) => ({
      code,
      name: names.of(code) ?? code,
      symbol: currencySymbol(code, locale),
      narrowSymbol: currencySymbol(code, locale, 'narrowSymbol'),
    }))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  currencyCache.set(locale, options);
  return options;
}
