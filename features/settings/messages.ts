// The spec's texts for the Settings page (access-settings-banking.md §2 "Settings", §4, §5, §8).
// Quoted verbatim.

export const SETTINGS_TITLE = 'Settings';

export const SETTINGS_TAB_ORGANIZATION_SETUP = 'Organization Setup';
export const SETTINGS_TAB_BANK_ACCOUNT_INTEGRATION = 'Bank Account Integration';
export const SETTINGS_TAB_ACCOUNTING_INTEGRATIONS = 'Accounting Integrations';
export const SETTINGS_TAB_NOTIFICATIONS = 'Notifications';
/** The badge of the tabs that are not offered yet ("coming soon, disabled"). */
export const SETTINGS_COMING_SOON = 'Coming soon';

export const SETTINGS_BILLING_ADDRESS = 'Billing Address';
export const SETTINGS_DEPARTMENTS = 'Departments';
export const SETTINGS_LOCATIONS = 'Locations';
export const SETTINGS_THRESHOLD = 'Threshold';
export const SETTINGS_RECEIPT_THRESHOLD = 'Receipt Threshold';
export const SETTINGS_MEMO_THRESHOLD = 'Memo Threshold';
export const SETTINGS_SAVE = 'Save';

export const SETTINGS_UPDATED = 'Settings updated successfully';
export const SETTINGS_UPDATE_FAILED = 'Error updating settings. Please try again later.';
export const SETTINGS_FIELD_REQUIRED = 'This field is required';

// The spec names no text for these; they say what is wrong in the words of the spec's rules and of
// the catalogue's neighbours.
export const SETTINGS_ADD_DEPARTMENT = 'Add a department';
export const SETTINGS_ADD_LOCATION = 'Add a location';
export const SETTINGS_ENTRIES_HINT = 'Press Enter to add. Changes are kept when you save.';
export const SETTINGS_NO_BILLING_ADDRESS = 'No billing address on file';
export const SETTINGS_THRESHOLD_NOT_NUMERIC = 'Thresholds must be numeric';
export const SETTINGS_THRESHOLD_NEGATIVE = 'Thresholds cannot be negative';
export const SETTINGS_THRESHOLD_TOO_HIGH = 'Thresholds cannot be more than 99,999,999';
export const SETTINGS_LOAD_FAILED = 'Something went wrong, please try again or contact support';
export const SETTINGS_TRY_AGAIN = 'Try again';
export const SETTINGS_LOADING = 'Loading settings';
