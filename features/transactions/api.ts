import { fromResults, useApiAction, useApiQuery, type FailureText } from '../api/index.js';
import { fieldErrorsOf, GENERAL_FAILURE } from '../api/failureMessage.js';
import { toFormData, useApiUpload } from '../api/uploads.js';
import { useApiDownload } from '../api/downloads.js';
import { TooManyPagesError, useAllPages } from '../api/useAllPages.js';
import { usePagedQuery } from '../api/usePagedQuery.js';
import type { User } from '../session/user.js';
import {
  APPROVAL_FAILED,
  EXPORT_FAILED,
  MEMO_SUBMITTED,
  MEMO_UPDATED,
  RECEIPT_ALREADY_REQUESTED,
  RECEIPT_APPROVED,
  RECEIPT_ESCALATED,
  RECEIPT_UPLOADED,
  RECEIPT_UPLOAD_FAILED,
} from './messages.js';
import {
  DEFAULT_TRANSACTION_PAGE_SIZE,
  exportFileName,
  exportQuery,
  memoPayload,
  receiptPayload,
  searchKeyword,
  searchPath,
  transactionListFilters,
  type DayRange,
  type Transaction,
  type TransactionList,
  type TransactionSearchResults,
} from './model.js';
import { transactionListSchema, transactionSchema, transactionSearchSchema } from './schemas.js';
import { TRANSACTIONS_PATH } from './paths.js';

export { TRANSACTIONS_PATH };
const MEMO_RECEIPT_PATH = '/card/card/transaction/memo-receipt-response';

/** The server-paged list of a tab's scale, range and declined filter, with balances and cashback. */
export function useTransactionList(scale: 'company' | 'team' | undefined, range: DayRange, showDeclined: boolean) {
  return usePagedQuery<TransactionList, Transaction>(TRANSACTIONS_PATH, {
    schema: transactionListSchema,
    filters: transactionListFilters(scale, range, showDeclined),
    initialPageSize: DEFAULT_TRANSACTION_PAGE_SIZE,
    select: (answer) => ({ rows: answer.transactions.results, total: answer.transactions.count }),
  });
}

/** Rows per page when a whole range is read (the largest page the grid offers, §9). */
const RANGE_PAGE_SIZE = 100;

/** How many transactions a range may hold for the spend picture, when it has too many to read whole. */
export function rangeTransactionLimit(error: unknown): number | null {
  return error instanceof TooManyPagesError ? error.maxPages * RANGE_PAGE_SIZE : null;
}

/**
 * Every transaction of a tab's scale and range (declined left out), for the spend picture: the spec has
 * no aggregate endpoint (§7), so the list is read whole, 100 a page, oldest first so no row moves
 * between pages while they load.
 */
export function useRangeTransactions(scale: 'company' | 'team' | undefined, range: DayRange) {
  return useAllPages<TransactionList, Transaction>(TRANSACTIONS_PATH, {
    query: { ...transactionListFilters(scale, range, false), sort_field: 'transaction_date', sort_direction: 'asc' },
    pageSize: RANGE_PAGE_SIZE,
    schema: transactionListSchema,
    keepPreviousData: true,
    select: (answer) => ({
      rows: answer.transactions.results,
      totalPages:
        answer.transactions.total_pages ?? Math.max(1, Math.ceil(answer.transactions.count / RANGE_PAGE_SIZE)),
    }),
  });
}

/**
 * Keyword search on the company's search endpoint (comdata when flagged), within the tab's scale as the
 * list asks it (`transaction-scale`, none for the user's own); no request for an empty keyword.
 */
export function useTransactionSearch(
  user: User | null | undefined,
  scale: 'company' | 'team' | undefined,
  text: string,
) {
  const keyword = searchKeyword(text);
  return useApiQuery<TransactionSearchResults>(
    keyword ? searchPath(user) : null,
    { search: keyword, 'transaction-scale': scale },
    {
      schema: transactionSearchSchema,
      keepPrevious: true,
    },
  );
}

