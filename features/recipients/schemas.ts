import { z } from 'zod/mini';
import type { Expect, OutputOf, SameType } from '../api/answerSchema.js';
import type { BankDetails, Recipient, RecipientList } from './model.js';

// The recipients' answers (§3), checked at the seam. Their types are written out in model.ts, so that no
// zod type reaches the published declarations; the checks at the end keep the two the same.

const optionalText = z.nullish(z.string());

export const bankDetailsSchema = z.looseObject({
  iban: optionalText,
  account_number: optionalText,
  beneficiary_country: optionalText,
});

export const recipientSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  nickname: optionalText,
  currency: z.string(),
  bank_details: z.nullish(bankDetailsSchema),
  payment_type: optionalText,
  recipient_country_code: optionalText,
  recipient_bank_country_code: optionalText,
  provider_beneficiary: z.nullish(z.boolean()),
});

export const recipientListSchema = z.object({ beneficiaries: z.array(recipientSchema) });

export type AnswerTypesMatch = [
  Expect<SameType<OutputOf<typeof bankDetailsSchema>, BankDetails>>,
  Expect<SameType<OutputOf<typeof recipientSchema>, Recipient>>,
  Expect<SameType<OutputOf<typeof recipientListSchema>, RecipientList>>,
];
