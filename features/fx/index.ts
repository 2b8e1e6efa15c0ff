// The timed quote behind every converter (accounts-payments-recipients.md §4, §5, §9): the engine's hook,
// its clock, the two quote calls, the currencies, and the converter widgets.
export { useTimedQuote } from './useTimedQuote.js';
export type { TimedQuoteOptions, TimedQuoteControl } from './useTimedQuote.js';
export { QuoteClockProvider, createManualClock, systemClock } from './clock.js';
export type { QuoteClock, ManualClock } from './clock.js';
export { conversionRateQuote, paymentFeeQuote, confirmConversion } from './api.js';
export type { QuoteEndpoint } from './api.js';
export {
  ACCOUNT_CONVERTER_MINIMUM,
  AT_LEAST_ONE,
  QUOTE_VALIDITY_MS,
  feeBreakdown,
  formatRate,
  minimumProblem,
  applyQuoteFees,
} from './quote.js';
export type {
  AmountMinimum,
  ConverterValues,
  FeeLine,
  FixedSide,
  Quote,
  QuoteFigures,
  QuoteBlocker,
  QuoteRequest,
  TimedQuote,
} from './quote.js';
export type { QuoteStatus, ConversionConfirmation } from './quoteEngine.js';
export { SELL_CURRENCIES, isSellCurrency, buyCurrencyList, sellCurrencyList, currencyListEntry } from './currencies.js';
export type { CurrencyListEntry, SellCurrency } from './currencies.js';
export { SIDE_CONVERTER_QUOTE_FAILURE, CONVERSION_CONFIRM_FAILURE } from './failures.js';
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
