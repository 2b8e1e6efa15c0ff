import type { OneTimeCode } from '../otp/model.js';
import {
  QUOTE_DEBOUNCE_MS,
  quoteExpiresAt,
  isQuoteLive,
  quoteBlockers,
  quoteRequestFor,
  sameRequest,
  secondsLeft,
  type AmountMinimum,
  type ConverterValues,
  type FixedSide,
  type NoQuoteReason,
  type Quote,
  type QuoteBlocker,
  type QuoteRequest,
  type TimedQuote,
} from './quote.js';

// The one timed-quote engine behind every converter (account converter, side converter, pay-now amount
// step, public calculator), as a pure state machine: state + event → state. Time comes in with each
// event (`now`, ms since the epoch), so the engine holds no timer; the hook around it sets one timeout
// for `nextWakeAt`, asks the quote the state's `inFlight` names, and dispatches the answer.
//
// The rules (accounts-payments-recipients.md §4, §5): a quote is asked only for an amount past the
// screen's minimum and two different currencies; edits are debounced a second; never two requests at
// once — a newer edit waits for the running request, then one request goes with the latest values; the
// fixed side is the field edited last; an answer is active for 900 s from its arrival; an expired quote
// is never submitted, and a refresh asks a new one.

/** A request sent and not yet answered. */
export interface InFlightRequest {
  /** Increases with each request: an answer is applied only to the request it answers. */
  id: number;
  request: QuoteRequest;
}

export interface QuoteEngineState {
  values: ConverterValues;
  minimum: AmountMinimum;
  /** When the values call for a quote (the debounce's end, or now for a refresh); `null` when none is due. */
  askAt: number | null;
  inFlight: InFlightRequest | null;
  /** Ids of requests already made, so a new one never reuses an id. */
  requestCount: number;
  /** The last answer, whichever values it was for. */
  latest: TimedQuote | null;
  /** The last failure and the request it answered; cleared by the next edit or request. */
  failure: { request: QuoteRequest; error: unknown } | null;
  /** The time of the last event: a tick that changes nothing else still gives a new state to render. */
  at: number;
}

export type QuoteEngineEvent =
  /** The user typed an amount on one side: that side becomes the fixed side. */
  | { type: 'amountEdited'; side: FixedSide; amount: number | null; now: number }
  | { type: 'currencyChosen'; side: FixedSide; currency: string; now: number }
  /** The hook's timer ran out (the debounce ended, or the quote reached zero). */
  | { type: 'tick'; now: number }
  /** The user asked for a new quote (the refresh action of an expired quote). */
  | { type: 'refreshRequested'; now: number }
  | { type: 'quoteReceived'; requestId: number; quote: Quote; now: number }
  | { type: 'quoteFailed'; requestId: number; error: unknown; now: number };

/** The engine at rest: the values, nothing asked yet. A screen's first values are quoted at once. */
export function initialQuoteEngine(values: ConverterValues, minimum: AmountMinimum, now: number): QuoteEngineState {
  return startDueRequest(
    { values, minimum, askAt: now, inFlight: null, requestCount: 0, latest: null, failure: null, at: now },
    now,
  );
}

function liveAnswerFor(state: QuoteEngineState, request: QuoteRequest, now: number): boolean {
  return state.latest !== null && sameRequest(state.latest.request, request) && isQuoteLive(state.latest, now);
}

/**
 * Sends the due request, if one is due and none runs: the latest values, once. Values that call for no
 * quote, or that a live answer already answers, send nothing.
 */
function startDueRequest(state: QuoteEngineState, now: number): QuoteEngineState {
  if (state.askAt === null || now < state.askAt || state.inFlight !== null) return state;
  const wanted = quoteRequestFor(state.values, state.minimum);
  if (!('request' in wanted) || liveAnswerFor(state, wanted.request, now)) return { ...state, askAt: null };
  const id = state.requestCount + 1;
  return { ...state, askAt: null, inFlight: { id, request: wanted.request }, requestCount: id, failure: null };
}

/** Applies one event. */
export function quoteEngineReducer(state: QuoteEngineState, event: QuoteEngineEvent): QuoteEngineState {
  const { now } = event;
  const at = { ...state, at: now };
  switch (event.type) {
    case 'amountEdited':
      return startDueRequest(
        {
          ...at,
          values: { ...state.values, fixedSide: event.side, amount: event.amount },
          askAt: now + QUOTE_DEBOUNCE_MS,
          failure: null,
        },
        now,
      );
    case 'currencyChosen': {
      const key = event.side === 'sell' ? 'sellCurrency' : 'buyCurrency';
      if (state.values[key] === event.currency) return at;
      return startDueRequest(
        { ...at, values: { ...state.values, [key]: event.currency }, askAt: now + QUOTE_DEBOUNCE_MS, failure: null },
        now,
      );
    }
    case 'tick':
      return startDueRequest(at, now);
    case 'refreshRequested':
      return startDueRequest({ ...at, askAt: now }, now);
    case 'quoteReceived': {
      if (state.inFlight?.id !== event.requestId) return at;
      const latest: TimedQuote = {
        request: state.inFlight.request,
        quote: event.quote,
        receivedAt: now,
        expiresAt: quoteExpiresAt(now),
      };
      return startDueRequest({ ...at, inFlight: null, latest }, now);
    }
    case 'quoteFailed': {
      if (state.inFlight?.id !== event.requestId) return at;
      return startDueRequest(
        { ...at, inFlight: null, failure: { request: state.inFlight.request, error: event.error } },
        now,
      );
    }
  }
}

