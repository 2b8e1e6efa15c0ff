// The public API of spend-ui/features: each domain entry's pages, widgets, their props and the hooks another
// team calls, over the feature kit (api, navigation, session, access, page, forms). Everything else is internal.
export * from './api/index.js';
export * from './navigation/index.js';
export * from './session/index.js';
export * from './access/index.js';
export * from './page/index.js';
export * from './forms/index.js';
export * from './format/index.js';
export * from './auth/index.js';
export * from './onboarding/index.js';
export * from './otp/index.js';
export * from './cards/index.js';
export * from './transactions/index.js';
export * from './receipts/index.js';
export * from './settings/index.js';
export * from './team/index.js';
export * from './cashback/index.js';
export * from './notifications/index.js';
export * from './banking/index.js';
export * from './accounts/index.js';
// The timed quote's widgets and hook; the quote rules and currency lists stay in spend-ui/features/fx.
export {
  ConversionContinue,
  ConversionDialog,
  ConverterFields,
  CurrencyCalculator,
  QuoteBanners,
  QuoteClockProvider,
  QuoteCountdown,
  QuoteFactsList,
  SideConverter,
  SIDE_CONVERTER_DEFAULTS,
  ACCOUNT_CONVERTER_MINIMUM,
  AT_LEAST_ONE,
  conversionRateQuote,
  createManualClock,
  paymentFeeQuote,
  systemClock,
  useTimedQuote,
} from './fx/index.js';
export type {
  ConversionContinueProps,
  ConversionDialogProps,
  ConverterFieldsProps,
  QuoteCountdownProps,
  QuoteFactsListProps,
  SideConverterProps,
  TimedQuoteOptions,
  TimedQuoteControl,
  QuoteClock,
  ManualClock,
  QuoteEndpoint,
  AmountMinimum,
  ConverterValues,
  FixedSide,
  Quote,
  QuoteBlocker,
  QuoteRequest,
  TimedQuote,
  QuoteStatus,
} from './fx/index.js';
export * from './payments/index.js';
export * from './recipients/index.js';