/** One transaction with its memo and receipt; `null` fetches nothing. */
export function useTransaction(id: number | null) {
  return useApiQuery<Transaction>(id === null ? null : `${TRANSACTIONS_PATH}/${id}`, undefined, {
    schema: transactionSchema,
  });
}

/** Export Transactions: the CSV of the range. */
export function useExportTransactions(range: DayRange) {
  const download = useApiDownload(`${TRANSACTIONS_PATH}/export`, {
    fallbackFileName: exportFileName(range),
    failure: { fallback: EXPORT_FAILED },
  });
  return { ...download, run: () => download.run(exportQuery(range)) };
}

/** "Memo create error: the server's results text" (§8); without one, the product's general failure. */
export const MEMO_CREATE_FAILURE: FailureText = { server: fromResults(), fallback: GENERAL_FAILURE };

/** The memo update's failure: the server's flag on the transaction field has the spec's own text. */
export const MEMO_UPDATE_FAILURE: FailureText = {
  server: [(body) => (fieldErrorsOf(body).transaction ? RECEIPT_ALREADY_REQUESTED : undefined), fromResults()],
  fallback: GENERAL_FAILURE,
};

/** Creates or updates the memo of a transaction (create when it has none). */
export function useSaveMemo(transaction: Pick<Transaction, 'id' | 'memo_response'>) {
  const existing = transaction.memo_response;
  // A memo changes no amount, date or merchant: the spend picture is not read again.
  const revalidate = { revalidate: [TRANSACTIONS_PATH], revalidateWholeLists: false };
  const create = useApiAction(
    (client, reason: string) => client.post<unknown>(MEMO_RECEIPT_PATH, memoPayload(transaction.id, reason)),
    { success: MEMO_SUBMITTED, failure: MEMO_CREATE_FAILURE, ...revalidate },
  );
  const update = useApiAction(
    (client, reason: string) =>
      client.patch<unknown>(`${MEMO_RECEIPT_PATH}/${existing?.id ?? ''}`, memoPayload(transaction.id, reason)),
    { success: MEMO_UPDATED, failure: MEMO_UPDATE_FAILURE, ...revalidate },
  );
  return existing ? update : create;
}

/** Uploads (or replaces) the receipt of a transaction, with progress. */
export function useUploadReceipt(transaction: Pick<Transaction, 'id' | 'receipt_response'>) {
  const existing = transaction.receipt_response;
  return useApiUpload(
    (client, controls, image: File) =>
      client.upload<unknown>(
        existing ? `${MEMO_RECEIPT_PATH}/${existing.id}` : MEMO_RECEIPT_PATH,
        toFormData(receiptPayload(transaction.id, image)),
        { ...controls, method: existing ? 'PATCH' : 'POST' },
      ),
    // A receipt changes no amount, date or merchant: the spend picture is not read again.
    {
      success: RECEIPT_UPLOADED,
      failure: { fallback: RECEIPT_UPLOAD_FAILED },
      revalidate: [TRANSACTIONS_PATH],
      revalidateWholeLists: false,
    },
  );
}

/** Approves an unmatched receipt (role 1) or escalates it to a manager (others): the answer says which. */
export function useApproveReceipt(transactionId: number) {
  return useApiAction(
    (client) =>
      client.post<{ results?: { approved?: boolean } }>(`${TRANSACTIONS_PATH}/receipt/approval/${transactionId}`),
    {
      success: (answer) => (answer.results?.approved ? RECEIPT_APPROVED : RECEIPT_ESCALATED),
      failure: { server: fromResults('response'), fallback: APPROVAL_FAILED },
      // An approval changes no amount, date or merchant: the spend picture is not read again.
      revalidate: [TRANSACTIONS_PATH],
      revalidateWholeLists: false,
    },
  );
}
