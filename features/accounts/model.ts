import { fromDate, toCalendarDate, type CalendarDate } from '@internationalized/date';
import { formatDate } from 'spend-ui';
import { currencyListEntry, isSellCurrency, type CurrencyListEntry } from '../fx/currencies.js';
import type { ConverterValues } from '../fx/quote.js';
import {
  INBOUND_DESCRIPTION,
  STATUS_CANCELLED,
  STATUS_COMPLETED,
  STATUS_PROCESSING,
  conversionFrom,
  conversionTo,
  STATEMENT_FROM_AFTER_TO,
  STATEMENT_IN_FUTURE,
} from './messages.js';

// Balances, funding accounts and activity of the multi-currency accounts (accounts-payments-recipients.md
// §3, §4, §5, §9).

/** Activity grid: 10 rows a page, 500 px high (§9). */
export const ACTIVITY_PAGE_SIZE = 10;
export const ACTIVITY_GRID_HEIGHT = 500;
/** Activity dates are shown in UTC (§9); timestamps elsewhere in US Central time. */
export const ACTIVITY_TIME_ZONE = 'UTC';
/** Only the USD account has the Add money tab (§2, §6). */
export const ADD_MONEY_CURRENCY = 'USD';

// --- Balances (§3) -------------------------------------------------------------------------------

/** One entry of GET /account/balances' results. */
export interface Balance {
  currency_code: string;
  code?: string | undefined;
  currency?: string | undefined;
  amount: number;
  symbol?: string | null | undefined;
}
/** GET /account/get-balance's results. */
export interface SingleBalance {
  amount: number;
}

/** A balance card of the strip (§2): flag, currency name and amount, linking to its account page. */
export interface BalanceCard {
  currency: CurrencyListEntry;
  amount: number;
  href: string;
}

/** The account page of a currency. */
export const accountPath = (currencyCode: string) => `/accounts/${encodeURIComponent(currencyCode)}`;

/** The strip's cards, in the order of the answer; names and flags come from the currency, not the answer. */
export function balanceCards(balances: readonly Balance[]): BalanceCard[] {
  return balances.map((balance) => ({
    currency: currencyListEntry(balance.currency_code),
    amount: balance.amount,
    href: accountPath(balance.currency_code),
  }));
}

/** The account page's tab tiles (§2): Add money only for USD; Convert's tile hidden (its tab stays reachable). */
export type AccountTab = 'activity' | 'add-money' | 'convert' | 'statement';
export const DEFAULT_ACCOUNT_TAB: AccountTab = 'activity';

export function accountTabTiles(currencyCode: string): AccountTab[] {
  return currencyCode === ADD_MONEY_CURRENCY ? ['activity', 'add-money', 'statement'] : ['activity', 'statement'];
}

/** The tab a `?tab=` value opens: a known tab this account has, else Activity. */
export function accountTabOf(value: string | null | undefined, currencyCode: string): AccountTab {
  if (value === 'convert' || value === 'activity' || value === 'statement') return value;
  if (value === 'add-money' && currencyCode === ADD_MONEY_CURRENCY) return value;
  return DEFAULT_ACCOUNT_TAB;
}

// --- Funding account details (§3, §5) ------------------------------------------------------------

/** One entry of GET /account/balance-accounts' results. */
export interface FundingAccount {
  routing_code_type?: string | null | undefined;
  routing_code?: string | null | undefined;
  account_number_type?: string | null | undefined;
  account_number?: string | null | undefined;
  account_holder_name?: string | null | undefined;
  bank_name?: string | null | undefined;
  bank_address?: string | null | undefined;
  bank_country?: string | null | undefined;
  currency?: string | null | undefined;
  payment_type?: string | null | undefined;
}

/** The routing type USD funding details hide (§5). */
export const HIDDEN_USD_ROUTING_TYPE = 'bic_swift';

/** The funding cards of an account: for USD, routing entries of type bic_swift are hidden (§5). */
export function fundingAccountsShown(accounts: readonly FundingAccount[], currencyCode: string): FundingAccount[] {
  if (currencyCode !== 'USD') return [...accounts];
  return accounts.filter((account) => account.routing_code_type?.toLowerCase() !== HIDDEN_USD_ROUTING_TYPE);
}

/** Words of a code type that are initialisms, written in capitals. */
const INITIALISMS = new Set(['aba', 'ach', 'bic', 'swift', 'iban', 'bsb', 'ifsc', 'cnaps', 'clabe', 'eft']);

/**
 * A code or a type as a label, in sentence case like every other label (initialisms in capitals):
 * `account_number` → "Account number", `sort_code` → "Sort code", `bic_swift` → "BIC SWIFT", `iban` → "IBAN".
 */
