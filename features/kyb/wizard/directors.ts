import { z } from 'zod/mini';
import { KYB_FIELD_REQUIRED, OWNERSHIP_OUT_OF_RANGE, OWNERSHIP_TOTAL_OVER_100 } from '../messages.js';
import { isOwnershipInRange, ownershipTotalFits } from '../model.js';
import { chosenKey, dayOrEmpty, numberOrEmpty, reporter, type Report } from '../schemas.js';
import { DEFAULT_WIZARD_COUNTRY } from '../model.js';
import { checkFile, checkPerson, type PersonField, type PersonView, type WizardRuleContext } from './people.js';
import { wizardFileOrEmpty } from './wizardFiles.js';

// Wizard step 4, Directors, heading Identity (kyb-onboarding.md §2.1, §3.4, §5.4): the user as director
// or a separate Director 1, the user's 25%-or-more ownership, an additional director with their own
// ownership, shareholders as tabs, and the control and beneficial ownership document.
//
// The spec's SSN rule for Director 1 "references an undefined value". Decided: as for every other
// person of the wizard, the person's own country decides — SSN is asked of a director living in the US.

/** §9: the ownership threshold and its bounds (shared with the dialog's owners); the default of the percentage inputs. */
export { OWNERSHIP_MAX, OWNERSHIP_MIN } from '../model.js';
export const DEFAULT_OWNERSHIP = 25;

const text = z.string();

/** A person's fields (Director 1 and each shareholder; the additional director has them prefixed). */
const personShape = {
  firstName: text,
  middleName: text,
  lastName: text,
  dob: dayOrEmpty,
  country: chosenKey,
  street: text,
  buildingNo: text,
  apartment: text,
  buildingName: text,
  city: text,
  state: text,
  postalCode: text,
  ssn: text,
  passport: text,
  countryOfIssue: chosenKey,
};

export const shareholderSchema = z.object({
  ...personShape,
  proofOfId: wizardFileOrEmpty,
  /** Listed by the review; no rule asks it. */
  phone: text,
});
export type Shareholder = z.output<typeof shareholderSchema>;

/** The step's fields and their types, without its rules (a step resumed from the host is read with them). */
export const directorsShape = z.object({
  isUserDirector: z.boolean(),
  hasDirectorMoreThanTenPercent: z.boolean(),
  hasAdditionalDirector: z.boolean(),
  hasAdditionalDirectorMoreThanTenPercent: z.boolean(),
  hasShareHolders: z.boolean(),
  controlAndBenificialOwnershipDocument: wizardFileOrEmpty,
  proofOfIdDirector: wizardFileOrEmpty,
  additionalDirectorProofOfId: wizardFileOrEmpty,
  ownershipPercentage: numberOrEmpty,
  ...personShape,
  additionalDirectorFirstName: text,
  additionalDirectorMiddleName: text,
  additionalDirectorLastName: text,
  additionalDirectorDOB: dayOrEmpty,
  additionalDirectorCountry: chosenKey,
  additionalDirectorBuildingNo: text,
  additionalDirectorStreet: text,
  additionalDirectorApartment: text,
  additionalDirectorBuildingName: text,
  additionalDirectorCity: text,
  additionalDirectorState: text,
  additionalDirectorPostalCode: text,
  additionalDirectorSSN: text,
  additionalDirectorPassport: text,
  additionalDirectorCountryOfIssue: chosenKey,
  additionalDirectorOwnershipPercentage: numberOrEmpty,
  shareHolders: z.array(shareholderSchema),
});

export type DirectorsInput = z.input<typeof directorsShape>;
export type DirectorsValues = z.output<typeof directorsShape>;

/** §5.4: an ownership percentage between 25 and 100. */
export function ownershipProblem(value: number): string | undefined {
  if (Number.isNaN(value)) return KYB_FIELD_REQUIRED;
  if (!isOwnershipInRange(value)) return OWNERSHIP_OUT_OF_RANGE;
  return undefined;
}

function checkOwnership(report: Report, field: string, value: number): void {
  const problem = ownershipProblem(value);
  if (problem) report([field], problem);
}

