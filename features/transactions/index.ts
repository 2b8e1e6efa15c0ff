// Card transactions: the Transactions page (tabs, balances, search, export) and its drawer, opened from the page
// (loaded with the first transaction opened, so it is not part of this entry).
export { TransactionsPage } from './TransactionsPage.js';
export type { TransactionsPageProps } from './TransactionsPage.js';
export { BalanceSummary } from './BalanceSummary.js';
export type { BalanceSummaryProps } from './BalanceSummary.js';
export { useTransactionList, useTransaction, useSaveMemo, useUploadReceipt, useExportTransactions } from './api.js';
export type { Transaction, TransactionList } from './model.js';
