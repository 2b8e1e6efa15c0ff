import { z } from 'zod/mini';
import type { Expect, OutputOf, SameType } from '../api/answerSchema.js';
import type { CashbackRow, CashbackSummary, RedemptionRequest, Withdrawal, WithdrawalList } from './model.js';

// The cashback answers' schemas (§3). Their types are written out in model.ts (no zod type in the
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

export type AnswerTypesMatch = [
  Expect<SameType<OutputOf<typeof withdrawalSchema>, Withdrawal>>,
  Expect<SameType<OutputOf<typeof withdrawalListSchema>, WithdrawalList>>,
  Expect<SameType<OutputOf<typeof cashbackRowSchema>, CashbackRow>>,
  Expect<SameType<OutputOf<typeof cashbackSummarySchema>, CashbackSummary>>,
  Expect<SameType<OutputOf<typeof redemptionRequestSchema>, RedemptionRequest>>,
];
