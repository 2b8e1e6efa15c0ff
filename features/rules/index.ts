// The client's rules for a server to apply as the client does (spend-ui/features/rules): the demo backend
// imports everything it takes from features/ and components/ from here — lint refuses any other path out
// of host/mock-api —, never from a domain's widget entry (a widget entry is a lazy chunk of the host,
// which the backend would then load whole) nor by a deep path. Plain functions, constants, texts and
// types: no zod type in their declarations. `SHARED_RULES` names the rules both sides apply; each has its
// row in tests/host/mock-api/oneVerdict.test.ts, which holds the client's and the server's verdicts equal.

// Who may do what, and the role tables' scopes (cards-transactions-team.md §6).
export { can } from '../access/capabilities.js';
export type { Capability } from '../access/capabilities.js';
export { cardListScope, INVITE_ROLE_IDS, memberListScope, rolesGivenBy, transactionScale } from '../access/scopes.js';
export type { CardListScope, InviteRole, MemberListScope } from '../access/scopes.js';
// The role table (access-settings-banking.md §3): the ids a membership stores, their names (an unknown id
// shown as CompanyAdmin), and role 5's wait.
export { isAwaitingRole, ROLE_IDS, ROLE_NAMES, roleName } from '../session/roles.js';
export type { RoleId } from '../session/roles.js';
export type { User } from '../session/user.js';

// Uploads judged by content, and the formats the answers use (the design system's own helpers).
export { acceptedFile } from 'spend-ui';
export { toApiDate } from '../format/apiDates.js';
export { centralDateTime } from '../format/dates.js';

// The product's text limits, and what a field over its limit says.
export { TEXT_LIMITS, textTooLong } from '../forms/textLimits.js';

// Sign-up, sign-in and passwords.
export { passwordProblem } from '../auth/model.js';
export { EMAIL_PATTERN, emailProblem } from '../auth/signInForms.js';
export { isDialablePhone } from '../auth/registerForm.js';
export { EMAIL_INVALID, PHONE_INVALID } from '../auth/messages.js';

// Onboarding: the step a user is at.
export { onboardingStep } from '../onboarding/model.js';

// Cards: the limit and cycle rate, the PIN, the currencies and cycle types.
export { cardLimitProblem, cycleRateProblem } from '../cards/cardForm.js';
export { CARD_CURRENCIES, MULTI_USE_CYCLE_TYPES, PIN_CHARACTERS } from '../cards/model.js';
export { CARD_FIELD_REQUIRED, CARD_PIN_LENGTH } from '../cards/messages.js';

// Settings: the receipt and memo thresholds.
export { thresholdProblem } from '../settings/model.js';
export { SETTINGS_THRESHOLD_NOT_NUMERIC } from '../settings/messages.js';

// Bank linking: the manual form, its documents, the Canadian bank numbers' digits, at most three accounts.
export { manualBankFormProblems } from '../banking/manualBankRule.js';
export { BANK_DOCUMENT_FILES, BANK_NUMBER_DIGITS, mayLinkAnother } from '../banking/model.js';
export type { ManualBankFormValues } from '../banking/model.js';
export { MAX_ACCOUNTS_HINT, VOID_CHEQUE_REQUIRED } from '../banking/messages.js';

// Business verification, both variants: the documents each takes (type by content, with its message).
export { CREDIT_DOCUMENT_FILES, WIZARD_FILES } from '../kyb/model.js';
// Business verification, dialog variant: each section as its Save checks it, over a draft.
export { kybDraftProblems } from '../kyb/draftRule.js';
export { KYB_SECTIONS } from '../kyb/kybForm.js';
export type { KybSection } from '../kyb/kybForm.js';
// Business verification, wizard variant: each step's rules over its multipart body, and what is stored.
export { WIZARD_FORM_STEPS, wizardStepProblems } from '../kyb/wizard/stepRules.js';
export type { WizardFormStep, WizardStepBody, WizardStepRuleContext } from '../kyb/wizard/stepRules.js';
export { KEPT_FILE_PART_PREFIX } from '../kyb/wizard/stepPayload.js';
export { StoredWizardFile } from '../kyb/wizard/wizardFiles.js';
export type { StoredWizardSteps } from '../kyb/wizard/storedSteps.js';

// Conversions: the minimum, the fees, the 900 s a quote lives, and whether a confirmation's request is
// the one its quote answered.
export { AT_LEAST_ONE, applyQuoteFees, isQuoteLive, minimumProblem, quoteExpiresAt, sameRequest } from '../fx/quote.js';
export { isSellCurrency } from '../fx/currencies.js';
export { QUOTE_EXPIRED } from '../fx/messages.js';

// Accounts: a payment's description, the activity's rows and day.
export {
  accountActivityRows,
  activityDay,
  activityToday,
  paymentDescription,
  statementDateProblems,
} from '../accounts/model.js';
export type { ActivityAnswer, ActivityItem } from '../accounts/model.js';

// Payments: the §9 limits (the INR daily limit among them), a schedule in the past, the purpose code.
export { paidToday, paymentLimitProblem } from '../payments/limits.js';
export { schedulePastProblem } from '../payments/scheduledPayment.js';
export { bankCountryOf, purposeCodeProblem } from '../payments/purposeCodeRule.js';
export { PURPOSE_CODE_NOT_OFFERED, PURPOSE_CODE_REQUIRED } from '../payments/messages.js';
export type { PurposeCodeRecipient } from '../payments/purposeCodeRule.js';

// Recipients: the requirements answer's wire type, the fields it asks, the company-only pairs' text.
export {
  RECIPIENT_TEXT_LIMITS,
  individualAvailable,
  recipientFieldProblem,
  recipientFormFields,
} from '../recipients/requirements.js';
export type { DescribedRequirements, FieldDescription } from '../recipients/requirements.js';
export { INDIVIDUAL_NOT_AVAILABLE } from '../recipients/messages.js';

/**
 * The rules the client and the demo backend both apply, each by one name: every one has a row of cases
 * in tests/host/mock-api/oneVerdict.test.ts, run through the client's schema and the backend's endpoint.
 */
export const SHARED_RULES = [
  'cardLimit',
  'cycleRate',
  'settingsThreshold',
  'newPassword',
  'signUpEmail',
  'canadianBankNumbers',
  'maxBankAccounts',
  'quoteMinimum',
  'quoteLifetime',
  'memberEmail',
  'recipientRequirements',
  'textLimits',
  'inrDailyLimit',
  'purposeCode',
  'statementDates',
  'phoneNumber',
] as const;
export type SharedRule = (typeof SHARED_RULES)[number];
