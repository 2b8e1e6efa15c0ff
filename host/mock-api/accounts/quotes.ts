import {
  AT_LEAST_ONE,
  QUOTE_EXPIRED,
  applyQuoteFees,
  isQuoteLive,
  isSellCurrency,
  minimumProblem,
  quoteExpiresAt,
  sameRequest,
} from 'spend-ui/features/rules';
import { secretDigest } from '../core/passwordDigest.js';
import { accountMessages } from './model.js';

/*
 * The demo's FX desk: a fixed table of mid rates (units per US dollar), a markup that is the conversion
 * fee, a payment fee per payment in the sell currency, and a per-conversion limit (the threshold). A
 * quote is signed (`quote_reference`) and dated (`quoted_at`), so the confirmation can check that the
 * quote it carries was ours and is younger than 900 s without keeping every quote in the store.
 */

/** Mid rates: how many units of a currency one US dollar buys. Plausible, fixed, not live. */
export const UNITS_PER_USD: Readonly<Record<string, number>> = {
  USD: 1,
  AED: 3.6725,
  AUD: 1.5234,
  BGN: 1.8012,
  BHD: 0.376,
  BRL: 5.4321,
  CAD: 1.3621,
  CHF: 0.8843,
  CNY: 7.1934,
  CZK: 23.105,
  DKK: 6.8701,
  EUR: 0.9207,
  GBP: 0.7871,
  HKD: 7.8125,
  HRK: 6.9372,
  HUF: 362.41,
  IDR: 15712,
  ILS: 3.7148,
  INR: 83.1245,
  JPY: 149.82,
  KES: 129.5,
  KRW: 1334.6,
  KWD: 0.3074,
  MXN: 17.0523,
  MYR: 4.7125,
  NOK: 10.6312,
  NZD: 1.6347,
  OMR: 0.385,
  PHP: 56.125,
  PLN: 3.9948,
  QAR: 3.64,
  RON: 4.5812,
  RUB: 91.25,
  SAR: 3.75,
  SEK: 10.4231,
  SGD: 1.3442,
  THB: 35.712,
  TRY: 30.845,
  UGX: 3791.5,
  ZAR: 18.6234,
};

/** The conversion fee: this share of what is converted, taken in the sell currency (applyQuoteFees). */
export const CONVERSION_MARKUP = 0.004;
/** The payment fee of a payment quote, in US dollars (charged in the sell currency, §9). */
export const PAYMENT_FEE_USD = 12;
/** The largest conversion or payment, in US dollars, whatever the balance (the threshold's cap). */
export const CONVERSION_LIMIT_USD = 250_000;

export interface QuoteAsk {
  sell_currency: string;
  buy_currency: string;
  fixed_side: 'sell' | 'buy';
  amount: number;
}

const fractionDigitsByCurrency = new Map<string, number>();

/** Decimal places of a currency's amounts (JPY 0, BHD 3 …). */
export function fractionDigits(currency: string): number {
  // Kept per currency: making a NumberFormat is slow, and the seed rounds thousands of amounts.
  let digits = fractionDigitsByCurrency.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    fractionDigitsByCurrency.set(currency, digits);
  }
  return digits;
}

export function roundTo(currency: string, amount: number): number {
  const factor = 10 ** fractionDigits(currency);
  return Math.round(amount * factor) / factor;
}

