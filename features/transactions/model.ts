import { startOfMonth, type CalendarDate } from '@internationalized/date';
import { BETA_FEATURES, hasBetaFeature } from '../access/capabilities.js';
import { formatMoney } from '../format/index.js';
import { currencyCode, currencyOrDefault } from '../format/money.js';
import { toApiDate } from '../format/apiDates.js';
import type { User } from '../session/user.js';

/** Page sizes of the transactions grid and the default (§9). */
export const TRANSACTION_PAGE_SIZES = [25, 50, 100];
export const DEFAULT_TRANSACTION_PAGE_SIZE = 50;
/** Height of the spend picture above the grid while it loads, in px (so the grid does not jump). */
export const SPEND_PICTURE_HEIGHT = 280;
/** Height of the top merchants' placeholder, in px: their chart's height under spend over time on narrow screens. */
export const TOP_MERCHANTS_PLACEHOLDER_HEIGHT = 215;
/** Height of the transactions table in px (§9). */
export const TRANSACTION_TABLE_HEIGHT = 600;

export const transactionCurrentStatuses = ['REVERSAL', 'CREDIT', 'DECLINE', 'POST', 'AUTHORIZATION'] as const;
export type TransactionCurrentStatus = (typeof transactionCurrentStatuses)[number];

// --- API shapes, checked at the seam by the schemas of schemas.ts ---------------------------------------

/** The OCR checks of an uploaded receipt. */
export interface ReceiptOcr {
  vendor_match?: boolean | null;
  amount_match?: boolean | null;
  date_match?: boolean | null;
}

export interface ReceiptResponse {
  id: number;
  receipt_image?: string | null;
  file?: string | null;
  receipt_rejected?: boolean | null;
  ocr?: ReceiptOcr | null;
}

export interface MemoResponse {
  id: number;
  reason: string;
}

/** A card transaction (cards-transactions-team.md §3 "Transaction"). Amounts the server garbles read 0. */
export interface Transaction {
  id: number;
  card_name?: string | null;
  card_holder_name?: string | null;
  user?: { name?: string | null; email?: string | null } | null;
  transaction_date: string;
  posted_date?: string | null;
  created_at?: string | null;
  merchant_name?: string | null;
  merchant_address?: string | null;
  merchant_city?: string | null;
  merchant_state?: string | null;
  merchant_zip?: string | null;
  merchant_details?: {
    details?: { name?: string | null; amount?: number | null; source_amount?: number | null } | null;
  } | null;
  assigned_currency?: string | null;
  /** Not named by the spec: the merchant's own currency, which `merchant_details.details.source_amount` is in. */
  source_currency?: string | null;
  reversal_reason?: string | null;
  declined?: boolean | null;
  fine?: boolean | null;
  transaction_status?: string | null;
  transaction_current_status?: string | null;
  transaction_amount: number;
  cashback?: number | null;
  processed?: boolean | null;
  memo_response?: MemoResponse | null;
  receipt_response?: ReceiptResponse | null;
  receipt_matched?: boolean | null;
  /**
   * Not named by the spec: an approval request for the receipt is waiting (the demo backend sends it);
   * without it the drawer offers Escalate and the server's answer says a request is pending.
   */
  receipt_approval_pending?: boolean | null;
  error_string?: string | null;
}

export interface Balances {
  amount_spent: number;
  available_balance: number;
  total_balance: number;
}

/** `results` of GET /card/card/transaction. */
export interface TransactionList {
  transactions: {
    results: Transaction[];
    next?: string | null;
    previous?: string | null;
    total_pages?: number | null;
    count: number;
  };
  balances?: Balances | null;
  cashback?: number | null;
}

/** `results` of the two search endpoints. */
export type TransactionSearchResults = { transaction_details: Transaction }[];

/** A date range of the page, both ends included. */
export interface DayRange {
  start: CalendarDate;
  end: CalendarDate;
}

