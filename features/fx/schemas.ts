import { z } from 'zod/mini';
import type { Expect, OutputOf, SameType } from '../api/answerSchema.js';
import type { Quote } from './quote.js';

// The quote answer's schema (accounts-payments-recipients.md §3), checked at the seam. Its type is written
// out in quote.ts, so that no zod type reaches the published declarations; the check at the end keeps the
// two the same.

/** A decimal as servers send money: a number or a numeric string ("1234.50"). */
export const decimalSchema = z.union([
  z.number(),
  z.pipe(
    z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/)),
    z.transform((text) => Number(text)),
  ),
]);
const optionalDecimal = z.nullish(decimalSchema);

/** `results` of both quote calls; loose, as the confirmation sends the whole quote back. */
export const quoteSchema = z.looseObject({
  buy_amount: decimalSchema,
  sell_amount: decimalSchema,
  rate: decimalSchema,
  threshold: optionalDecimal,
  user_amount: optionalDecimal,
  buy_currency: z.optional(z.string()),
  sell_currency: z.optional(z.string()),
  available_balance: optionalDecimal,
  k_sell_amount: optionalDecimal,
  k_buy_amount: optionalDecimal,
  k_payment_fee_amount: optionalDecimal,
  k_conversion_fee_amount: optionalDecimal,
  k_client_rate: optionalDecimal,
  k_converted_amount: optionalDecimal,
  transfer: z.optional(z.unknown()),
});

export type AnswerTypesMatch = [Expect<SameType<OutputOf<typeof quoteSchema>, Quote>>];
