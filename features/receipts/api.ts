import { useApiAction, useApiQuery } from '../api/index.js';
import { APPROVAL_DECISION_FAILED, RECEIPT_APPROVED_ON_PAGE, RECEIPT_REJECTED_ON_PAGE } from './messages.js';
import { type ApprovalDecision, type ReceiptApproval } from './model.js';
import { receiptApprovalListSchema } from './schemas.js';

export const RECEIPT_APPROVALS_PATH = '/card/card/transaction/receipt/approval';
/** The transactions list and drawer read the receipt state an approval changes. */
const TRANSACTIONS_PATH = '/card/card/transaction';

/** The approval requests the signed-in approver sees; `enabled: false` sends nothing. */
export function useReceiptApprovals(enabled = true) {
  return useApiQuery<ReceiptApproval[]>(enabled ? RECEIPT_APPROVALS_PATH : null, undefined, {
    schema: receiptApprovalListSchema,
  });
}

/** Approves or rejects a request; any failure shows the ruling's text. */
export function useDecideReceiptApproval() {
  return useApiAction(
    (client, id: number, status: ApprovalDecision) =>
      client.patch<unknown>(`${RECEIPT_APPROVALS_PATH}/${id}`, { status }).then(() => status),
    {
      success: (status) => (status === 'approve' ? RECEIPT_APPROVED_ON_PAGE : RECEIPT_REJECTED_ON_PAGE),
      failure: { fallback: APPROVAL_DECISION_FAILED },
      // A decision on a receipt changes no amount, date or merchant: the spend picture is not read again.
      revalidate: [TRANSACTIONS_PATH],
      revalidateWholeLists: false,
    },
  );
}
