// The spec's texts for the Withdrawals/Cashback page and /bank/transactions (cards-transactions-team.md
// §2, §4, §5, §8; spec README ruling "/bank/transactions"). Quoted verbatim; labels the spec does not
// spell out follow its field names.

export const WITHDRAWALS_CASHBACK_TITLE = 'Withdrawals/Cashback';
export const WITHDRAWALS_TAB = 'Withdrawals';
export const CASHBACK_TAB = 'Cashback';
export const REDEMPTION_REQUESTS_TAB = 'Redemption Requests';
/** The `tab` query values; `cashback-redemption` opens the third tab (§2). */
export const WITHDRAWALS_CASHBACK_TABS = {
  withdrawals: 'withdrawals',
  cashback: 'cashback',
  redemption: 'cashback-redemption',
} as const;

export const BANK_TRANSACTIONS_TITLE = 'Bank Transactions';
/** The bank movements' page (spec README ruling "/bank/transactions"), linked from Withdrawals and Settings. */
export const BANK_TRANSACTIONS_PATH = '/bank/transactions';
export const BANK_TRANSACTIONS_INTRO = 'Pre-authorized debits of each day’s spend from your linked bank account.';

// §4 "Withdrawal status is derived"
export const WITHDRAWAL_SUCCESS = 'Success';
export const WITHDRAWAL_PROCESSING = 'Processing';
export const WITHDRAWAL_FAILED = 'Failed';
export const WITHDRAWAL_REVERTED = 'Reverted';
/** The tooltip of a failed withdrawal that carries no reason. */
export const WITHDRAWAL_NO_REASON = 'No reason was given.';

// §4 "Redemption request"
export const REDEMPTION_RESOLVED = 'Resolved';
export const REDEMPTION_UNRESOLVED = 'Unresolved';

// §8
export const WITHDRAWALS_LOAD_FAILED =
  'There seems to be an error loading withdrawals. Please try again later or contact our team for help.';
export const REDEMPTION_BELOW_MINIMUM = 'Cashback below $100 cannot be redeemed.';
// The spec gives no text for an amount over the product's limit; this follows the one above.
export const REDEMPTION_ABOVE_MAXIMUM = 'Cashback above $99,999,999 cannot be redeemed.';
export const REDEMPTION_CREATED = 'Cashback Redemption Request Created, our team will get back to you shortly.';
/** When a redemption request fails without the server's results.response. */
export const REDEMPTION_FAILED = 'Something went wrong, please try again or contact support.';

// Column and field labels (§3 field names)
export const DATE = 'Date';
export const AMOUNT_DEDUCTED = 'Amount Deducted';
export const STATUS = 'Status';
export const CASHBACK_EARNED = 'Cashback Earned';
export const CASHBACK_REDEEMED = 'Cashback Redeemed';
export const LIFETIME_CASHBACK_EARNED = 'Lifetime Cashback Earned';
export const LIFETIME_CASHBACK_REDEEMED = 'Lifetime Cashback Redeemed';
export const REQUESTED_ON = 'Requested On';
export const UPDATED_ON = 'Updated On';
export const CASHBACK_AMOUNT = 'Cashback Amount';
export const REDEEMABLE_CASHBACK = 'Redeemable Cashback';
export const REDEEMED_CASHBACK = 'Redeemed Cashback';
export const REQUEST_REDEMPTION = 'Request Redemption';
export const REDEMPTION_AMOUNT = 'Amount to redeem';
export const REDEMPTION_MINIMUM_HINT = 'The minimum is $100.';
export const NO_WITHDRAWALS = 'No withdrawals yet';
export const NO_CASHBACK = 'No cashback yet';
export const NO_REDEMPTION_REQUESTS = 'No redemption requests yet';
