// Multi-currency accounts (accounts-payments-recipients.md §2, §3): the balances strip and the account page.
export { BalancesStrip } from './BalancesStrip.js';
export { AccountPage } from './AccountPage.js';
export type { AccountPageProps } from './AccountPage.js';
export { ProfilePage } from './ProfilePage.js';
export { useBalances, useBalance, useFundingAccounts, useActivity, useProfile } from './api.js';
export type { Balance, BalanceCard, FundingAccount, ActivityItem, PaymentActivity, InboundActivity } from './model.js';
export type { Profile } from './profile.js';
