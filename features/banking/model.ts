import { z } from 'zod/mini';
import { PDF_OR_IMAGE_FILES, fileTypeProblem, type FormDataValue } from '../api/uploads.js';
import { TEXT_LIMITS, withinLimit } from '../forms/textLimits.js';
import {
  ACCOUNT_NUMBER_INVALID,
  BANK_FIELD_REQUIRED,
  INSTITUTION_NUMBER_INVALID,
  TRANSIT_NUMBER_INVALID,
  UNSUPPORTED_FILE,
  VOID_CHEQUE_REQUIRED,
} from './messages.js';

/** Maximum linked bank accounts (§9). */
export const MAX_LINKED_ACCOUNTS = 3;

/** Void cheques and bank statements: pdf, jpg, jpeg or png (§5), with the catalogue's text. */
export const BANK_DOCUMENT_FILES = PDF_OR_IMAGE_FILES;

// --- API shapes (§3), checked at the seam by schemas.ts ------------------------------------------

export interface BankAccount {
  id: number;
  nickname?: string | null;
  default: boolean;
  verified: boolean;
  institute_name?: string | null;
  institution_logo?: string | null;
  /** Codes the server may send as numbers read as text. */
  institution_details?: { account?: string | null; institution?: string | null; branch?: string | null } | null;
}

/** One account behind a public token (shape not shown by the spec: id and what names it). */
export interface ProviderAccount {
  id: string;
  name?: string | null;
  type?: string | null;
  mask?: string | null;
}

/** §3 "Linked-accounts response" (POST /bank/bank/accounts, inside `results`). */
export interface LinkedAccounts {
  accounts: ProviderAccount[];
  institute_logo?: string | null;
  institute_name: string;
  institute_id: string;
  public_token: string;
}

// --- Rules ---------------------------------------------------------------------------------------

/** True while the company may link another account (fewer than 3). */
export function mayLinkAnother(linkedCount: number): boolean {
  return linkedCount < MAX_LINKED_ACCOUNTS;
}

/** Delete and make primary are offered for non-default accounts only (§2, §4). */
export function offersAccountActions(account: Pick<BankAccount, 'default'>): boolean {
  return !account.default;
}

/** The numeric id delete and make primary require (§5); `undefined` for anything else. */
export function bankAccountId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string' || !/^\d+$/.test(value.trim())) return undefined;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) ? id : undefined;
}

/** What a provider account is called in the primary-account choice: name, type and the last digits. */
export function providerAccountLabel(account: ProviderAccount): string {
  const name = account.name?.trim() || 'Account';
  const type = account.type?.trim();
  const mask = account.mask?.trim();
  return [name, type && type !== name ? `(${type})` : '', mask ? `•••• ${mask}` : ''].filter(Boolean).join(' ');
}

// --- Manual bank form (§3, §5) ---------------------------------------------------------------------

export const BANK_ACCOUNT_TYPES = ['Chequing', 'Savings'] as const;
export const DEFAULT_BANK_COUNTRY = 'CA';

const notBlank = (value: string) => value.trim() !== '';
const requiredText = z.string().check(z.refine(notBlank, BANK_FIELD_REQUIRED));

/**
 * How many digits a Canadian bank number has: institution 3 and branch transit 5 (kyb-onboarding.md §9),
 * account 7 to 12 (what Canadian banks issue). Digits only: no sign, point, exponent or space inside.
 */
export const BANK_NUMBER_DIGITS = {
  instituteNumber: { min: 3, max: 3 },
  branchTransitNumber: { min: 5, max: 5 },
  accountNumber: { min: 7, max: 12 },
} as const;

/** Whether a bank number, trimmed, is only digits and as many as `BANK_NUMBER_DIGITS` says. */
export function isBankNumber(field: keyof typeof BANK_NUMBER_DIGITS, value: string): boolean {
  const { min, max } = BANK_NUMBER_DIGITS[field];
  const digits = value.trim();
  return /^\d+$/.test(digits) && digits.length >= min && digits.length <= max;
}

/** A required bank number: "This field is required" when blank, else `message` unless it is the right digits. */
const bankNumber = (field: keyof typeof BANK_NUMBER_DIGITS, message: string) =>
  z.string().check(
    z.superRefine((value, context) => {
      const problem = !notBlank(value) ? BANK_FIELD_REQUIRED : !isBankNumber(field, value) ? message : undefined;
      if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
    }),
  );

export const manualBankFormSchema = z
  .object({
    nickname: requiredText.check(withinLimit(TEXT_LIMITS.title)),
    institutionName: z.string().check(withinLimit(TEXT_LIMITS.title)),
    instituteNumber: bankNumber('instituteNumber', INSTITUTION_NUMBER_INVALID),
    branchTransitNumber: bankNumber('branchTransitNumber', TRANSIT_NUMBER_INVALID),
    accountNumber: bankNumber('accountNumber', ACCOUNT_NUMBER_INVALID),
    bankAccountType: z.nullable(z.string()),
    bankAddress: z.string().check(withinLimit(TEXT_LIMITS.addressLine)),
    bankCity: z.string().check(withinLimit(TEXT_LIMITS.place)),
    bankProvince: z.string().check(withinLimit(TEXT_LIMITS.place)),
    bankPostalCode: z.string().check(withinLimit(TEXT_LIMITS.postalCode)),
    bankCountry: z.nullable(z.string()),
    void_cheque: z.custom<File | null>((value) => value === null || value instanceof File),
  })
  .check(
    // By the cheque's content, so the schema is checked with `parseAsync` (as the form's resolver does).
    z.superRefine(async (form, context) => {
      if (!form.void_cheque) {
        context.addIssue({ code: 'custom', path: ['void_cheque'], message: VOID_CHEQUE_REQUIRED });
      } else if (await fileTypeProblem(form.void_cheque, BANK_DOCUMENT_FILES)) {
        context.addIssue({ code: 'custom', path: ['void_cheque'], message: UNSUPPORTED_FILE });
      }
    }),
  );

export type ManualBankFormInput = z.input<typeof manualBankFormSchema>;
export type ManualBankFormValues = z.output<typeof manualBankFormSchema>;

export const emptyManualBankForm: ManualBankFormInput = {
  nickname: '',
  institutionName: '',
  instituteNumber: '',
  branchTransitNumber: '',
  accountNumber: '',
  bankAccountType: 'Chequing',
  bankAddress: '',
  bankCity: '',
  bankProvince: '',
  bankPostalCode: '',
  bankCountry: DEFAULT_BANK_COUNTRY,
  void_cheque: null,
};

/** The multipart payload of POST bank/bank/link/manually: every field of the form, trimmed, and the file. */
export function toManualBankPayload(values: ManualBankFormValues): Record<string, FormDataValue> {
  const { void_cheque: voidCheque, ...fields } = values;
  const texts = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, (value ?? '').trim()]));
  return { ...texts, void_cheque: voidCheque };
}
