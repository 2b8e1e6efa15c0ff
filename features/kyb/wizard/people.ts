import { z } from 'zod/mini';
import type { CalendarDate } from '@internationalized/date';
import { DATE_IN_FUTURE, DATE_IN_PAST, KYB_FIELD_REQUIRED, TOO_YOUNG } from '../messages.js';
import { latestBirthDate, requiresPassport, requiresSsn } from '../model.js';
import { checkLine, checkRequiredText, type FieldPath, type Report } from '../schemas.js';
import type { WizardFile } from './wizardFiles.js';

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

/**
 * A file: required. Its type is judged by its content when it is chosen (the upload field takes
 * `WIZARD_FILES.accept` and refuses anything else with its message) or was by the host that stores it,
 * so a file held here is one of them.
 */
export function checkFile(report: Report, path: FieldPath, file: WizardFile | null): void {
  if (!file) report(path, KYB_FIELD_REQUIRED);
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

/** The address lines of a person or a company, as the rules read them. */
export interface StreetAddressView {
  buildingNo: string;
  street: string;
  apartment: string;
  buildingName: string;
  city: string;
  state: string;
  postalCode: string;
}
export type StreetAddressField = keyof StreetAddressView;

/** The snake-case address fields of steps 1 and 2 (`building_no` …), and their names by the rules' names. */
export const snakeAddressShape = {
  building_no: z.string(),
  street: z.string(),
  apartment: z.string(),
  building_name: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
};
export const SNAKE_ADDRESS_FIELDS = {
  buildingNo: 'building_no',
  street: 'street',
  apartment: 'apartment',
  buildingName: 'building_name',
  city: 'city',
  state: 'state',
  postalCode: 'postal_code',
} as const satisfies Readonly<Record<StreetAddressField, keyof typeof snakeAddressShape>>;

/** A snake-case address with nothing typed (steps 1 and 2). */
export function emptySnakeAddress(): Readonly<Record<keyof typeof snakeAddressShape, string>> {
  return { building_no: '', street: '', apartment: '', building_name: '', city: '', state: '', postal_code: '' };
}

/** The address of a step that names its fields in snake case, as the rules read it. */
export function snakeAddress(values: Readonly<Record<keyof typeof snakeAddressShape, string>>): StreetAddressView {
  return {
    buildingNo: values.building_no,
    street: values.street,
    apartment: values.apartment,
    buildingName: values.building_name,
    city: values.city,
    state: values.state,
    postalCode: values.postal_code,
  };
}

/** Street and city, state and postal code required; the other lines optional (`apartmentRequired` aside); 30 characters a line. */
export function checkStreetAddress(
  report: Report,
  address: StreetAddressView,
  pathOf: (field: StreetAddressField) => FieldPath,
  apartmentRequired = false,
): void {
  checkLine(report, pathOf('buildingNo'), address.buildingNo, false);
  checkLine(report, pathOf('street'), address.street, true);
  checkLine(report, pathOf('apartment'), address.apartment, apartmentRequired);
  checkLine(report, pathOf('buildingName'), address.buildingName, false);
  checkRequiredText(report, pathOf('city'), address.city);
  checkRequiredText(report, pathOf('state'), address.state);
  checkRequiredText(report, pathOf('postalCode'), address.postalCode);
}

/** A person as the rules read them, whatever the step calls the fields. */
export interface PersonView extends StreetAddressView {
  firstName: string;
  middleName: string;
  lastName: string;
  dob: CalendarDate | null;
  country: string;
  ssn: string;
  passport: string;
  countryOfIssue: string;
  proofOfId: WizardFile | null;
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
  checkStreetAddress(report, person, pathOf, apartmentRequired);
  if (requiresSsn(person.country)) checkRequiredText(report, pathOf('ssn'), person.ssn);
  if (requiresPassport(context.incorporationCountry, person.country)) {
    checkRequiredText(report, pathOf('passport'), person.passport.trim());
    checkRequiredText(report, pathOf('countryOfIssue'), person.countryOfIssue);
  }
  checkFile(report, pathOf('proofOfId'), person.proofOfId);
}
