// Multi-currency accounts (accounts-payments-recipients.md §2, §3): the balances strip and the account page.
export { BalancesStrip } from './BalancesStrip.js';
export { useBalances, useBalance, useFundingAccounts, useActivity } from './api.js';
export type { Balance, BalanceCard, FundingAccount, ActivityItem, PaymentActivity, InboundActivity } from './model.js';