/** The default range: the start of the current month up to today (§2). */
export function defaultRange(day: CalendarDate): DayRange {
  return { start: startOfMonth(day), end: day };
}

/** Why a range the picker holds cannot be loaded: a day after today, or a start after the end. */
export type RangeProblem = 'after-today' | 'start-after-end';

export function rangeProblem(range: DayRange, day: CalendarDate): RangeProblem | null {
  if (range.start.compare(day) > 0 || range.end.compare(day) > 0) return 'after-today';
  if (range.start.compare(range.end) > 0) return 'start-after-end';
  return null;
}

/** The filters of GET /card/card/transaction beside paging (§7). */
export function transactionListFilters(
  scale: 'company' | 'team' | undefined,
  range: DayRange,
  showDeclined: boolean,
): Record<string, string | boolean | undefined> {
  return {
    'transaction-scale': scale,
    'start-date': toApiDate(range.start),
    'end-date': toApiDate(range.end),
    show_declined: showDeclined,
  };
}

/** The query of GET /card/card/transaction/export (§7). */
export function exportQuery(range: DayRange): { start_date: string; end_date: string } {
  return { start_date: toApiDate(range.start), end_date: toApiDate(range.end) };
}

/** The file name of the export when the server sends none. */
export function exportFileName(range: DayRange): string {
  return `transactions_${toApiDate(range.start)}_${toApiDate(range.end)}.csv`;
}

/** Which search endpoint the company uses: comdata when both comdata flags are set (§7). */
export function searchPath(user: Pick<User, 'company_setting'> | null | undefined): string {
  const setting = user?.company_setting;
  return setting?.float_by_comdata && setting.onboarded_by_comdata
    ? 'card/comdata-transactions/search'
    : 'card/card-transactions/search';
}

/** The keyword as sent: trimmed and lower-cased (§5 "Search"); empty means no search. */
export function searchKeyword(text: string): string {
  return text.trim().toLowerCase();
}

/** The receipt's state (§4 "Receipt"). */
export type ReceiptState = 'not-uploaded' | 'not-matched' | 'matched' | 'rejected';

export function receiptState(transaction: Pick<Transaction, 'receipt_response' | 'receipt_matched'>): ReceiptState {
  const receipt = transaction.receipt_response;
  if (!receipt) return 'not-uploaded';
  if (receipt.receipt_rejected) return 'rejected';
  return transaction.receipt_matched ? 'matched' : 'not-matched';
}

/** Only an unmatched receipt can be approved or escalated (§4). */
export function receiptNeedsApproval(transaction: Pick<Transaction, 'receipt_response' | 'receipt_matched'>): boolean {
  return receiptState(transaction) === 'not-matched';
}

/** Declined transactions: `transaction_status` DECLINE (or the declined flag). */
export function isDeclined(transaction: Pick<Transaction, 'transaction_status' | 'declined'>): boolean {
  return transaction.transaction_status === 'DECLINE' || Boolean(transaction.declined);
}

/** processed false means the transaction is still processing (§4). */
export function isProcessing(transaction: Pick<Transaction, 'processed'>): boolean {
  return transaction.processed === false;
}

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

const STATUS_LABELS: Record<TransactionCurrentStatus, { label: string; tone: StatusTone }> = {
  REVERSAL: { label: 'Reversal', tone: 'warning' },
  CREDIT: { label: 'Credit', tone: 'success' },
  DECLINE: { label: 'Declined', tone: 'danger' },
  POST: { label: 'Posted', tone: 'neutral' },
  AUTHORIZATION: { label: 'Authorization', tone: 'info' },
};

function isCurrentStatus(value: string): value is TransactionCurrentStatus {
  return (transactionCurrentStatuses as readonly string[]).includes(value);
}

