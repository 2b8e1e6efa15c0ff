import type { DemoStore } from '../core/store.js';
import type { ReceiptApprovalRecord } from '../transactions/model.js';
import { receiptView, transactionInstant, type CentralDay } from '../transactions/views.js';

/** A receipt approval request (§3 "Receipt approval request"). */
export function approvalView(store: DemoStore, request: ReceiptApprovalRecord, day: CentralDay) {
  const row = store.get('transactions', request.transaction_id);
  const requester = store.get('users', request.requested_by_user_id);
  const receipt = store.find('receiptResponses', (entry) => entry.transaction_id === request.transaction_id);
  return {
    id: request.id,
    requested_by: { name: requester?.name ?? '' },
    rejected: request.status === 'rejected',
    transaction: row
      ? {
          id: row.id,
          merchant_name: row.merchant_name,
          transaction_date: new Date(transactionInstant(row, day)).toISOString(),
          transaction_amount: row.amount,
          receipt_response: receipt ? receiptView(store, receipt, row) : null,
        }
      : null,
  };
}
