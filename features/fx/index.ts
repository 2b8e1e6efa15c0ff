// The timed quote behind every converter (accounts-payments-recipients.md §4, §5, §9), as published
// (spend-ui/features/fx and the aggregate): the converter widgets, the engine's hook, its clock provider and
// the two quote calls. The quote's rules, the currency lists and the confirmation call stay inside features/
// (a server takes the rules from spend-ui/features/rules); the manual clock is internal
// (spend-ui/features/internal), for tests.
export { useTimedQuote } from './useTimedQuote.js';
export type { TimedQuoteOptions, TimedQuoteControl } from './useTimedQuote.js';
export { QuoteClockProvider } from './clock.js';
export type { QuoteClock } from './clock.js';
export { conversionRateQuote, paymentFeeQuote } from './api.js';
export type { QuoteEndpoint } from './api.js';
export { ACCOUNT_CONVERTER_MINIMUM, AT_LEAST_ONE } from './quote.js';
export type {
  AmountMinimum,
  ConverterValues,
  FixedSide,
  Quote,
  QuoteBlocker,
  QuoteRequest,
  TimedQuote,
} from './quote.js';
export type { QuoteStatus } from './quoteEngine.js';
export { SideConverter } from './SideConverter.js';
export { SIDE_CONVERTER_DEFAULTS } from './sideConverterDefaults.js';
export { CurrencyCalculator } from './CurrencyCalculator.js';
export type { SideConverterProps } from './SideConverter.js';
export { ConversionDialog } from './ConversionDialog.js';
export { ConversionContinue } from './ConversionContinue.js';
export type { ConversionContinueProps } from './ConversionContinue.js';
export type { ConversionDialogProps } from './ConversionDialog.js';
export { ConverterFields } from './ConverterFields.js';
export type { ConverterFieldsProps } from './ConverterFields.js';
export { QuoteCountdown } from './QuoteCountdown.js';
export type { QuoteCountdownProps } from './QuoteCountdown.js';
export { QuoteFactsList } from './QuoteFactsList.js';
export type { QuoteFactsListProps } from './QuoteFactsList.js';
export { QuoteBanners } from './QuoteBanners.js';
