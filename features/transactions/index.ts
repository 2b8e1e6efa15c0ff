export * from './model.js';
export * from './api.js';
export * from './TransactionsPage.js';
export * from './TransactionDrawer.js';
export * from './BalanceSummary.js';
