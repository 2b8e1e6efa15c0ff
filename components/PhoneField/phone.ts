import { AsYouType, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js';
import { phoneDigits, type PhoneValue } from './phoneDigits.js';

export * from './phoneDigits.js';

/** National digits formatted the way they are written in the country, as typed: `4165551234` → `(416) 555-1234`. */
export function formatNationalNumber(digits: string, countryCode: CountryCode): string {
  const clean = phoneDigits(digits);
  if (clean === '') return '';
  try {
    return new AsYouType(countryCode).input(clean);
  } catch {
    // libphonenumber-js 1.13.16 throws on some partial numbers (Cape Verde "02", Samoa): show the
    // digits as typed rather than break the field.
    return clean;
  }
}

/**
 * Whether the national number is a valid phone number in its country (libphonenumber-js
 * `isValidPhoneNumber`, checked against the country's lengths and leading digits).
 */
export function isValidPhoneValue(value: Pick<PhoneValue, 'countryCode' | 'nationalNumber'>): boolean {
  const digits = phoneDigits(value.nationalNumber);
  if (digits === '') return false;
  return isValidPhoneNumber(digits, value.countryCode);
}
