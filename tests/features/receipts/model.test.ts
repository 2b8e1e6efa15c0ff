import { describe, expect, it } from 'vitest';
import { approvalReceipt, approvalState, receiptApprovalListSchema } from '../../../features/receipts/model.js';

describe('receipt approval requests', () => {
  it('are pending unless rejected', () => {
    expect(approvalState({ rejected: false })).toBe('pending');
    expect(approvalState({ rejected: null })).toBe('pending');
    expect(approvalState({ rejected: true })).toBe('rejected');
  });

  it('show the receipt only when the transaction has one', () => {
    const transaction = { merchant_name: 'Staples', transaction_date: null, transaction_amount: 12 };
    expect(approvalReceipt({ transaction: null })).toBeNull();
    expect(approvalReceipt({ transaction: { ...transaction, receipt_response: null } })).toBeNull();
    expect(
      approvalReceipt({
        transaction: { ...transaction, receipt_response: { receipt_image: 'https://x.example/r.pdf', file: 'r.pdf' } },
      }),
    ).toEqual({ src: 'https://x.example/r.pdf', fileName: 'r.pdf' });
  });

  it('read the list the server answers, amounts given as text included', () => {
    const list = receiptApprovalListSchema.parse([
      {
        id: 3,
        requested_by: { name: 'Evan Employee' },
        rejected: false,
        transaction: { merchant_name: 'Staples', transaction_date: '2026-11-02T15:00:00Z', transaction_amount: '42.5' },
      },
    ]);
    expect(list[0]?.transaction?.transaction_amount).toBe(42.5);
  });
});
