import { z } from 'zod/mini';
import type { Expect, OutputOf, SameType } from '../api/answerSchema.js';
import type { Card, CardHistoryEntry, CardList, CardTransaction, Employee, RevealedCard } from './model.js';

// The card answers' schemas (§3), checked at the seam. Their types are written out in model.ts, so that
// no zod type reaches the published declarations; the checks at the end keep the two the same.

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

export type AnswerTypesMatch = [
  Expect<SameType<OutputOf<typeof cardHistoryEntrySchema>, CardHistoryEntry>>,
  Expect<SameType<OutputOf<typeof cardSchema>, Card>>,
  Expect<SameType<OutputOf<typeof revealedCardSchema>, RevealedCard>>,
  Expect<SameType<OutputOf<typeof cardListSchema>, CardList>>,
  Expect<SameType<OutputOf<typeof cardTransactionSchema>, CardTransaction>>,
  Expect<SameType<OutputOf<typeof employeeSchema>, Employee>>,
];