/** Decimal places an amount is written with (0.001 → 3). */
function fractionDigitsOf(amount: number): number {
  const [, decimals = ''] = String(amount).split('.');
  return decimals.length;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** An amount of one currency in another at the mid rate. */
export function convertAtMid(amount: number, from: string, to: string): number {
  const fromRate = UNITS_PER_USD[from];
  const toRate = UNITS_PER_USD[to];
  if (fromRate === undefined || toRate === undefined) return Number.NaN;
  return (amount / fromRate) * toRate;
}

/** What is wrong with a quote request, or null. */
export function quoteAskProblem(body: Record<string, unknown>): string | QuoteAsk {
  const sell = typeof body.sell_currency === 'string' ? body.sell_currency.trim().toUpperCase() : '';
  const buy = typeof body.buy_currency === 'string' ? body.buy_currency.trim().toUpperCase() : '';
  const amount = typeof body.amount === 'number' ? body.amount : Number(body.amount);
  const fixedSide = body.fixed_side === 'buy' ? 'buy' : 'sell';
  if (!isSellCurrency(sell)) return accountMessages.notASellCurrency(sell || '—');
  if (UNITS_PER_USD[buy] === undefined) return accountMessages.unknownCurrency(buy || '—');
  if (sell === buy) return accountMessages.sameCurrency;
  if (!Number.isFinite(amount)) return accountMessages.amountRequired;
  // Every converter's minimum (§5): the account converter asks more than 100 on its screen, but the side
  // converter books the same conversion from 1, so the call itself can only hold the minimum they share.
  // Zero and below too, with the converters' own text (tests/host/mock-api/oneVerdict.test.ts).
  const belowMinimum = minimumProblem(amount, AT_LEAST_ONE);
  if (belowMinimum) return belowMinimum;
  const fixedCurrency = fixedSide === 'sell' ? sell : buy;
  if (fractionDigitsOf(amount) > fractionDigits(fixedCurrency)) {
    return accountMessages.amountTooPrecise(fixedCurrency, fractionDigits(fixedCurrency));
  }
  return { sell_currency: sell, buy_currency: buy, fixed_side: fixedSide, amount };
}

export interface DemoQuote {
  sell_currency: string;
  buy_currency: string;
  fixed_side: 'sell' | 'buy';
  sell_amount: number;
  buy_amount: number;
  rate: number;
  threshold: number;
  user_amount: number;
  available_balance?: number;
  k_sell_amount: number;
  k_buy_amount: number;
  k_payment_fee_amount: number;
  k_conversion_fee_amount: number;
  k_client_rate: number;
  k_converted_amount: number;
  transfer: { conversion_type: 'Earliest'; conversion_date: string; settlement_date: string };
  quoted_at: string;
  quote_reference: string;
}

const DAY_MS = 86_400_000;

/** The next working day after `days` working days from `now`, as YYYY-MM-DD (UTC). */
function workingDaysLater(now: number, days: number): string {
  let date = new Date(now);
  let left = days;
  while (left > 0) {
    date = new Date(date.getTime() + DAY_MS);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/** The fields a quote's signature covers. */
function signedPart(quote: Omit<DemoQuote, 'quote_reference'>) {
  return JSON.stringify([
    quote.sell_currency,
    quote.buy_currency,
    quote.fixed_side,
    quote.sell_amount,
    quote.buy_amount,
    quote.k_client_rate,
    quote.k_payment_fee_amount,
    quote.quoted_at,
  ]);
}

/**
 * A quote for an ask at `now`. `withPaymentFee`: the payment quote's fee (POST
 * /account/payment-fee-and-conversion-rate); the account converter's conversion has none.
 * `available`: the sell account's balance, when the caller is signed in.
 */
export function quoteFor(
  ask: QuoteAsk,
  now: number,
  options: { withPaymentFee: boolean; available?: number },
): DemoQuote {
  const { sell_currency: sell, buy_currency: buy } = ask;
  const mid = round6(convertAtMid(1, sell, buy));
  const paymentFee = options.withPaymentFee ? roundTo(sell, convertAtMid(PAYMENT_FEE_USD, 'USD', sell)) : 0;
  const figures = applyQuoteFees({
    fixedSide: ask.fixed_side,
    amount: ask.amount,
    rate: mid,
    paymentFee,
    conversionFeeShare: CONVERSION_MARKUP,
    round: (side, value) => roundTo(side === 'sell' ? sell : buy, value),
  });
  const { sellAmount, buyAmount } = figures;
  const threshold = roundTo(sell, convertAtMid(CONVERSION_LIMIT_USD, 'USD', sell));
  const unsigned: Omit<DemoQuote, 'quote_reference'> = {
    sell_currency: sell,
    buy_currency: buy,
    fixed_side: ask.fixed_side,
    sell_amount: sellAmount,
    buy_amount: buyAmount,
    rate: mid,
    threshold,
    user_amount: ask.amount,
    ...(options.available === undefined ? {} : { available_balance: options.available }),
    k_sell_amount: sellAmount,
    k_buy_amount: buyAmount,
    k_payment_fee_amount: paymentFee,
    k_conversion_fee_amount: figures.conversionFee,
    // The fees are taken from the sell amount (applyQuoteFees), so the rate applied is the rate itself.
    k_client_rate: mid,
    k_converted_amount: buyAmount,
    transfer: {
      conversion_type: 'Earliest',
      conversion_date: workingDaysLater(now, 1),
      settlement_date: workingDaysLater(now, 3),
    },
    quoted_at: new Date(now).toISOString(),
  };
  return { ...unsigned, quote_reference: secretDigest(signedPart(unsigned)) };
}

/**
 * The quote a confirmation carries, checked: ours (the signature matches), for this request — the same
 * request by the client's own `sameRequest` (currencies, fixed side and the amount on that side, which
 * the signature covers) — and younger than 900 s at `now`. Returns the problem's message, or the quote.
 */
export function checkedQuote(sent: unknown, ask: QuoteAsk, now: number): string | DemoQuote {
  if (typeof sent !== 'object' || sent === null) return accountMessages.quoteInvalid;
  const quote = sent as DemoQuote;
  const { quote_reference: reference, ...rest } = quote;
  if (typeof reference !== 'string' || typeof rest.quoted_at !== 'string') return accountMessages.quoteInvalid;
  if (secretDigest(signedPart(rest)) !== reference) return accountMessages.quoteInvalid;
  if (rest.sell_currency !== ask.sell_currency || rest.buy_currency !== ask.buy_currency) {
    return accountMessages.quoteInvalid;
  }
  const answered = {
    sell_currency: rest.sell_currency,
    buy_currency: rest.buy_currency,
    fixed_side: rest.fixed_side,
    amount: rest.fixed_side === 'sell' ? rest.sell_amount : rest.buy_amount,
  };
  if (!sameRequest(answered, ask)) return accountMessages.quoteForOtherRequest;
  const quotedAt = Date.parse(rest.quoted_at);
  // Active as long as the client counts it down (900 s from its arrival, the client's rule and text).
  if (!Number.isFinite(quotedAt) || !isQuoteLive({ expiresAt: quoteExpiresAt(quotedAt) }, now)) return QUOTE_EXPIRED;
  return quote;
}
