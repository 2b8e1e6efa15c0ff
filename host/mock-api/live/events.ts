import { withdrawalState } from '../cashback/seed.js';
import type { UserRecord } from '../auth/model.js';
import type { DemoStore } from '../core/store.js';
import { MERCHANTS } from '../transactions/seed.js';
import type { TransactionRecord } from '../transactions/model.js';
import { centralDay } from '../transactions/views.js';
import { selectedMembership } from '../auth/views.js';
import { isCompanyAdmin } from '../auth/roleHolder.js';

/*
 * The changes behind each live notice (cards-transactions-team.md §8 "Live notices"): a card
 * transaction, its reversal, a credit, a declined attempt, and a fine added because of a Failed
 * Withdrawal. Each writes the store first; the live channel then tells who may read it.
 */

/** The live-update message types the channel sends (`messageType`). */
export const LIVE_MESSAGE_TYPES = ['TRANSACTION', 'REVERSAL', 'CREDIT', 'DECLINE', 'FINE'] as const;
export type LiveMessageType = (typeof LIVE_MESSAGE_TYPES)[number];

/** What the channel sends (§3 "Live-update message"). */
export interface LiveMessage {
  messageType: LiveMessageType;
  message: string;
}

export interface LiveEventOptions {
  /** Whose card it happens on (a demo user's e-mail); default: a member of the company with a card. */
  email?: string;
  /** The company (default: the holder's, or the first with cards). */
  companyId?: number;
  merchant?: string;
  amount?: number;
}

/** A change and the notice about it: who may read it decides who hears of it. */
export interface LiveEvent {
  companyId: number;
  /** The card holder; null for company-wide events (a fine). */
  holderId: number | null;
  notice: LiveMessage;
}

/** The fine a Failed Withdrawal adds. */
export const FAILED_WITHDRAWAL_FINE = 25;
const FINE_MERCHANT = 'Failed Withdrawal Fee';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const roundCents = (value: number) => Math.round(value * 100) / 100;

function holderFor(store: DemoStore, options: LiveEventOptions, label: string): UserRecord | undefined {
  if (options.email) return store.find('users', (user) => user.email === options.email);
  const withCards = store.filter(
    'cards',
    (card) => !card.blocked && (options.companyId === undefined || card.company_id === options.companyId),
  );
  const card = withCards.length > 0 ? store.random(label).pick(withCards) : undefined;
  return card && store.get('users', card.user_id);
}

function insertTransaction(
  store: DemoStore,
  kind: Exclude<LiveMessageType, 'FINE'>,
  options: LiveEventOptions,
): LiveEvent | null {
  const holder = holderFor(store, options, `live:${kind}:holder`);
  const company = holder && selectedMembership(store, holder)?.company_id;
  if (!holder || company === undefined || !companyHasLiveEvents(store, company)) return null;
  const cards = store.filter('cards', (card) => card.user_id === holder.id && card.company_id === company);
  const random = store.random(`live:${kind}`);
  const card = cards.find((entry) => !entry.blocked) ?? cards[0];
  const merchant = random.pick(MERCHANTS);
  const merchantName = options.merchant ?? merchant.name;
  const base = roundCents(options.amount ?? merchant.min + random.next() * (merchant.max - merchant.min));
  const negative = kind === 'REVERSAL' || kind === 'CREDIT';
  const day = centralDay(store.now());
  const row: Omit<TransactionRecord, 'id'> = {
    company_id: company,
    user_id: holder.id,
    card_id: card?.id ?? 0,
    card_name: card?.card_name ?? 'Card',
    days_ago: 0,
    minute_of_day: day.minuteNow,
    posted_after_days: negative ? 0 : null,
    merchant_name: merchantName,
    merchant_address: merchant.address,
    merchant_city: merchant.city,
    merchant_state: merchant.state,
    merchant_zip: merchant.zip,
    amount: negative ? -base : base,
    assigned_currency: 'USD',
    source_currency: 'USD',
    source_amount: negative ? -base : base,
    transaction_status: kind === 'DECLINE' ? 'DECLINE' : 'APPROVED',
    transaction_current_status: kind === 'TRANSACTION' ? 'AUTHORIZATION' : kind,
    reversal_reason: kind === 'REVERSAL' ? 'Merchant refund' : null,
    fine: false,
    cashback: kind === 'TRANSACTION' ? roundCents(base * 0.01) : 0,
    processed: kind !== 'TRANSACTION',
    receipt_matched: false,
    receipt_requested: false,
    error_string: kind === 'DECLINE' ? 'Card limit exceeded' : null,
  };
  store.insert('transactions', row);
  const amount = dollars.format(base);
  const cardName = row.card_name;
  const message = {
    TRANSACTION: `A transaction was made for ${amount} at ${merchantName} on the card ${cardName}.`,
    REVERSAL: `A transaction of ${amount} at ${merchantName} was reversed: Merchant refund.`,
    CREDIT: `A credit of ${amount} from ${merchantName} was added to the card ${cardName}.`,
    DECLINE: `A transaction of ${amount} at ${merchantName} on the card ${cardName} was declined: Card limit exceeded.`,
  }[kind];
  return { companyId: company, holderId: holder.id, notice: { messageType: kind, message } };
}

