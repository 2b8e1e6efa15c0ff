// Card transactions: the Transactions page (tabs, balances, search, export) and its drawer, opened from the page
// (loaded with the first transaction opened, so it is not part of this entry).
export * from './model.js';
export * from './api.js';
export * from './TransactionsPage.js';
export * from './BalanceSummary.js';
