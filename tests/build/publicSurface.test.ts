// The public surface of both entry points, name by name: any change to what `spend-ui` or
// `spend-ui/features` exports shows here in review. Internal helpers are not on this list; their
// tests import them by path. (Types are checked by tsc; this lists the runtime names.)
import { describe, expect, it } from 'vitest';
import * as components from 'spend-ui';
import * as features from 'spend-ui/features';

// prettier-ignore
const componentNames = [
  'Accordion', 'AccordionWizard', 'AlertDialog', 'Badge', 'BarChart', 'Button', 'Calendar', 'CardFace',
  'Checkbox', 'CheckboxGroup', 'ChipsInput', 'ComboBox', 'CopyButton', 'CountdownRing', 'CountryFlag',
  'DataGrid', 'DatePicker', 'DateRangePicker', 'DateTimePicker', 'Dialog', 'DialogTrigger', 'Drawer',
  'EmailAddress', 'EmptyState', 'FilePreview', 'FileUpload', 'GlobalStyles', 'Icon', 'IconButton',
  'InlineAlert', 'Link', 'LoadingScreen', 'Menu', 'MenuTrigger', 'MoneyField', 'MultiComboBox',
  'NumberField', 'OtpInput', 'Pagination', 'PasswordField', 'PhoneField', 'Popover', 'PopoverTrigger',
  'ProgressBar', 'RadioTiles', 'RangeCalendar', 'SearchField', 'Select', 'Skeleton', 'Spinner',
  'StatusChip', 'Stepper', 'Switch', 'Tabs', 'TextArea', 'TextField', 'ThemeProvider', 'Tile', 'TimeField',
  'ToastProvider', 'ToggleButton', 'Tooltip', 'TooltipTrigger', 'acceptedFile', 'breakpoints', 'colors', 'countryOptions',
  'csvField', 'currencyFractionDigits', 'currencyOptions', 'currencySymbol', 'detectCardBrand', 'downloadCsv',
  'formatDate', 'formatDateTime', 'formatMoney', 'formatNationalNumber', 'fromApiDate', 'isValidPhoneValue',
  'lastFourDigits', 'maskCardNumber', 'media', 'motion', 'parseExpiry', 'parseMoney', 'radii',
  'safeUrl', 'shadows', 'space', 'spreadsheetSafeCsv', 'theme', 'toApiDate', 'toApiDateTime', 'toCsv', 'toE164',
  'typography', 'useCountdown', 'useToast', 'zIndex',
];