/** The status shown for a transaction: declined first (§3 "DECLINE is shown as declined"), then its current status. */
export function transactionStatus(
  transaction: Pick<Transaction, 'transaction_status' | 'transaction_current_status' | 'declined'>,
): { label: string; tone: StatusTone } {
  if (isDeclined(transaction)) return STATUS_LABELS.DECLINE;
  const current = transaction.transaction_current_status ?? '';
  return isCurrentStatus(current) ? STATUS_LABELS[current] : { label: current || 'Unknown', tone: 'neutral' };
}

/** The currency of a transaction's amounts: its assigned currency, USD by default (§2). */
export function transactionCurrency(transaction: Pick<Transaction, 'assigned_currency'>): string {
  return currencyOrDefault(transaction.assigned_currency);
}

/** What the merchant charged in its own currency, when that is not the transaction's currency. */
export function merchantCharge(
  transaction: Pick<Transaction, 'assigned_currency' | 'source_currency' | 'merchant_details'>,
): { amount: number; currency: string } | null {
  const amount = transaction.merchant_details?.details?.source_amount;
  const currency = currencyCode(transaction.source_currency);
  if (amount === null || amount === undefined || !currency || currency === transactionCurrency(transaction)) {
    return null;
  }
  return { amount, currency };
}

/**
 * A transaction's amount as the grid and the drawer show it: in its own currency, followed by what the
 * merchant charged when that was another currency — `$73.53 (CA$100.00)`.
 */
export function transactionAmountText(
  transaction: Pick<Transaction, 'transaction_amount' | 'assigned_currency' | 'source_currency' | 'merchant_details'>,
): string {
  const amount = formatMoney(transaction.transaction_amount, transactionCurrency(transaction));
  const charge = merchantCharge(transaction);
  return charge ? `${amount} (${formatMoney(charge.amount, charge.currency)})` : amount;
}

/** The share of the total limit spent, in percent, between 0 and 100 (the bar is capped, §2). */
export function spendPercent(balances: Pick<Balances, 'amount_spent' | 'total_balance'>): number {
  if (!(balances.total_balance > 0)) return balances.amount_spent > 0 ? 100 : 0;
  const percent = (balances.amount_spent / balances.total_balance) * 100;
  return Math.min(100, Math.max(0, percent));
}

/** A balance summary card. */
export interface BalanceCard {
  key: 'amount_spent' | 'available_balance' | 'total_balance' | 'cashback';
  value: number;
}

/**
 * The balance cards the company shows: HIDE_CURRENT_BALANCE hides the current balance and
 * CUSTOM_AMOUNT_SPENT hides the total limit (§3 "Balances").
 */
export function balanceCards(
  balances: Balances,
  cashback: number,
  user: Pick<User, 'company_setting'> | null | undefined,
): BalanceCard[] {
  const values: Record<BalanceCard['key'], number> = { ...balances, cashback };
  return balanceCardKeys(user).map((key) => ({ key, value: values[key] }));
}

/** Which balance cards the company's beta features show, in order: known before the balances come. */
export function balanceCardKeys(user: Pick<User, 'company_setting'> | null | undefined): BalanceCard['key'][] {
  return [
    'amount_spent',
    ...(hasBetaFeature(user, BETA_FEATURES.hideCurrentBalance) ? [] : ['available_balance' as const]),
    ...(hasBetaFeature(user, BETA_FEATURES.customAmountSpent) ? [] : ['total_balance' as const]),
    'cashback',
  ];
}

export const MEMO_CATEGORY = 'TRANSACTION_MEMO_RESPONSE';
export const RECEIPT_CATEGORY = 'TRANSACTION_RECEIPT_RESPONSE';

/** The memo payload of POST and PATCH /card/card/transaction/memo-receipt-response (§7). */
export function memoPayload(transactionId: number, reason: string) {
  return { category: MEMO_CATEGORY, transaction: transactionId, reason: reason.trim() };
}

/** The receipt payload (multipart) of the same calls. */
export function receiptPayload(transactionId: number, image: File) {
  return { category: RECEIPT_CATEGORY, transaction: transactionId, image };
}
