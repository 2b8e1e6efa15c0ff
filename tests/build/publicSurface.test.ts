// The public surface of both entry points, name by name: any change to what `spend-ui` or
// `spend-ui/features` exports shows here in review. Internal helpers are not on this list; their
// tests import them by path. (Types are checked by tsc; this lists the runtime names, and the labels types
// below, which tsc checks.)
import { describe, expect, expectTypeOf, it } from 'vitest';
import * as components from 'spend-ui';
import type {
  AccordionWizardLabels,
  ChipsInputLabels,
  ComboBoxLabels,
  DialogLabels,
  FileUploadLabels,
  MultiComboBoxLabels,
  SelectLabels,
} from 'spend-ui';
import * as features from 'spend-ui/features';
import * as internalComponents from 'spend-ui/internal';
import * as internalFeatures from 'spend-ui/features/internal';
import pkg from '../../package.json';

// The entries package.json publishes: the design system, the features' aggregate, the domains other teams
// mount on their own (the host loads each lazily), the rules for a server, and the font.
const publishedEntries = [
  '.',
  './features',
  './features/accounts',
  './features/banking',
  './features/cards',
  './features/cashback',
  './features/fx',
  './features/kyb',
  './features/payments',
  './features/receipts',
  './features/recipients',
  './features/team',
  './features/transactions',
  './features/rules',
  './fonts',
  './package.json',
];

// prettier-ignore
const componentNames = [
  'Accordion', 'AccordionWizard', 'ActionBar', 'AlertDialog', 'Badge', 'BarChart', 'Button', 'Calendar',
  'CardFace', 'Checkbox', 'CheckboxGroup', 'ChipsInput', 'ComboBox', 'CopyButton', 'CountdownRing',
  'CountryFlag', 'DataGrid', 'DatePicker', 'DateRangePicker', 'DateTimePicker', 'DescriptionList', 'Dialog',
  'DialogTrigger', 'Drawer', 'EmailAddress', 'EmptyState', 'FilePreview', 'FileUpload', 'GlobalStyles', 'Heading',
  'Icon', 'IconButton', 'Inline', 'InlineAlert', 'Link', 'LoadingScreen', 'MAX_MONEY_AMOUNT', 'Menu', 'MenuTrigger',
  'MoneyField', 'MultiComboBox', 'NumberField', 'OtpInput', 'Pagination', 'PasswordField', 'PhoneField',
  'Popover', 'PopoverTrigger', 'ProgressBar', 'RadioTiles', 'RangeCalendar', 'SearchField', 'Select',
  'Skeleton', 'Spinner', 'Stack', 'StatusChip', 'Stepper', 'Surface', 'Switch', 'Tabs', 'Text', 'TextArea',
  'TextField',
  'ThemeProvider', 'Tile', 'TimeField', 'ToastProvider', 'ToggleButton', 'Tooltip', 'TooltipTrigger',
  'acceptedFile', 'breakpoints', 'colors', 'countryOptions', 'currencyFractionDigits',
  'currencyOptions', 'currencySymbol', 'detectCardBrand', 'downloadCsv', 'formatCurrencyAmount', 'formatDate', 'formatDateTime',
  'formatNationalNumber', 'isValidPhoneValue', 'lastFourDigits',
  'maskCardNumber', 'media', 'motion', 'parseExpiry', 'parseMoney', 'radii', 'readMoneyText', 'safeUrl',
  'shadows', 'sortRows', 'space', 'spreadsheetSafeCsv', 'theme', 'toCsv',
  'toE164', 'typography', 'useCountdown', 'useToast', 'zIndex',
];

