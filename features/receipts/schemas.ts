import { z } from 'zod/mini';
import type { Expect, OutputOf, SameType } from '../api/answerSchema.js';
import type { ReceiptApproval } from './model.js';

// The approval answers' schemas; their type is written out in model.ts (no zod type in the published
// declarations), and the check at the end keeps the two the same.

const optionalText = z.nullish(z.string());

/** A receipt approval request (cards-transactions-team.md §3 "Receipt approval request"). */
export const receiptApprovalSchema = z.object({
  id: z.number(),
  requested_by: z.nullish(z.object({ name: optionalText })),
  rejected: z.nullish(z.boolean()),
  transaction: z.nullish(
    z.object({
      id: z.nullish(z.number()),
      merchant_name: optionalText,
      transaction_date: optionalText,
      transaction_amount: z.catch(z.coerce.number(), 0),
      receipt_response: z.nullish(z.object({ receipt_image: optionalText, file: optionalText })),
    }),
  ),
});

export const receiptApprovalListSchema = z.array(receiptApprovalSchema);

export type AnswerTypesMatch = [Expect<SameType<OutputOf<typeof receiptApprovalSchema>, ReceiptApproval>>];
