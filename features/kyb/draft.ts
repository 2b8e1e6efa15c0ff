import { z } from 'zod/mini';
import { withBillingCopy } from './billing.js';
import {
  blankBeneficialOwner,
  emptyKybForm,
  KYB_SECTIONS,
  kybFormSchema,
  type BeneficialOwner,
  type KybContact,
  type KybFormValues,
  type KybSection,
  type UploadedKybFile,
} from './kybForm.js';

// The calls of the dialog variant (kyb-onboarding.md §7) as data: the saved draft read back into the
// form, the partial JSON save, the final multipart submission and the two uploads' answers.

export const KYB_PATH = '/auth/company/kyb';
export const FINANCIAL_STATEMENT_UPLOAD_PATH = '/company/save-in-progress-kyb/financial-statement';
export const VOID_CHEQUE_UPLOAD_PATH = '/company/save-in-progress-kyb/void-cheque';

// --- GET /auth/company/kyb ----------------------------------------------------------------------------------

/** A text the draft may hold as a string, a number or nothing. */
const draftText = z.pipe(
  z.nullish(z.union([z.string(), z.number(), z.boolean()])),
  z.transform((value) => (value === null || value === undefined ? '' : String(value))),
);
const draftFlag = z.pipe(
  z.nullish(z.union([z.boolean(), z.string()])),
  z.transform((value) => value === true || value === 'true'),
);
const draftFlagDefaultYes = z.pipe(
  z.nullish(z.union([z.boolean(), z.string()])),
  z.transform((value) => value !== false && value !== 'false'),
);

/** A group as stored: the value, or the JSON text a multipart submission sent; anything unreadable is absent. */
function storedGroup<Schema extends z.core.$ZodType>(schema: Schema) {
  return z.pipe(
    z.transform((value: unknown) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return null;
      }
    }),
    z.nullish(z.catch(z.nullable(schema), null)),
  );
}

function draftGroup<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return storedGroup(z.looseObject(shape));
}

function textFields<Name extends string>(names: readonly Name[]): Record<Name, typeof draftText> {
  return Object.fromEntries(names.map((name) => [name, draftText])) as Record<Name, typeof draftText>;
}

const ADDRESS_FIELDS = [
  'buildingNumber',
  'buildingName',
  'street',
  'apartmentNumber',
  'city',
  'state',
  'zip',
  'country',
] as const;
const BUSINESS_TEXT_FIELDS = [
  'businessLegalName',
  'businessNumber',
  'legalStructure',
  'incorporatedYear',
  'incorporatedProvince',
  'yearsInBusiness',
  'yearsInControl',
  'annualSales',
  'weeklySpend',
  'monthlySpend',
  'numberOfEmployees',
  'businessSic',
  'website',
  'tickerSymbol',
] as const;
const KEY_PERSONNEL_FIELDS = [
  'ceo',
  'president',
  'cfo',
  'treasurerOrSecratary',
  'secratary',
  'director1',
  'director2',
  'director3',
  'director4',
] as const;
const CREDIT_TEXT_FIELDS = [
  'requestedCreditLimit',
  'creditCycle',
  'bankName',
  'bankAccountNumber',
  'bankInstitutionNumber',
  'bankBranchNumber',
  'bankAccountType',
] as const;

const ownerAnswer = z.looseObject({
  ...textFields(ADDRESS_FIELDS),
  ...textFields(['fname', 'lname', 'ownershipPercentage']),
});

/** The saved draft's `data` (§7): `partialData` and the six groups, each possibly absent. */
const draftDataSchema = z.looseObject({
  partialData: draftFlag,
  BusinessDetails: draftGroup({ ...textFields(BUSINESS_TEXT_FIELDS), isPubliclyTraded: draftFlag }),
  BusinessAddress: draftGroup(textFields(ADDRESS_FIELDS)),
  BillingInformation: draftGroup({
    ...textFields(ADDRESS_FIELDS),
    title: draftText,
    isAddressEqualPhysicalAddress: draftFlag,
  }),
  BeneficialOwnership: storedGroup(z.array(ownerAnswer)),
  KeyPersonnel: draftGroup(textFields(KEY_PERSONNEL_FIELDS)),
  CreditInformation: draftGroup({
    ...textFields(ADDRESS_FIELDS),
    ...textFields(CREDIT_TEXT_FIELDS),
    // Both default to yes (§9): only a stored "no" is no.
    isCreditLineRequired: draftFlagDefaultYes,
    canProvidePersonalGuarantee: draftFlagDefaultYes,
  }),
});

