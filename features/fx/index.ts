// The timed quote behind every converter (accounts-payments-recipients.md §4, §5, §9): the engine's hook,
// its clock, the two quote calls, the currencies, and the converter widgets.
export { useTimedQuote } from './useTimedQuote.js';
export type { TimedQuoteOptions, TimedQuoteControl } from './useTimedQuote.js';
export { QuoteClockProvider, createManualClock, systemClock } from './clock.js';
export type { QuoteClock, ManualClock } from './clock.js';
export { conversionRateQuote, paymentFeeQuote, confirmConversion } from './api.js';
export type { QuoteEndpoint } from './api.js';
export { ACCOUNT_CONVERTER_MINIMUM, AT_LEAST_ONE, QUOTE_VALIDITY_MS, feeBreakdown, formatRate } from './quote.js';
export type {
  AmountMinimum,
  ConverterValues,
  FeeLine,
  FixedSide,
  Quote,
  QuoteBlocker,
  QuoteRequest,
  TimedQuote,
} from './quote.js';
export type { QuoteStatus, ConversionConfirmation } from './quoteEngine.js';
export { SELL_CURRENCIES, isSellCurrency, buyCurrencyList, sellCurrencyList, currencyListEntry } from './currencies.js';
export type { CurrencyListEntry, SellCurrency } from './currencies.js';
export { SIDE_CONVERTER_QUOTE_FAILURE, CONVERSION_CONFIRM_FAILURE } from './failures.js';
