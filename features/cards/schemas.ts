import { z } from 'zod/mini';
import type { Expect, OutputOf, SameType } from '../api/answerSchema.js';
import { TEXT_LIMITS, withinLimit } from '../forms/textLimits.js';
import {
  cardLimitProblem,
  cycleRateProblem,
  type CardFormInput,
  type CardFormMode,
  type CardFormValues,
} from './cardForm.js';
import { CARD_FIELD_REQUIRED, CARD_PIN_LENGTH } from './messages.js';
import {
  MULTI_USE_CYCLE_TYPES,
  PIN_CHARACTERS,
  type Card,
  type CardHistoryEntry,
  type CardList,
  type CardTransaction,
  type Employee,
  type MultiUseCycleType,
  type RevealedCard,
} from './model.js';

// The card answers' schemas (§3), checked at the seam, and the card form's rules (§5). Their types are
// written out in model.ts and cardForm.ts, so that no zod type reaches the published declarations; the
// checks at the end keep them the same.

const money = z.coerce.number();
const optionalText = z.nullish(z.string());

export const cardHistoryEntrySchema = z.object({
  id: z.optional(z.number()),
  history_change_reason: optionalText,
  created_at: optionalText,
});

export const cardSchema = z.object({
  id: z.number(),
  card_name: z.string(),
  user: z.object({ id: z.number(), name: z.string() }),
  single_use: z.boolean(),
  card_limit: z.object({
    transaction_dollar_limit: money,
    custom_cycle_rate: z.nullish(money),
  }),
  cycle_type: z.string(),
  currency_type: z.string(),
  balance: z.nullish(
    z.object({
      available_balance: z.nullish(money),
      amount_spent_in_cycle: z.nullish(money),
      amount_spent: z.nullish(money),
    }),
  ),
  mailing_detail: z.nullish(z.record(z.string(), z.unknown())),
  physical_card: z.nullish(z.boolean()),
  physical_card_address1: optionalText,
  physical_card_address2: optionalText,
  physical_card_city: optionalText,
  physical_card_state: optionalText,
  physical_card_zip: optionalText,
  card_detail: z.nullish(z.object({ date_created: optionalText })),
  created_at: optionalText,
  blocked: z.boolean(),
  expired: z.boolean(),
  history: z.nullish(z.array(cardHistoryEntrySchema)),
});

/** The reveal call's card: the card, its secrets and its history. */
export const revealedCardSchema = z.extend(cardSchema, {
  card_secrets: z.object({ cardNumber: z.string(), expirationDate: z.string(), cvv: z.string() }),
});

export const cardListSchema = z.object({ card: z.array(cardSchema) });
export const cardSearchSchema = z.array(z.object({ card_details: cardSchema }));

export const cardTransactionSchema = z.object({
  id: z.optional(z.number()),
  merchant_name: optionalText,
  transaction_date: optionalText,
  posted_date: optionalText,
  transaction_amount: z.nullish(money),
  transaction_status: optionalText,
});
export const cardTransactionListSchema = z.array(cardTransactionSchema);

export const employeeSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: optionalText,
  is_active: z.nullish(z.boolean()),
  dashboard_ready: z.nullish(z.boolean()),
  assigned_manager: z.nullish(z.object({ manager__id: z.nullish(z.number()), manager__name: optionalText })),
});
export const employeeListSchema = z.array(employeeSchema);

// --- The card form (§5) ----------------------------------------------------------------------------

const blank = (value: string) => value.trim() === '';
/**
 * A number field's value: NaN when empty (the rules below say "required" for it). The form's money
 * fields set `null` when emptied, read here as NaN.
 */
const numberOrEmpty = z.union([
  // Any number, infinities too: `cardAmountProblem` says what is wrong with it in the spec's words.
  z.custom<number>((value) => typeof value === 'number'),
  z.pipe(
    z.null(),
    z.transform(() => Number.NaN),
  ),
]);
/** A select's key: `''` while none is chosen (the form's select sets `null` when cleared). */
const chosenKey = z.pipe(
  z.nullable(z.string()),
  z.transform((value) => value ?? ''),
);

/**
 * The card form's rules with their messages. Create asks name, assignee, type, limit, currency, and for
 * multi-use cards the cycle type and cycle rate; a physical card (multi-use only) needs a 4-character
 * PIN and an address. Edit asks what the update call sends: name, assignee, type, limit, cycle type.
 */
export function cardFormSchema(mode: CardFormMode) {
  return z
    .object({
      card_name: z.string().check(withinLimit(TEXT_LIMITS.title)),
      assignee: chosenKey,
      usage: z.enum(['single', 'multi']),
      card_limit: numberOrEmpty,
      currency_type: chosenKey,
      cycle_type: chosenKey,
      cycle_rate: numberOrEmpty,
      physical_card: z.boolean(),
      pin: z.string(),
      address1: z.string().check(withinLimit(TEXT_LIMITS.addressLine)),
      address2: z.string().check(withinLimit(TEXT_LIMITS.addressLine)),
      city: z.string().check(withinLimit(TEXT_LIMITS.place)),
      state: z.string().check(withinLimit(TEXT_LIMITS.place)),
      zip: z.string().check(withinLimit(TEXT_LIMITS.postalCode)),
      country: z.string(),
    })
    .check(
      z.superRefine((form, context) => {
        const problem = (path: keyof CardFormValues, message: string) =>
          context.addIssue({ code: 'custom', path: [path], message });
        if (blank(form.card_name)) problem('card_name', CARD_FIELD_REQUIRED);
        if (blank(form.assignee)) problem('assignee', CARD_FIELD_REQUIRED);
        const limit = cardLimitProblem(form.card_limit);
        if (limit) problem('card_limit', limit);
        if (mode === 'create' && blank(form.currency_type)) problem('currency_type', CARD_FIELD_REQUIRED);
        if (form.usage === 'single') return;
        if (!MULTI_USE_CYCLE_TYPES.includes(form.cycle_type as MultiUseCycleType))
          problem('cycle_type', CARD_FIELD_REQUIRED);
        if (mode === 'edit') return;
        const rate = cycleRateProblem(form.cycle_rate);
        if (rate) problem('cycle_rate', rate);
        if (!form.physical_card) return;
        if (form.pin.length !== PIN_CHARACTERS) problem('pin', CARD_PIN_LENGTH);
        for (const field of ['address1', 'city', 'state', 'zip', 'country'] as const) {
          if (blank(form[field])) problem(field, CARD_FIELD_REQUIRED);
        }
      }),
    );
}

export type AnswerTypesMatch = [
  Expect<SameType<OutputOf<typeof cardHistoryEntrySchema>, CardHistoryEntry>>,
  Expect<SameType<OutputOf<typeof cardSchema>, Card>>,
  Expect<SameType<OutputOf<typeof revealedCardSchema>, RevealedCard>>,
  Expect<SameType<OutputOf<typeof cardListSchema>, CardList>>,
  Expect<SameType<OutputOf<typeof cardTransactionSchema>, CardTransaction>>,
  Expect<SameType<OutputOf<typeof employeeSchema>, Employee>>,
  Expect<SameType<z.input<ReturnType<typeof cardFormSchema>>, CardFormInput>>,
  Expect<SameType<OutputOf<ReturnType<typeof cardFormSchema>>, CardFormValues>>,
];
