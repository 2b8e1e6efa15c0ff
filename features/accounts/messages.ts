// The spec's texts for the account pages, the balances strip and the profile page
// (accounts-payments-recipients.md §2, §4, §8, §9). Quoted verbatim; where the spec describes a text
// without quoting it, the comment says so.

/** '{currency} Account' (§2). */
export const accountTitle = (currency: string) => `${currency} Account`;
/** '{currency} Account Details', the Add money tab's heading (§2). */
export const accountDetailsTitle = (currency: string) => `${currency} Account Details`;

/** The account page's tab tiles (§2). */
export const TAB_ACTIVITY = 'Activity';
export const TAB_ADD_MONEY = 'Add money';
export const TAB_CONVERT = 'Convert';
export const TAB_STATEMENT = 'Statement';

/** The Activity tab (§2). */
export const RECENT_ACTIVITY = 'Recent activity';
export const COLUMN_CREATED_ON = 'Created on';
export const COLUMN_DESCRIPTION = 'Description';
export const COLUMN_STATUS = 'Status';
export const COLUMN_AMOUNT = 'Amount';
export const NO_ACTIVITIES = 'No past activities found!';
export const NO_ACTIVITIES_HINT = 'Activities will appear here as you use the platform';

/** Display statuses (§4). */
export const STATUS_COMPLETED = 'Completed';
export const STATUS_CANCELLED = 'Cancelled';
export const STATUS_PROCESSING = 'Processing';

/** The Statement tab (§2). */
export const STATEMENT_FROM = 'From';
export const STATEMENT_TO = 'To';
export const FILE_FORMAT_PDF = 'PDF';
export const FILE_FORMAT_XLSX = 'XLSX';
export const DOWNLOAD = 'Download';

/** §9: "Funding text: payments up to $1,000,000 accepted per option", as a sentence. */
export const FUNDING_LIMIT_TEXT = 'Payments up to $1,000,000 accepted per option';

/** The profile page (§2, §8); its title is the route's page name. */
export const PROFILE_TITLE = 'Profile';
export const PROFILE_DETAILS = 'Profile Details';
export const CHANGE_PASSWORD = 'Change Password';
export const EDIT = 'Edit';
export const SAVE = 'Save';
export const PROFILE_UPDATED = 'Your details have been successfully updated';
/** §8: "the source text names the company; use the product" — this sentence names neither. */
export const PROFILE_UPDATE_FAILED = 'Something went wrong please try again later or contact support.';
export const PASSWORD_UPDATED = 'Your password has been successfully updated';

// The spec describes these without quoting them (§2 field names, §6 the business-verified note, §5 the
// password fields' error state); each says it in the spec's words.
export const FULL_NAME = 'Full name';
export const EMAIL = 'Email';
export const PHONE = 'Phone';
export const OLD_PASSWORD = 'Old password';
export const NEW_PASSWORD = 'New password';
export const REPEAT_PASSWORD = 'Repeat password';
export const PASSWORDS_DIFFER = 'The new password and the repeated password differ';
export const BUSINESS_DETAILS_VIA_SUPPORT =
  'As a business-verified user you can change only your email and phone online; other business details need support.';
/** The description of money received (§3 "Activity item (inbound)" carries none). */
export const INBOUND_DESCRIPTION = 'Money received';
/** Statement dates (§2: From and To, default today; the issue: From ≤ To ≤ today). */
export const STATEMENT_FROM_AFTER_TO = 'From must be on or before To';
export const STATEMENT_IN_FUTURE = 'The date cannot be after today';
/** The statement download's failure (the spec names an error message without quoting it). */
export const STATEMENT_DOWNLOAD_FAILED = 'The statement could not be downloaded. Please try again.';
/** A failure to read the balances (§8: list failures are only logged; the screen still says it has none). */
export const BALANCES_LOAD_FAILED = 'The balances could not be loaded.';
/** The balances strip's accessible name (§2 "Balances strip"). */
export const BALANCES = 'Balances';
export const LOADING_BALANCES = 'Loading balances';

// The account page's parts the spec names without quoting (§2 "an available-balance card", the
// detail dialog's fields of §3, the not-found message, the copy buttons of the funding cards).
export const AVAILABLE_BALANCE = 'Available balance';
export const ACCOUNT_NOT_FOUND = (currency: string) => `There is no ${currency} account for your company.`;
export const BALANCE_LOAD_FAILED = 'The balance could not be loaded.';
export const ACTIVITY_LOAD_FAILED = 'The activity could not be loaded.';
export const FUNDING_LOAD_FAILED = 'The account details could not be loaded.';
export const LOADING_BALANCE = 'Loading balance';
export const LOADING_ACCOUNT_DETAILS = 'Loading account details';
export const ACTIVITY_DETAILS = 'Activity details';
export const DETAIL_REFERENCE = 'Reference';
export const DETAIL_BENEFICIARY = 'Beneficiary';
export const DETAIL_FEES = 'Fees';
export const DETAIL_RATE = 'Rate';
export const DETAIL_AMOUNT = 'Amount';
/** A payment's other side: what the recipient gets, in the recipient's currency. */
export const DETAIL_RECIPIENT_GETS = 'Recipient gets';
/** A conversion's other side, seen from the account it left and from the one it entered. */
export const DETAIL_CONVERTED_TO = 'Converted to';
export const DETAIL_CONVERTED_FROM = 'Converted from';
/** A conversion's description in the account it left and in the one it entered. */
export const conversionTo = (currency: string) => `Conversion to ${currency}`;
export const conversionFrom = (currency: string) => `Conversion from ${currency}`;
export const CLOSE = 'Close';
export const ACCOUNT_HOLDER = 'Account holder';
export const BANK_NAME = 'Bank name';
export const BANK_ADDRESS = 'Bank address';
export const BANK_COUNTRY = 'Bank country';
export const PAYMENT_TYPE = 'Payment type';
export const copyLabel = (what: string) => `Copy ${what}`;
export const FILE_FORMAT = 'File format';
export const DOWNLOADING = 'Downloading';
export const LOADING_PROFILE = 'Loading profile';
export const PROFILE_LOAD_FAILED = 'The profile could not be loaded.';