// prettier-ignore
const featureNames = [
  'ACTIVE_TOGGLE_FAILURE', 'ADMIN_LINKS_BANK', 'ANNOUNCEMENT_HOLD_MS', 'AnnouncementQueue',
  'ApiClientProvider', 'ApiError', 'ApiProvider', 'BANK_ACCOUNT_TYPES', 'BANK_DOCUMENT_FILES', 'BETA_FEATURES',
  'BalanceSummary', 'BankAccountCard', 'BankAccountsPanel', 'BankLinkPickerProvider', 'BankLinkPickerSlot',
  'BankLinkingFlow', 'BankStatementUpload', 'BankTransactionsPage', 'CANCELLED_BY_SENDER', 'CAPABILITIES',
  'CARDS_GRID_HEIGHT', 'CARDS_PAGE_SIZE', 'CARD_CURRENCIES', 'CARD_LIMIT_MAX', 'CASHBACK_GRID_HEIGHT',
  'CASHBACK_PAGE_SIZE', 'CASHBACK_PATH', 'CENTRAL_TIME', 'COMPANY_SETTING', 'COMPANY_SETTING_PATH',
  'COMPANY_SWITCH_FAILURE', 'CREATE_CARD_FAILURE', 'CYCLE_TYPES', 'CardDrawer', 'CardsPage', 'CashbackTab',
  'CodeVerificationScreen', 'CompanySwitcher', 'ConnectBankAccountPage', 'CreateCardDrawer', 'DEFAULT_BACKOFF',
  'DEFAULT_BANK_COUNTRY', 'DEFAULT_CARD_CURRENCY', 'DEFAULT_CURRENCY', 'DEFAULT_TRANSACTION_PAGE_SIZE',
  'DEMO_PICKER_TITLE', 'DemoBankLinkPicker', 'DomainPage', 'EMAIL_PATTERN', 'EditCardForm',
  'EmailVerificationScreen', 'FORGOT_FAILURE', 'FORM_HAS_ERRORS', 'FORM_HAS_ERRORS_NO_FULL_STOP',
  'ForgotPasswordScreen', 'FormCheckbox', 'FormChipsInput', 'FormComboBox', 'FormDatePicker',
  'FormDateRangePicker', 'FormFileUpload', 'FormMoneyField', 'FormNumberField', 'FormPasswordField',
  'FormPhoneField', 'FormRadioTiles', 'FormSelect', 'FormSwitch', 'FormTextArea', 'FormTextField',
  'INVITE_FAILURE', 'LIVE_MESSAGE_TYPES', 'LIVE_NOTICE_REVALIDATES', 'LIVE_NOTICE_TOAST_MS',
  'LIVE_UNAUTHORIZED_CLOSE_CODE', 'LOGIN_FAILURE', 'LiveChannel', 'LoginScreen', 'MANUAL_LINK_FAILURE',
  'MAX_LINKED_ACCOUNTS', 'MEMO_CATEGORY', 'MINIMUM_REDEMPTION', 'MULTI_USE_CYCLE_TYPES', 'MemberDrawer',
  'MemoryNavigationProvider', 'NOTIFICATIONS', 'NavigationProvider', 'NotificationsList',
  'NotificationsProvider', 'ONE_TIME_CODE_FAILURE', 'ONE_TIME_CODE_LENGTH', 'OnboardingFlow',
  'OnboardingGateDialog', 'OneTimeCodeConfirmation', 'OneTimeCodeEntry', 'OrganizationSetupForm',
  'OrganizationSetupPanel', 'PDF_FILES', 'PDF_OR_IMAGE_FILES', 'PIN_CHARACTERS', 'QueryFailure', 'QueryState',
  'RECEIPT_APPROVALS_PATH', 'RECEIPT_CATEGORY', 'RECEIPT_FILES', 'REDEMPTION_FAILURE',
  'REDEMPTION_REQUESTS_PATH', 'REGISTER_FAILURE', 'RESEND_EMAIL_FAILURE', 'RESET_FAILURE', 'ROLE_IDS',
  'ReceiptApprovalPage', 'RedemptionRequestForm', 'RedemptionRequestsTab', 'RegisterScreen',
  'ResetPasswordScreen', 'SETTINGS_COMING_SOON_TABS', 'SETTINGS_SAVE_FAILURE', 'SETTINGS_TABS',
  'SETTINGS_THRESHOLD_CURRENCY', 'SETTINGS_THRESHOLD_MAX', 'SPEND_PICTURE_HEIGHT', 'SettingsPage',
  'SignInProvider', 'TEAM_GRID_HEIGHT', 'TEAM_LOAD_FAILURE', 'TEAM_PAGE_SIZE', 'TRANSACTIONS_PATH',
  'TRANSACTION_PAGE_SIZES', 'TRANSACTION_TABLE_HEIGHT', 'TeamPage', 'TooManyPagesError', 'Toolbar',
  'TransactionsPage', 'UPDATE_FAILURE', 'ViewerProvider', 'WITHDRAWALS_PATH', 'WelcomeScreen',
  'WithdrawalStatusCell', 'WithdrawalsCashbackPage', 'WithdrawalsTable', 'acceptedInviteLabel', 'accountName',
  'apiQueryKey', 'applyServerFieldErrors', 'approvalReceipt', 'approvalState', 'balanceCards',
  'balancesSchema', 'bankAccountId', 'bankAccountSchema', 'buildUrl', 'can', 'cardAmountProblem',
  'cardAssignees', 'cardFormFromCard', 'cardFormSchema', 'cardHistoryEntrySchema', 'cardListSchema',
  'cardListScope', 'cardScale', 'cardSchema', 'cardSearchSchema', 'cardStatus', 'cardTransactionListSchema',
  'cardTransactionSchema', 'cashbackRowSchema', 'cashbackSummarySchema', 'centralDateTime', 'centralToday',
  'checkShape', 'clampRange', 'codeErrorMessage', 'codeRequestResult', 'codeSentText', 'compactQuery',
  'companyBankAccountsSchema', 'companyListsSchema', 'companySettingSchema', 'confirmPasswordReset',
  'createApiClient', 'createLinkToken', 'cycleSchedule', 'cycleTypeLabel', 'defaultRange', 'editRefusal',
  'emailProblem', 'emailRule', 'employeeListSchema', 'employeeSchema', 'emptyCardForm', 'emptyManualBankForm',
  'emptyMemberForm', 'emptyRedemptionForm', 'emptyRegisterForm', 'exportFileName', 'exportQuery',
  'failureMessage', 'fetchCurrentUser', 'fetchLinkedAccounts', 'fieldErrorsOf',
  'fileNameFromContentDisposition', 'fileTypeProblem', 'fileTypeRule', 'firstName', 'firstText',
  'focusAfterDecision', 'focusFirstInvalidField', 'forgetRegisterDraft', 'formatCardExpiry', 'formatDay',
  'formatMoney', 'formatNorthAmericanPhone', 'fromDetail', 'fromErrors', 'fromFieldErrors',
  'fromFieldMessages', 'fromResults', 'fromUser', 'hasBetaFeature', 'indefiniteArticle', 'invitePath',
  'inviteRoleLabel', 'inviteRoleOptions', 'invitedMessage', 'isActiveMember', 'isApiError', 'isAwaitingRole',
  'isDeclined', 'isPhoneNumberOf', 'isProcessing', 'isRegisterContinueEnabled', 'isRetriedFailure',
  'isRoleChosen', 'keepRegisterDraft', 'keyReadsPath', 'linkTokenSchema', 'linkedAccountsSchema',
  'loginRequest', 'managerChoices', 'manualBankFormSchema', 'mayChangeMemoAndReceipt', 'mayEditMember',
  'mayLinkAnother', 'mayToggleMemberActive', 'memberFormFrom', 'memberFormSchema', 'memberListSchema',
  'memberRole', 'memberRoleLabel', 'memberSchema', 'memoPayload', 'memoResponseSchema', 'memoSchema',
  'merchantCharge', 'normaliseEmail', 'offersAccountActions', 'onboardingStep', 'pagedQueryParams',
  'parseHref', 'parseLiveMessage', 'phoneCountry', 'providerAccountLabel', 'providerAccountSchema',
  'rangeTransactionLimit', 'receiptApprovalListSchema', 'receiptApprovalSchema', 'receiptNeedsApproval',
  'receiptOcrSchema', 'receiptPayload', 'receiptResponseSchema', 'receiptState', 'reconnectDelay',
  'redemptionFormSchema', 'redemptionPayload', 'redemptionRequestListSchema', 'redemptionRequestSchema',
  'redemptionStatus', 'registerDraft', 'registerProblemMessage', 'registerRequest', 'registerSchema',
  'requestOneTimeCode', 'requestPasswordReset', 'requestVerificationCode', 'resendVerificationEmail',
  'revealedCardSchema', 'roleName', 'saveFile', 'searchKeyword', 'searchPath', 'serverFieldErrors',
  'settingEntrySchema', 'settingsFormSchema', 'settingsTab', 'signInOutcome', 'spendPercent', 'splitName',
  'switchCompanyRequest', 'thresholdProblem', 'toCreateCardPayload', 'toFormData', 'toListChange',
  'toManualBankPayload', 'toMemberPayload', 'toRegisterRequest', 'toSettingsForm', 'toSettingsPatch',
  'toSocketUrl', 'toUpdateCardPayload', 'transactionAmountText', 'transactionCurrency',
  'transactionCurrentStatuses', 'transactionListFilters', 'transactionListSchema', 'transactionScale',
  'transactionSchema', 'transactionSearchSchema', 'transactionStatus', 'transactionStatusLabel',
  'transactionTabsFor', 'unwrapResults', 'updatedMessage', 'usageLabel', 'useAllPages', 'useApiAction',
  'useApiClient', 'useApiDownload', 'useApiQuery', 'useApiRowAction', 'useApiUpload', 'useApproveReceipt',
  'useAutomaticLinkSteps', 'useCardSearch', 'useCardTransactions', 'useCards', 'useCashback', 'useClientPage',
  'useCompanyLists', 'useCompanySetting', 'useCreateCard', 'useDecideReceiptApproval', 'useDeleteBankAccount',
  'useEmployees', 'useExportTransactions', 'useFieldBinding', 'useFormSubmit', 'useInviteMember',
  'useLinkAutomatically', 'useLinkManually', 'useLinkedBankAccounts', 'useMakePrimary', 'useNavigation',
  'useNotifications', 'useOneTimeCodeRequest', 'usePagedQuery', 'useRangeTransactions', 'useReceiptApprovals',
  'useRedemptionRequests', 'useRequestRedemption', 'useRevalidatePaths', 'useRevealedCard', 'useRouteParam',
  'useSaveMemo', 'useSaveSettings', 'useSchemaForm', 'useSearchParam', 'useSequentialAnnouncer',
  'useSetCardStatus', 'useSetDefaultBank', 'useSetMemberActive', 'useSignIn', 'useSignedInCodeVerification',
  'useTeamMember', 'useTeamMembers', 'useTextForm', 'useTransaction', 'useTransactionList',
  'useTransactionSearch', 'useUpdateCard', 'useUpdateMember', 'useUploadReceipt', 'useUploadStatement',
  'useViewer', 'useWithdrawals', 'userFromResponse', 'validateResetToken', 'verifyCode', 'verifyEmailToken',
  'viewerOf', 'withdrawalListSchema', 'withdrawalSchema', 'withdrawalStatus',
];

describe('the public surface', () => {
  it('spend-ui exports its components, their hooks and helpers, and the theme', () => {
    expect(Object.keys(components).sort()).toEqual(componentNames);
  });

  it('spend-ui/features exports the domain widgets, their data and rules, and the kit; of the texts only those a host shows around the widgets', () => {
    expect(Object.keys(features).sort()).toEqual(featureNames);
  });
});