export function codeTypeLabel(type: string): string {
  const words = type
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => (INITIALISMS.has(word) ? word.toUpperCase() : word));
  const label = words.join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

// --- Activity (§3, §4) ---------------------------------------------------------------------------

/** A payment of GET /account/transferred-and-received-funds (§3 "Activity item (payment)"). */
export interface PaymentActivity {
  id: number | string;
  created_at: string;
  status: string;
  model_name: 'payment';
  amount_received?: number | null | undefined;
  sell_currency?: string | null | undefined;
  activity_log?: { description?: string | null | undefined } | null | undefined;
  cc_short_reference?: string | null | undefined;
  related_entity_short_reference?: string | null | undefined;
  fees?: number | null | undefined;
  amount_converted?: number | null | undefined;
  conversion_rate?: number | null | undefined;
  amount?: number | null | undefined;
  currency?: string | null | undefined;
  description?: string | null | undefined;
  payment_reference?: string | null | undefined;
  beneficiary?: { name: string; email?: string | null | undefined } | null | undefined;
}

/** Money received (§3 "Activity item (inbound)"). */
export interface InboundActivity {
  id: number | string;
  created_at: string;
  status: string;
  model_name: 'inbound';
  amount: number;
  currency: string;
}

/**
 * A conversion between two of the company's accounts (the spec's activity lists only payments and money
 * received; a conversion moves money too, so the answer lists it in `data.conversions`): `sell_amount` of
 * `sell_currency` left one account, `buy_amount` of `buy_currency` entered the other.
 */
export interface ConversionActivity {
  id: number | string;
  created_at: string;
  status: string;
  model_name: 'conversion';
  sell_currency: string;
  sell_amount: number;
  buy_currency: string;
  buy_amount: number;
  conversion_rate?: number | null | undefined;
  cc_short_reference?: string | null | undefined;
}

export type ActivityItem = PaymentActivity | InboundActivity | ConversionActivity;

/** GET /account/transferred-and-received-funds' results: `data` holds the payments, inbound and conversions lists. */
export interface ActivityAnswer {
  data: { payments: PaymentActivity[]; inbound: InboundActivity[]; conversions: ConversionActivity[] };
}

export type ActivityDisplayStatus = typeof STATUS_COMPLETED | typeof STATUS_CANCELLED | typeof STATUS_PROCESSING;

/** completed → Completed, cancelled → Cancelled, anything else → Processing (§4). */
export function activityDisplayStatus(status: string | null | undefined): ActivityDisplayStatus {
  const value = status?.trim().toLowerCase();
  if (value === 'completed') return STATUS_COMPLETED;
  if (value === 'cancelled') return STATUS_CANCELLED;
  return STATUS_PROCESSING;
}

/** Items with status error are left out of the activity list (§4). */
export function isListedActivity(item: Pick<ActivityItem, 'status'>): boolean {
  return item.status.trim().toLowerCase() !== 'error';
}

/**
 * The day of an activity instant as YYYY-MM-DD in UTC, the activity's time zone (§9); null when unreadable.
 * The one day rule of the activity grid, the statement's range and the backend's statement.
 */
export function activityDay(createdAt: string | number): string | null {
  const time = typeof createdAt === 'number' ? createdAt : Date.parse(createdAt);
  if (Number.isNaN(time)) return null;
  return new Date(time).toISOString().slice(0, 10);
}

/** Today as the activity dates it (UTC, §9): the statement's default and latest day. */
export function activityToday(nowMs: number = Date.now()): CalendarDate {
  return toCalendarDate(fromDate(new Date(nowMs), ACTIVITY_TIME_ZONE));
}

/** An activity date: MM/dd/yyyy of the instant in UTC (§9); '' when unreadable. */
export function activityDate(createdAt: string): string {
  const time = Date.parse(createdAt);
  if (Number.isNaN(time)) return '';
  return formatDate(toCalendarDate(fromDate(new Date(time), ACTIVITY_TIME_ZONE)));
}

/** A payment's description, one rule for seeded and new payments: "Payment to <recipient>". */
export const paymentDescription = (beneficiaryName: string) => `Payment to ${beneficiaryName}`;

/** An amount with its own currency. */
export interface Money {
  amount: number;
  currency: string;
}

/** One row of an account's Recent activity grid: a movement stated in that account's currency. */
export interface ActivityRow {
  /** Unique across the lists and both sides of a conversion. */
  key: string;
  createdAt: string;
  createdOn: string;
  description: string;
  status: ActivityDisplayStatus;
  /** What entered (positive) or left (negative) this account, in the account's currency; null when unknown. */
  amount: number | null;
  /** The account's currency. */
  currency: string;
  /** The other side of the movement: what the recipient gets, or what the conversion bought or sold. */
  counterpart: Money | null;
  item: ActivityItem;
}

