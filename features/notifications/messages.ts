// Texts of the live channel's notices and the notifications drawer (cards-transactions-team.md §4
// "Live updates", §8 "Live notices"). The spec names the five notices; their titles follow its words.
import type { LiveMessageType } from './liveMessage.js';

export const NOTIFICATIONS = 'Notifications';
export const NO_NOTIFICATIONS = 'No Notifications';

/** The title of each live notice; the server's `message` is its text. */
export const LIVE_NOTICE_TITLES: Record<LiveMessageType, string> = {
  REVERSAL: 'Transaction Reversed',
  CREDIT: 'Credit Received',
  DECLINE: 'Transaction Declined',
  FINE: 'Fine Added for a Failed Withdrawal',
  TRANSACTION: 'New Transaction',
};

/** What the drawer says about the live channel. */
export const LIVE_STATUS_TEXTS = {
  off: 'Live updates are off.',
  connecting: 'Connecting to live updates…',
  open: 'Live updates are on.',
  reconnecting: 'Live updates were interrupted. Reconnecting…',
  stopped: 'Live updates have stopped. Sign in again to resume them.',
} as const;
