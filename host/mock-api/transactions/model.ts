import type { StoredFile } from '../core/files.js';
/**
 * Rows of the transactions domain (cards-transactions-team.md §3). A transaction's date is kept as
 * an offset from today in US Central time, so the seeded 18 months always end today and the page's
 * default range (this month) always has data, while the same seed still gives the same rows.
 */

export type TransactionCurrentStatus = 'REVERSAL' | 'CREDIT' | 'DECLINE' | 'POST' | 'AUTHORIZATION';

export interface TransactionRecord {
  id: number;
  company_id: number;
  /** The card holder (a row of `users`). */
  user_id: number;
  /** The card's id; the cards domain (issue 12) seeds cards, this is the id the demo assumes for it. */
  card_id: number;
  card_name: string;
  /** Days before today (Central time); 0 is today. */
  days_ago: number;
  /** Minutes after Central midnight (06:00–22:00, so a DST hour never moves the day). */
  minute_of_day: number;
  /** Days after the transaction it posted; null while not posted. */
  posted_after_days: number | null;
  merchant_name: string;
  merchant_address: string;
  merchant_city: string;
  merchant_state: string;
  merchant_zip: string;
  /** In `assigned_currency`; credits and reversals are negative. */
  amount: number;
  assigned_currency: string;
  /** The merchant's own currency and amount, when it differs. */
  source_currency: string;
  source_amount: number;
  /** APPROVED, or DECLINE for a declined attempt. */
  transaction_status: 'APPROVED' | 'DECLINE';
  transaction_current_status: TransactionCurrentStatus;
  reversal_reason: string | null;
  /** A fine added because of a failed withdrawal. */
  fine: boolean;
  cashback: number;
  processed: boolean;
  receipt_matched: boolean;
  /** A receipt was already requested from the user: the memo can no longer be changed. */
  receipt_requested: boolean;
  error_string: string | null;
}

export interface MemoResponseRecord {
  id: number;
  transaction_id: number;
  user_id: number;
  reason: string;
  /** Epoch milliseconds. */
  created_at: number;
}

export interface ReceiptResponseRecord {
  id: number;
  transaction_id: number;
  user_id: number;
  kind: 'image' | 'pdf';
  file_name: string;
  /** The uploaded file (`store.saveFile`); null for seeded receipts (the view draws one). */
  upload: StoredFile | null;
  receipt_rejected: boolean;
  vendor_match: boolean;
  amount_match: boolean;
  date_match: boolean;
}

export interface ReceiptApprovalRecord {
  id: number;
  company_id: number;
  transaction_id: number;
  requested_by_user_id: number;
  status: 'pending' | 'approved' | 'rejected';
  /** Epoch milliseconds. */
  created_at: number;
}

/** The tables this domain adds to `DemoTables`. */
export interface TransactionTables {
  transactions: TransactionRecord[];
  memoResponses: MemoResponseRecord[];
  receiptResponses: ReceiptResponseRecord[];
  receiptApprovals: ReceiptApprovalRecord[];
}

export function emptyTransactionTables(): TransactionTables {
  return { transactions: [], memoResponses: [], receiptResponses: [], receiptApprovals: [] };
}
