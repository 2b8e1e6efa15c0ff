import { useCallback, useEffect, useReducer } from 'react';
import { useApiAction, type FailureText } from '../api/index.js';
import type { QuoteEndpoint } from './api.js';
import { useQuoteClock, type QuoteClock } from './clock.js';
import type { AmountMinimum, ConverterValues, FixedSide, QuoteBlocker, TimedQuote } from './quote.js';
import {
  continueBlockers,
  displayedAmounts,
  initialQuoteEngine,
  nextWakeAt,
  quoteEngineReducer,
  quoteStatus,
  submittableQuote,
  type QuoteStatus,
} from './quoteEngine.js';

export interface TimedQuoteOptions {
  /**
   * The call that asks one quote: `conversionRateQuote` (the account converter) or `paymentFeeQuote`
   * (the side converter, the pay-now amount step, the public calculator).
   */
  endpoint: QuoteEndpoint;
  /** The values on screen at first; they are quoted at once. */
  initialValues: ConverterValues;
  /** The screen's minimum amount: `ACCOUNT_CONVERTER_MINIMUM` or `AT_LEAST_ONE`. */
  minimum: AmountMinimum;
  /**
   * What a failed quote shows (the side converter: `SIDE_CONVERTER_QUOTE_FAILURE`). Omitted: the
   * failure is only logged (§8 "Other list and quote failures are only logged and loading stops").
   */
  failure?: FailureText;
  /** Default: the `QuoteClockProvider`'s, else the system clock. */
  clock?: QuoteClock;
}

export interface TimedQuoteControl {
  /** The currencies, the fixed side and the typed amount. */
  values: ConverterValues;
  /** Where the quote for these values stands at this render. */
  status: QuoteStatus;
  /** What the two amount fields show: the typed one, and the quote's on the other side (0 after a failure). */
  amounts: { sell: number | null; buy: number | null };
  /** The user typed an amount on one side: that side becomes the fixed side. */
  editAmount: (side: FixedSide, amount: number | null) => void;
  chooseCurrency: (side: FixedSide, currency: string) => void;
  /** Asks a new quote at once (the refresh of an expired quote). */
  refresh: () => void;
  /** What keeps Continue / Next disabled now; `balance`: the sell account's, where the screen reads it. */
  blockers: (balance?: number) => QuoteBlocker[];
  /** The live quote of these values at this moment, or null: an expired quote is never handed out. */
  submittable: () => TimedQuote | null;
  /** The clock, for the countdown. */
  clock: QuoteClock;
}

/**
 * The one timed-quote engine behind every converter (accounts-payments-recipients.md §4, §5): the pure
 * `quoteEngine` with one timer for its next wake-up and the endpoint's requests, one at a time.
 */
export function useTimedQuote({
  endpoint,
  initialValues,
  minimum,
  failure,
  clock: given,
}: TimedQuoteOptions): TimedQuoteControl {
  const contextClock = useQuoteClock();
  const clock = given ?? contextClock;
  const [state, dispatch] = useReducer(quoteEngineReducer, undefined, () =>
    initialQuoteEngine(initialValues, minimum, clock.now()),
  );
  const ask = useApiAction((client, request: Parameters<QuoteEndpoint>[1]) => endpoint(client, request), {
    failure,
    onFailure: (error) => {
      if (!failure) console.warn('The quote could not be read', error);
    },
  });
  const { run } = ask;

  const inFlight = state.inFlight;
  useEffect(() => {
    if (!inFlight) return;
    void run(inFlight.request).then((outcome) => {
      const now = clock.now();
      if (outcome.status === 'done') {
        dispatch({ type: 'quoteReceived', requestId: inFlight.id, quote: outcome.value, now });
      } else if (outcome.status === 'failed') {
        dispatch({ type: 'quoteFailed', requestId: inFlight.id, error: outcome.error, now });
      }
    });
  }, [inFlight, run, clock]);

  // The wake-up is due from the state's own time: the clock may have moved past it before this effect ran.
  useEffect(() => {
    const wake = nextWakeAt(state, state.at);
    if (wake === null) return undefined;
    const now = clock.now();
    if (wake <= now) {
      dispatch({ type: 'tick', now });
      return undefined;
    }
    return clock.schedule(() => dispatch({ type: 'tick', now: clock.now() }), wake - now);
  }, [state, clock]);

  const editAmount = useCallback(
    (side: FixedSide, amount: number | null) => dispatch({ type: 'amountEdited', side, amount, now: clock.now() }),
    [clock],
  );
  const chooseCurrency = useCallback(
    (side: FixedSide, currency: string) => dispatch({ type: 'currencyChosen', side, currency, now: clock.now() }),
    [clock],
  );
  const refresh = useCallback(() => dispatch({ type: 'refreshRequested', now: clock.now() }), [clock]);

  const now = clock.now();
  return {
    values: state.values,
    status: quoteStatus(state, now),
    amounts: displayedAmounts(state, now),
    editAmount,
    chooseCurrency,
    refresh,
    blockers: (balance?: number) => continueBlockers(state, clock.now(), balance),
    submittable: () => submittableQuote(state, clock.now()),
    clock,
  };
}
