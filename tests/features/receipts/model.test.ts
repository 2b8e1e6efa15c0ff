import { describe, expect, it } from 'vitest';
import { approvalReceipt, approvalState, focusAfterDecision } from '../../../features/receipts/model.js';
import { receiptApprovalListSchema } from '../../../features/receipts/schemas.js';

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

describe('focus after a decision', () => {
  const list = (...rejected: boolean[]) => rejected.map((flag, index) => ({ id: index + 1, rejected: flag }));

  it('waits while the refreshed list still shows the request pending', () => {
    expect(focusAfterDecision(list(false, false), { id: 1, index: 0 })).toBe('wait');
  });

  it('goes to the next pending request at or after the decided one, past rejected ones', () => {
    // Request 2 was approved and left the list; 3 is rejected, 4 pending.
    const after = [
      { id: 1, rejected: false },
      { id: 3, rejected: true },
      { id: 4, rejected: false },
    ];
    expect(focusAfterDecision(after, { id: 2, index: 1 })).toEqual({ id: 4 });
    // Request 1 was rejected and stays: the next pending one still takes focus.
    expect(focusAfterDecision(list(true, false), { id: 1, index: 0 })).toEqual({ id: 2 });
  });

  it('goes back to the nearest pending request before it when none follows', () => {
    expect(focusAfterDecision(list(false, false, true), { id: 4, index: 3 })).toEqual({ id: 2 });
  });

  it('stays on a rejected request when nothing is pending, else on what holds its place', () => {
    expect(focusAfterDecision(list(true, true), { id: 2, index: 1 })).toEqual({ id: 2 });
    expect(focusAfterDecision(list(true), { id: 2, index: 1 })).toEqual({ id: 1 });
  });

  it('goes to the page heading when no request is left', () => {
    expect(focusAfterDecision([], { id: 1, index: 0 })).toBe('heading');
  });
});
