// The phone helpers that need no phone metadata: the phone field imports these at once and loads
// libphonenumber-js (formatting, validation: phone.ts) apart.
import type { CountryCode } from 'libphonenumber-js';
import { callingCodes } from '../regionOptions/callingCodes.js';

export type { CountryCode } from 'libphonenumber-js';

/** A phone number as the phone field emits it: the country and the national digits, kept apart. */
export interface PhoneValue {
  /** ISO 3166-1 alpha-2 code of the chosen country, e.g. `CA`. */
  countryCode: CountryCode;
  /** Its dialling code with a plus, e.g. `+1`. */
  dialCode: string;
  /** Digits of the national number only, e.g. `4165551234`. */
  nationalNumber: string;
}

/** Most digits a phone number can have (E.164). */
export const MAX_PHONE_DIGITS = 15;

/** The digits of a text, at most `MAX_PHONE_DIGITS` of them. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, MAX_PHONE_DIGITS);
}

/** Position in `formatted` just after its `digitCount`-th digit (0 → before the first digit). */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) {
    const first = formatted.search(/\d/);
    return first === -1 ? formatted.length : first;
  }
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index))) {
      seen += 1;
      if (seen === digitCount) return index + 1;
    }
  }
  return formatted.length;
}

/** How many digits come before `caret` in `text`. */
export function digitsBefore(text: string, caret: number): number {
  return phoneDigits(text.slice(0, caret)).length;
}

/**
 * Backspace at `caret` when the character before it is formatting (a space, a bracket): removes the
 * digit before that formatting instead, so the user is never stuck behind a separator.
 */
export function removeDigitBefore(formatted: string, caret: number): { digits: string; digitCaret: number } {
  const before = digitsBefore(formatted, caret);
  const digits = phoneDigits(formatted);
  if (before === 0) return { digits, digitCaret: 0 };
  return { digits: digits.slice(0, before - 1) + digits.slice(before), digitCaret: before - 1 };
}

/** The value the field emits for a country and national digits. */
export function phoneValue(countryCode: CountryCode, nationalNumber: string): PhoneValue {
  return {
    countryCode,
    dialCode: `+${callingCodes[countryCode]}`,
    nationalNumber: phoneDigits(nationalNumber),
  };
}

/** The number in E.164 form (`+14165551234`), as most APIs expect it. */
export function toE164(value: Pick<PhoneValue, 'countryCode' | 'nationalNumber'>): string {
  return `+${callingCodes[value.countryCode]}${phoneDigits(value.nationalNumber)}`;
}
