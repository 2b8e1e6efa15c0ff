import { z } from 'zod/mini';
import {
  emptyKybForm,
  kybFormSchema,
  kybFormValues,
  type CreditInformationValues,
  type KybFormInput,
  type KybFormValues,
} from './kybForm.js';

// The credit-information sheet (kyb-onboarding.md §2.2, §3.6, §4.3, §5.6; spec README ruling "The
// credit-information sheet"): the credit section of another team's registration form. Its fields and
// rules are the KYB dialog's own: the sheet's values sit in the application's form (`CreditInformation`,
// the years in business in `BusinessDetails`), and its rules are the dialog's, kept for its fields.

/** §3.6: the sheet's fields, in the order they show. */
export const CREDIT_SHEET_FIELDS = [
  'requestedCreditLimit',
  'creditCycle',
  'bankName',
  'bankAccountNumber',
  'bankInstitutionNumber',
  'bankBranchNumber',
  'bankAccountType',
  'financialStatement',
  'voidCheque',
] as const;
export type CreditSheetField = (typeof CREDIT_SHEET_FIELDS)[number];

/** What the sheet hands over on submit (§3.6); the two PDFs as the server saved them (name and url). */
export type CreditSheetValues = Pick<CreditInformationValues, CreditSheetField>;

function isSheetField(key: unknown): key is CreditSheetField {
  return CREDIT_SHEET_FIELDS.some((field) => field === key);
}

/**
 * The application form the sheet's fields are bound to: the years in business read from the host's form
 * (§3.6), a credit line requested with a personal guarantee — so the credit fields show and are checked
 * at any age, and the financial statement is required from 4 years (§5.6) — and the initial values.
 */
export function creditSheetForm(yearsInBusiness: string, initial: Partial<CreditSheetValues> = {}): KybFormValues {
  const empty = emptyKybForm({ name: '', email: '', phone: '' });
  return {
    ...empty,
    BusinessDetails: { ...empty.BusinessDetails, yearsInBusiness },
    CreditInformation: {
      ...empty.CreditInformation,
      isCreditLineRequired: true,
      canProvidePersonalGuarantee: true,
      ...initial,
    },
  };
}

/** The sheet's values out of the form's. */
export function creditSheetValues(form: KybFormValues): CreditSheetValues {
  const credit = form.CreditInformation;
  return {
    requestedCreditLimit: credit.requestedCreditLimit,
    creditCycle: credit.creditCycle,
    bankName: credit.bankName,
    bankAccountNumber: credit.bankAccountNumber,
    bankInstitutionNumber: credit.bankInstitutionNumber,
    bankBranchNumber: credit.bankBranchNumber,
    bankAccountType: credit.bankAccountType,
    financialStatement: credit.financialStatement,
    voidCheque: credit.voidCheque,
  };
}

/**
 * The sheet's rules (§5.6): the dialog's (`kybFormSchema`), reporting only the sheet's fields — the other
 * sections and the bank address are not part of it.
 */
export const creditSheetSchema = z.pipe(
  z
    .custom<KybFormInput>((value) => typeof value === 'object' && value !== null)
    .check(
      z.superRefine((form, context) => {
        const result = kybFormSchema.safeParse(form);
        if (result.success) return;
        for (const issue of result.error.issues) {
          const [section, field] = issue.path;
          if (section !== 'CreditInformation' || !isSheetField(field)) continue;
          context.addIssue({ code: 'custom', path: ['CreditInformation', field], message: issue.message });
        }
      }),
    ),
  z.transform((form: KybFormInput) => kybFormValues(form)),
);

/** The sheet's issues for a form's values (the rules as a pure function, for tests and the sheet). */
export function creditSheetIssues(form: KybFormInput): { field: CreditSheetField; message: string }[] {
  const result = creditSheetSchema.safeParse(form);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    const field = issue.path[1];
    return isSheetField(field) ? [{ field, message: issue.message }] : [];
  });
}
