import { z } from 'zod/mini';
import { creditPath, requiresFinancialStatement, showsCreditFields } from './credit.js';
import {
  BRANCH_FIVE_DIGITS,
  BUSINESS_NUMBER_NINE_DIGITS,
  CREDIT_LIMIT_NOT_ABOVE_ZERO,
  INSTITUTION_THREE_DIGITS,
  KYB_FIELD_REQUIRED,
  NOT_A_NUMBER,
  NOT_A_WEBSITE,
  NOT_A_YEAR,
  NOT_DIGITS,
  NOT_NEGATIVE,
  OWNERSHIP_OUT_OF_RANGE,
  OWNERSHIP_TOTAL_OVER_100,
  SECTION_BENEFICIAL_OWNERSHIP,
  SECTION_BILLING_INFORMATION,
  SECTION_BUSINESS_ADDRESS,
  SECTION_BUSINESS_DETAILS,
  SECTION_CREDIT_INFORMATION,
  SECTION_KEY_PERSONNEL,
  WHOLE_NUMBER,
} from './messages.js';
import { BANK_ACCOUNT_TYPES, CREDIT_CYCLES, KYB_COUNTRIES, LEGAL_STRUCTURES, PROVINCES } from './referenceData.js';
import {
  isAboveZero,
  isBlank,
  isDigits,
  isNineDigit,
  isNotNegative,
  isNumber,
  isOwnershipInRange,
  isWebsite,
  isWholeNumber,
  isYear,
  ownershipTotalFits,
} from './model.js';
// The Canadian bank numbers' digits, one rule with the manual bank form's.
import { isBankNumber } from '../banking/model.js';
import {
  checkLine,
  checkOrganisationName,
  checkRequiredText,
  checkSelect,
  chosenKey,
  reporter,
  type FieldPath,
  type Report,
} from './schemas.js';

// The "Know your Business" dialog (kyb-onboarding.md §2.2, §3.5, §4.2, §5.5, §5.6): its six sections,
// the values each holds and the rules each must pass, with the spec's messages (the rules it shares with
// the wizard from model.ts and schemas.ts). One form holds all six
// (each under its payload group's name), so the credit rules can read the years in business; a section
// is saved when the issues under its name are none (`sectionIssues`).

// --- Sections -------------------------------------------------------------------------------------------

/** The six sections in order, by the name of their payload group (§3.5 "Saved payload groups"). */
export const KYB_SECTIONS = [
  'BusinessDetails',
  'BusinessAddress',
  'BillingInformation',
  'BeneficialOwnership',
  'KeyPersonnel',
  'CreditInformation',
] as const;
export type KybSection = (typeof KYB_SECTIONS)[number];

/** Each section's title (§2.2). */
export const KYB_SECTION_TITLES: Readonly<Record<KybSection, string>> = {
  BusinessDetails: SECTION_BUSINESS_DETAILS,
  BusinessAddress: SECTION_BUSINESS_ADDRESS,
  BillingInformation: SECTION_BILLING_INFORMATION,
  BeneficialOwnership: SECTION_BENEFICIAL_OWNERSHIP,
  KeyPersonnel: SECTION_KEY_PERSONNEL,
  CreditInformation: SECTION_CREDIT_INFORMATION,
};

/** §9: at most 4 beneficial owners. */
export const MAX_BENEFICIAL_OWNERS = 4;

// --- Values -----------------------------------------------------------------------------------------------

const text = z.string();

/** The address group (§3.5): business address, billing, each owner and the bank. */
const addressShape = {
  buildingNumber: text,
  buildingName: text,
  street: text,
  apartmentNumber: text,
  city: text,
  state: chosenKey,
  zip: text,
  country: chosenKey,
};

const addressSchema = z.object(addressShape);

/** A file saved as soon as it was chosen: the server's name and address for it (§3.5, §4.3). */
export const uploadedKybFileSchema = z.object({ name: z.string(), url: z.string() });
export type UploadedKybFile = z.output<typeof uploadedKybFileSchema>;

const businessDetailsSchema = z.object({
  businessLegalName: text,
  businessNumber: text,
  legalStructure: chosenKey,
  incorporatedYear: text,
  incorporatedProvince: chosenKey,
  yearsInBusiness: text,
  yearsInControl: text,
  annualSales: text,
  weeklySpend: text,
  /** Listed by the spec's default values beside weeklySpend; no field asks it. */
  monthlySpend: text,
  numberOfEmployees: text,
  /** The lookup's choice as "code - title" (`sicChoiceValue`). */
  businessSic: text,
  website: text,
  isPubliclyTraded: z.boolean(),
  tickerSymbol: text,
});

const billingInformationSchema = z.object({
  ...addressShape,
  /** The user's name, e-mail and phone: prefilled and read only (§6). */
  name: text,
  email: text,
  phone: text,
  title: text,
  /**
   * Checked: the billing address is the user's own (the fields are editable); unchecked: it is copied
   * from the business address (§4.2, `withBillingCopy`). The name reads the other way round; it is
   * the name the API knows.
   */
  isAddressEqualPhysicalAddress: z.boolean(),
});

