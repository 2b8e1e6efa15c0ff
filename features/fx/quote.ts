import { isSellCurrency } from './currencies.js';
import {
  AMOUNT_MUST_BE_AT_LEAST_1,
  AMOUNT_MUST_BE_GREATER_THAN_100,
  NOT_ENOUGH_BALANCE,
  THRESHOLD_CROSSED,
} from './messages.js';

// The timed quote (accounts-payments-recipients.md §3 "Conversion quote", §4 "Quote lifecycle", §5
// "Converter", §7): what is asked, the answer's shape, and what an answer allows.

/** A quote stays active for 900 seconds from its arrival (§9). */
export const QUOTE_VALIDITY_MS = 900_000;
/** Edits are debounced about one second before a quote is asked (§5, §9). */
export const QUOTE_DEBOUNCE_MS = 1_000;

/** The side whose amount the user typed: the other side is the quote's (§3 "fixed_side"). */
export type FixedSide = 'sell' | 'buy';

/** The body of POST /utility/get-conversion-rate and POST /account/payment-fee-and-conversion-rate (§7). */
export interface QuoteRequest {
  buy_currency: string;
  sell_currency: string;
  fixed_side: FixedSide;
  amount: number;
}

/** The smallest amount a converter asks a quote for (§5, §9). */
export interface AmountMinimum {
  amount: number;
  /** `true`: the minimum itself is allowed ("at least 1"); `false`: only above it ("above 100"). */
  inclusive: boolean;
  /** The converter's text for an amount below it, where the spec has one. */
  message?: string;
}

/** The account converter: above 100, with its text (§5). */
export const ACCOUNT_CONVERTER_MINIMUM: AmountMinimum = {
  amount: 100,
  inclusive: false,
  message: AMOUNT_MUST_BE_GREATER_THAN_100,
};
/** The side converter, the payment amount step and the public calculator: at least 1 (§5). */
export const AT_LEAST_ONE: AmountMinimum = { amount: 1, inclusive: true, message: AMOUNT_MUST_BE_AT_LEAST_1 };

/** The converter's inputs: two currencies and the amount typed on the fixed side (`null` while empty). */
export interface ConverterValues {
  sellCurrency: string;
  buyCurrency: string;
  fixedSide: FixedSide;
  amount: number | null;
}

/** Why no quote is asked for the values as they are. */
export type NoQuoteReason = 'no-amount' | 'below-minimum' | 'same-currency' | 'not-a-sell-currency';

/** Why an amount does not pass a minimum (its text), or `null` when it does. The demo backend refuses with it too. */
export function minimumProblem(amount: number, minimum: AmountMinimum): string | null {
  if (meetsMinimum(amount, minimum)) return null;
  return minimum.message ?? `The amount must be ${minimum.inclusive ? 'at least' : 'greater than'} ${minimum.amount}`;
}

/** Whether an amount passes a minimum. */
export function meetsMinimum(amount: number, minimum: AmountMinimum): boolean {
  return minimum.inclusive ? amount >= minimum.amount : amount > minimum.amount;
}

/**
 * The request the values call for, or why there is none (§5): an amount past the screen's minimum, a
 * sell currency of the §9 list, and two different currencies. (The spec sets no maximum on a quote; the
 * money field holds at most its own 99,999,999.)
 */
export function quoteRequestFor(
  values: ConverterValues,
  minimum: AmountMinimum,
): { request: QuoteRequest } | { reason: NoQuoteReason } {
  const { amount } = values;
  if (amount === null || !Number.isFinite(amount)) return { reason: 'no-amount' };
  if (!meetsMinimum(amount, minimum)) return { reason: 'below-minimum' };
  if (!isSellCurrency(values.sellCurrency)) return { reason: 'not-a-sell-currency' };
  if (values.sellCurrency === values.buyCurrency) return { reason: 'same-currency' };
  return {
    request: {
      buy_currency: values.buyCurrency,
      sell_currency: values.sellCurrency,
      fixed_side: values.fixedSide,
      amount,
    },
  };
}

/** Whether two requests ask the same quote. */
export function sameRequest(a: QuoteRequest, b: QuoteRequest): boolean {
  return (
    a.buy_currency === b.buy_currency &&
    a.sell_currency === b.sell_currency &&
    a.fixed_side === b.fixed_side &&
    a.amount === b.amount
  );
}