/**
 * Whether the company's dashboard runs: its application filled and accepted, a bank linked and a card
 * to spend with. Before that it has nothing a live event could be about — no withdrawal to fail, no fine,
 * no card to be declined on, no cashback (issue 38: a company still filling KYB got a fine).
 */
export function companyHasLiveEvents(store: DemoStore, companyId: number): boolean {
  const company = store.get('companies', companyId);
  return (
    company !== undefined &&
    company.kyb_form_filled &&
    company.kyb_form_accepted &&
    store.count('bankAccounts', (bank) => bank.company_id === companyId) > 0 &&
    store.count('cards', (card) => card.company_id === companyId) > 0
  );
}

/** A pending withdrawal fails (or yesterday's debit, when none is pending) and the fine is charged. */
function failWithdrawal(store: DemoStore, options: LiveEventOptions): LiveEvent | null {
  const holder = options.email ? store.find('users', (user) => user.email === options.email) : undefined;
  const companyId =
    options.companyId ??
    (holder && selectedMembership(store, holder)?.company_id) ??
    store.find('withdrawals', () => true)?.company_id;
  if (companyId === undefined || !companyHasLiveEvents(store, companyId)) return null;
  const random = store.random('live:FINE');
  const pending = store
    .filter('withdrawals', (row) => row.company_id === companyId && row.processing && row.days_ago > 0)
    .sort((a, b) => b.days_ago - a.days_ago)[0];
  const failed = { ...withdrawalState('returned', random) };
  if (pending) store.update('withdrawals', pending.id, failed);
  else {
    store.insert('withdrawals', {
      company_id: companyId,
      days_ago: 1,
      minute_of_day: 23 * 60,
      total_amount_deducted: roundCents(options.amount ?? 500 + random.next() * 4000),
      ...failed,
    });
  }
  const admin = store.find('memberships', (row) => row.company_id === companyId && isCompanyAdmin(row));
  const cards = store.filter('cards', (card) => card.company_id === companyId && card.user_id === admin?.user_id);
  const day = centralDay(store.now());
  store.insert('transactions', {
    company_id: companyId,
    user_id: admin?.user_id ?? 0,
    card_id: cards[0]?.id ?? 0,
    card_name: cards[0]?.card_name ?? 'Company',
    days_ago: 0,
    minute_of_day: day.minuteNow,
    posted_after_days: 0,
    merchant_name: FINE_MERCHANT,
    merchant_address: '',
    merchant_city: '',
    merchant_state: '',
    merchant_zip: '',
    amount: FAILED_WITHDRAWAL_FINE,
    assigned_currency: 'USD',
    source_currency: 'USD',
    source_amount: FAILED_WITHDRAWAL_FINE,
    transaction_status: 'APPROVED',
    transaction_current_status: 'POST',
    reversal_reason: null,
    fine: true,
    cashback: 0,
    processed: true,
    receipt_matched: false,
    receipt_requested: false,
    error_string: null,
  });
  const fine = dollars.format(FAILED_WITHDRAWAL_FINE);
  return {
    companyId,
    holderId: null,
    notice: { messageType: 'FINE', message: `A fine of ${fine} was added because of a Failed Withdrawal.` },
  };
}

/** Makes the change behind a notice happen; null when the company has nothing to make it on. */
export function performLiveEvent(store: DemoStore, kind: LiveMessageType, options: LiveEventOptions = {}) {
  return kind === 'FINE' ? failWithdrawal(store, options) : insertTransaction(store, kind, options);
}