export const beneficialOwnerSchema = z.object({ ...addressShape, fname: text, lname: text, ownershipPercentage: text });

const beneficialOwnershipSchema = z.object({
  hasSignificantShare: z.boolean(),
  owners: z.array(beneficialOwnerSchema),
});

const keyPersonnelSchema = z.object({
  ceo: text,
  president: text,
  cfo: text,
  treasurerOrSecratary: text,
  secratary: text,
  director1: text,
  director2: text,
  director3: text,
  director4: text,
});

const creditInformationSchema = z.object({
  ...addressShape,
  isCreditLineRequired: z.boolean(),
  canProvidePersonalGuarantee: z.boolean(),
  requestedCreditLimit: text,
  creditCycle: chosenKey,
  bankName: text,
  bankAccountNumber: text,
  bankInstitutionNumber: text,
  bankBranchNumber: text,
  bankAccountType: chosenKey,
  financialStatement: z.nullable(uploadedKybFileSchema),
  voidCheque: z.nullable(uploadedKybFileSchema),
});

// --- Rules ------------------------------------------------------------------------------------------------

type Address = z.output<typeof addressSchema>;

/** Required, then each rule in turn: the first that fails reports its message. */
function checkText(
  report: Report,
  path: FieldPath,
  value: string,
  rules: readonly (readonly [(value: string) => boolean, string])[] = [],
): void {
  checkRequiredText(report, path, value);
  if (isBlank(value)) return;
  const failed = rules.find(([passes]) => !passes(value));
  if (failed) report(path, failed[1]);
}

const numberRule = [isNumber, NOT_A_NUMBER] as const;
const notNegativeRule = [isNotNegative, NOT_NEGATIVE] as const;

/** §5.5: every address field but buildingName and apartmentNumber is required; lines at most 30 characters. */
function checkAddress(report: Report, at: FieldPath, address: Address): void {
  checkLine(report, [...at, 'buildingNumber'], address.buildingNumber, true);
  checkLine(report, [...at, 'buildingName'], address.buildingName, false);
  checkLine(report, [...at, 'street'], address.street, true);
  checkLine(report, [...at, 'apartmentNumber'], address.apartmentNumber, false);
  checkRequiredText(report, [...at, 'city'], address.city);
  checkSelect(report, [...at, 'state'], address.state, PROVINCES);
  checkRequiredText(report, [...at, 'zip'], address.zip);
  checkSelect(report, [...at, 'country'], address.country, KYB_COUNTRIES);
}

function checkBusinessDetails(report: Report, details: z.output<typeof businessDetailsSchema>): void {
  const at = (field: string): FieldPath => ['BusinessDetails', field];
  checkOrganisationName(report, at('businessLegalName'), details.businessLegalName);
  checkText(report, at('businessNumber'), details.businessNumber, [
    numberRule,
    [(value) => isNineDigit(value) && isDigits(value), BUSINESS_NUMBER_NINE_DIGITS],
  ]);
  checkSelect(report, at('legalStructure'), details.legalStructure, LEGAL_STRUCTURES);
  checkText(report, at('incorporatedYear'), details.incorporatedYear, [[isYear, NOT_A_YEAR]]);
  checkSelect(report, at('incorporatedProvince'), details.incorporatedProvince, PROVINCES);
  for (const field of ['yearsInBusiness', 'yearsInControl', 'annualSales', 'weeklySpend'] as const)
    checkText(report, at(field), details[field], [numberRule, notNegativeRule]);
  checkText(report, at('numberOfEmployees'), details.numberOfEmployees, [
    numberRule,
    notNegativeRule,
    [isWholeNumber, WHOLE_NUMBER],
  ]);
  checkText(report, at('businessSic'), details.businessSic);
  checkText(report, at('website'), details.website, [[isWebsite, NOT_A_WEBSITE]]);
  if (details.isPubliclyTraded) checkText(report, at('tickerSymbol'), details.tickerSymbol);
}

function checkBilling(report: Report, billing: z.output<typeof billingInformationSchema>): void {
  checkText(report, ['BillingInformation', 'title'], billing.title);
  checkAddress(report, ['BillingInformation'], billing);
}

function checkOwners(report: Report, ownership: z.output<typeof beneficialOwnershipSchema>): void {
  if (!ownership.hasSignificantShare) return;
  ownership.owners.forEach((owner, index) => {
    const at: FieldPath = ['BeneficialOwnership', 'owners', index];
    checkText(report, [...at, 'fname'], owner.fname);
    checkText(report, [...at, 'lname'], owner.lname);
    checkText(report, [...at, 'ownershipPercentage'], owner.ownershipPercentage, [
      numberRule,
      [(value) => isOwnershipInRange(Number(value)), OWNERSHIP_OUT_OF_RANGE],
    ]);
    checkAddress(report, at, owner);
  });
  // Together at most 100 % (once each is a number in range): said at the last owner's percentage.
  const percentages = ownership.owners.map((owner) => Number(owner.ownershipPercentage));
  const eachInRange = ownership.owners.every(
    (owner) => isNumber(owner.ownershipPercentage) && isOwnershipInRange(Number(owner.ownershipPercentage)),
  );
  if (eachInRange && !ownershipTotalFits(percentages))
    report(
      ['BeneficialOwnership', 'owners', ownership.owners.length - 1, 'ownershipPercentage'],
      OWNERSHIP_TOTAL_OVER_100,
    );
}

