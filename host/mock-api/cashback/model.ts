/**
 * Rows of the withdrawals and cashback domain (cards-transactions-team.md §3 "Withdrawal", "Cashback
 * row", "Cashback redemption request"). Like transactions, a withdrawal's or a cashback row's day is
 * kept as an offset from today in Central time, so the seeded history always ends today (today's
 * pre-authorized debit is still processing) while the same seed gives the same rows.
 */

/**
 * `last_known_status` values: the bank processor's last word on a pre-authorized debit. The spec names
 * the field only; `CANCELLED_BY_SENDER` is the cancellation by the sender that a manual resolution
 * turns into "Reverted".
 */
export const WITHDRAWAL_BANK_STATUSES = ['SETTLED', 'PENDING', 'RETURNED', 'REJECTED', 'CANCELLED_BY_SENDER'] as const;
export type WithdrawalBankStatus = (typeof WITHDRAWAL_BANK_STATUSES)[number];

/** A pre-authorized debit of one day's spend from the company's linked bank account. */
export interface WithdrawalRecord {
  id: number;
  company_id: number;
  /** Days before today (Central time); 0 is today. */
  days_ago: number;
  /** Minutes after Central midnight when the debit was made. */
  minute_of_day: number;
  total_amount_deducted: number;
  success: boolean;
  processing: boolean;
  failure_reason: string | null;
  manually_resolved: boolean;
  last_known_status: WithdrawalBankStatus;
}

/** One day's cashback of a company. */
export interface CashbackRecord {
  id: number;
  company_id: number;
  days_ago: number;
  cashback_earned: number;
  cashback_redeemed: number;
}

/** A request to redeem cashback; the company's team resolves it. */
export interface RedemptionRequestRecord {
  id: number;
  company_id: number;
  user_id: number;
  /** Epoch milliseconds. */
  created_at: number;
  updated_at: number;
  cashback_amount: number;
  resolved: boolean;
  /** What the company could redeem when the request was made. */
  redeemable_cashback: number;
  /** What was redeemed when resolved (0 while unresolved). */
  redeemed_cashback: number;
}

/** The tables this domain adds to `DemoTables`. */
export interface CashbackTables {
  withdrawals: WithdrawalRecord[];
  cashbacks: CashbackRecord[];
  redemptionRequests: RedemptionRequestRecord[];
}

export function emptyCashbackTables(): CashbackTables {
  return { withdrawals: [], cashbacks: [], redemptionRequests: [] };
}

/** The smallest amount that may be redeemed (§9). */
export const MINIMUM_REDEMPTION = 100;
