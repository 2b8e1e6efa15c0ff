// The spec's texts for bank accounts and linking (access-settings-banking.md §2 "Bank Account
// Integration tab", §4, §5, §8, §9). Quoted verbatim, typos included.

export const BANK_ACCOUNT_INTEGRATION = 'Bank Account Integration';
export const ACCOUNT_UNDER_VERIFICATION = 'Account under verification';
export const MAX_ACCOUNTS_HINT =
  'You can have a maximum of 3 accounts. You could delete a linked account to make room for another.';
export const CHOOSE_PRIMARY_ACCOUNT = 'Choose your primary account';

// §8 success messages
export const BANK_HAS_BEEN_CONNECTED = 'Bank has been connected successfully';
export const BANK_CONNECTED = 'Bank connected successfully';
export const DEFAULT_BANK_SET = 'Default bank set';
export const ACCOUNT_DELETED = 'Account is deleted.';
export const PRIMARY_ACCOUNT_SET = 'Primary account is set';
export const STATEMENT_UPLOADED = 'bank statement uploaded';

// §8 failures
export const MANUAL_LINK_FAILED = 'Something Went Wrong, Please try again of contact support.';
export const AUTOMATIC_LINK_FAILED = 'Something went wrong. Try again later or contact support.';
export const SET_DEFAULT_FAILED =
  'Something went wrong. Please try again later.If the issue persists please contact support.';
export const DELETE_FAILED = 'There account could not be deleted. Please try again or contact support.';
export const MAKE_PRIMARY_FAILED = 'Primary account could not be set. Please try again or contact support.';
export const BANK_FIELD_REQUIRED = 'This field is required';
// The spec gives the lengths (kyb-onboarding.md §9) but no texts; the institution's is the KYB form's.
export const INSTITUTION_NUMBER_INVALID = 'The institution number must be exactly 3 digits';
export const TRANSIT_NUMBER_INVALID = 'The branch transit number must be exactly 5 digits';
export const ACCOUNT_NUMBER_INVALID = 'The account number must be 7 to 12 digits';

// §5
// Ours: the manual form offers these as lists; a value from elsewhere (a direct call) is refused with them.
export const ACCOUNT_TYPE_NOT_OFFERED = 'Choose an account type from the list';
export const COUNTRY_NOT_OFFERED = 'Choose a country from the list';
export const VOID_CHEQUE_REQUIRED = 'please upload a void cheque';
export const UNSUPPORTED_FILE = 'Unsupported file format uploaded. Please upload a pdf, jpg, jpeg or png file.';

// The spec names the parts but gives no words for these; they say what each control does.
export const LINKED_ACCOUNTS = 'Linked accounts';
export const NO_LINKED_ACCOUNTS = 'No bank account linked yet';
export const NO_LINKED_ACCOUNTS_HINT =
  'Link a bank account automatically through your bank, or manually with a void cheque.';
export const LINK_AUTOMATICALLY = 'Link automatically';
export const LINK_MANUALLY = 'Link manually';
export const LINK_CHOICE_LABEL = 'How would you like to link your bank account?';
export const MANUAL_BANK_TITLE = 'Link a bank account manually';
export const LINK_ACCOUNT = 'Link account';
export const PRIMARY = 'Primary';
export const VERIFIED = 'Verified';
export const MAKE_PRIMARY = 'Make primary';
export const DELETE_ACCOUNT = 'Delete';
export const DELETE_CONFIRM_TITLE = 'Delete this bank account?';
export const deleteConfirmText = (nickname: string) =>
  `${nickname} will be unlinked from your company. You can link it again later.`;
export const BANK_STATEMENTS = 'Bank statements';
export const BANK_STATEMENTS_HINT =
  'Bank statements are required for at least the last 3 months, then monthly. One file of .pdf, .jpg, .jpeg or .png.';
export const UPLOAD_STATEMENT = 'Upload bank statement';
export const VOID_CHEQUE = 'Void cheque';
export const VOID_CHEQUE_HINT = 'One file of .pdf, .jpg, .jpeg or .png.';
// No text in the catalogue for a statement upload that gets no answer at all.
export const STATEMENT_UPLOAD_FAILED = 'Something went wrong. Please try again later.';
export const ACCOUNTS_LOAD_FAILED = 'Something went wrong. Please try again later.';
export const CONNECT_BANK_ACCOUNT = 'Connect bank account';
/** The bank-linking page (spec README ruling "/settings/connect-bank-account"), linked from Settings. */
export const CONNECT_BANK_ACCOUNT_PATH = '/settings/connect-bank-account';
export const ADMIN_LINKS_BANK =
  'A bank account needs to be connected before you can continue. Please ask your company admin to connect one.';
export const accountLabel = (details: { institution: string; branch: string; account: string }) =>
  `Institution ${details.institution} · Transit ${details.branch} · Account ${details.account}`;
