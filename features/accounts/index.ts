// Multi-currency accounts (accounts-payments-recipients.md §2, §3): the balances strip and the account page.
export { BalancesStrip } from './BalancesStrip.js';
export { AccountPage } from './AccountPage.js';
export type { AccountPageProps } from './AccountPage.js';
export { ProfilePage } from './ProfilePage.js';
export { useBalances, useBalance, useFundingAccounts, useActivity, useProfile } from './api.js';
export type {
  Balance,
  BalanceCard,
  FundingAccount,
  ActivityItem,
  ActivityAnswer,
  ActivityRow,
  PaymentActivity,
  InboundActivity,
  ConversionActivity,
} from './model.js';
// The rules the demo backend shares: one movement-of-money rule and one day rule for the activity and statements.
export { accountActivityRows, activityDay, activityToday, paymentDescription } from './model.js';
export type { Profile } from './profile.js';
