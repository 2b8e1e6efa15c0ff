import { z } from 'zod';

const optionalText = z.string().nullish();

/** A receipt approval request (cards-transactions-team.md §3 "Receipt approval request"). */
export const receiptApprovalSchema = z.object({
  id: z.number(),
  requested_by: z.object({ name: optionalText }).nullish(),
  rejected: z.boolean().nullish(),
  transaction: z
    .object({
      id: z.number().nullish(),
      merchant_name: optionalText,
      transaction_date: optionalText,
      transaction_amount: z.coerce.number().catch(0),
      receipt_response: z.object({ receipt_image: optionalText, file: optionalText }).nullish(),
    })
    .nullish(),
});
export type ReceiptApproval = z.infer<typeof receiptApprovalSchema>;

export const receiptApprovalListSchema = z.array(receiptApprovalSchema);

/** What the approver decides (§7: PATCH body `status`). */
export type ApprovalDecision = 'approve' | 'reject';

/**
 * The state a request shows (§4): pending or rejected — approved requests leave the list. Only a
 * pending request can still be decided.
 */
export function approvalState(request: Pick<ReceiptApproval, 'rejected'>): 'pending' | 'rejected' {
  return request.rejected ? 'rejected' : 'pending';
}

/** The receipt's address and file name of a request, when it has one. */
export function approvalReceipt(request: Pick<ReceiptApproval, 'transaction'>) {
  const receipt = request.transaction?.receipt_response;
  const src = receipt?.receipt_image ?? null;
  return src ? { src, fileName: receipt?.file ?? null } : null;
}
