import { z } from 'zod/mini';
import { countryOptions } from 'spend-ui';
import type { Expect, OutputOf, SameType } from '../api/answerSchema.js';
import { fileTypeProblem } from '../api/uploads.js';
import { TEXT_LIMITS, withinLimit } from '../forms/textLimits.js';
import {
  ACCOUNT_NUMBER_INVALID,
  ACCOUNT_TYPE_NOT_OFFERED,
  COUNTRY_NOT_OFFERED,
  BANK_FIELD_REQUIRED,
  INSTITUTION_NUMBER_INVALID,
  TRANSIT_NUMBER_INVALID,
  UNSUPPORTED_FILE,
  VOID_CHEQUE_REQUIRED,
} from './messages.js';
import {
  BANK_ACCOUNT_TYPES,
  BANK_DOCUMENT_FILES,
  isBankNumber,
  type BANK_NUMBER_DIGITS,
  type BankAccount,
  type LinkedAccounts,
  type ManualBankFormInput,
  type ManualBankFormValues,
  type ProviderAccount,
} from './model.js';

// The banking answers' schemas (§3) and the manual bank form's rules (§5). Their types are written out in
// model.ts (no zod type in the published declarations); the checks at the end keep them the same.

const optionalText = z.nullish(z.string());
/** A text the server may send as a number. */
const optionalCode = z.nullish(z.coerce.string());
const textId = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

export const bankAccountSchema = z.object({
  id: z.number(),
  nickname: optionalText,
  default: z.boolean(),
  verified: z.boolean(),
  institute_name: optionalText,
  institution_logo: optionalText,
  institution_details: z.nullish(
    z.object({
      account: optionalCode,
      institution: optionalCode,
      branch: optionalCode,
    }),
  ),
});

/**
 * The part of GET /auth/company/setting this domain reads. Loose: the settings screens read the same
 * answer under the same cache key, so nothing of it may be stripped here.
 */
export const companyBankAccountsSchema = z.looseObject({ banks: z.array(bankAccountSchema) });

const linkToken = z.object({ link_token: z.string().check(z.minLength(1)) });

/** POST /bank/create-link-token (the token at the top, or inside `results`). */
export const linkTokenSchema = z.union([
  linkToken,
  z.pipe(
    z.object({ results: linkToken }),
    z.transform((body) => body.results),
  ),
]);

/** One account behind a public token (shape not shown by the spec: id and what names it). */
export const providerAccountSchema = z.object({
  id: textId,
  name: optionalText,
  type: optionalText,
  mask: optionalCode,
});

/** §3 "Linked-accounts response" (POST /bank/bank/accounts, inside `results`). */
export const linkedAccountsSchema = z.object({
  accounts: z.array(providerAccountSchema),
  institute_logo: optionalText,
  institute_name: z.string(),
  institute_id: textId,
  public_token: z.string(),
});

// --- Manual bank form (§3, §5) ---------------------------------------------------------------------

const notBlank = (value: string) => value.trim() !== '';
const requiredText = z.string().check(z.refine(notBlank, BANK_FIELD_REQUIRED));

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
    bankAccountType: z.nullable(
      z
        .string()
        .check(z.refine((type) => BANK_ACCOUNT_TYPES.some((offered) => offered === type), ACCOUNT_TYPE_NOT_OFFERED)),
    ),
    bankAddress: z.string().check(withinLimit(TEXT_LIMITS.addressLine)),
    bankCity: z.string().check(withinLimit(TEXT_LIMITS.place)),
    bankProvince: z.string().check(withinLimit(TEXT_LIMITS.place)),
    bankPostalCode: z.string().check(withinLimit(TEXT_LIMITS.postalCode)),
    bankCountry: z.nullable(
      z
        .string()
        .check(z.refine((code) => countryOptions().some((offered) => offered.code === code), COUNTRY_NOT_OFFERED)),
    ),
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

export type AnswerTypesMatch = [
  Expect<SameType<OutputOf<typeof bankAccountSchema>, BankAccount>>,
  Expect<SameType<OutputOf<typeof providerAccountSchema>, ProviderAccount>>,
  Expect<SameType<OutputOf<typeof linkedAccountsSchema>, LinkedAccounts>>,
  Expect<SameType<z.input<typeof manualBankFormSchema>, ManualBankFormInput>>,
  Expect<SameType<OutputOf<typeof manualBankFormSchema>, ManualBankFormValues>>,
];