/** What left the sell account for a payment: the converted amount (fees included), else the amount when nothing was converted. */
function paymentOutflow(item: PaymentActivity, sellCurrency: string): number | null {
  if (item.amount_converted != null) return item.amount_converted;
  if ((item.currency ?? sellCurrency) === sellCurrency && item.amount != null) return item.amount;
  return null;
}

function paymentRow(
  item: PaymentActivity,
  accountCurrency: string,
): Omit<ActivityRow, 'key' | 'createdAt' | 'createdOn' | 'status' | 'item'> | null {
  const sell = item.sell_currency ?? item.currency ?? '';
  if (sell !== accountCurrency) return null;
  const out = paymentOutflow(item, sell);
  const received = item.currency && item.amount != null ? { amount: item.amount, currency: item.currency } : null;
  return {
    description: item.beneficiary?.name
      ? paymentDescription(item.beneficiary.name)
      : (item.activity_log?.description ?? item.description ?? ''),
    amount: out === null ? null : -out,
    currency: accountCurrency,
    counterpart: received && received.currency !== accountCurrency ? received : null,
  };
}

function conversionRow(item: ConversionActivity, accountCurrency: string) {
  const sold = { amount: item.sell_amount, currency: item.sell_currency };
  const bought = { amount: item.buy_amount, currency: item.buy_currency };
  if (item.sell_currency === accountCurrency) {
    return {
      description: conversionTo(item.buy_currency),
      amount: -sold.amount,
      currency: accountCurrency,
      counterpart: bought,
    };
  }
  if (item.buy_currency === accountCurrency) {
    return {
      description: conversionFrom(item.sell_currency),
      amount: bought.amount,
      currency: accountCurrency,
      counterpart: sold,
    };
  }
  return null;
}

function inboundRow(item: InboundActivity, accountCurrency: string) {
  if (item.currency !== accountCurrency) return null;
  return { description: INBOUND_DESCRIPTION, amount: item.amount, currency: accountCurrency, counterpart: null };
}

function rowOf(item: ActivityItem, accountCurrency: string): ActivityRow | null {
  const side =
    item.model_name === 'inbound'
      ? inboundRow(item, accountCurrency)
      : item.model_name === 'conversion'
        ? conversionRow(item, accountCurrency)
        : paymentRow(item, accountCurrency);
  if (!side) return null;
  return {
    key: `${item.model_name}-${item.id}`,
    createdAt: item.created_at,
    createdOn: activityDate(item.created_at),
    status: activityDisplayStatus(item.status),
    item,
    ...side,
  };
}

const instant = (row: ActivityRow) => {
  const time = Date.parse(row.createdAt);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/**
 * One account's activity (§2, §4): every movement of money that touched it — payments sold from it, money
 * received into it, conversions out of it and into it — each in the account's currency, error items left
 * out, newest first.
 */
export function accountActivityRows(answer: ActivityAnswer, accountCurrency: string): ActivityRow[] {
  return [...answer.data.payments, ...answer.data.inbound, ...answer.data.conversions]
    .filter(isListedActivity)
    .flatMap((item) => rowOf(item, accountCurrency) ?? [])
    .sort((a, b) => instant(b) - instant(a));
}

/** An account page's address names a currency: three letters (any case). */
export function accountCurrencyOf(param: string | undefined): string | null {
  const code = param?.trim().toUpperCase() ?? '';
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

/**
 * The account converter's first values: selling this account's currency (USD where it is not a §9 sell
 * currency) into USD, or EUR from the USD account; no amount until one is typed (above 100, §5).
 */
export function accountConverterDefaults(currencyCode: string): ConverterValues {
  const sellCurrency = isSellCurrency(currencyCode) ? currencyCode : 'USD';
  const buyCurrency = sellCurrency === 'USD' ? (currencyCode === 'USD' ? 'EUR' : currencyCode) : 'USD';
  return { sellCurrency, buyCurrency, fixedSide: 'sell', amount: null };
}

/** A statement date the range refuses, with what its field says. */
export interface StatementDateProblem {
  field: 'from' | 'to';
  message: string;
}

/**
 * The statement range's rule (§2, §9): neither date after today (the activity's day, `activityToday`),
 * From on or before To — in that order, the form's and the backend's alike.
 */
export function statementDateProblems(
  from: CalendarDate,
  to: CalendarDate,
  today: CalendarDate,
): StatementDateProblem[] {
  const problems: StatementDateProblem[] = [];
  if (from.compare(today) > 0) problems.push({ field: 'from', message: STATEMENT_IN_FUTURE });
  if (to.compare(today) > 0) problems.push({ field: 'to', message: STATEMENT_IN_FUTURE });
  if (from.compare(to) > 0) problems.push({ field: 'from', message: STATEMENT_FROM_AFTER_TO });
  return problems;
}
