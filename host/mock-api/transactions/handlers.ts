import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import { centralDateTime } from 'spend-ui/features/rules';
import { csvField } from 'spend-ui/internal';
import { json, type RouteBuilder } from '../core/http.js';
import type { DemoStore } from '../core/store.js';
import type { UserRecord } from '../auth/model.js';
import type { TransactionRecord } from './model.js';
import {
  centralDay,
  daysAgoOf,
  scopedTransactions,
  scopeSpendLimit,
  transactionInstant,
  transactionView,
  widestScale,
  type CentralDay,
} from './views.js';
import { transactionMessages } from './messages.js';

/*
 * GET /card/card/transaction ?transaction-scale (company|team; own when omitted) &start-date &end-date
 *   (YYYY-MM-DD, Central days) &show_declined &page &page_size (≤ 100) &sort_field &sort_direction (asc|desc)
 *   → {results: {transactions: {results, next, previous, total_pages, count}, balances, cashback}}.
 *   Declined rows only with show_declined=true. Default order: newest first.
 * GET /card/card/transaction/{id} → {results: transaction}; 404 outside what the role reads.
 * GET /card/card/transaction/export ?start_date &end_date → text/csv for the role's widest scope, times in
 *   US Central time as the screen shows them, amounts to the cent.
 * GET /card/card-transactions/search and /card/comdata-transactions/search ?search &transaction-scale
 *   (as the list: company or team, own when omitted) → {results: [{transaction_details}]}, at most 200,
 *   newest first, over merchant, card, holder and memo.
 */

const MAX_PAGE_SIZE = 100;
const MAX_SEARCH_RESULTS = 200;

type SortKey = (row: TransactionRecord, store: DemoStore) => number | string;

const SORT_KEYS: Record<string, SortKey> = {
  transaction_date: (row) => -row.days_ago * 10_000 + row.minute_of_day,
  posted_date: (row) => (row.posted_after_days === null ? Infinity : row.posted_after_days - row.days_ago),
  merchant_name: (row) => row.merchant_name.toLowerCase(),
  card_name: (row) => row.card_name.toLowerCase(),
  card_holder_name: (row, store) => (store.get('users', row.user_id)?.name ?? '').toLowerCase(),
  transaction_amount: (row) => row.amount,
  transaction_current_status: (row) => row.transaction_current_status,
};

function sortRows(rows: TransactionRecord[], store: DemoStore, field: string | null, direction: string | null) {
  const key = (field && SORT_KEYS[field]) || SORT_KEYS.transaction_date;
  if (!key) return rows;
  const sign = field && SORT_KEYS[field] ? (direction === 'desc' ? -1 : 1) : -1;
  const keyed = rows.map((row) => ({ row, key: key(row, store) }));
  keyed.sort((a, b) => (a.key < b.key ? -sign : a.key > b.key ? sign : b.row.id - a.row.id));
  return keyed.map((entry) => entry.row);
}

