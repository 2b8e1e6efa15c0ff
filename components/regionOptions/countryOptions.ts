import type { CountryCode } from 'libphonenumber-js';
import { callingCodes } from './callingCodes.js';

/** A country as a picker shows it. */
export interface CountryOption {
  /** ISO 3166-1 alpha-2 code, e.g. `CA`. */
  code: CountryCode;
  /** Name in the requested locale, from `Intl.DisplayNames`. */
  name: string;
  /** International dialling code with a plus, e.g. `+1`. */
  dialCode: string;
}

const countryCache = new Map<string, readonly CountryOption[]>();

/** The dialling code of a country with its plus sign (`CA` → `+1`). */
export function dialCodeOf(code: CountryCode): string {
  return `+${callingCodes[code]}`;
}

/**
 * Every country libphonenumber-js knows (about 245), named in `locale` by `Intl.DisplayNames`, with
 * its dialling code, sorted by name for that locale. The result is cached per locale.
 */
export function countryOptions(locale = 'en-US'): readonly CountryOption[] {
  const cached = countryCache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const options = (Object.keys(callingCodes) as CountryCode[])
    .map((code) => ({ code, name: names.of(code) ?? code, dialCode: dialCodeOf(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  countryCache.set(locale, options);
  return options;
}
