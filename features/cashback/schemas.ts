import { z } from 'zod/mini';
import type { Expect, OutputOf, SameType } from '../api/answerSchema.js';
import { REDEMPTION_ABOVE_MAXIMUM, REDEMPTION_BELOW_MINIMUM } from './messages.js';
import {
  MAXIMUM_REDEMPTION,
  MINIMUM_REDEMPTION,
  type CashbackRow,
  type CashbackSummary,
  type RedemptionFormValues,
  type RedemptionRequest,
  type Withdrawal,
  type WithdrawalList,
} from './model.js';

// The cashback answers' schemas (§3) and the redemption form's rules (§5). Their types are written out in model.ts (no zod type in the
// published declarations); the checks at the end keep the two the same.

/** §3 "Withdrawal". */
export const withdrawalSchema = z.object({
  id: z.optional(z.number()),
  created_at: z.string(),
  total_amount_deducted: z.number(),
  success: z.boolean(),
  processing: z.boolean(),
  failure_reason: z.nullish(z.string()),
  manually_resolved: z.boolean(),
  last_known_status: z.nullish(z.string()),
});

/** `results` of GET /bank/customer-withdrawal. */
export const withdrawalListSchema = z.object({ customer_withdrawals: z.array(withdrawalSchema) });

/** §3 "Cashback row". */
export const cashbackRowSchema = z.object({
  id: z.optional(z.number()),
  date: z.string(),
  cashback_earned: z.number(),
  cashback_redeemed: z.number(),
});

/** `results` of GET /card/card/cashback. */
export const cashbackSummarySchema = z.object({
  cashbacks: z.array(cashbackRowSchema),
  lifetime_cashback_earned: z.number(),
  lifetime_cashback_redeemed: z.number(),
});

/** §3 "Cashback redemption request". */
export const redemptionRequestSchema = z.object({
  id: z.optional(z.number()),
  created_at: z.string(),
  updated_at: z.nullish(z.string()),
  cashback_amount: z.number(),
  resolved: z.boolean(),
  redeemable_cashback: z.nullish(z.number()),
  redeemed_cashback: z.nullish(z.number()),
});
export const redemptionRequestListSchema = z.array(redemptionRequestSchema);

/** The redemption form (§5 "Cashback redemption"): an amount of at least 100 (a negative one too is below it). */
export const redemptionFormSchema = z.object({
  amount: z.pipe(
    z.nullable(z.number({ error: REDEMPTION_BELOW_MINIMUM })),
    // Custom schemas rather than refinements: the form's output is then a number, never null.
    z.pipe(
      z.custom<number>((value) => typeof value === 'number' && value >= MINIMUM_REDEMPTION, {
        message: REDEMPTION_BELOW_MINIMUM,
      }),
      z.custom<number>((value) => typeof value === 'number' && value <= MAXIMUM_REDEMPTION, {
        message: REDEMPTION_ABOVE_MAXIMUM,
      }),
    ),
  ),
});

export type AnswerTypesMatch = [
  Expect<SameType<OutputOf<typeof withdrawalSchema>, Withdrawal>>,
  Expect<SameType<OutputOf<typeof withdrawalListSchema>, WithdrawalList>>,
  Expect<SameType<OutputOf<typeof cashbackRowSchema>, CashbackRow>>,
  Expect<SameType<OutputOf<typeof cashbackSummarySchema>, CashbackSummary>>,
  Expect<SameType<OutputOf<typeof redemptionRequestSchema>, RedemptionRequest>>,
  Expect<SameType<z.input<typeof redemptionFormSchema>, RedemptionFormValues>>,
];