/** GET /auth/company/kyb `results` (§7): the draft and the two uploaded files. */
export const kybDraftAnswerSchema = z.looseObject({
  data: z.nullish(draftDataSchema),
  void_cheque_url: z.nullish(z.string()),
  void_cheque_file_name: z.nullish(z.string()),
  statement_url: z.nullish(z.string()),
  statement_file_name: z.nullish(z.string()),
});
export type KybDraftAnswer = z.output<typeof kybDraftAnswerSchema>;

/** A file the server holds, when it names both the file and where it is. */
function uploadedFile(name: string | null | undefined, url: string | null | undefined): UploadedKybFile | null {
  return name && url ? { name, url } : null;
}

/** Where the dialog stands after reading a draft. */
export interface KybResume {
  values: KybFormValues;
  /** Sections saved in order from the first (`0` when none): the dialog opens the next one. */
  savedSections: number;
}

/**
 * The form for a saved draft (§4.2): a draft flagged partial fills every section it holds (the owner
 * toggle on when its list is non-empty, the files as their name and url, the contact always the user's);
 * it resumes at the first section the draft does not hold or whose rules it no longer passes. Anything
 * else starts empty.
 */
export function kybFormFromDraft(answer: KybDraftAnswer | null | undefined, contact: KybContact): KybResume {
  const empty = emptyKybForm(contact);
  const data = answer?.data;
  if (!answer || !data?.partialData) return { values: empty, savedSections: 0 };
  const owners: BeneficialOwner[] = (data.BeneficialOwnership ?? []).map((owner) => {
    const blank = blankBeneficialOwner();
    return { ...blank, ...pick(owner, blank) };
  });
  const values: KybFormValues = {
    BusinessDetails: { ...empty.BusinessDetails, ...pick(data.BusinessDetails, empty.BusinessDetails) },
    BusinessAddress: { ...empty.BusinessAddress, ...pick(data.BusinessAddress, empty.BusinessAddress) },
    BillingInformation: {
      ...empty.BillingInformation,
      ...pick(data.BillingInformation, empty.BillingInformation),
      ...contact,
    },
    BeneficialOwnership: { hasSignificantShare: owners.length > 0, owners },
    KeyPersonnel: { ...empty.KeyPersonnel, ...pick(data.KeyPersonnel, empty.KeyPersonnel) },
    CreditInformation: {
      ...empty.CreditInformation,
      ...pick(data.CreditInformation, empty.CreditInformation),
      financialStatement: uploadedFile(answer.statement_file_name, answer.statement_url),
      voidCheque: uploadedFile(answer.void_cheque_file_name, answer.void_cheque_url),
    },
  };
  const held: Record<KybSection, boolean> = {
    BusinessDetails: Boolean(data.BusinessDetails),
    BusinessAddress: Boolean(data.BusinessAddress),
    BillingInformation: Boolean(data.BillingInformation),
    BeneficialOwnership: Array.isArray(data.BeneficialOwnership),
    KeyPersonnel: Boolean(data.KeyPersonnel),
    CreditInformation: Boolean(data.CreditInformation),
  };
  return { values, savedSections: savedSectionCount(values, (section) => held[section]) };
}

/** The fields of a stored group that the form has, with the form's value types. */
function pick<Group extends Record<string, unknown>>(
  stored: Record<string, unknown> | null | undefined,
  like: Group,
): Partial<Group> {
  if (!stored) return {};
  const picked: Partial<Record<string, unknown>> = {};
  for (const [field, emptyValue] of Object.entries(like)) {
    const value = stored[field];
    if (value !== undefined && typeof value === typeof emptyValue) picked[field] = value;
  }
  return picked as Partial<Group>;
}

/** How many sections from the first are saved: held, and passing their rules. */
export function savedSectionCount(values: KybFormValues, held: (section: KybSection) => boolean): number {
  const result = kybFormSchema.safeParse(values);
  const failing = new Set(result.success ? [] : result.error.issues.map((issue) => issue.path[0]));
  const firstUnsaved = KYB_SECTIONS.findIndex((section) => !held(section) || failing.has(section));
  return firstUnsaved === -1 ? KYB_SECTIONS.length : firstUnsaved;
}

// --- POST /auth/company/kyb -----------------------------------------------------------------------------------

type Trimmed<Group> = { [Field in keyof Group]: Group[Field] extends string ? string : Group[Field] };

/** Every text of a group trimmed, the rest as it is. */
function trimmed<Group extends object>(group: Group): Trimmed<Group> {
  return Object.fromEntries(
    Object.entries(group).map(([field, value]) => [field, typeof value === 'string' ? value.trim() : value]),
  ) as Trimmed<Group>;
}