// --- The answer (§3) -----------------------------------------------------------------------------

/**
 * `results` of both quote calls (§3 "Conversion quote"; its schema is `quoteSchema` in schemas.ts). The
 * get-conversion-rate answer carries at least buy_amount, sell_amount, rate and threshold (§7); the payment
 * quote carries the k_ fee fields and `transfer` too. Fields beyond the spec's list are kept, as the
 * confirmation sends the whole quote back.
 */
export interface Quote {
  buy_amount: number;
  sell_amount: number;
  rate: number;
  /** The allowed limit of transactions based on the available balance, in the sell currency. */
  threshold?: number | null | undefined;
  user_amount?: number | null | undefined;
  buy_currency?: string | undefined;
  sell_currency?: string | undefined;
  available_balance?: number | null | undefined;
  k_sell_amount?: number | null | undefined;
  k_buy_amount?: number | null | undefined;
  /** In the sell currency (§9). */
  k_payment_fee_amount?: number | null | undefined;
  k_conversion_fee_amount?: number | null | undefined;
  k_client_rate?: number | null | undefined;
  k_converted_amount?: number | null | undefined;
  transfer?: unknown;
  [field: string]: unknown;
}

/** A quote as the engine holds it: the request it answers and when it stops being active. */
export interface TimedQuote {
  request: QuoteRequest;
  quote: Quote;
  receivedAt: number;
  expiresAt: number;
}

/** When a quote that arrived at `receivedAt` stops being active (900 s later, §9). */
export function quoteExpiresAt(receivedAt: number): number {
  return receivedAt + QUOTE_VALIDITY_MS;
}

/** Whether a timed quote is still active at `now` (§4: at zero it expires). */
export function isQuoteLive(timed: Pick<TimedQuote, 'expiresAt'>, now: number): boolean {
  return now < timed.expiresAt;
}

/** Whole seconds left on a quote's countdown at `now`, never below zero. */
export function secondsLeft(timed: Pick<TimedQuote, 'expiresAt'>, now: number): number {
  return Math.max(0, Math.ceil((timed.expiresAt - now) / 1000));
}

// --- What a live quote allows (§5 "Continue", "Payment Next"; §8 inline banners) -----------------

/** Why Continue (conversion) or Next (payment amount) is disabled; the banners carry their texts. */
export type QuoteBlocker =
  | { kind: 'no-quote' }
  | { kind: 'expired' }
  | { kind: 'not-enough-balance'; message: typeof NOT_ENOUGH_BALANCE }
  | { kind: 'threshold-crossed'; message: typeof THRESHOLD_CROSSED };

/** Whether the sell amount crosses the quote's threshold. */
export function crossesThreshold(quote: Pick<Quote, 'sell_amount' | 'threshold'>): boolean {
  return quote.threshold !== null && quote.threshold !== undefined && quote.sell_amount > quote.threshold;
}

/**
 * Whether the balance covers the sell amount. `balance` is the sell account's balance where the screen
 * reads it (the account converter's GET /account/get-balance); otherwise the quote's available_balance.
 * A balance known nowhere blocks nothing here: the server checks it on confirm.
 */
export function hasEnoughBalance(quote: Pick<Quote, 'sell_amount' | 'available_balance'>, balance?: number): boolean {
  const available = balance ?? quote.available_balance;
  return available === null || available === undefined || available >= quote.sell_amount;
}

/**
 * What stands between the quote and Continue / Next (§5): no active quote, an expired one, a balance
 * less than the sell amount, a crossed threshold. An empty list: the button is enabled.
 */
export function quoteBlockers(timed: TimedQuote | null, now: number, balance?: number): QuoteBlocker[] {
  if (!timed) return [{ kind: 'no-quote' }];
  const blockers: QuoteBlocker[] = [];
  if (!isQuoteLive(timed, now)) blockers.push({ kind: 'expired' });
  if (!hasEnoughBalance(timed.quote, balance))
    blockers.push({ kind: 'not-enough-balance', message: NOT_ENOUGH_BALANCE });
  if (crossesThreshold(timed.quote)) blockers.push({ kind: 'threshold-crossed', message: THRESHOLD_CROSSED });
  return blockers;
}

