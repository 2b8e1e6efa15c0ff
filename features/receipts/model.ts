/** A receipt approval request (cards-transactions-team.md §3 "Receipt approval request"); checked by schemas.ts. */
export interface ReceiptApproval {
  id: number;
  requested_by?: { name?: string | null } | null;
  rejected?: boolean | null;
  transaction?: {
    id?: number | null;
    merchant_name?: string | null;
    transaction_date?: string | null;
    /** A garbled amount reads 0. */
    transaction_amount: number;
    receipt_response?: { receipt_image?: string | null; file?: string | null } | null;
  } | null;
}

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

/** A decision that has just been made: the request and where it stood in the list. */
export interface DecidedRequest {
  id: number;
  index: number;
}

/**
 * Where keyboard focus goes after a decision, once the refreshed list no longer shows the request as
 * pending (the decided request's buttons are gone, so focus must not fall to the page): the header of
 * the next pending request at or after its place, else the nearest pending one before it, else the
 * decided request itself when it stays (rejected), else whatever now holds its place; with no
 * requests left, the page heading. `wait` while the list still shows the request pending.
 */
export function focusAfterDecision(
  requests: readonly Pick<ReceiptApproval, 'id' | 'rejected'>[],
  decided: DecidedRequest,
): 'wait' | 'heading' | { id: number } {
  const current = requests.find((request) => request.id === decided.id);
  if (current && approvalState(current) === 'pending') return 'wait';
  const pending = requests
    .map((request, index) => ({ request, index }))
    .filter(({ request }) => approvalState(request) === 'pending');
  const after = pending.find(({ index }) => index >= decided.index);
  const before = pending.filter(({ index }) => index < decided.index).at(-1);
  const fallback = current ?? requests[Math.min(decided.index, requests.length - 1)];
  const target = after?.request ?? before?.request ?? fallback;
  return target ? { id: target.id } : 'heading';
}