type CreditWithoutFiles = Omit<KybFormValues['CreditInformation'], 'financialStatement' | 'voidCheque'>;

/** The six groups as the calls send them: BeneficialOwnership is the owner list (§7). */
export interface KybGroups {
  BusinessDetails: KybFormValues['BusinessDetails'];
  BusinessAddress: KybFormValues['BusinessAddress'];
  BillingInformation: KybFormValues['BillingInformation'];
  BeneficialOwnership: BeneficialOwner[];
  KeyPersonnel: KybFormValues['KeyPersonnel'];
  CreditInformation: KybFormValues['CreditInformation'];
}

/** The JSON body of a section's save (§7): `partialData` true and the six groups; `null` for a group not yet saved. */
export interface KybDraftBody {
  partialData: true;
  BusinessDetails: KybGroups['BusinessDetails'] | null;
  BusinessAddress: KybGroups['BusinessAddress'] | null;
  BillingInformation: KybGroups['BillingInformation'] | null;
  BeneficialOwnership: KybGroups['BeneficialOwnership'] | null;
  KeyPersonnel: KybGroups['KeyPersonnel'] | null;
  /** Without the two file fields: the uploads saved them already. */
  CreditInformation: CreditWithoutFiles | null;
}

/**
 * The six groups of the form's values, texts trimmed; the billing address copied from the business
 * address unless the user gave another (§4.2); the owners only while the toggle is on.
 */
export function kybGroups(values: KybFormValues): KybGroups {
  const ownership = values.BeneficialOwnership;
  const billing = values.BillingInformation;
  return {
    BusinessDetails: trimmed(values.BusinessDetails),
    BusinessAddress: trimmed(values.BusinessAddress),
    BillingInformation: trimmed(withBillingCopy(billing, values.BusinessAddress, billing)),
    BeneficialOwnership: ownership.hasSignificantShare ? ownership.owners.map(trimmed) : [],
    KeyPersonnel: trimmed(values.KeyPersonnel),
    CreditInformation: trimmed(values.CreditInformation),
  };
}

/**
 * The body of saving sections up to `savedSections` (counted from 1: saving section N after N-1 saved
 * gives N). Later sections, never saved, go as `null`, so the draft read back resumes where the user was.
 */
export function kybDraftBody(values: KybFormValues, savedSections: number): KybDraftBody {
  const groups = kybGroups(values);
  const saved = (section: KybSection) => KYB_SECTIONS.indexOf(section) < savedSections;
  const { financialStatement: _statement, voidCheque: _cheque, ...credit } = groups.CreditInformation;
  return {
    partialData: true,
    BusinessDetails: saved('BusinessDetails') ? groups.BusinessDetails : null,
    BusinessAddress: saved('BusinessAddress') ? groups.BusinessAddress : null,
    BillingInformation: saved('BillingInformation') ? groups.BillingInformation : null,
    BeneficialOwnership: saved('BeneficialOwnership') ? groups.BeneficialOwnership : null,
    KeyPersonnel: saved('KeyPersonnel') ? groups.KeyPersonnel : null,
    CreditInformation: saved('CreditInformation') ? credit : null,
  };
}

/**
 * The multipart fields of the final submission (§7): each of the six groups JSON-encoded (the files
 * as their name and url, already saved by their uploads).
 */
export function kybSubmission(values: KybFormValues): Record<KybSection, string> {
  const groups = kybGroups(values);
  return Object.fromEntries(KYB_SECTIONS.map((section) => [section, JSON.stringify(groups[section])])) as Record<
    KybSection,
    string
  >;
}

// --- The two uploads (§7) ---------------------------------------------------------------------------------------

/** POST …/financial-statement `results`: the statement's url and file name. */
export const financialStatementAnswerSchema = z.looseObject({
  statement_url: z.string(),
  statement_file_name: z.string(),
});

/** POST …/void-cheque `results`: the cheque's url and file name. */
export const voidChequeAnswerSchema = z.looseObject({
  void_cheque_url: z.string(),
  void_cheque_file_name: z.string(),
});

/** The financial statement the form keeps after its upload. */
export function savedFinancialStatement(answer: z.output<typeof financialStatementAnswerSchema>): UploadedKybFile {
  return { name: answer.statement_file_name, url: answer.statement_url };
}

/** The void cheque the form keeps after its upload. */
export function savedVoidCheque(answer: z.output<typeof voidChequeAnswerSchema>): UploadedKybFile {
  return { name: answer.void_cheque_file_name, url: answer.void_cheque_url };
}

/** The multipart payload of either upload: the one field `file`. */
export function kybUploadPayload(file: File): { file: File } {
  return { file };
}
