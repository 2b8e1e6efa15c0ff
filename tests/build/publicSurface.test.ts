// The public surface of both entry points, name by name: any change to what `spend-ui` or
// `spend-ui/features` exports shows here in review. Internal helpers are not on this list; their
// tests import them by path. (Types are checked by tsc; this lists the runtime names.)
import { describe, expect, it } from 'vitest';
import * as components from 'spend-ui';
import * as features from 'spend-ui/features';

// prettier-ignore
const componentNames = [
    'Accordion', 'AccordionWizard', 'AlertDialog', 'Badge', 'Button', 'Calendar', 'CardFace', 'Checkbox',
    'CheckboxGroup', 'ChipsInput', 'ComboBox', 'CopyButton', 'CountdownRing', 'DataGrid', 'DatePicker',
    'DateRangePicker', 'DateTimePicker', 'Dialog', 'DialogTrigger', 'Drawer', 'EmptyState', 'FilePreview',
    'FileUpload', 'GlobalStyles', 'Icon', 'IconButton', 'InlineAlert', 'Link', 'LoadingScreen', 'Menu',
    'MenuTrigger', 'MoneyField', 'MultiComboBox', 'NumberField', 'OtpInput', 'Pagination', 'PasswordField',
    'PhoneField', 'Popover', 'PopoverTrigger', 'ProgressBar', 'RadioTiles', 'RangeCalendar', 'SearchField',
    'Select', 'Skeleton', 'Spinner', 'StatusChip', 'Stepper', 'Switch', 'Tabs', 'TextArea', 'TextField',
    'ThemeProvider', 'Tile', 'TimeField', 'ToastProvider', 'ToggleButton', 'Tooltip', 'TooltipTrigger',
    'breakpoints', 'colors', 'countryOptions', 'currencyFractionDigits', 'currencyOptions', 'currencySymbol',
    'detectCardBrand', 'downloadCsv', 'formatDate', 'formatDateTime', 'formatMoney', 'formatNationalNumber',
    'fromApiDate', 'isValidPhoneValue', 'lastFourDigits', 'maskCardNumber', 'media', 'motion', 'parseExpiry',
    'parseMoney', 'previewKindOf', 'radii', 'safeUrl', 'shadows', 'space', 'theme', 'toApiDate',
    'toApiDateTime', 'toCsv', 'toE164', 'typography', 'useCountdown', 'useToast', 'zIndex',
];

