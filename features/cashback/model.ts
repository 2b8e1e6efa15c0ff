import { z } from 'zod/mini';
import {
  REDEMPTION_ABOVE_MAXIMUM,
  REDEMPTION_BELOW_MINIMUM,
  REDEMPTION_RESOLVED,
  REDEMPTION_UNRESOLVED,
  WITHDRAWAL_FAILED,
  WITHDRAWAL_NO_REASON,
  WITHDRAWAL_PROCESSING,
  WITHDRAWAL_REVERTED,
  WITHDRAWAL_SUCCESS,
} from './messages.js';

/** Minimum cashback redemption in dollars (§9). */
export const MINIMUM_REDEMPTION = 100;
/** Rows per page of the withdrawals, cashback and redemption grids (the product's grids, §9). */
export const CASHBACK_PAGE_SIZE = 50;
export const CASHBACK_GRID_HEIGHT = 700;
/**
 * The bank's `last_known_status` for a debit the sender (the company's bank) cancelled: manually
 * resolved, it shows "Reverted" (§4).
 */
export const CANCELLED_BY_SENDER = 'CANCELLED_BY_SENDER';

// --- API shapes (§3), checked at the seam by schemas.ts -------------------------------------------

/** §3 "Withdrawal". */
export interface Withdrawal {
  id?: number;
  created_at: string;
  total_amount_deducted: number;
  success: boolean;
  processing: boolean;
  failure_reason?: string | null;
  manually_resolved: boolean;
  last_known_status?: string | null;
}

/** `results` of GET /bank/customer-withdrawal. */
export interface WithdrawalList {
  customer_withdrawals: Withdrawal[];
}

/** §3 "Cashback row". */
export interface CashbackRow {
  id?: number;
  date: string;
  cashback_earned: number;
  cashback_redeemed: number;
}

/** `results` of GET /card/card/cashback. */
export interface CashbackSummary {
  cashbacks: CashbackRow[];
  lifetime_cashback_earned: number;
  lifetime_cashback_redeemed: number;
}

/** §3 "Cashback redemption request". */
export interface RedemptionRequest {
  id?: number;
  created_at: string;
  updated_at?: string | null;
  cashback_amount: number;
  resolved: boolean;
  redeemable_cashback?: number | null;
  redeemed_cashback?: number | null;
}

export type WithdrawalStatusKind = 'success' | 'processing' | 'failed' | 'reverted';

export interface WithdrawalStatus {
  kind: WithdrawalStatusKind;
  label: string;
  tone: 'success' | 'warning' | 'danger';
  /** Why it failed (failed only): the tooltip of the chip. */
  reason?: string;
  /** Only rows that are not processing show the chip (§4). */
  chip: boolean;
}

/**
 * The derived status of a withdrawal (§4): success or manually resolved → success (green), a manually
 * resolved cancellation by the sender → "Reverted"; else processing → processing (orange, no chip);
 * else failed (red, the failure reason in a tooltip).
 */
export function withdrawalStatus(
  withdrawal: Pick<Withdrawal, 'success' | 'processing' | 'failure_reason' | 'manually_resolved' | 'last_known_status'>,
): WithdrawalStatus {
  if (withdrawal.manually_resolved && withdrawal.last_known_status === CANCELLED_BY_SENDER) {
    return { kind: 'reverted', label: WITHDRAWAL_REVERTED, tone: 'success', chip: true };
  }
  if (withdrawal.success || withdrawal.manually_resolved) {
    return { kind: 'success', label: WITHDRAWAL_SUCCESS, tone: 'success', chip: true };
  }
  if (withdrawal.processing) {
    return { kind: 'processing', label: WITHDRAWAL_PROCESSING, tone: 'warning', chip: false };
  }
  const reason = withdrawal.failure_reason?.trim();
  return {
    kind: 'failed',
    label: WITHDRAWAL_FAILED,
    tone: 'danger',
    reason: reason || WITHDRAWAL_NO_REASON,
    chip: true,
  };
}

/** "Resolved", or "Unresolved" (§4). */
export function redemptionStatus(request: Pick<RedemptionRequest, 'resolved'>): string {
  return request.resolved ? REDEMPTION_RESOLVED : REDEMPTION_UNRESOLVED;
}

/** The largest amount a redemption may ask for: the product's amount limit. */
export const MAXIMUM_REDEMPTION = 99_999_999;

/** The redemption form (§5 "Cashback redemption"): an amount of at least 100 (a negative one too is below it). */
export const redemptionFormSchema = z.object({
  amount: z.pipe(
    z.nullable(z.number({ error: REDEMPTION_BELOW_MINIMUM })),
    // Custom schemas rather than refinements: the form's output is then a number, never null.
    z.pipe(
      z.custom<number>((value) => typeof value === 'number' && value >= MINIMUM_REDEMPTION, {
        message: REDEMPTION_BELOW_MINIMUM,
      }),
      z.custom<number>((value) => typeof value === 'number' && value <= MAXIMUM_REDEMPTION, {
        message: REDEMPTION_ABOVE_MAXIMUM,
      }),
    ),
  ),
});
export type RedemptionFormValues = z.input<typeof redemptionFormSchema>;
export const emptyRedemptionForm: RedemptionFormValues = { amount: null };

/** The body of POST /company/cashback-redemption-request (§7). */
export function redemptionPayload(amount: number): { amount: number } {
  return { amount };
}
