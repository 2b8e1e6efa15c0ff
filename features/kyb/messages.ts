// The spec's texts for business verification (kyb-onboarding.md §1, §2, §3, §4, §5, §8, §9), in both
// variants: the "Know your Business" dialog and the five-step wizard. Quoted verbatim, typos included.
// Texts the spec does not give (most field labels, the rule messages beyond "This field is required")
// are in the blocks marked so, written in the words of the spec's fields and rules.

// --- Shared (§8, §9) ---------------------------------------------------------------------------------

export const KYB_FIELD_REQUIRED = 'This field is required';
export const KYB_SELECT_PROMPT = 'Please select one';
export const KYB_SOMETHING_WENT_WRONG = 'Something went wrong, please try again or contact support';

// --- Dialog variant: the dialog and its sections (§2.2) -----------------------------------------------

export const KYB_DIALOG_TITLE = 'Know your Business';
export const SECTION_BUSINESS_DETAILS = 'Business Details';
export const SECTION_BUSINESS_ADDRESS = 'Business Address';
export const SECTION_BILLING_INFORMATION = 'Billing Information';
export const SECTION_BENEFICIAL_OWNERSHIP = 'Beneficial Ownership';
export const SECTION_KEY_PERSONNEL = 'Key Personnel';
export const SECTION_CREDIT_INFORMATION = 'Credit Information';
export const SUBMIT_APPLICATION = 'SUBMIT Application';
export const REVIEW_BEFORE_SUBMIT = 'Please review the application before you submit';

// §8, the dialog's notices
export const KYB_SAVED = 'KYB details are saved successfully.';
export const KYB_SAVE_FAILED =
  'Unable to save the data. Please try again. There no data lost until the page is re-loaded.';
export const KYB_SUBMITTED = 'KYB details are submitted successfully.';
export const KYB_SUBMIT_FAILED = KYB_SOMETHING_WENT_WRONG;
export const FINANCIAL_STATEMENT_SAVED = 'Financial statement has been saved.';
export const FINANCIAL_STATEMENT_FAILED = 'There was an error while saving your financial statement.';
export const VOID_CHEQUE_SAVED = 'Void Cheque has been saved.';
export const VOID_CHEQUE_FAILED = 'There was an error while saving your void cheque.';

// §3.5 Business Details
export const LABEL_ANNUAL_SALES = 'Annual Sales (USD)';
export const LABEL_WEEKLY_SPEND = 'Anticipated Weekly Spend';

// §3.5 the address group
export const LABEL_STREET_NUMBER = 'Street Number';
export const LABEL_STREET_NAME = 'Street Name';
export const LABEL_APARTMENT_SUITE = 'Apartment/Suite Number';
export const LABEL_STATE_PROVINCE = 'State/Province';
export const LABEL_POSTAL_ZIP = 'Postal / Zip Code';

// §4.2 Billing Information
export const BILLING_ADDRESS_CHECKBOX =
  'Billing Address Same As Physical Address. Would You Like To Add A New Address Instead?';

// §4.2 Beneficial Ownership
export const ADD_ANOTHER_DIRECTOR = 'Add another director';
/** An owner's heading while both names are empty ("Beneficiary N", counted from 1). */
export const beneficiaryHeading = (position: number) => `Beneficiary ${position}`;

// §1 credit paths
export const CREDIT_PREQUALIFIED_NOTE =
  'Good News! You may qualify for credit based on your financial information. Please provide the following details.';

// §3.5, §5.6 options
export const CREDIT_CYCLE_DAILY = 'Daily';
export const CREDIT_CYCLE_WEEKLY = 'Weekly';
export const CREDIT_CYCLE_SEMI_MONTHLY = 'Semi-Monthly';
export const CREDIT_CYCLE_MONTHLY = 'Monthly';
export const ACCOUNT_TYPE_CHEQUING = 'Chequing';
export const ACCOUNT_TYPE_SAVINGS = 'Savings';

// §2.2 the SIC lookup
export const SIC_LOOKUP_TITLE = 'SIC Codes Lookup - Standard Industrial Classification';
export const SIC_LOOKUP_BACK = 'Back';
export const SIC_LOOKUP_CLOSE = 'Close';

// --- Dialog variant: texts the spec does not give ------------------------------------------------------