// prettier-ignore
const featureNames = [
    'ADD_CARD', 'AMOUNT_SPENT', 'APPROVALS_LOAD_FAILED', 'APPROVAL_DECISION_FAILED', 'APPROVAL_FAILED',
    'APPROVE_RECEIPT', 'ApiError', 'ApiProvider', 'BETA_FEATURES', 'BLOCKED_CARD_NOT_EDITABLE',
    'BalanceSummary', 'CAPABILITIES', 'CARDS_GRID_HEIGHT', 'CARDS_LOAD_FAILED', 'CARDS_PAGE_SIZE',
    'CARDS_TITLE', 'CARD_ACTIVATED', 'CARD_BLOCKED', 'CARD_COPIED', 'CARD_CREATED', 'CARD_CREATE_FAILED',
    'CARD_CURRENCIES', 'CARD_CYCLE_RATE_NOT_POSITIVE', 'CARD_CYCLE_RATE_TOO_HIGH', 'CARD_DETAILS',
    'CARD_FIELD_REQUIRED', 'CARD_FORM_ERRORS', 'CARD_LIMIT_MAX', 'CARD_LIMIT_NOT_POSITIVE',
    'CARD_LIMIT_TOO_HIGH', 'CARD_MULTI_USE', 'CARD_NOT_APPLICABLE', 'CARD_NO_CHANGES', 'CARD_PIN_LENGTH',
    'CARD_REVEAL_FAILED', 'CARD_SEARCH_FAILED', 'CARD_SINGLE_USE', 'CARD_STATUS_ACTIVE', 'CARD_STATUS_BLOCKED',
    'CARD_STATUS_EXPIRED', 'CARD_STATUS_FAILED', 'CARD_TIME_ZONE', 'CARD_TRANSACTIONS_FAILED', 'CARD_UPDATED',
    'CARD_UPDATE_FAILED', 'CASHBACK', 'CENTRAL_TIME', 'CHANGE_HISTORY', 'CODE_FAILURE', 'CODE_SENT_PREFIX',
    'COMPANY_SETTING_PATH', 'COMPANY_SWITCH_FAILED', 'COMPANY_SWITCH_FAILURE', 'COMPANY_TRANSACTIONS',
    'CREATE_CARD', 'CREATE_CARD_FAILURE', 'CREDIT_OPTIONS', 'CREDIT_OPTIONS_HEADING', 'CURRENT_BALANCE',
    'CYCLE_SCHEDULES', 'CYCLE_TYPES', 'CardDrawer', 'CardsPage', 'CodeVerificationScreen', 'CreateCardDrawer',
    'DATE_RANGE', 'DEFAULT_CARD_CURRENCY', 'DEFAULT_TRANSACTION_PAGE_SIZE', 'DOCUMENTS_UNDER_REVIEW',
    'EMAIL_VERIFIED', 'ESCALATE_TO_MANAGER', 'EXPIRED_CARD_NOT_EDITABLE', 'EXPORT_FAILED',
    'EXPORT_TRANSACTIONS', 'EditCardForm', 'EmailVerificationScreen', 'FETCH_TRANSACTION_FAILED',
    'FIELD_REQUIRED', 'FORGOT_FAILED', 'FORGOT_FAILURE', 'FORGOT_SUCCESS', 'FORM_HAS_ERRORS',
    'FORM_HAS_ERRORS_NO_FULL_STOP', 'ForgotPasswordScreen', 'FormCheckbox', 'FormChipsInput', 'FormComboBox',
    'FormDatePicker', 'FormDateRangePicker', 'FormFileUpload', 'FormMoneyField', 'FormNumberField',
    'FormPasswordField', 'FormPhoneField', 'FormRadioTiles', 'FormSelect', 'FormSwitch', 'FormTextField',
    'GATE_TITLE', 'GET_STARTED', 'KYB_EXPLANATION', 'LOAD_TRANSACTIONS_FAILED', 'LOGIN_FAILED', 'LOGIN_FAILURE',
    'LOGIN_HERE', 'LOGOUT', 'LoginScreen', 'MANDATORY_FIELDS', 'MEMO', 'MEMO_CATEGORY', 'MEMO_REQUIRED',
    'MEMO_SUBMITTED', 'MEMO_UPDATED', 'MULTI_USE_CYCLE_TYPES', 'MY_TRANSACTIONS', 'MemoryNavigationProvider',
    'NO_CARDS', 'NO_CARD_TRANSACTIONS', 'NO_PENDING_APPROVAL_REQUESTS', 'NO_TRANSACTIONS', 'NavigationProvider',
    'OCR_FLAG_LABELS', 'ONE_TIME_CODE_FAILURE', 'ONE_TIME_CODE_LENGTH', 'ONLY_OWNER_MAY_CHANGE', 'OTP_REQUIRED',
    'OTP_REQUIRED_RECIPIENT', 'OnboardingGateDialog', 'OneTimeCodeConfirmation', 'OneTimeCodeEntry',
    'OrganizationSetupForm', 'OrganizationSetupPanel', 'PASSWORD_TOO_SHORT', 'PDF_FILES', 'PDF_OR_IMAGE_FILES',
    'PENDING', 'PHONE_VERIFICATION_TITLE', 'PIN_CHARACTERS', 'PROCESSING', 'RECEIPT',
    'RECEIPT_ALREADY_REQUESTED', 'RECEIPT_APPROVALS_PATH', 'RECEIPT_APPROVAL_TITLE', 'RECEIPT_APPROVED',
    'RECEIPT_APPROVED_ON_PAGE', 'RECEIPT_CATEGORY', 'RECEIPT_ESCALATED', 'RECEIPT_FILES',
    'RECEIPT_REJECTED_ON_PAGE', 'RECEIPT_STATE_LABELS', 'RECEIPT_UPLOADED', 'RECEIPT_UPLOAD_FAILED', 'REDEEM',
    'REDEEM_HREF', 'REDIRECT_DELAY_MS', 'REGISTER_FAILED', 'REGISTER_FAILURE', 'REJECTED', 'REJECT_RECEIPT',
    'RESEND_EMAIL_FAILURE', 'RESEND_EMAIL_LINK', 'RESEND_EMAIL_PROMPT', 'RESET_FAILED', 'RESET_FAILURE',
    'RESET_SUCCESS', 'ROLE_IDS', 'ReceiptApprovalPage', 'RegisterScreen', 'ResetPasswordScreen', 'SEARCH_CARDS',
    'SEARCH_FAILED', 'SEARCH_TRANSACTIONS', 'SEND_CODE_BY_EMAIL', 'SETTINGS_ADD_DEPARTMENT',
    'SETTINGS_ADD_LOCATION', 'SETTINGS_BILLING_ADDRESS', 'SETTINGS_COMING_SOON', 'SETTINGS_COMING_SOON_TABS',
    'SETTINGS_DEPARTMENTS', 'SETTINGS_ENTRIES_HINT', 'SETTINGS_FIELD_REQUIRED', 'SETTINGS_LOADING',
    'SETTINGS_LOAD_FAILED', 'SETTINGS_LOCATIONS', 'SETTINGS_MEMO_THRESHOLD', 'SETTINGS_NO_BILLING_ADDRESS',
    'SETTINGS_RECEIPT_THRESHOLD', 'SETTINGS_SAVE', 'SETTINGS_SAVE_FAILURE', 'SETTINGS_TABS',
    'SETTINGS_TAB_ACCOUNTING_INTEGRATIONS', 'SETTINGS_TAB_BANK_ACCOUNT_INTEGRATION',
    'SETTINGS_TAB_NOTIFICATIONS', 'SETTINGS_TAB_ORGANIZATION_SETUP', 'SETTINGS_THRESHOLD',
    'SETTINGS_THRESHOLD_CURRENCY', 'SETTINGS_THRESHOLD_MAX', 'SETTINGS_THRESHOLD_NEGATIVE',
    'SETTINGS_THRESHOLD_NOT_NUMERIC', 'SETTINGS_THRESHOLD_TOO_HIGH', 'SETTINGS_TITLE', 'SETTINGS_TRY_AGAIN',
    'SETTINGS_UPDATED', 'SETTINGS_UPDATE_FAILED', 'SHOW_DECLINED_TRANSACTIONS', 'SHOW_NON_ACTIVE_CARDS',
    'SIDEBAR_LINKS', 'SNACKBAR_MS', 'SPEND_OF_LIMIT', 'SUBMIT_MEMO', 'SettingsPage', 'SignInProvider',
    'TEAM_TRANSACTIONS', 'TOKEN_INVALID', 'TOTAL_LIMIT', 'TRANSACTIONS_HISTORY', 'TRANSACTIONS_PATH',
    'TRANSACTIONS_TITLE', 'TRANSACTION_DETAILS', 'TRANSACTION_PAGE_SIZES', 'TRANSACTION_TABLE_HEIGHT',
    'TransactionDrawer', 'TransactionsPage', 'UNSUPPORTED_RECEIPT_FILE', 'UPDATE_CARD', 'UPDATE_MEMO',
    'UPLOAD_RECEIPT', 'VERIFY_EMAIL', 'WELCOME_TITLE', 'WelcomeScreen', 'apiQueryKey', 'apiSwrConfig',
    'applyServerFieldErrors', 'approvalReceipt', 'approvalState', 'awaitingRole', 'balanceCards',
    'balancesSchema', 'buildUrl', 'can', 'cardAmountProblem', 'cardAssignees', 'cardFormFromCard',
    'cardFormSchema', 'cardHistoryEntrySchema', 'cardListSchema', 'cardListScope', 'cardScale', 'cardSchema',
    'cardSearchSchema', 'cardStatus', 'cardTransactionListSchema', 'cardTransactionSchema', 'centralToday',
    'checkShape', 'clampRange', 'codeErrorMessage', 'codeRequestResult', 'codeSentText', 'compactQuery',
    'companySettingSchema', 'confirmPasswordReset', 'createApiClient', 'cycleSchedule', 'cycleTypeLabel',
    'defaultRange', 'editRefusal', 'employeeListSchema', 'employeeSchema', 'emptyCardForm', 'emptyRegisterForm',
    'exportFileName', 'exportQuery', 'failureMessage', 'fetchCurrentUser', 'fieldErrorsOf',
    'fileNameFromContentDisposition', 'fileTypeProblem', 'fileTypeRule', 'firstName', 'firstText',
    'focusFirstInvalidField', 'formatCardDate', 'formatCardExpiry', 'formatCardMoney', 'formatMoney',
    'formatNorthAmericanPhone', 'fromDetail', 'fromErrors', 'fromFieldErrors', 'fromFieldMessages',
    'fromResults', 'fromUser', 'gateGreeting', 'hasBetaFeature', 'inviteRoleOptions', 'isApiError',
    'isAwaitingRole', 'isDeclined', 'isProcessing', 'isRegisterContinueEnabled', 'keyReadsPath', 'loginRequest',
    'mayChangeMemoAndReceipt', 'mayEditMember', 'mayToggleMemberActive', 'memoPayload', 'memoResponseSchema',
    'memoSchema', 'normaliseEmail', 'onboardingStep', 'pagedQueryParams', 'parseHref',
    'receiptApprovalListSchema', 'receiptApprovalSchema', 'receiptNeedsApproval', 'receiptOcrSchema',
    'receiptPayload', 'receiptResponseSchema', 'receiptState', 'registerErrorMessage', 'registerProblemMessage',
    'registerRequest', 'registerSchema', 'requestOneTimeCode', 'requestPasswordReset',
    'requestVerificationCode', 'resendVerificationEmail', 'revealedCardSchema', 'roleName', 'saveFile',
    'searchKeyword', 'searchPath', 'serverFieldErrors', 'settingEntrySchema', 'settingsFormSchema',
    'settingsTab', 'signInOutcome', 'spendPercent', 'switchCompanyRequest', 'thresholdProblem',
    'toCreateCardPayload', 'toFormData', 'toListChange', 'toRegisterRequest', 'toSettingsForm',
    'toSettingsPatch', 'toUpdateCardPayload', 'transactionCurrentStatuses', 'transactionListFilters',
    'transactionListSchema', 'transactionScale', 'transactionSchema', 'transactionSearchSchema',
    'transactionStatus', 'transactionStatusLabel', 'transactionTabsFor', 'unwrapResults', 'usageLabel',
    'useActivateCard', 'useApiAction', 'useApiClient', 'useApiDownload', 'useApiQuery', 'useApiUpload',
    'useApproveReceipt', 'useBlockCard', 'useCardSearch', 'useCardTransactions', 'useCards',
    'useCompanySetting', 'useCreateCard', 'useDecideReceiptApproval', 'useEmployees', 'useExportTransactions',
    'useFieldBinding', 'useFormSubmit', 'useNavigation', 'useOneTimeCodeRequest', 'usePagedQuery',
    'useReceiptApprovals', 'useRevealedCard', 'useRouteParam', 'useSaveMemo', 'useSaveSettings',
    'useSchemaForm', 'useSearchParam', 'useSignIn', 'useSignedInCodeVerification', 'useTransaction',
    'useTransactionList', 'useTransactionSearch', 'useUpdateCard', 'useUploadReceipt', 'userFromResponse',
    'validateResetToken', 'verifyCode', 'verifyEmailToken',
];

describe('the public surface', () => {
  it('spend-ui exports its components, their hooks and helpers, and the theme', () => {
    expect(Object.keys(components).sort()).toEqual(componentNames);
  });

  it('spend-ui/features exports the domain widgets, their data, rules and texts, and the kit', () => {
    expect(Object.keys(features).sort()).toEqual(featureNames);
  });
});
