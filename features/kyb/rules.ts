import { fromApiDate } from 'spend-ui';
import type { CalendarDate } from '@internationalized/date';

// The named rules of the KYB forms (kyb-onboarding.md §5.5, §5.6, §9) as plain predicates over what a
// text field holds, so each is tested on its own; the section schemas attach the messages.

/** Address lines (street, building and apartment) take at most this many characters (§9). */
export const ADDRESS_LINE_MAX = 30;

/** A value the user left empty: nothing but white space. */
export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** §9: the ownership a beneficial owner or director holds, in %, and what all of them hold together at most. */
export const OWNERSHIP_MIN = 25;
export const OWNERSHIP_MAX = 100;

/** An ownership percentage of §9: between 25 and 100. */
export function isOwnershipInRange(value: number): boolean {
  return value >= OWNERSHIP_MIN && value <= OWNERSHIP_MAX;
}

/** The owners together hold no more than 100 % (a percentage not yet typed counts as 0). */
export function ownershipTotalFits(percentages: readonly number[]): boolean {
  const total = percentages.reduce((sum, value) => sum + (Number.isFinite(value) ? value : 0), 0);
  return total <= OWNERSHIP_MAX;
}

/** A number that cannot be below zero (years, sales, spend, employees): isNumber and ≥ 0. */
export function isNotNegative(value: string): boolean {
  return isNumber(value) && Number(value) >= 0;
}

/** An amount that must be above zero (a requested credit limit). */
export function isAboveZero(value: string): boolean {
  return isNumber(value) && Number(value) > 0;
}

/** A count of people: a whole number. */
export function isWholeNumber(value: string): boolean {
  return isNumber(value) && Number.isInteger(Number(value));
}

/** Plain decimal notation as typed: an optional minus, digits, an optional fraction. */
const DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * isNumber (§5.5): a finite number written in plain decimals (`12`, `-3.5`, `.5`); surrounding white
 * space is ignored. Exponents, hexadecimal and `Infinity` are not numbers a person types into a form.
 */
export function isNumber(value: string): boolean {
  const text = value.trim();
  return DECIMAL.test(text) && Number.isFinite(Number(text));
}

/** "numeric" of §5.6 for account, institution and branch numbers: digits only (leading zeros count). */
export function isDigits(value: string): boolean {
  return /^\d+$/.test(value.trim());
}

/** Exactly `count` digits (§5.6: institution 3, branch 5; §9: business number 9). */
export function hasDigitCount(value: string, count: number): boolean {
  const text = value.trim();
  return text.length === count && isDigits(text);
}

/** isNineDigit (§5.5): exactly 9 characters; with isNumber, a business number of 9 digits. */
export function isNineDigit(value: string): boolean {
  return value.trim().length === 9;
}

/** isYear (§5.5): a strict 4-digit year, 0001 to 9999 (there is no year 0000). */
export function isYear(value: string): boolean {
  const text = value.trim();
  return /^\d{4}$/.test(text) && Number(text) >= 1;
}

/**
 * isWebsite (§5.5): a URL with http or https, a host name of at least two labels (`example.com`), and
 * no white space inside.
 */
export function isWebsite(value: string): boolean {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text) || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    const labels = url.hostname.split('.');
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      labels.length >= 2 &&
      labels.every((label) => /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u.test(label)) &&
      !/^\d+$/.test(labels[labels.length - 1] ?? '')
    );
  } catch {
    return false;
  }
}

/** isSelect (§5.5): a dropdown's value is one of its options. */
export function isSelect<T extends string>(value: string | null | undefined, options: readonly T[]): value is T {
  return options.some((option) => option === value);
}

/** The date rule (§5.5): a strict YYYY-MM-DD that names a real day before `today`. */
export function isPastApiDate(value: string, today: CalendarDate): boolean {
  const date = fromApiDate(value);
  return date !== null && date.compare(today) < 0;
}

/** An address line within the §9 limit. */
export function fitsAddressLine(value: string): boolean {
  return value.length <= ADDRESS_LINE_MAX;
}