/** Director 1's fields by the person rules' names (the rules' paths and the screen's field names). */
export const DIRECTOR_FIELDS = {
  firstName: 'firstName',
  middleName: 'middleName',
  lastName: 'lastName',
  dob: 'dob',
  country: 'country',
  buildingNo: 'buildingNo',
  street: 'street',
  apartment: 'apartment',
  buildingName: 'buildingName',
  city: 'city',
  state: 'state',
  postalCode: 'postalCode',
  ssn: 'ssn',
  passport: 'passport',
  countryOfIssue: 'countryOfIssue',
  proofOfId: 'proofOfIdDirector',
} as const satisfies Readonly<Record<PersonField, keyof DirectorsValues>>;

/** The additional director's fields by the person rules' names. */
export const ADDITIONAL_DIRECTOR_FIELDS = {
  firstName: 'additionalDirectorFirstName',
  middleName: 'additionalDirectorMiddleName',
  lastName: 'additionalDirectorLastName',
  dob: 'additionalDirectorDOB',
  country: 'additionalDirectorCountry',
  buildingNo: 'additionalDirectorBuildingNo',
  street: 'additionalDirectorStreet',
  apartment: 'additionalDirectorApartment',
  buildingName: 'additionalDirectorBuildingName',
  city: 'additionalDirectorCity',
  state: 'additionalDirectorState',
  postalCode: 'additionalDirectorPostalCode',
  ssn: 'additionalDirectorSSN',
  passport: 'additionalDirectorPassport',
  countryOfIssue: 'additionalDirectorCountryOfIssue',
  proofOfId: 'additionalDirectorProofOfId',
} as const satisfies Readonly<Record<PersonField, keyof DirectorsValues>>;

/** Director 1 as the person rules and the review read them. */
export function directorOne(form: DirectorsValues): PersonView {
  return {
    firstName: form.firstName,
    middleName: form.middleName,
    lastName: form.lastName,
    dob: form.dob,
    country: form.country,
    buildingNo: form.buildingNo,
    street: form.street,
    apartment: form.apartment,
    buildingName: form.buildingName,
    city: form.city,
    state: form.state,
    postalCode: form.postalCode,
    ssn: form.ssn,
    passport: form.passport,
    countryOfIssue: form.countryOfIssue,
    proofOfId: form.proofOfIdDirector,
  };
}

/** The additional director as the person rules and the review read them. */
export function additionalDirector(form: DirectorsValues): PersonView {
  return {
    firstName: form.additionalDirectorFirstName,
    middleName: form.additionalDirectorMiddleName,
    lastName: form.additionalDirectorLastName,
    dob: form.additionalDirectorDOB,
    country: form.additionalDirectorCountry,
    buildingNo: form.additionalDirectorBuildingNo,
    street: form.additionalDirectorStreet,
    apartment: form.additionalDirectorApartment,
    buildingName: form.additionalDirectorBuildingName,
    city: form.additionalDirectorCity,
    state: form.additionalDirectorState,
    postalCode: form.additionalDirectorPostalCode,
    ssn: form.additionalDirectorSSN,
    passport: form.additionalDirectorPassport,
    countryOfIssue: form.additionalDirectorCountryOfIssue,
    proofOfId: form.additionalDirectorProofOfId,
  };
}

/** The step's rules with their messages (the company's incorporation country decides the passport rule). */
export function directorsSchema(context: WizardRuleContext) {
  return directorsShape.check(
    z.superRefine((form, refinement) => {
      const report = reporter(refinement);
      if (form.hasDirectorMoreThanTenPercent) checkOwnership(report, 'ownershipPercentage', form.ownershipPercentage);
      if (!form.isUserDirector)
        checkPerson(report, directorOne(form), (field) => [DIRECTOR_FIELDS[field]], context, true);
      if (form.hasAdditionalDirector) {
        checkPerson(report, additionalDirector(form), (field) => [ADDITIONAL_DIRECTOR_FIELDS[field]], context);
        if (form.hasAdditionalDirectorMoreThanTenPercent)
          checkOwnership(report, 'additionalDirectorOwnershipPercentage', form.additionalDirectorOwnershipPercentage);
      }
      // The user and the additional director together hold at most 100 %.
      if (
        form.hasDirectorMoreThanTenPercent &&
        form.hasAdditionalDirector &&
        form.hasAdditionalDirectorMoreThanTenPercent &&
        !ownershipTotalFits([form.ownershipPercentage, form.additionalDirectorOwnershipPercentage])
      )
        report(['additionalDirectorOwnershipPercentage'], OWNERSHIP_TOTAL_OVER_100);
      if (form.hasShareHolders) {
        if (form.shareHolders.length === 0) report(['shareHolders'], KYB_FIELD_REQUIRED);
        form.shareHolders.forEach((shareholder, index) =>
          checkPerson(report, shareholder, (field) => ['shareHolders', index, field], context),
        );
      }
      checkFile(report, ['controlAndBenificialOwnershipDocument'], form.controlAndBenificialOwnershipDocument);
    }),
  );
}

