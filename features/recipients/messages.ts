// The spec's texts for the recipients page and the add-recipient wizard (accounts-payments-recipients.md
// §2, §4, §5, §8, §9). Quoted verbatim; where the spec describes a text without quoting it, the comment
// says so.

export const RECIPIENTS_TITLE = 'Recipients';
export const ADD_ACCOUNT = 'Add account';
export const YOUR_RECIPIENTS = 'Your recipients';
export const NO_RECIPIENTS = "It's empty in here!";
export const NO_RECIPIENTS_HINT = 'All the recipients you add to your account will appear here';
/** The list's failure to load (§8 names none: other list failures are only logged). */
export const RECIPIENTS_LOAD_FAILED = 'Your recipients could not be loaded.';

export const RECIPIENT_DELETED = 'Recipient has been successfully deleted';
export const RECIPIENT_DELETE_FAILED = 'Something went wrong please try again or contact support';

/** The wizard's steps (§2). */
export const ADD_RECIPIENT_STEP_TITLES = ['Recipient details', 'Review', 'Complete'] as const;

/** Step 0 (§5, §8). */
export const FILL_ALL_DETAILS = 'You must fill all the details';
export const INDIVIDUAL_NOT_AVAILABLE =
  'Individual option is not available for the combination of bank country and the currency chosen';
export const FILL_FURTHER_DETAILS = 'Please fill out further details and verify them';

/** Routing labels by bank country (§5). */
export const ROUTING_NUMBER = 'Routing Number';
export const SORT_CODE = 'Sort Code';
export const BSB_CODE = 'BSB Code';
export const CNAPS = 'CNAPS';
export const IFSC_CODE = 'IFSC Code';
export const BRANCH_CODE = 'Branch Code';
export const BANK_CODE = 'Bank Code';
export const TRANSIT_CODE = 'Transit Code';
export const ROUTING_CODE = 'Routing Code';

// §2–§5 name these fields and choices without quoting a label.
export const COUNTRY_LABEL = 'Country';
export const CURRENCY_LABEL = 'Currency';
export const RECIPIENT_TYPE_LABEL = 'Type';
export const COMPANY = 'Company';
export const INDIVIDUAL = 'Individual';
export const NICKNAME_LABEL = 'Nickname';
export const BUSINESS_ADDRESS_LABEL = 'Business address';
export const BUSINESS_CITY_LABEL = 'Business city';
export const BUSINESS_POSTAL_CODE_LABEL = 'Business postal code';
export const IBAN_LABEL = 'IBAN';
export const ACCOUNT_NUMBER_LABEL = 'Account number';
/** A value that does not match the server's pattern or length (the spec quotes no text for it). */
export const FIELD_FORMAT_INVALID = 'This value is not in the expected format';

/** The wizard's dialog and its last step; §2 names them without quoting a text. */
export const ADD_RECIPIENT_TITLE = 'Add recipient';
export const RECIPIENT_ADDED = 'Recipient added';
export const RECIPIENT_ADDED_HINT = 'You can now pay this recipient from Payments.';
export const NEXT = 'Next';
export const CANCEL = 'Cancel';
export const BACK = 'Back';
export const DONE = 'Done';

/** A recipient panel's details and its delete confirmation (§2: "details inside the panel"). */
export const NAME_LABEL = 'Name';
export const BANK_NAME_LABEL = 'Bank name';
export const BANK_COUNTRY_LABEL = 'Bank country';
export const BIC_SWIFT_LABEL = 'BIC/SWIFT code';
export const DELETE_RECIPIENT = 'Delete recipient';
export const DELETE = 'Delete';
export const deleteRecipientQuestion = (title: string) => `Delete ${title} from your recipients?`;
