import { z } from 'zod/mini';
import type { Expect, OutputOf, SameType } from '../api/answerSchema.js';
import type { BankDetails, Recipient, RecipientList } from './model.js';
import type { FieldRule, RequirementsAnswer } from './requirements.js';

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

// --- The requirements answer and the fields it builds ------------------------------------------------

/** One field's rule as the server sends it: a bare pattern, or a description. */
export const fieldRuleSchema = z.union([
  z.string(),
  z.object({
    label: z.optional(z.string()),
    type: z.optional(z.enum(['text', 'select', 'date'])),
    required: z.optional(z.boolean()),
    pattern: z.optional(z.string()),
    min_length: z.optional(z.number()),
    max_length: z.optional(z.number()),
    values: z.optional(z.array(z.union([z.string(), z.object({ value: z.string(), label: z.string() })]))),
  }),
]);
/** A group of fields: by name (`{name: rule}`), or as a list of rules carrying their name. */
const fieldGroupSchema = z.union([z.record(z.string(), fieldRuleSchema), z.array(z.looseObject({ name: z.string() }))]);

/** `results` of POST /utility/get-beneficiary-requirements. */
export const requirementsAnswerSchema = z.object({
  requirements: z._default(fieldGroupSchema, {}),
  bank_details: z._default(fieldGroupSchema, {}),
  /**
   * The server's fixed flag: the entity type cannot be chosen for this bank country and currency — the
   * Individual option is not available (§5).
   */
  fixed: z.optional(z.boolean()),
});

export type AnswerTypesMatch = [
  Expect<SameType<OutputOf<typeof bankDetailsSchema>, BankDetails>>,
  Expect<SameType<OutputOf<typeof recipientSchema>, Recipient>>,
  Expect<SameType<OutputOf<typeof recipientListSchema>, RecipientList>>,
  Expect<SameType<OutputOf<typeof fieldRuleSchema>, FieldRule>>,
  Expect<SameType<OutputOf<typeof requirementsAnswerSchema>, RequirementsAnswer>>,
];