/** A person with nothing typed; the country Canada (§3.4). */
function blankPerson() {
  return {
    firstName: '',
    middleName: '',
    lastName: '',
    dob: null,
    country: DEFAULT_WIZARD_COUNTRY,
    street: '',
    buildingNo: '',
    apartment: '',
    buildingName: '',
    city: '',
    state: '',
    postalCode: '',
    ssn: '',
    passport: '',
    countryOfIssue: '',
  };
}

/** A blank shareholder (a new tab). */
export function blankShareholder(): Shareholder {
  return {
    ...blankPerson(),
    proofOfId: null,
    phone: '',
  };
}

/** The step before anything is typed: the user is the director (§9), ownership 25, Canada. */
export function emptyDirectors(): DirectorsValues {
  return {
    isUserDirector: true,
    hasDirectorMoreThanTenPercent: false,
    hasAdditionalDirector: false,
    hasAdditionalDirectorMoreThanTenPercent: false,
    hasShareHolders: false,
    controlAndBenificialOwnershipDocument: null,
    proofOfIdDirector: null,
    additionalDirectorProofOfId: null,
    ownershipPercentage: DEFAULT_OWNERSHIP,
    ...blankPerson(),
    additionalDirectorFirstName: '',
    additionalDirectorMiddleName: '',
    additionalDirectorLastName: '',
    additionalDirectorDOB: null,
    additionalDirectorCountry: DEFAULT_WIZARD_COUNTRY,
    additionalDirectorBuildingNo: '',
    additionalDirectorStreet: '',
    additionalDirectorApartment: '',
    additionalDirectorBuildingName: '',
    additionalDirectorCity: '',
    additionalDirectorState: '',
    additionalDirectorPostalCode: '',
    additionalDirectorSSN: '',
    additionalDirectorPassport: '',
    additionalDirectorCountryOfIssue: '',
    additionalDirectorOwnershipPercentage: DEFAULT_OWNERSHIP,
    shareHolders: [],
  };
}

// --- Shareholder tabs (§2.1) ---------------------------------------------------------------------------------

/** The shareholder list and the tab shown. */
export interface ShareholderTabs<Entry = Shareholder> {
  shareHolders: readonly Entry[];
  active: number;
}

/** The shareholders toggle: on starts with one blank tab (keeping any), off leaves the list to the payload. */
export function shareholdersAfterToggle<Entry>(
  tabs: ShareholderTabs<Entry>,
  on: boolean,
): ShareholderTabs<Entry | Shareholder> {
  if (!on || tabs.shareHolders.length > 0) return tabs;
  return { shareHolders: [blankShareholder()], active: 0 };
}

/** Add Shareholder: appends a blank tab and selects it. */
export function addShareholder<Entry>(tabs: ShareholderTabs<Entry>): ShareholderTabs<Entry | Shareholder> {
  const shareHolders = [...tabs.shareHolders, blankShareholder()];
  return { shareHolders, active: shareHolders.length - 1 };
}

/** Delete Shareholder shows only when the first tab is not the active one. */
export function mayDeleteShareholder(tabs: ShareholderTabs<unknown>): boolean {
  return tabs.active !== 0;
}

/** Delete Shareholder: removes the active tab and selects the previous; ignored with one left or on the first tab. */
export function deleteShareholder<Entry>(tabs: ShareholderTabs<Entry>): ShareholderTabs<Entry> {
  if (!mayDeleteShareholder(tabs) || tabs.shareHolders.length <= 1) return tabs;
  return {
    shareHolders: tabs.shareHolders.filter((_, index) => index !== tabs.active),
    active: tabs.active - 1,
  };
}
