// The spec's texts for the payments hub, the pay-now flow and the scheduled and recurring forms
// (accounts-payments-recipients.md §2, §4, §5, §8, §9; README rulings "Who may use the multi-currency
// area", "The payments page"). Quoted verbatim; where the spec describes a text without quoting it,
// the comment says so.

export const PAYMENTS_TITLE = 'Payments';
/** The right-hand panel's quick-access tiles (§2). */
export const MAKE_PAYMENT = 'Make payment';
export const ADD_RECIPIENT = 'Add recipient';
/** The badge of the schedule and recur payment types (§2: "shown disabled with a coming soon badge"). */
export const COMING_SOON = 'Coming soon';

/** The pay-now flow's steps (§2). */
export const PAY_NOW_STEP_TITLES = ['Recipient', 'Reason', 'Amount', 'Review', 'Complete'] as const;
export const CANCEL = 'Cancel';
export const NEXT = 'Next';
export const BACK = 'Back';
export const DONE = 'Done';

/** The reason step (§2): the reason, and a reference shown to the recipient. */
export const REASON_LABEL = 'Reason (for our compliance)';
/** §2: "a reference (shown to the recipient)"; the label and its help say that in the spec's words. */
export const REFERENCE_LABEL = 'Reference';
export const REFERENCE_HELP = 'Shown to the recipient';

/** The review step's purpose code (§5); the spec names the field, not its label. */
export const PURPOSE_CODE_LABEL = 'Purpose code';

/** The scheduled and recurring forms (§2). */
export const SET_DATE_AND_TIME = 'Set date and Time';
export const START_DATE = 'Start date';
export const REPEATS = 'Repeats';
export const MONTHLY = 'Monthly';
export const WEEKLY = 'Weekly';
export const REQUIRE_INVOICE = 'Require invoice';
export const YES = 'Yes';
export const NO = 'No';
// §2 names these fields without quoting a label.
export const SOURCE_ACCOUNT_LABEL = 'Source account';
export const DESTINATION_CURRENCY_LABEL = 'Destination currency';
export const AMOUNT_LABEL = 'Amount';
/** A scheduled date and time already past (the spec names no text). */
export const SCHEDULE_IN_PAST = 'The payment must be scheduled in the future.';

/** The rails and limits of §9 per destination currency, each as the spec writes it. */
export const CAD_RAILS = 'CAD priority is SWIFT with no limit, regular is EFT up to CAD 100,000';
export const USD_RAILS = 'USD priority is Fedwire/CHIPS/SWIFT with no limit, regular is FedACH up to $100,000';
export const INR_RAILS =
  'INR regular is IMPS up to INR 200,000 and NEFT above, limit INR 1,500,000 per beneficiary per day';

/** §9's limits as refusals (the spec gives the limits, not the words): said at the amount step, refused alike by the server. */
const limitAmount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
export const regularLimitExceeded = (currency: string, limit: number) =>
  `Payments to this recipient are limited to ${currency} ${limitAmount.format(limit)} each. Lower the amount.`;
export const dailyLimitExceeded = (currency: string, limit: number) =>
  `Payments in ${currency} are limited to ${currency} ${limitAmount.format(limit)} per beneficiary per day. Lower the amount.`;

/**
 * §9's arrival text, as a sentence: "payments up to 2 working days (elsewhere up to 1 working day) to reach
 * the recipient" — the source says 2 in one place and 1 in others; the screens promise the longer, so
 * nobody is told a payment will arrive sooner than it may.
 */
export const PAYMENT_ARRIVAL = 'Payments may take up to 2 working days to reach the recipient';

// The spec names the payment types (§3: now, schedule, reccur) and the scheduled form's review and
// complete steps without quoting their words; these say what each is.
export const PAYMENT_TYPE_LABELS = {
  now: 'Pay now',
  schedule: 'Schedule a payment',
  reccur: 'Recurring payment',
} as const;
export const PAYMENT_TYPES_HEADING = 'Payment types';
export const QUICK_ACCESS = 'Quick access';
/** The pay-now and scheduled dialogs' titles: the hub's own names for them. */
export const PAY_NOW_TITLE = MAKE_PAYMENT;
export const RECIPIENT_SELECTION_LABEL = 'Recipient';
export const SELECT_RECIPIENT = 'Choose a recipient';
export const PAYMENT_SUMMARY = 'Payment summary';
export const SELL_AMOUNT_LABEL = 'You send';
export const BUY_AMOUNT_LABEL = 'Recipient gets';
export const PAYMENT_SENT = 'Payment sent';
export const PAYMENT_SCHEDULED = 'Payment scheduled';
export const RECURRING_PAYMENT_SET = 'Recurring payment set up';
export const RAILS_AND_LIMITS = 'Rails and limits';
export const REGULAR_RAIL = 'Regular payments of this amount go by';
export const AVAILABLE = 'available';

/** A payment the review step's purpose-code rule refuses, as the backend answers it (ours: the spec has none). */
export const PURPOSE_CODE_REQUIRED = 'A purpose code is required for this payment.';
export const PURPOSE_CODE_NOT_OFFERED = 'This purpose code is not one of the codes offered for this payment.';
