// The spec's texts for the Transactions page and its drawer (cards-transactions-team.md §2, §5, §8).
// Quoted verbatim, typos included. Labels the spec does not spell out follow its wording.

export const TRANSACTIONS_TITLE = 'Transactions';
export const EXPORT_TRANSACTIONS = 'Export Transactions';
export const SHOW_DECLINED_TRANSACTIONS = 'Show Declined Transactions';
export const TRANSACTION_DETAILS = 'Transaction Details';
export const MEMO = 'Memo';
export const RECEIPT = 'Receipt';
export const CASHBACK = 'Cashback';
export const REDEEM = 'Redeem';
export const REDEEM_HREF = '/withdrawals-cashback?tab=cashback-redemption';
export const APPROVE_RECEIPT = 'Approve Receipt';
export const ESCALATE_TO_MANAGER = 'Escalate to Manager';

// §8 error catalogue
export const LOAD_TRANSACTIONS_FAILED = 'Something went wrong please try again later or contact admin.';
export const SEARCH_FAILED = 'Something went wrong, please try again or contact support.';
export const FETCH_TRANSACTION_FAILED = 'Error fetching transaction. If this continues, please contact support.';
export const EXPORT_FAILED = 'Something went wrong please try again later.';
export const RECEIPT_ALREADY_REQUESTED = 'A receipt has already been requested from the user';
export const RECEIPT_UPLOAD_FAILED = 'Something went wrong, please try again or contact support.';
/** The ruling's text for approve/reject failures, also the fallback when an approval answer carries no text. */
export const APPROVAL_FAILED = 'Something went wrong, please try again or contact support.';
/** §5 "Receipt upload". */
export const UNSUPPORTED_RECEIPT_FILE = 'Unsupported file format uploaded. Please upload a pdf or an image file.';

// §8 success messages
export const MEMO_SUBMITTED = 'Memo submitted successfully!';
export const MEMO_UPDATED = 'Memo updated successfully!';
export const RECEIPT_UPLOADED = 'Receipt uploaded successfully';
export const RECEIPT_APPROVED = 'Receipt Approved Successfully';
export const RECEIPT_ESCALATED = 'Receipt Escalated Successfully!';

// Labels the spec names only by their field (§3 "Balances", "Transaction").
export const AMOUNT_SPENT = 'Amount Spent';
export const CURRENT_BALANCE = 'Current Balance';
export const TOTAL_LIMIT = 'Total Limit';
export const SPEND_OF_LIMIT = 'Spend of total limit';
export const DATE_RANGE = 'Date range';
/** Why the picker refuses a range (§2: "A date-range picker that cannot go past today"); the grid keeps the last range loaded. */
export const DATE_RANGE_AFTER_TODAY = 'The date range cannot go past today.';
export const DATE_RANGE_START_AFTER_END = 'The start date must be on or before the end date.';
export const SEARCH_TRANSACTIONS = 'Search Transactions';
export const PROCESSING = 'Processing';
export const NO_TRANSACTIONS = 'No transactions in this range';
export const MEMO_REQUIRED = 'Please enter a memo';
export const SUBMIT_MEMO = 'Submit Memo';
export const UPDATE_MEMO = 'Update Memo';
export const UPLOAD_RECEIPT = 'Upload Receipt';
/** Shown instead of Escalate to Manager while the receipt's approval request is pending (§4 "Receipt approval request: pending"). */
export const APPROVAL_REQUEST_PENDING = 'Approval request pending';

/** The receipt's state as the drawer names it (§4 "Receipt"). */
export const RECEIPT_STATE_LABELS = {
  'not-uploaded': 'Not uploaded',
  'not-matched': 'Not matched',
  matched: 'Matched',
  rejected: 'Rejected',
} as const;

/** The OCR flags of a receipt (§3 "receipt_response.ocr"). */
export const OCR_FLAG_LABELS = {
  vendor_match: 'Vendor',
  amount_match: 'Amount',
  date_match: 'Date',
} as const;

// The spend picture above the grid (issue 11; the spec shows no texts for it — these are ours).
export const SPEND_PICTURE = 'Spend picture';
export const SPEND_OVER_TIME = 'Spend over time';
export const TOP_MERCHANTS = 'Top merchants';
export const SHOW_TABLE = 'Show table';
export const SPEND_COLUMN = 'Spend';
export const MERCHANT_COLUMN = 'Merchant';
export const PERIOD_COLUMNS = { day: 'Day', week: 'Week', month: 'Month' } as const;
export const NO_SPEND = 'No spend in this range';
export const SPEND_PICTURE_FAILED = 'The spend picture could not be loaded.';
/** A range too long to read whole: the picture asks for a shorter one (the grid below still lists it). */
export const spendPictureTooLong = (limit: number) =>
  `This range has more than ${limit.toLocaleString('en-US')} transactions, too many to draw. Choose a shorter range to see its spend picture.`;
export const LOADING_SPEND_PICTURE = 'Loading the spend picture';
export const LOADING_BALANCES = 'Loading balances';

/** Status while a transaction's details load (the drawer's code, then the transaction). */
export const LOADING_TRANSACTION = 'Loading the transaction';
export const CHART_KEYBOARD_HINT = 'Use the arrow keys to move between bars.';
/** "$1,234.56 across 12 transactions". */
export const spendSummary = (total: string, count: number) =>
  `${total} across ${count} ${count === 1 ? 'transaction' : 'transactions'}`;
