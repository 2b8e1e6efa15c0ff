import { z } from 'zod/mini';
import type { CalendarDate } from '@internationalized/date';
import { isPhoneNumberOf } from '../../auth/registerForm.js';
import { emailRule } from '../../auth/authForms.js';
import { KYB_FIELD_REQUIRED, PHONE_NOT_VALID } from '../messages.js';
import { chosenKey, dayOrEmpty, reporter } from '../schemas.js';
import { isBlank } from '../model.js';
import { DEFAULT_WIZARD_COUNTRY } from '../model.js';
import {
  checkPerson,
  SNAKE_ADDRESS_FIELDS,
  snakeAddress,
  emptySnakeAddress,
  snakeAddressShape,
  type PersonField,
  type PersonView,
} from './people.js';
import { wizardFileOrEmpty } from './wizardFiles.js';

// Wizard step 1, Personal details (kyb-onboarding.md §2.1, §3.1, §5.1): sections Personal details,
// Contact details, Current Home Address and Identity.

/** §5.1: the incorporation picker is hidden and offers Canada only; a host may preset the company's country. */
export const INCORPORATION_COUNTRIES = [DEFAULT_WIZARD_COUNTRY] as const;
/** §9: the default dial code (Canada). */
export const DEFAULT_DIAL_CODE = '+1';

const text = z.string();

/** The step's fields by the person rules' names (the rules' paths and the screen's field names). */
export const PERSON_FIELDS = {
  firstName: 'first_name',
  middleName: 'middle_name',
  lastName: 'last_name',
  dob: 'date_of_birth',
  country: 'country',
  ...SNAKE_ADDRESS_FIELDS,
  ssn: 'ssn',
  passport: 'passport',
  countryOfIssue: 'country_of_issue',
  proofOfId: 'proof_of_id',
} as const satisfies Readonly<Record<PersonField, string>>;

/** The step's fields and their types, without its rules (a step resumed from the host is read with them). */
export const personalDetailsShape = z.object({
  country_of_incorporation: chosenKey,
  first_name: text,
  middle_name: text,
  last_name: text,
  date_of_birth: dayOrEmpty,
  email: text,
  /** The dial code with its plus sign (`+1`). */
  code: text,
  /** The national number. */
  telephone: text,
  country: chosenKey,
  ...snakeAddressShape,
  ssn: text,
  passport: text,
  country_of_issue: chosenKey,
  proof_of_id: wizardFileOrEmpty,
});

/** The step's rules with their messages, for `today` (date of birth at most 18 years ago). */
export function personalDetailsSchema(today: CalendarDate) {
  return personalDetailsShape.check(
    z.superRefine((form, context) => {
      const report = reporter(context);
      checkPerson(report, personalDetailsPerson(form), (field) => [PERSON_FIELDS[field]], {
        incorporationCountry: form.country_of_incorporation,
        today,
      });
      const email = emailRule.safeParse(form.email);
      if (!email.success) report(['email'], email.error.issues[0]?.message ?? KYB_FIELD_REQUIRED);
      if (isBlank(form.code)) report(['code'], KYB_FIELD_REQUIRED);
      const digits = form.telephone.replace(/\D/g, '');
      if (digits === '') report(['telephone'], KYB_FIELD_REQUIRED);
      else if (!isBlank(form.code) && !isPhoneNumberOf(form.code, digits)) report(['telephone'], PHONE_NOT_VALID);
    }),
  );
}

export type PersonalDetailsInput = z.input<typeof personalDetailsShape>;
export type PersonalDetailsValues = z.output<typeof personalDetailsShape>;

/** The step before anything is typed: Canada, dial code +1; `incorporationCountry` as the host knows it. */
export function emptyPersonalDetails(incorporationCountry: string = DEFAULT_WIZARD_COUNTRY): PersonalDetailsValues {
  return {
    country_of_incorporation: incorporationCountry,
    first_name: '',
    middle_name: '',
    last_name: '',
    date_of_birth: null,
    email: '',
    code: DEFAULT_DIAL_CODE,
    telephone: '',
    country: DEFAULT_WIZARD_COUNTRY,
    ...emptySnakeAddress(),
    ssn: '',
    passport: '',
    country_of_issue: '',
    proof_of_id: null,
  };
}

/** The user as the person rules and the review read them. */
export function personalDetailsPerson(form: PersonalDetailsValues): PersonView {
  return {
    firstName: form.first_name,
    middleName: form.middle_name,
    lastName: form.last_name,
    dob: form.date_of_birth,
    country: form.country,
    ...snakeAddress(form),
    ssn: form.ssn,
    passport: form.passport,
    countryOfIssue: form.country_of_issue,
    proofOfId: form.proof_of_id,
  };
}
