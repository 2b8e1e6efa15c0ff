import { z } from 'zod/mini';
import type { Expect, OutputOf, SameType } from '../api/answerSchema.js';
import { TEXT_LIMITS, withinLimit } from '../forms/textLimits.js';
import { MEMO_REQUIRED } from './messages.js';
import type {
  Balances,
  MemoResponse,
  ReceiptOcr,
  ReceiptResponse,
  Transaction,
  TransactionList,
  TransactionSearchResults,
} from './model.js';

// The transaction answers' schemas, checked at the seam, and the memo form's. Their types are written
// out in model.ts, so that no zod type reaches the published declarations; the checks at the end keep
// the two the same.

const amount = z.catch(z.coerce.number(), 0);
const optionalText = z.nullish(z.string());
const optionalFlag = z.nullish(z.boolean());

/** The OCR checks of an uploaded receipt. */
export const receiptOcrSchema = z.object({
  vendor_match: optionalFlag,
  amount_match: optionalFlag,
  date_match: optionalFlag,
});

export const receiptResponseSchema = z.object({
  id: z.number(),
  receipt_image: optionalText,
  file: optionalText,
  receipt_rejected: optionalFlag,
  ocr: z.nullish(receiptOcrSchema),
});

export const memoResponseSchema = z.object({ id: z.number(), reason: z.string() });

/** A card transaction (cards-transactions-team.md §3 "Transaction"). */
export const transactionSchema = z.object({
  id: z.number(),
  card_name: optionalText,
  card_holder_name: optionalText,
  user: z.nullish(z.object({ name: optionalText, email: optionalText })),
  transaction_date: z.string(),
  posted_date: optionalText,
  created_at: optionalText,
  merchant_name: optionalText,
  merchant_address: optionalText,
  merchant_city: optionalText,
  merchant_state: optionalText,
  merchant_zip: optionalText,
  merchant_details: z.nullish(
    z.object({
      details: z.nullish(z.object({ name: optionalText, amount: z.nullish(amount), source_amount: z.nullish(amount) })),
    }),
  ),
  assigned_currency: optionalText,
  // Not named by the spec: the merchant's own currency, which `merchant_details.details.source_amount` is in.
  source_currency: optionalText,
  reversal_reason: optionalText,
  declined: optionalFlag,
  fine: optionalFlag,
  transaction_status: optionalText,
  transaction_current_status: optionalText,
  transaction_amount: amount,
  cashback: z.nullish(amount),
  processed: optionalFlag,
  memo_response: z.nullish(memoResponseSchema),
  receipt_response: z.nullish(receiptResponseSchema),
  receipt_matched: optionalFlag,
  // Not named by the spec: an approval request for the receipt is waiting (see model.ts).
  receipt_approval_pending: optionalFlag,
  error_string: optionalText,
});

export const balancesSchema = z.object({
  amount_spent: amount,
  available_balance: amount,
  total_balance: amount,
});

/** `results` of GET /card/card/transaction. */
export const transactionListSchema = z.object({
  transactions: z.object({
    results: z.array(transactionSchema),
    next: optionalText,
    previous: optionalText,
    total_pages: z.nullish(z.number()),
    count: z.number(),
  }),
  balances: z.nullish(balancesSchema),
  cashback: z.nullish(amount),
});

/** `results` of the two search endpoints. */
export const transactionSearchSchema = z.array(z.object({ transaction_details: transactionSchema }));

/** A memo must not be blank to submit (§5); Submit says so at the field. */
export const memoSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1, MEMO_REQUIRED), withinLimit(TEXT_LIMITS.memo)),
});

export type AnswerTypesMatch = [
  Expect<SameType<OutputOf<typeof receiptOcrSchema>, ReceiptOcr>>,
  Expect<SameType<OutputOf<typeof receiptResponseSchema>, ReceiptResponse>>,
  Expect<SameType<OutputOf<typeof memoResponseSchema>, MemoResponse>>,
  Expect<SameType<OutputOf<typeof transactionSchema>, Transaction>>,
  Expect<SameType<OutputOf<typeof balancesSchema>, Balances>>,
  Expect<SameType<OutputOf<typeof transactionListSchema>, TransactionList>>,
  Expect<SameType<OutputOf<typeof transactionSearchSchema>, TransactionSearchResults>>,
];
