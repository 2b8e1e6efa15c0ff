import { fromDate, toCalendarDate } from '@internationalized/date';
import { formatDate } from 'spend-ui';
import { currencyListEntry, isSellCurrency, type CurrencyListEntry } from '../fx/currencies.js';
import type { ConverterValues } from '../fx/quote.js';
import { INBOUND_DESCRIPTION, STATUS_CANCELLED, STATUS_COMPLETED, STATUS_PROCESSING } from './messages.js';

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

/** A code type as a label: `bic_swift` → "BIC SWIFT", `sort_code` → "SORT CODE", `iban` → "IBAN". */
export function codeTypeLabel(type: string): string {
  return type.replace(/[_-]+/g, ' ').trim().toUpperCase();
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

export type ActivityItem = PaymentActivity | InboundActivity;

/** GET /account/transferred-and-received-funds' results: `data` holds the payments and inbound lists. */
export interface ActivityAnswer {
  data: { payments: PaymentActivity[]; inbound: InboundActivity[] };
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

/** An activity date: MM/dd/yyyy of the instant in UTC (§9); '' when unreadable. */
export function activityDate(createdAt: string): string {
  const time = Date.parse(createdAt);
  if (Number.isNaN(time)) return '';
  return formatDate(toCalendarDate(fromDate(new Date(time), ACTIVITY_TIME_ZONE)));
}

/** One row of the Recent activity grid. */
export interface ActivityRow {
  /** Unique across both lists: payment and inbound ids may coincide. */
  key: string;
  createdAt: string;
  createdOn: string;
  description: string;
  status: ActivityDisplayStatus;
  amount: number | null;
  currency: string;
  item: ActivityItem;
}

function rowOf(item: ActivityItem): ActivityRow {
  const common = {
    key: `${item.model_name}-${item.id}`,
    createdAt: item.created_at,
    createdOn: activityDate(item.created_at),
    status: activityDisplayStatus(item.status),
    item,
  };
  if (item.model_name === 'inbound') {
    return { ...common, description: INBOUND_DESCRIPTION, amount: item.amount, currency: item.currency };
  }
  return {
    ...common,
    description: item.activity_log?.description ?? item.description ?? '',
    amount: item.amount ?? null,
    currency: item.currency ?? item.sell_currency ?? '',
  };
}

const instant = (row: ActivityRow) => {
  const time = Date.parse(row.createdAt);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/** Payments and inbound items as one list, error items left out, newest first (§2, §4). */
export function activityRows(answer: ActivityAnswer): ActivityRow[] {
  return [...answer.data.payments, ...answer.data.inbound]
    .filter(isListedActivity)
    .map(rowOf)
    .sort((a, b) => instant(b) - instant(a));
}

/** The rows of one account: payments sold from it and money received into it. */
export function accountActivityRows(rows: readonly ActivityRow[], currencyCode: string): ActivityRow[] {
  return rows.filter((row) =>
    row.item.model_name === 'inbound'
      ? row.item.currency === currencyCode
      : (row.item.sell_currency ?? row.item.currency) === currencyCode,
  );
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
