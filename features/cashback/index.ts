export { WithdrawalsCashbackPage } from './WithdrawalsCashbackPage.js';
export { BankTransactionsPage } from './BankTransactionsPage.js';
export { WithdrawalsTable } from './WithdrawalsTable.js';
export type { WithdrawalsTableProps } from './WithdrawalsTable.js';
export { CashbackTab } from './CashbackTab.js';
export { RedemptionRequestsTab } from './RedemptionRequestsTab.js';
export { RedemptionRequestForm } from './RedemptionRequestForm.js';
export { useWithdrawals, useCashback, useRedemptionRequests, useRequestRedemption } from './api.js';
export type { Withdrawal, CashbackSummary, RedemptionRequest, CashbackRow } from './model.js';
