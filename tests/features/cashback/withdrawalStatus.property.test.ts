import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANCELLED_BY_SENDER,
  redemptionFormSchema,
  redemptionStatus,
  withdrawalStatus,
} from '../../../features/cashback/model.js';
import {
  REDEMPTION_BELOW_MINIMUM,
  WITHDRAWAL_FAILED,
  WITHDRAWAL_NO_REASON,
  WITHDRAWAL_PROCESSING,
  WITHDRAWAL_REVERTED,
  WITHDRAWAL_SUCCESS,
} from '../../../features/cashback/messages.js';

const flags = fc.record({
  success: fc.boolean(),
  processing: fc.boolean(),
  manually_resolved: fc.boolean(),
  failure_reason: fc.option(fc.string(), { nil: null }),
  last_known_status: fc.option(
    fc.oneof(fc.constantFrom(CANCELLED_BY_SENDER, 'SETTLED', 'PENDING', 'RETURNED', 'REJECTED'), fc.string()),
    { nil: null },
  ),
});

describe('withdrawalStatus (cards-transactions-team.md §4), over every combination of the flags', () => {
  it('success or manually resolved is green success, unless a resolved cancellation by the sender: "Reverted"', () => {
    fc.assert(
      fc.property(flags, (withdrawal) => {
        const status = withdrawalStatus(withdrawal);
        if (withdrawal.manually_resolved && withdrawal.last_known_status === CANCELLED_BY_SENDER) {
          expect(status).toMatchObject({ kind: 'reverted', label: WITHDRAWAL_REVERTED, chip: true });
        } else if (withdrawal.success || withdrawal.manually_resolved) {
          expect(status).toMatchObject({ kind: 'success', label: WITHDRAWAL_SUCCESS, tone: 'success', chip: true });
        }
      }),
    );
  });

  it('otherwise processing is orange and shows no chip', () => {
    fc.assert(
      fc.property(flags, (withdrawal) => {
        fc.pre(!withdrawal.success && !withdrawal.manually_resolved && withdrawal.processing);
        expect(withdrawalStatus(withdrawal)).toEqual({
          kind: 'processing',
          label: WITHDRAWAL_PROCESSING,
          tone: 'warning',
          chip: false,
        });
      }),
    );
  });

  it('otherwise it failed: red, with the failure reason (or a fallback) for the tooltip', () => {
    fc.assert(
      fc.property(flags, (withdrawal) => {
        fc.pre(!withdrawal.success && !withdrawal.manually_resolved && !withdrawal.processing);
        const status = withdrawalStatus(withdrawal);
        expect(status).toMatchObject({ kind: 'failed', label: WITHDRAWAL_FAILED, tone: 'danger', chip: true });
        const reason = withdrawal.failure_reason?.trim();
        expect(status.reason).toBe(reason ? reason : WITHDRAWAL_NO_REASON);
      }),
    );
  });

  it('only rows that are not processing-only show a chip, and only failures carry a reason', () => {
    fc.assert(
      fc.property(flags, (withdrawal) => {
        const status = withdrawalStatus(withdrawal);
        expect(status.chip).toBe(status.kind !== 'processing');
        expect(status.reason !== undefined).toBe(status.kind === 'failed');
      }),
    );
  });
});

describe('redemption rules (§4, §5)', () => {
  it('refuses any amount below 100 (or none) with the spec text, and accepts 100 and above', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 99.999, noNaN: true }), (amount) => {
        const result = redemptionFormSchema.safeParse({ amount });
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.message).toBe(REDEMPTION_BELOW_MINIMUM);
      }),
    );
    expect(redemptionFormSchema.safeParse({ amount: null }).error?.issues[0]?.message).toBe(REDEMPTION_BELOW_MINIMUM);
    fc.assert(
      fc.property(fc.double({ min: 100, max: 99_999_999, noNaN: true }), (amount) => {
        expect(redemptionFormSchema.parse({ amount })).toEqual({ amount });
      }),
    );
  });

  it('refuses an amount above 99,999,999 with its text, never a smaller amount in its place', () => {
    fc.assert(
      fc.property(fc.double({ min: 99_999_999.01, max: 1e15, noNaN: true }), (amount) => {
        expect(redemptionFormSchema.safeParse({ amount }).error?.issues[0]?.message).toBe(
          'Cashback above $99,999,999 cannot be redeemed.',
        );
      }),
    );
  });

  it('a request is resolved, or shown as "Unresolved"', () => {
    expect(redemptionStatus({ resolved: true })).toBe('Resolved');
    expect(redemptionStatus({ resolved: false })).toBe('Unresolved');
  });
});