function checkCredit(report: Report, credit: z.output<typeof creditInformationSchema>, yearsInBusiness: string): void {
  const path = creditPath(credit, yearsInBusiness);
  if (!showsCreditFields(path)) return;
  const at = (field: string): FieldPath => ['CreditInformation', field];
  checkText(report, at('requestedCreditLimit'), credit.requestedCreditLimit, [
    numberRule,
    [isAboveZero, CREDIT_LIMIT_NOT_ABOVE_ZERO],
  ]);
  checkSelect(report, at('creditCycle'), credit.creditCycle, CREDIT_CYCLES);
  checkOrganisationName(report, at('bankName'), credit.bankName);
  checkText(report, at('bankAccountNumber'), credit.bankAccountNumber, [[isDigits, NOT_DIGITS]]);
  checkText(report, at('bankInstitutionNumber'), credit.bankInstitutionNumber, [
    [isDigits, NOT_DIGITS],
    [(value) => isBankNumber('instituteNumber', value), INSTITUTION_THREE_DIGITS],
  ]);
  checkText(report, at('bankBranchNumber'), credit.bankBranchNumber, [
    [isDigits, NOT_DIGITS],
    [(value) => isBankNumber('branchTransitNumber', value), BRANCH_FIVE_DIGITS],
  ]);
  checkSelect(report, at('bankAccountType'), credit.bankAccountType, BANK_ACCOUNT_TYPES);
  checkAddress(report, ['CreditInformation'], credit);
  // §5.5: an upload is invalid while no file name is stored.
  if (!credit.voidCheque?.name) report(at('voidCheque'), KYB_FIELD_REQUIRED);
  if (requiresFinancialStatement(path) && !credit.financialStatement?.name)
    report(at('financialStatement'), KYB_FIELD_REQUIRED);
}

/** The application's values without its rules (what the form holds, read into the values the calls send). */
const kybFormShape = z.object({
  BusinessDetails: businessDetailsSchema,
  BusinessAddress: addressSchema,
  BillingInformation: billingInformationSchema,
  BeneficialOwnership: beneficialOwnershipSchema,
  KeyPersonnel: keyPersonnelSchema,
  CreditInformation: creditInformationSchema,
});

/** The whole application's rules with their messages; each issue's path starts with its section. */
export const kybFormSchema = kybFormShape.check(
  z.superRefine((form, context) => {
    const report = reporter(context);
    checkBusinessDetails(report, form.BusinessDetails);
    checkAddress(report, ['BusinessAddress'], form.BusinessAddress);
    checkBilling(report, form.BillingInformation);
    checkOwners(report, form.BeneficialOwnership);
    checkText(report, ['KeyPersonnel', 'ceo'], form.KeyPersonnel.ceo);
    checkCredit(report, form.CreditInformation, form.BusinessDetails.yearsInBusiness);
  }),
);

export type KybFormInput = z.input<typeof kybFormSchema>;

/**
 * What the form holds as the values the calls send (a select nobody chose is `''`), whatever the rules
 * say: a section is saved while later ones are still empty.
 */
export function kybFormValues(input: KybFormInput): KybFormValues {
  return kybFormShape.parse(input);
}
export type KybFormValues = z.output<typeof kybFormSchema>;
export type KybAddress = Address;
export type BusinessDetailsValues = KybFormValues['BusinessDetails'];
export type BillingInformationValues = KybFormValues['BillingInformation'];
export type BeneficialOwner = z.output<typeof beneficialOwnerSchema>;
export type KeyPersonnelValues = KybFormValues['KeyPersonnel'];
export type CreditInformationValues = KybFormValues['CreditInformation'];

/** A message of the rules at a field's path (`['BusinessDetails', 'website']`). */
export interface KybIssue {
  path: readonly (string | number)[];
  message: string;
}

/**
 * The rules' messages under one section (what a Save of that section shows), in the order of its
 * fields. Values the form could not hold (a wrong type) are reported as the schema finds them.
 */
export function sectionIssues(values: KybFormInput, section: KybSection): KybIssue[] {
  const result = kybFormSchema.safeParse(values);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.path[0] === section)
    .map((issue) => ({
      path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
      message: issue.message,
    }));
}

// The empty values of a new application live in emptyKybForm.ts.
export { blankBeneficialOwner, emptyKybAddress, emptyKybForm, type KybContact } from './emptyKybForm.js';
