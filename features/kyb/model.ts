import { fromApiDate } from '../format/apiDates.js';
import type { CalendarDate } from '@internationalized/date';
import { PDF_FILES, PDF_OR_IMAGE_FILES } from '../api/uploads.js';
import { CA_LEGAL_ENTITY_TYPES, US_LEGAL_ENTITY_TYPES } from './messages.js';

// Business verification's pure rules (kyb-onboarding.md §5, §9), for the dialog and the wizard alike: the
// named rules as plain predicates over what a field holds, so each is tested on its own (schemas.ts and
// the forms' schemas attach the messages), the documents each variant takes, and who is asked what. The
// demo backend takes what it applies from here too, through spend-ui/features/rules.

// --- Documents -----------------------------------------------------------------------------------------

/** The dialog's financial statement and void cheque (§4.3, §5.6): one PDF each, saved as soon as chosen. */
export const CREDIT_DOCUMENT_FILES = PDF_FILES;
/** §9: every upload of the wizard is a pdf, jpg, jpeg or png, one file each. */
export const WIZARD_FILES = PDF_OR_IMAGE_FILES;

// --- Who is asked what (the wizard) --------------------------------------------------------------------

/** §9 minimum age. */
export const MINIMUM_AGE_YEARS = 18;
/** §3.1, §5.1: the only country the (hidden) incorporation picker offers, and the default home country. */
export const DEFAULT_WIZARD_COUNTRY = 'CA';
export const US = 'US';

/** §5.1, §5.4: the latest selectable date of birth, 18 years before today. */
export function latestBirthDate(today: CalendarDate): CalendarDate {
  return today.subtract({ years: MINIMUM_AGE_YEARS });
}

/** §5.1, §5.4: SSN is asked of a person living in the US. */
export function requiresSsn(personCountry: string): boolean {
  return personCountry === US;
}

/**
 * §5.1, §5.4: passport number and country of issue are asked when the company is incorporated in the
 * US and the person lives elsewhere (a person whose country is not chosen yet is asked nothing).
 */
export function requiresPassport(incorporationCountry: string, personCountry: string): boolean {
  return incorporationCountry === US && personCountry !== '' && personCountry !== US;
}

/** §3.2: the legal entity types of a country of incorporation (the US and CA lists); none for others. */
export function legalEntityTypesFor(incorporationCountry: string): readonly string[] {
  if (incorporationCountry === US) return US_LEGAL_ENTITY_TYPES;
  if (incorporationCountry === 'CA') return CA_LEGAL_ENTITY_TYPES;
  return [];
}

/** §5.2: the entity types that have no registration number to give. */
export const UNREGISTERED_ENTITY_TYPES: readonly string[] = ['Sole Trader', 'Unincorporated Partnership'];

/** Whether the registration number is required for an entity type. */
export function requiresRegistrationNumber(legalEntityType: string): boolean {
  return !UNREGISTERED_ENTITY_TYPES.includes(legalEntityType);
}

/** §5.2: the EIN is asked only of a company incorporated in the US. */
export function requiresEin(incorporationCountry: string): boolean {
  return incorporationCountry === US;
}

// --- Values as typed (both variants) -------------------------------------------------------------------

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
