import { CalendarDate, fromAbsolute, toCalendarDate, toZoned } from '@internationalized/date';
import { can } from 'spend-ui/features/rules';
import { roleHolder } from '../auth/roleHolder.js';
import type { UserRecord } from '../auth/model.js';
import type { DemoStore } from '../core/store.js';
import type { ReceiptResponseRecord, TransactionRecord } from './model.js';
import { selectedCompany, selectedMembership } from '../auth/views.js';
import { teamUserIds } from '../team/views.js';

/** Transaction days are Central-time days (cards-transactions-team.md §9). */
export const CENTRAL_TIME = 'America/Chicago';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today in Central time and the instant of its midnight, for the store's clock. */
export interface CentralDay {
  date: CalendarDate;
  midnightMs: number;
  /** Minutes since midnight now. */
  minuteNow: number;
}

export function centralDay(nowMs: number): CentralDay {
  const zoned = fromAbsolute(nowMs, CENTRAL_TIME);
  const date = toCalendarDate(zoned);
  const midnightMs = toZoned(date, CENTRAL_TIME).toDate().getTime();
  return { date, midnightMs, minuteNow: zoned.hour * 60 + zoned.minute };
}

/** The instant of a transaction. A DST change is at most an hour off; rows sit between 06:00 and 22:00. */
export function transactionInstant(row: Pick<TransactionRecord, 'days_ago' | 'minute_of_day'>, day: CentralDay) {
  return day.midnightMs - row.days_ago * DAY_MS + row.minute_of_day * 60 * 1000;
}

/** Whether the row has happened by now (today's later rows appear as the day goes on). */
export function hasHappened(row: TransactionRecord, day: CentralDay): boolean {
  return row.days_ago > 0 || row.minute_of_day <= day.minuteNow;
}

/** Days before today of an API date (YYYY-MM-DD), or null when it is not one. */
export function daysAgoOf(apiDate: string | null, day: CentralDay): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(apiDate ?? '');
  if (!match) return null;
  const date = new CalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  return day.date.compare(date);
}

/** Whose transactions a scale reads. */
export type TransactionScope = 'own' | 'team' | 'company';

/**
 * The user ids a scope covers. Roles 1 and 2 may read the company; role 3 reads their team (the same
 * `teamUserIds` as the Team page and the cards: the members they lead, and themselves); an employee
 * reads their own. A scale the role may not use narrows to what it may (never widens).
 */
export function scopeUserIds(store: DemoStore, user: UserRecord, scale: string | null): Set<number> | 'company' {
  const membership = selectedMembership(store, user);
  const holder = roleHolder(membership);
  // Who reads the company tab reads the company under the team scale too (role 2's team tab, §6).
  if ((scale === 'company' || scale === 'team') && can(holder, 'transactions.company-tab')) return 'company';
  if (scale === 'team' && can(holder, 'transactions.team-tab') && membership) return teamUserIds(store, membership);
  return new Set([user.id]);
}

/** Days of history a member's usual monthly spend is read from. */
const LIMIT_HISTORY_DAYS = 60;
/**
 * Headroom of a member's limit over their usual month, by user id: most well inside, one in eight close
 * to it, one in eight over (the demo accounts, ids 1 to 4, among the well inside).
 */
const LIMIT_HEADROOM = [1.6, 1.6, 1.8, 1.8, 2, 2, 0.9, 1.05] as const;

/**
 * The monthly spend limit of the members of a scope, for the balance summary: each member's usual month
 * (the past 60 days' approved spend, halved) with their headroom, rounded up to $1,000, summed. The
 * demo's limits so follow its seeded spending: most people inside theirs, a few near or over.
 */
export function scopeSpendLimit(store: DemoStore, user: UserRecord, scale: string | null): number {
  const company = selectedCompany(store, user);
  if (!company) return 0;
  const scope = scopeUserIds(store, user, scale);
  const memberIds =
    scope === 'company'
      ? store.filter('memberships', (membership) => membership.company_id === company.id).map((m) => m.user_id)
      : [...scope];
  const yearSpend = new Map<number, number>();
  for (const row of store.filter(
    'transactions',
    (row) => row.company_id === company.id && row.days_ago < LIMIT_HISTORY_DAYS && row.transaction_status !== 'DECLINE',
  )) {
    yearSpend.set(row.user_id, (yearSpend.get(row.user_id) ?? 0) + row.amount);
  }
  return memberIds.reduce((sum, memberId) => {
    const usualMonth = ((yearSpend.get(memberId) ?? 0) * 30) / LIMIT_HISTORY_DAYS;
    const headroom = LIMIT_HEADROOM[(memberId + 1) % LIMIT_HEADROOM.length] ?? 1;
    return sum + Math.max(1_000, Math.ceil((usualMonth * headroom) / 1_000) * 1_000);
  }, 0);
}