// --- The fees (§9): one rule for the quote, the review, the booked movement and the balances ---------

/** The figures of a quote once its fees are applied, each in its currency. */
export interface QuoteFigures {
  /** What leaves the sell account: the converted part plus both fees. */
  sellAmount: number;
  /** What the buy side receives: the converted part at the rate. */
  buyAmount: number;
  /** In the sell currency; 0 for a conversion (§9: a payment's fee). */
  paymentFee: number;
  /** In the sell currency: `conversionFeeShare` of the sell amount after the payment fee. */
  conversionFee: number;
  /** The sell amount that is converted at `rate`: sell amount less both fees. */
  convertedSellAmount: number;
}

/**
 * Applies the fees of a quote one way: the payment fee (a payment's only) and the conversion fee are both
 * taken in the sell currency from the sell amount, and what is left is converted at the rate, so
 * `buy = (sell − payment fee − conversion fee) × rate`, each amount rounded to its currency's minor unit.
 * Typed on the buy side, the sell amount is what that buy amount costs under the same rule. The demo
 * backend quotes and books with it; the quote facts list what it gives.
 */
export function applyQuoteFees(options: {
  fixedSide: FixedSide;
  amount: number;
  rate: number;
  paymentFee: number;
  conversionFeeShare: number;
  round: (side: FixedSide, value: number) => number;
}): QuoteFigures {
  const { fixedSide, amount, rate, paymentFee, conversionFeeShare: share, round } = options;
  if (fixedSide === 'sell') {
    const sellAmount = round('sell', amount);
    const afterPaymentFee = Math.max(0, sellAmount - paymentFee);
    const conversionFee = round('sell', afterPaymentFee * share);
    const convertedSellAmount = round('sell', afterPaymentFee - conversionFee);
    return {
      sellAmount,
      buyAmount: round('buy', convertedSellAmount * rate),
      paymentFee,
      conversionFee,
      convertedSellAmount,
    };
  }
  const buyAmount = round('buy', amount);
  const convertedSellAmount = round('sell', buyAmount / rate);
  const conversionFee = round('sell', (convertedSellAmount * share) / (1 - share));
  return {
    sellAmount: round('sell', convertedSellAmount + conversionFee + paymentFee),
    buyAmount,
    paymentFee,
    conversionFee,
    convertedSellAmount,
  };
}

/** One line of the fee breakdown: an amount in a currency, or the rate. */
export type FeeLine =
  | { kind: 'payment-fee' | 'conversion-fee' | 'converted-amount'; amount: number; currency: string }
  | { kind: 'rate'; rate: number; sellCurrency: string; buyCurrency: string };

/**
 * The fee breakdown of a quote, in the order shown (§9: a payment's fee in the sell currency; then the
 * conversion fee (in the sell currency, taken before converting: `applyQuoteFees`), the client rate and the converted amount in the buy currency). Lines the answer does
 * not carry are left out; the rate falls back to the plain rate.
 */
export function feeBreakdown(timed: Pick<TimedQuote, 'request' | 'quote'>): FeeLine[] {
  const { quote, request } = timed;
  const sell = request.sell_currency;
  const buy = request.buy_currency;
  const lines: FeeLine[] = [];
  const known = (value: number | null | undefined): value is number => value !== null && value !== undefined;
  // A conversion carries no payment fee (0): only a payment's is listed.
  if (known(quote.k_payment_fee_amount) && quote.k_payment_fee_amount !== 0)
    lines.push({ kind: 'payment-fee', amount: quote.k_payment_fee_amount, currency: sell });
  if (known(quote.k_conversion_fee_amount))
    lines.push({ kind: 'conversion-fee', amount: quote.k_conversion_fee_amount, currency: sell });
  lines.push({ kind: 'rate', rate: quote.k_client_rate ?? quote.rate, sellCurrency: sell, buyCurrency: buy });
  if (known(quote.k_converted_amount))
    lines.push({ kind: 'converted-amount', amount: quote.k_converted_amount, currency: buy });
  return lines;
}

const rateFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

/** A rate as "1 USD = 83.12345 INR". */
export function formatRate(rate: number, sellCurrency: string, buyCurrency: string): string {
  return `1 ${sellCurrency} = ${rateFormat.format(rate)} ${buyCurrency}`;
}