export const LABEL_BUSINESS_LEGAL_NAME = 'Business Legal Name';
export const LABEL_BUSINESS_NUMBER = 'Business Number';
export const LABEL_LEGAL_STRUCTURE = 'Legal Structure';
export const LABEL_INCORPORATED_YEAR = 'Incorporated Year';
export const LABEL_INCORPORATED_PROVINCE = 'Incorporated Province';
export const LABEL_YEARS_IN_BUSINESS = 'Years in Business';
export const LABEL_YEARS_IN_CONTROL = 'Years in Control';
export const LABEL_MONTHLY_SPEND = 'Anticipated Monthly Spend';
export const LABEL_NUMBER_OF_EMPLOYEES = 'Number of Employees';
export const LABEL_BUSINESS_SIC = 'Business SIC';
export const LABEL_WEBSITE = 'Website';
export const LABEL_PUBLICLY_TRADED = 'Publicly Traded';
export const LABEL_TICKER_SYMBOL = 'Ticker Symbol';
export const LABEL_BUILDING_NAME = 'Building Name';
export const LABEL_CITY = 'City';
export const LABEL_COUNTRY = 'Country';
export const LABEL_NAME = 'Name';
export const LABEL_EMAIL = 'Email';
export const LABEL_PHONE = 'Phone';
export const LABEL_TITLE = 'Title';
export const LABEL_HAS_SIGNIFICANT_SHARE = 'Does anyone own 25% or more of the business?';
export const LABEL_OWNER_FIRST_NAME = 'First Name';
export const LABEL_OWNER_LAST_NAME = 'Last Name';
export const LABEL_OWNERSHIP_PERCENTAGE = 'Ownership Percentage';
export const CLEAR_OWNER = 'Clear';
export const DELETE_OWNER = 'Delete';
export const LABEL_CEO = 'CEO';
export const LABEL_PRESIDENT = 'President';
export const LABEL_CFO = 'CFO';
export const LABEL_TREASURER_OR_SECRETARY = 'Treasurer or Secretary';
export const LABEL_SECRETARY = 'Secretary';
export const labelDirector = (position: number) => `Director ${position}`;
export const LABEL_CREDIT_LINE_REQUIRED = 'Would you like a credit line?';
export const LABEL_PERSONAL_GUARANTEE =
  'Will you provide a personal guarantee? The card provider will run a credit check.';
/** §1: no credit line requested. */
export const CREDIT_PRE_FUNDED_NOTE =
  'Your account will be pre-funded: funds must be transferred in advance to spend with the corporate cards.';
/** §1: under 4 years in business and no personal guarantee. */
export const CREDIT_PREPAID_NOTE =
  'You must proceed with a prepaid account: no credit line can be extended without a personal guarantee.';
export const LABEL_REQUESTED_CREDIT_LIMIT = 'Requested Credit Limit';
export const LABEL_CREDIT_CYCLE = 'Credit Cycle';
export const LABEL_FINANCIAL_STATEMENT = 'Financial Statement';
export const LABEL_BANK_NAME = 'Bank Name';
export const LABEL_BANK_ACCOUNT_NUMBER = 'Bank Account Number';
export const LABEL_BANK_INSTITUTION_NUMBER = 'Institution Number';
export const LABEL_BANK_BRANCH_NUMBER = 'Branch Number';
export const LABEL_BANK_ACCOUNT_TYPE = 'Account Type';
export const LABEL_VOID_CHEQUE = 'Void Cheque';
export const LABEL_BANK_ADDRESS = 'Bank Address';
export const SAVE_SECTION = 'Save';
// The credit-information sheet (§2.2, §3.6; spec README ruling: the disclaimer is ours, short)
export const CREDIT_SHEET_SUBMIT = 'Submit';
export const CREDIT_SHEET_DISCLAIMER =
  'We use this information only to assess your credit application. Submitting it does not commit you to a credit line.';
export const CREDIT_SHEET_SUBMIT_FAILED = 'Your credit information could not be submitted. Please try again.';

// Rule messages (§5.5, §5.6 name the rules, not their texts)
export const NOT_A_NUMBER = 'Please enter a number';
export const NOT_DIGITS = 'Please enter digits only';
export const BUSINESS_NUMBER_NINE_DIGITS = 'The business number must be exactly 9 digits';
export const NOT_A_YEAR = 'Please enter a year of 4 digits';
export const NOT_A_WEBSITE = 'Please enter a website address starting with http:// or https://';
export const NOT_A_PAST_DATE = 'Please enter a date in the past';
export const INSTITUTION_THREE_DIGITS = 'The institution number must be exactly 3 digits';
export const BRANCH_FIVE_DIGITS = 'The branch number must be exactly 5 digits';
export const ADDRESS_LINE_TOO_LONG = 'Please use at most 30 characters';
export const NOT_AN_OPTION = 'Please choose one of the options';