/** The role's widest scope (search and export read it). */
export function widestScale(store: DemoStore, user: UserRecord): string | null {
  const holder = roleHolder(selectedMembership(store, user));
  if (can(holder, 'transactions.company-tab')) return 'company';
  return can(holder, 'transactions.team-tab') ? 'team' : null;
}

/** The company's transactions the user may read under a scale, happened by now. */
export function scopedTransactions(
  store: DemoStore,
  user: UserRecord,
  scale: string | null,
  day: CentralDay,
): TransactionRecord[] {
  const company = selectedCompany(store, user);
  if (!company) return [];
  const scope = scopeUserIds(store, user, scale);
  return store.filter(
    'transactions',
    (row) => row.company_id === company.id && hasHappened(row, day) && (scope === 'company' || scope.has(row.user_id)),
  );
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A drawn receipt for a seeded image receipt (the seed keeps no files). */
function drawnReceipt(row: TransactionRecord): string {
  const amount = Math.abs(row.amount).toFixed(2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320" viewBox="0 0 240 320"><rect width="240" height="320" fill="#fff"/><text x="120" y="40" font-family="monospace" font-size="14" text-anchor="middle">${escapeXml(row.merchant_name)}</text><text x="120" y="62" font-family="monospace" font-size="10" text-anchor="middle">${escapeXml(row.merchant_address)}, ${escapeXml(row.merchant_city)}</text><line x1="20" y1="90" x2="220" y2="90" stroke="#000" stroke-dasharray="4"/><text x="20" y="120" font-family="monospace" font-size="12">Purchase</text><text x="220" y="120" font-family="monospace" font-size="12" text-anchor="end">${amount}</text><line x1="20" y1="250" x2="220" y2="250" stroke="#000" stroke-dasharray="4"/><text x="20" y="280" font-family="monospace" font-size="14">TOTAL</text><text x="220" y="280" font-family="monospace" font-size="14" text-anchor="end">$${amount}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A sample PDF receipt served with the host's static files. */
export const SAMPLE_PDF_RECEIPT = '/demo-receipts/receipt.pdf';

export function receiptView(store: DemoStore, receipt: ReceiptResponseRecord, row: TransactionRecord) {
  // An upload's bytes live in memory only: after a reload its address is gone (null).
  const url = receipt.upload
    ? store.fileUrl(receipt.upload)
    : receipt.kind === 'pdf'
      ? SAMPLE_PDF_RECEIPT
      : drawnReceipt(row);
  return {
    id: receipt.id,
    receipt_image: url,
    file: receipt.file_name,
    receipt_rejected: receipt.receipt_rejected,
    ocr: { vendor_match: receipt.vendor_match, amount_match: receipt.amount_match, date_match: receipt.date_match },
  };
}

/** A transaction as GET /card/card/transaction answers it (§3 "Transaction"). */
export function transactionView(store: DemoStore, row: TransactionRecord, day: CentralDay) {
  const holder = store.get('users', row.user_id);
  const at = transactionInstant(row, day);
  const memo = store.find('memoResponses', (entry) => entry.transaction_id === row.id);
  const receipt = store.find('receiptResponses', (entry) => entry.transaction_id === row.id);
  return {
    id: row.id,
    card_id: row.card_id,
    card_name: row.card_name,
    card_holder_name: holder?.name ?? '',
    user: { name: holder?.name ?? '', email: holder?.email ?? '' },
    transaction_date: new Date(at).toISOString(),
    posted_date:
      row.posted_after_days === null ? null : new Date(at + row.posted_after_days * DAY_MS + 3_600_000).toISOString(),
    created_at: new Date(at + 60_000).toISOString(),
    merchant_name: row.merchant_name,
    merchant_address: row.merchant_address,
    merchant_city: row.merchant_city,
    merchant_state: row.merchant_state,
    merchant_zip: row.merchant_zip,
    merchant_details: {
      details: { name: row.merchant_name, amount: row.amount, source_amount: row.source_amount },
    },
    assigned_currency: row.assigned_currency,
    source_currency: row.source_currency,
    reversal_reason: row.reversal_reason,
    declined: row.transaction_status === 'DECLINE',
    fine: row.fine,
    transaction_status: row.transaction_status,
    transaction_current_status: row.transaction_current_status,
    transaction_amount: row.amount,
    cashback: row.cashback,
    processed: row.processed,
    memo_response: memo ? { id: memo.id, reason: memo.reason } : null,
    receipt_response: receipt ? receiptView(store, receipt, row) : null,
    receipt_matched: row.receipt_matched,
    // Not named by the spec: whether an approval request for this receipt is waiting, so the drawer shows
    // that instead of offering an escalation the server would refuse.
    receipt_approval_pending: Boolean(
      store.find('receiptApprovals', (request) => request.transaction_id === row.id && request.status === 'pending'),
    ),
    error_string: row.error_string,
  };
}