/** Where the quote for the values on screen stands. */
export type QuoteStatus =
  /** The values call for no quote (an empty or too small amount, equal currencies …). */
  | { kind: 'idle'; reason: NoQuoteReason; minimum: AmountMinimum }
  /** Debouncing or asking. */
  | { kind: 'requesting' }
  | { kind: 'live'; timed: TimedQuote; secondsLeft: number }
  /** At zero: shown, but Continue / Next is disabled and a refresh asks a new one (§4). */
  | { kind: 'expired'; timed: TimedQuote }
  /** The last request for these values failed (the side converter shows the errors). */
  | { kind: 'failed'; error: unknown };

/** The quote status of the values on screen at `now`. */
export function quoteStatus(state: QuoteEngineState, now: number): QuoteStatus {
  const wanted = quoteRequestFor(state.values, state.minimum);
  if (!('request' in wanted)) return { kind: 'idle', reason: wanted.reason, minimum: state.minimum };
  const { request } = wanted;
  const answer = state.latest && sameRequest(state.latest.request, request) ? state.latest : null;
  if (answer && isQuoteLive(answer, now)) return { kind: 'live', timed: answer, secondsLeft: secondsLeft(answer, now) };
  const asking = state.inFlight !== null || state.askAt !== null;
  if (asking) return { kind: 'requesting' };
  if (answer) return { kind: 'expired', timed: answer };
  if (state.failure && sameRequest(state.failure.request, request))
    return { kind: 'failed', error: state.failure.error };
  return { kind: 'requesting' };
}

/**
 * The amounts the two fields show: the typed one on the fixed side; on the other, the answer for these
 * values (live or expired), 0 after a failure (§8: the side converter resets the opposite amount to 0),
 * or `null` while there is none.
 */
export function displayedAmounts(state: QuoteEngineState, now: number): { sell: number | null; buy: number | null } {
  const status = quoteStatus(state, now);
  let opposite: number | null = null;
  if (status.kind === 'live' || status.kind === 'expired') {
    opposite = state.values.fixedSide === 'sell' ? status.timed.quote.buy_amount : status.timed.quote.sell_amount;
  } else if (status.kind === 'failed') {
    opposite = 0;
  }
  return state.values.fixedSide === 'sell'
    ? { sell: state.values.amount, buy: opposite }
    : { sell: opposite, buy: state.values.amount };
}

/**
 * The quote that may be submitted at `now`: live and answering the values on screen. An expired quote,
 * or one for other values, is never submitted.
 */
export function submittableQuote(state: QuoteEngineState, now: number): TimedQuote | null {
  const status = quoteStatus(state, now);
  return status.kind === 'live' ? status.timed : null;
}

/** What keeps Continue / Next disabled at `now` (§5); empty when it is enabled. */
export function continueBlockers(state: QuoteEngineState, now: number, balance?: number): QuoteBlocker[] {
  const status = quoteStatus(state, now);
  if (status.kind === 'live' || status.kind === 'expired') return quoteBlockers(status.timed, now, balance);
  return [{ kind: 'no-quote' }];
}

/**
 * When the hook's timer should next fire: the debounce's end, or the live quote's zero (so Continue is
 * disabled the moment it expires). `null`: nothing to wait for.
 */
export function nextWakeAt(state: QuoteEngineState, now: number): number | null {
  const times: number[] = [];
  if (state.askAt !== null && state.inFlight === null) times.push(state.askAt);
  if (state.latest && isQuoteLive(state.latest, now)) times.push(state.latest.expiresAt);
  return times.length ? Math.min(...times) : null;
}

/** POST /utility/get-conversion-rate on confirm (§7): the request, the code, the whole quote, the terms. */
export interface ConversionConfirmation extends QuoteRequest {
  otp: OneTimeCode;
  quote: Quote;
  term_aggrement: true;
}

/** The confirmation of a live quote; `null` when the quote is expired or answers other values. */
export function conversionConfirmation(
  timed: TimedQuote | null,
  now: number,
  otp: OneTimeCode,
): ConversionConfirmation | null {
  if (!timed || !isQuoteLive(timed, now)) return null;
  return { ...timed.request, otp, quote: timed.quote, term_aggrement: true };
}