// The SIC lookup's search (beyond the spec)
export const SIC_SEARCH_LABEL = 'Search by SIC code or title';
export const SIC_DIVISION_LABEL = 'Category';
export const SIC_LOOKUP_OPEN = 'Look up SIC code';
export const sicSearchResultCount = (count: number) =>
  count === 0 ? 'No SIC codes found' : count === 1 ? '1 SIC code found' : `${count} SIC codes found`;

// --- Wizard variant (§2.1, §3.1–§3.4, §4.1) -------------------------------------------------------------

export const WIZARD_INTRO = 'Please fill up the form to complete KYC/AML process';
export const WIZARD_FORM_ERRORS = 'There are errors in the form, please review and try again later';
export const WIZARD_PREVIOUS = 'Previous';
export const WIZARD_NEXT = 'Next';

export const STEP_PERSONAL_DETAILS = 'Personal details';
export const STEP_BUSINESS_DETAILS = 'Business details';
export const STEP_ACCOUNT_USAGE = 'Account usage';
export const STEP_DIRECTORS = 'Directors';
export const STEP_REVIEW = 'Review Details';

export const SECTION_PERSONAL_DETAILS = 'Personal details';
export const SECTION_CONTACT_DETAILS = 'Contact details';
export const SECTION_CURRENT_HOME_ADDRESS = 'Current Home Address';
export const SECTION_IDENTITY = 'Identity';
export const SECTION_ADDITIONAL_DETAILS = 'Additional Details';
export const SECTION_SUPPORTING_DOCUMENTS = 'Supporting Documents';
export const TRADING_ADDRESS_DIFFERENT = 'Trading address is different from registered address';

export const DIRECTOR_ONE = 'Director 1';
export const LABEL_OWNERSHIP_PERCENT = 'Ownership %';
export const additionalShareholderTab = (position: number) => `Additional shareholder ${position}`;
export const ADD_SHAREHOLDER = 'Add Shareholder';
export const DELETE_SHAREHOLDER = 'Delete Shareholder';

export const REVIEW_NOTICE =
  'Please review all the information you have provided. You may go back to make any changes you would like.';
export const REVIEW_PERSONAL_DETAILS = 'Personal Details';
export const REVIEW_BUSINESS_DETAILS = 'Business Details';
export const REVIEW_DIRECTORS = 'Directors';
export const REVIEW_ACCOUNT_USAGE = 'Account Usage';
export const REVIEW_IDENTIFICATION = 'Identification';
export const REVIEW_DIRECTOR = 'Director';
export const REVIEW_ADDITIONAL_DIRECTORS = 'Additional Directors';
export const REVIEW_SHAREHOLDERS = 'Shareholders';
export const reviewShareholderHeading = (position: number) => `Shareholder ${position}`;
/** §4.1: an empty country, SSN or passport in the review. */
export const REVIEW_NOT_APPLICABLE = 'N/A';
/** §4.1: any other empty value in the review. */
export const REVIEW_EMPTY = '-';

export const NO_ROWS_FOUND = 'No Rows Found';
export const NO_RESULTS_FOUND = 'No Results Found';

// §3.2 legal entity types
export const US_LEGAL_ENTITY_TYPES = [
  'Corporation',
  'Limited Liability Company',
  'Limited Liability Partnership',
  'Partnership',
  'Sole Proprietor',
] as const;
export const CA_LEGAL_ENTITY_TYPES = [
  'Private Limited Company',
  'Sole Trader',
  'Unincorporated Partnership',
  'Incorporated Partnership',
  'Public Limited Company',
  'Registered Charity',
  'Trust',
] as const;

// §3.3 options
export const PAY_OUT_SOURCES = ['Business Revenue', 'Shareholder Investment', 'External Investment'] as const;
export const PAY_OUT_PURPOSES = [
  'Repatriating Overseas Earnings',
  'Payment to an Individual',
  'Paying Suppliers / Bills',
  'Intercompany Transfers',
  'Investment Activity',
  'Property Purchase / Sale',
  'Liquidity / FX',
  'Other',
] as const;
export const COLLECT_SOURCES = [
  'Online Marketplace',
  'Customers of goods or services',
  'Clients of a financial service',
  'Other',
] as const;
export const COLLECT_PURPOSES = [
  'Repatriating Overseas Earnings',
  'Collecting Funds from Clients',
  'Intercompany Transfers',
  'Investment Activity',
  'Property Purchase / Sale',
  'Other',
] as const;

// --- Wizard variant: texts the spec does not give --------------------------------------------------------

