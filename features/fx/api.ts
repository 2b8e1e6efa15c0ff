import { type ApiClient } from '../api/index.js';
import { checkShape, unwrapResults } from '../api/useApiQuery.js';
import type { Quote, QuoteRequest } from './quote.js';
import { quoteSchema } from './schemas.js';
import type { ConversionConfirmation } from './quoteEngine.js';

/** The conversion quote (the account and the side converter) and, with code and quote, its confirmation (§7). */
export const CONVERSION_RATE_PATH = '/utility/get-conversion-rate';
/** The pay-now amount step's and the public calculator's quote, with the payment fee (§7). */
export const PAYMENT_QUOTE_PATH = '/account/payment-fee-and-conversion-rate';

/** Asks one quote; the answer's `results` checked against the quote's shape. */
export type QuoteEndpoint = (client: ApiClient, request: QuoteRequest) => Promise<Quote>;

function quoteEndpoint(path: string): QuoteEndpoint {
  return async (client, request) =>
    checkShape(unwrapResults(await client.post<unknown>(path, request)), quoteSchema, path);
}

/** POST /utility/get-conversion-rate {buy_currency, sell_currency, fixed_side, amount}. */
export const conversionRateQuote: QuoteEndpoint = quoteEndpoint(CONVERSION_RATE_PATH);
/** POST /account/payment-fee-and-conversion-rate {buy_currency, sell_currency, fixed_side, amount}. */
export const paymentFeeQuote: QuoteEndpoint = quoteEndpoint(PAYMENT_QUOTE_PATH);

/** POST /utility/get-conversion-rate with otp, the whole quote and term_aggrement true (§7). */
export async function confirmConversion(client: ApiClient, confirmation: ConversionConfirmation): Promise<Quote> {
  const body = await client.post<unknown>(CONVERSION_RATE_PATH, confirmation);
  return checkShape(unwrapResults(body), quoteSchema, CONVERSION_RATE_PATH);
}