// prettier-ignore
const featureNames = [
  'ACCOUNT_CONVERTER_MINIMUM', 'ADMIN_LINKS_BANK', 'AT_LEAST_ONE', 'AccountPage', 'AddRecipientWizard',
  'ApiClientProvider', 'ApiError', 'ApiProvider', 'BalanceSummary', 'BalancesStrip', 'BankAccountCard',
  'BankAccountsPanel', 'BankLinkPickerProvider', 'BankLinkingFlow', 'BankStatementUpload',
  'BankTransactionsPage', 'CardDrawer', 'CardsPage', 'CashbackTab', 'CodeVerificationScreen',
  'CompanySwitcher', 'ConnectBankAccountPage', 'ConversionContinue', 'ConversionDialog', 'ConverterFields',
  'CreateCardDrawer', 'CurrencyCalculator', 'DomainPage', 'EditCardForm', 'EmailVerificationScreen',
  'ForgotPasswordScreen', 'LoginScreen', 'MemberDrawer', 'MemoryNavigationProvider', 'NOTIFICATIONS',
  'NavigationProvider', 'NotificationsList', 'NotificationsProvider', 'OnboardingFlow', 'OnboardingGateDialog',
  'OneTimeCodeConfirmation', 'OneTimeCodeEntry', 'OrganizationSetupPanel', 'PayNowDialog', 'PaymentsPage',
  'ProfilePage', 'QueryFailure', 'QueryState', 'QuoteBanners', 'QuoteClockProvider', 'QuoteCountdown',
  'QuoteFactsList', 'ReceiptApprovalPage', 'RecipientsPage', 'RedemptionRequestForm', 'RedemptionRequestsTab',
  'RegisterScreen', 'ResetPasswordScreen', 'SIDE_CONVERTER_DEFAULTS', 'ScheduledPaymentDialog',
  'ScheduledPaymentForm', 'SettingsPage', 'SideConverter', 'SignInProvider', 'TeamPage', 'TransactionsPage',
  'UnsavedChangesScope', 'ViewerProvider', 'WelcomeScreen', 'WithdrawalsCashbackPage', 'WithdrawalsTable',
  'accountActivityRows', 'activityDay', 'activityToday', 'can', 'centralToday',
  'conversionRateQuote', 'createApiClient', 'fetchCurrentUser',
  'formatDay', 'formatMoney', 'isApiError', 'onboardingScreenTitle',
  'onboardingStep', 'paidToday', 'paymentDescription', 'paymentFeeQuote', 'paymentLimitProblem',
  'schedulePastProblem', 'useActivity', 'useApiAction', 'useApiClient', 'useApiQuery',
  'useApiRowAction', 'useBalance', 'useBalances', 'useCardTransactions', 'useCards', 'useCashback',
  'useClientPage', 'useCompanySetting', 'useCreateCard', 'useDecideReceiptApproval', 'useDeleteRecipient',
  'useExportTransactions', 'useFormSubmit', 'useFundingAccounts', 'useInviteMember', 'useLinkedBankAccounts',
  'useNavigation', 'useNotifications', 'useOneTimeCodeRequest', 'useProfile', 'useReadUserAgain',
  'useReceiptApprovals', 'useRecipients', 'useRedemptionRequests', 'useRequestRedemption', 'useRevalidatePaths', 'useSaveMemo',
  'useSaveSettings', 'useSchemaForm', 'useSetCardStatus', 'useSetMemberActive', 'useSignIn', 'useTeamMember',
  'useTeamMembers', 'useTimedQuote', 'useTransaction', 'useTransactionList', 'useUnsavedChangesGuard',
  'useUpdateCard', 'useUpdateMember', 'useUploadReceipt', 'useUploadStatement', 'useViewer', 'useWithdrawals',
];

describe('the public surface', () => {
  it('package.json publishes each entry by name: no wildcard, no kit folder, no internal entry', () => {
    expect(Object.keys(pkg.exports)).toEqual(publishedEntries);
  });

  it('the names only tests, the demo and the demo backend use are on the internal entries, not the public ones', () => {
    expect(Object.keys(internalComponents).sort()).toEqual(['csvField']);
    expect(Object.keys(internalFeatures).sort()).toEqual([
      'centralDateTime',
      'createManualClock',
      'failureMessage',
      'fromErrors',
      'fromResults',
      'systemClock',
    ]);
    for (const name of Object.keys(internalComponents)) expect(Object.keys(components)).not.toContain(name);
    for (const name of Object.keys(internalFeatures)) expect(Object.keys(features)).not.toContain(name);
  });

  it("formatMoney is one function: the product's, in spend-ui/features; the design system's is formatCurrencyAmount", () => {
    expect(Object.keys(components)).not.toContain('formatMoney');
    expect(features.formatMoney(12.5, null)).toBe('$12.50');
    expect(components.formatCurrencyAmount(12.5, 'EUR', 'en-US')).toBe('€12.50');
  });

  it('spend-ui exports its components, their hooks and helpers, and the theme', () => {
    expect(Object.keys(components).sort()).toEqual(componentNames);
  });

  // A type test: `npm test`'s typecheck (tsc) fails it, since expectTypeOf checks nothing at run time.
  it('spend-ui names the type of the labels object of every component that takes its texts in one', () => {
    type PropsOf<C> = C extends (props: infer P) => unknown ? P : never;
    type LabelsOf<C> = PropsOf<C> extends { labels?: infer L } ? NonNullable<L> : never;
    expectTypeOf<LabelsOf<typeof components.AccordionWizard>>().toEqualTypeOf<Partial<AccordionWizardLabels>>();
    expectTypeOf<LabelsOf<typeof components.ChipsInput>>().toEqualTypeOf<Partial<ChipsInputLabels>>();
    expectTypeOf<LabelsOf<typeof components.ComboBox>>().toEqualTypeOf<Partial<ComboBoxLabels>>();
    expectTypeOf<LabelsOf<typeof components.Dialog>>().toEqualTypeOf<Partial<DialogLabels>>();
    expectTypeOf<LabelsOf<typeof components.FileUpload>>().toEqualTypeOf<Partial<FileUploadLabels>>();
    expectTypeOf<LabelsOf<typeof components.MultiComboBox>>().toEqualTypeOf<Partial<MultiComboBoxLabels>>();
    expectTypeOf<LabelsOf<typeof components.Select>>().toEqualTypeOf<Partial<SelectLabels>>();
  });

  it("spend-ui/features exports each domain entry's pages, widgets and the hooks another team calls, and the kit; of the texts only those a host shows around the widgets", () => {
    expect(Object.keys(features).sort()).toEqual(featureNames);
  });
});