export const LABEL_COUNTRY_OF_INCORPORATION = 'Country of Incorporation';
export const LABEL_FIRST_NAME = 'First Name';
export const LABEL_MIDDLE_NAME = 'Middle Name';
export const LABEL_LAST_NAME = 'Last Name';
export const LABEL_DATE_OF_BIRTH = 'Date of Birth';
export const LABEL_DIAL_CODE = 'Dial Code';
export const LABEL_TELEPHONE = 'Telephone';
export const LABEL_HOME_COUNTRY = 'Country';
export const LABEL_BUILDING_NUMBER = 'Building Number';
export const LABEL_STREET = 'Street';
export const LABEL_APARTMENT = 'Apartment';
export const LABEL_STATE = 'State/County';
export const LABEL_POSTAL_CODE = 'Postal Code';
export const LABEL_SSN = 'SSN';
export const LABEL_PASSPORT = 'Passport Number';
export const LABEL_COUNTRY_OF_ISSUE = 'Passport Country of Issue';
export const LABEL_PROOF_OF_ID = 'Proof of ID';
export const LABEL_LEGAL_ENTITY_TYPE = 'Legal Entity Type';
export const LABEL_COMPANY_NAME = 'Company Name';
export const LABEL_TRADING_NAME = 'Trading Name';
export const LABEL_REGISTRATION_NUMBER = 'Company Registration Number';
export const LABEL_EIN = 'Employer Identification Number';
export const LABEL_DATE_OF_INCORPORATION = 'Date of Incorporation';
export const LABEL_REGISTERED_COUNTRY = 'Registered Country';
export const LABEL_TRADING_COUNTRY = 'Trading Country';
export const LABEL_BUSINESS_SECTOR = 'Business Sector';
export const LABEL_BUSINESS_SUBSECTOR = 'Business Subsector';
export const LABEL_BUSINESS_ACTIVITIES = 'Business Activities';
export const LABEL_BUSINESS_WEBSITE = 'Business Website';
export const LABEL_COMPANY_INCORPORATION = 'Company Incorporation Document';
export const LABEL_COMPANY_FINANCIALS = 'Company Financials';
export const SECTION_PAY_OUT = 'Paying out';
export const SECTION_COLLECT = 'Collecting money';
export const LABEL_BASE_CURRENCY = 'Base Currency';
export const LABEL_PAYMENT_VALUE = 'Monthly Transaction Value';
export const LABEL_ESTIMATED_PAYMENTS = 'Estimated Transactions per Month';
export const LABEL_DESTINATION_COUNTRIES = 'Destination Countries';
export const LABEL_INITIAL_SOURCE = 'Initial Source of Funds';
export const LABEL_MAIN_PURPOSE = 'Main Purpose of the Account';
export const LABEL_PURPOSE_DETAILS = 'Account Purpose Details';
export const LABEL_FIRST_TRANSACTION_DATE = 'Expected First Transaction Date';
export const LABEL_PROOF_OF_FUNDS = 'Proof of Funds';
export const LABEL_RECEIVE_MONEY = 'I will also receive money into the new account';
export const LABEL_ORIGIN_COUNTRIES = 'Origin of Transactions';
export const LABEL_PAID_IN_CURRENCIES = 'Paid-in Currencies';
export const LABEL_USER_IS_DIRECTOR = 'I am a director of the company';
export const LABEL_USER_OWNS_QUARTER = 'I own 25% or more of the company';
export const LABEL_HAS_ADDITIONAL_DIRECTOR = 'There is an additional director';
export const LABEL_ADDITIONAL_DIRECTOR_OWNS_QUARTER = 'The additional director owns 25% or more of the company';
export const LABEL_HAS_SHAREHOLDERS = 'There are other shareholders who own 25% or more';
export const LABEL_OWNERSHIP_DOCUMENT = 'Control and Beneficial Ownership Document';
export const LABEL_DIRECTOR_PROOF_OF_ID = 'Director Proof of ID';
export const REVIEW_YES = 'Yes';
export const REVIEW_NO = 'No';
export const OWNERSHIP_OUT_OF_RANGE = 'The ownership must be between 25 and 100';
export const OWNERSHIP_TOTAL_OVER_100 = 'The owners together cannot hold more than 100%';
export const CREDIT_LIMIT_NOT_ABOVE_ZERO = 'The credit limit must be greater than 0';
export const TOO_YOUNG = 'You must be at least 18 years old';
export const DATE_IN_FUTURE = 'The date cannot be in the future';
export const DATE_IN_PAST = 'The date cannot be in the past';
export const NOT_NEGATIVE = 'The value cannot be negative';
export const AT_LEAST_ONE_PAYMENT = 'At least 1 transaction a month';
export const WHOLE_NUMBER = 'Please enter a whole number';
export const PHONE_NOT_VALID = 'Please enter a valid phone number';
