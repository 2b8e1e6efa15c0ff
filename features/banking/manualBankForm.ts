// The manual bank form's rules (classic zod, as the other react-hook-form schemas) apart from the
// answers' schemas in model.ts (zod/mini), so the banking screens that only read do not load classic zod.
import { z } from 'zod';
import { fileTypeProblem } from '../api/index.js';
import { BANK_FIELD_REQUIRED, UNSUPPORTED_FILE, VOID_CHEQUE_REQUIRED } from './messages.js';
import { BANK_DOCUMENT_FILES, DEFAULT_BANK_COUNTRY } from './model.js';

const requiredText = z.string().refine((value) => value.trim() !== '', BANK_FIELD_REQUIRED);

export const manualBankFormSchema = z
  .object({
    nickname: requiredText,
    institutionName: z.string(),
    instituteNumber: requiredText,
    branchTransitNumber: requiredText,
    accountNumber: requiredText,
    bankAccountType: z.string().nullable(),
    bankAddress: z.string(),
    bankCity: z.string(),
    bankProvince: z.string(),
    bankPostalCode: z.string(),
    bankCountry: z.string().nullable(),
    void_cheque: z.custom<File | null>((value) => value === null || value instanceof Blob),
  })
  .superRefine((form, context) => {
    if (!form.void_cheque) {
      context.addIssue({ code: 'custom', path: ['void_cheque'], message: VOID_CHEQUE_REQUIRED });
    } else if (fileTypeProblem(form.void_cheque, BANK_DOCUMENT_FILES)) {
      context.addIssue({ code: 'custom', path: ['void_cheque'], message: UNSUPPORTED_FILE });
    }
  });

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
