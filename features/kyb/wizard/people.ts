import type { CalendarDate } from '@internationalized/date';
import { PDF_OR_IMAGE_FILES, fileTypeProblem } from '../../api/index.js';
import { ADDRESS_LINE_TOO_LONG, DATE_IN_FUTURE, DATE_IN_PAST, KYB_FIELD_REQUIRED, TOO_YOUNG } from '../messages.js';
import { fitsAddressLine, isBlank } from '../rules.js';
import type { Report } from '../schemaParts.js';

// Rules the wizard's steps share (kyb-onboarding.md §5.1, §5.2, §5.4, §9): required values, dates
// against today, uploads, address lines, and the identity rules of a person (date of birth, SSN,
// passport). Each step names its own fields; `checkPerson` reads a person through `PersonView`.

/** What every rule of the wizard depends on beyond the step's own values. */
export interface WizardRuleContext {
  /** The company's country of incorporation (ISO code), from the personal-details step. */
  incorporationCountry: string;
  /** Today, in the time zone the screen decides. */
  today: CalendarDate;
}

/** §9 minimum age. */
export const MINIMUM_AGE_YEARS = 18;
/** §3.1, §5.1: the only country the (hidden) incorporation picker offers, and the default home country. */
export const DEFAULT_WIZARD_COUNTRY = 'CA';
export const US = 'US';
/** §9 uploads of the wizard: pdf, jpg, jpeg, png, one file each. */
export const WIZARD_FILES = PDF_OR_IMAGE_FILES;

/** §5.1, §5.4: the latest selectable date of birth, 18 years before today. */
export function latestBirthDate(today: CalendarDate): CalendarDate {
  return today.subtract({ years: MINIMUM_AGE_YEARS });
}

export type FieldPath = readonly (string | number)[];

export function checkRequiredText(report: Report, path: FieldPath, value: string): void {
  if (isBlank(value)) report(path, KYB_FIELD_REQUIRED);
}

/** An address line: required or not, at most 30 characters (§9). */
export function checkLine(report: Report, path: FieldPath, value: string, required: boolean): void {
  if (required && isBlank(value)) report(path, KYB_FIELD_REQUIRED);
  else if (!fitsAddressLine(value)) report(path, ADDRESS_LINE_TOO_LONG);
}

/** A file: required, of the wizard's types. */
export function checkFile(report: Report, path: FieldPath, file: File | null): void {
  if (!file) report(path, KYB_FIELD_REQUIRED);
  else {
    const problem = fileTypeProblem(file, WIZARD_FILES);
    if (problem) report(path, problem);
  }
}

/** A date: required, and on the allowed side of today (`past`: today or before; `future`: today or after). */
export function checkDay(
  report: Report,
  path: FieldPath,
  day: CalendarDate | null,
  allowed: 'not-future' | 'not-past',
  today: CalendarDate,
): void {
  if (!day) report(path, KYB_FIELD_REQUIRED);
  else if (allowed === 'not-future' && day.compare(today) > 0) report(path, DATE_IN_FUTURE);
  else if (allowed === 'not-past' && day.compare(today) < 0) report(path, DATE_IN_PAST);
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

/** A person as the rules read them, whatever the step calls the fields. */
export interface PersonView {
  firstName: string;
  middleName: string;
  lastName: string;
  dob: CalendarDate | null;
  country: string;
  buildingNo: string;
  street: string;
  apartment: string;
  buildingName: string;
  city: string;
  state: string;
  postalCode: string;
  ssn: string;
  passport: string;
  countryOfIssue: string;
  proofOfId: File | null;
}
export type PersonField = keyof PersonView;

/**
 * A person's rules: names, date of birth (at least 18), country, address, proof of ID, SSN for a US
 * resident, passport (trimmed) and its country of issue for a non-US resident of a US company.
 * `apartmentRequired`: the director form marks the apartment required (§5.4).
 */
export function checkPerson(
  report: Report,
  person: PersonView,
  pathOf: (field: PersonField) => FieldPath,
  context: WizardRuleContext,
  apartmentRequired = false,
): void {
  checkRequiredText(report, pathOf('firstName'), person.firstName);
  checkRequiredText(report, pathOf('lastName'), person.lastName);
  if (!person.dob) report(pathOf('dob'), KYB_FIELD_REQUIRED);
  else if (person.dob.compare(latestBirthDate(context.today)) > 0) report(pathOf('dob'), TOO_YOUNG);
  checkRequiredText(report, pathOf('country'), person.country);
  checkLine(report, pathOf('buildingNo'), person.buildingNo, false);
  checkLine(report, pathOf('street'), person.street, true);
  checkLine(report, pathOf('apartment'), person.apartment, apartmentRequired);
  checkLine(report, pathOf('buildingName'), person.buildingName, false);
  checkRequiredText(report, pathOf('city'), person.city);
  checkRequiredText(report, pathOf('state'), person.state);
  checkRequiredText(report, pathOf('postalCode'), person.postalCode);
  if (requiresSsn(person.country)) checkRequiredText(report, pathOf('ssn'), person.ssn);
  if (requiresPassport(context.incorporationCountry, person.country)) {
    checkRequiredText(report, pathOf('passport'), person.passport.trim());
    checkRequiredText(report, pathOf('countryOfIssue'), person.countryOfIssue);
  }
  checkFile(report, pathOf('proofOfId'), person.proofOfId);
}