function positiveInteger(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

function inRange(rows: TransactionRecord[], from: number | null, to: number | null): TransactionRecord[] {
  return rows.filter((row) => (from === null || row.days_ago <= from) && (to === null || row.days_ago >= to));
}

function pageLink(url: URL, page: number): string {
  const next = new URL(url);
  next.searchParams.set('page', String(page));
  return next.toString();
}

function readable(store: DemoStore, user: UserRecord, id: number, day: CentralDay): TransactionRecord | undefined {
  return scopedTransactions(store, user, widestScale(store, user), day).find((row) => row.id === id);
}

export function transactionHandlers(routes: RouteBuilder): HttpHandler[] {
  const search = (path: string) =>
    routes.authenticated('get', path, ({ request, store, user }) => {
      const params = new URL(request.url).searchParams;
      const keyword = (params.get('search') ?? '').trim().toLowerCase();
      const day = centralDay(store.now());
      if (!keyword) return json({ results: [] });
      const memos = new Map(store.all('memoResponses').map((memo) => [memo.transaction_id, memo.reason.toLowerCase()]));
      const matches = scopedTransactions(store, user, params.get('transaction-scale'), day).filter((row) => {
        const holder = store.get('users', row.user_id)?.name ?? '';
        return [row.merchant_name, row.card_name, holder, memos.get(row.id) ?? ''].some((field) =>
          field.toLowerCase().includes(keyword),
        );
      });
      const results = sortRows(matches, store, null, null)
        .slice(0, MAX_SEARCH_RESULTS)
        .map((row) => ({ transaction_details: transactionView(store, row, day) }));
      return json({ results });
    });

  return [
    routes.authenticated('get', '/card/card/transaction', ({ request, store, user }) => {
      const url = new URL(request.url);
      const params = url.searchParams;
      const day = centralDay(store.now());
      const scale = params.get('transaction-scale');
      const from = daysAgoOf(params.get('start-date'), day);
      const to = daysAgoOf(params.get('end-date'), day);
      const showDeclined = params.get('show_declined') === 'true';
      const inScope = inRange(scopedTransactions(store, user, scale, day), from, to);
      const listed = showDeclined ? inScope : inScope.filter((row) => row.transaction_status !== 'DECLINE');
      const sorted = sortRows(listed, store, params.get('sort_field'), params.get('sort_direction'));
      const pageSize = Math.min(MAX_PAGE_SIZE, positiveInteger(params.get('page_size'), 50));
      const totalPages = Math.max(1, Math.ceil(sorted.length / pageSize));
      const page = positiveInteger(params.get('page'), 1);
      if (page > totalPages && sorted.length > 0) return json({ detail: transactionMessages.invalidPage }, 404);
      const spent = inScope
        .filter((row) => row.transaction_status !== 'DECLINE')
        .reduce((sum, row) => sum + row.amount, 0);
      const limit = scopeSpendLimit(store, user, scale);
      const cashback = inScope.reduce((sum, row) => sum + row.cashback, 0);
      return json({
        results: {
          transactions: {
            results: sorted
              .slice((page - 1) * pageSize, page * pageSize)
              .map((row) => transactionView(store, row, day)),
            next: page < totalPages ? pageLink(url, page + 1) : null,
            previous: page > 1 ? pageLink(url, page - 1) : null,
            total_pages: totalPages,
            count: sorted.length,
          },
          balances: {
            amount_spent: Math.round(spent * 100) / 100,
            available_balance: Math.max(0, Math.round((limit - spent) * 100) / 100),
            total_balance: limit,
          },
          cashback: Math.round(cashback * 100) / 100,
        },
      });
    }),

    routes.authenticated('get', '/card/card/transaction/export', ({ request, store, user }) => {
      const params = new URL(request.url).searchParams;
      const day = centralDay(store.now());
      const start = params.get('start_date');
      const end = params.get('end_date');
      const from = daysAgoOf(start, day);
      const to = daysAgoOf(end, day);
      if (from === null || to === null) return json({ detail: transactionMessages.exportDatesRequired }, 400);
      const rows = sortRows(
        inRange(scopedTransactions(store, user, widestScale(store, user), day), from, to),
        store,
        null,
        null,
      );
      const names = new Map(store.all('users').map((entry) => [entry.id, entry.name]));
      const memos = new Map(store.all('memoResponses').map((memo) => [memo.transaction_id, memo.reason]));
      const header = [
        'Transaction Id',
        'Transaction Date',
        'Merchant',
        'Card Name',
        'Card Holder',
        'Amount',
        'Currency',
        'Status',
        'Memo',
      ];
      // Cells go through spend-ui's one spreadsheet rule: a memo such as =HYPERLINK(…) is exported as text.
      // Times are written as the screen shows them, in US Central time.
      const lines = rows.map((row) =>
        [
          row.id,
          centralDateTime(transactionInstant(row, day)),
          row.merchant_name,
          row.card_name,
          names.get(row.user_id) ?? '',
          row.amount.toFixed(2),
          row.assigned_currency,
          row.transaction_status === 'DECLINE' ? 'DECLINE' : row.transaction_current_status,
          memos.get(row.id) ?? '',
        ]
          .map(csvField)
          .join(','),
      );
      return new HttpResponse([header.join(','), ...lines].join('\n') + '\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="transactions_${start}_${end}.csv"`,
        },
      });
    }),

    routes.authenticated('get', '/card/card/transaction/:id', ({ params, store, user }) => {
      const day = centralDay(store.now());
      const row = readable(store, user, Number(params.id), day);
      if (!row) return json({ detail: transactionMessages.transactionNotFound }, 404);
      return json({ results: transactionView(store, row, day) });
    }),

    search('/card/card-transactions/search'),
    search('/card/comdata-transactions/search'),
  ];
}
