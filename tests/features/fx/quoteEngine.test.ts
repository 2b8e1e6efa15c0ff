import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_CONVERTER_MINIMUM,
  AT_LEAST_ONE,
  QUOTE_DEBOUNCE_MS,
  QUOTE_VALIDITY_MS,
  type ConverterValues,
  type Quote,
  type QuoteRequest,
} from '../../../features/fx/quote.js';
import {
  continueBlockers,
  conversionConfirmation,
  displayedAmounts,
  initialQuoteEngine,
  nextWakeAt,
  quoteEngineReducer,
  quoteStatus,
  submittableQuote,
  type QuoteEngineEvent,
  type QuoteEngineState,
} from '../../../features/fx/quoteEngine.js';

// The engine is driven the way its hook drives it: each event carries the clock's time; the test moves
// the clock instead of waiting.

const sideConverter: ConverterValues = { sellCurrency: 'USD', buyCurrency: 'INR', fixedSide: 'sell', amount: 1000 };
const otp = { code: '123456', channel: 'phone' as const };

/** A plausible answer for a request: 83 INR to the dollar. */
function answerFor(request: QuoteRequest): Quote {
  const rate = 83;
  return request.fixed_side === 'sell'
    ? { sell_amount: request.amount, buy_amount: request.amount * rate, rate }
    : { sell_amount: request.amount / rate, buy_amount: request.amount, rate };
}

function answer(state: QuoteEngineState, now: number): QuoteEngineState {
  if (!state.inFlight) throw new Error('no request in flight');
  return quoteEngineReducer(state, {
    type: 'quoteReceived',
    requestId: state.inFlight.id,
    quote: answerFor(state.inFlight.request),
    now,
  });
}

describe('the quote lifecycle (§4)', () => {
  it('asks at once for the screen’s first values, then is live with a 15-minute countdown', () => {
    const asking = initialQuoteEngine(sideConverter, AT_LEAST_ONE, 0);
    expect(asking.inFlight?.request).toEqual({
      sell_currency: 'USD',
      buy_currency: 'INR',
      fixed_side: 'sell',
      amount: 1000,
    });
    expect(quoteStatus(asking, 0)).toEqual({ kind: 'requesting' });
    expect(displayedAmounts(asking, 0)).toEqual({ sell: 1000, buy: null });

    const live = answer(asking, 200);
    expect(quoteStatus(live, 200)).toMatchObject({ kind: 'live', secondsLeft: 900 });
    expect(displayedAmounts(live, 200)).toEqual({ sell: 1000, buy: 83_000 });
    expect(nextWakeAt(live, 200)).toBe(200 + QUOTE_VALIDITY_MS);
    expect(continueBlockers(live, 200)).toEqual([]);
  });

  it('expires at zero: shown, not submittable, Continue disabled; a refresh asks a new one', () => {
    const live = answer(initialQuoteEngine(sideConverter, AT_LEAST_ONE, 0), 0);
    const atZero = quoteEngineReducer(live, { type: 'tick', now: QUOTE_VALIDITY_MS });
    expect(quoteStatus(atZero, QUOTE_VALIDITY_MS)).toMatchObject({ kind: 'expired' });
    expect(displayedAmounts(atZero, QUOTE_VALIDITY_MS)).toEqual({ sell: 1000, buy: 83_000 });
    expect(submittableQuote(atZero, QUOTE_VALIDITY_MS)).toBeNull();
    expect(continueBlockers(atZero, QUOTE_VALIDITY_MS)).toEqual([{ kind: 'expired' }]);
    expect(nextWakeAt(atZero, QUOTE_VALIDITY_MS)).toBeNull();
    expect(atZero.inFlight).toBeNull();

    const refreshing = quoteEngineReducer(atZero, { type: 'refreshRequested', now: QUOTE_VALIDITY_MS + 5 });
    expect(refreshing.inFlight?.id).toBe(2);
    expect(quoteStatus(refreshing, QUOTE_VALIDITY_MS + 5)).toEqual({ kind: 'requesting' });
    const renewed = answer(refreshing, QUOTE_VALIDITY_MS + 10);
    expect(submittableQuote(renewed, QUOTE_VALIDITY_MS + 10)?.expiresAt).toBe(2 * QUOTE_VALIDITY_MS + 10);
  });

  it('debounces edits a second and asks once with the latest values', () => {
    let state = answer(initialQuoteEngine(sideConverter, AT_LEAST_ONE, 0), 0);
    state = quoteEngineReducer(state, { type: 'amountEdited', side: 'sell', amount: 1, now: 10 });
    state = quoteEngineReducer(state, { type: 'amountEdited', side: 'sell', amount: 12, now: 300 });
    state = quoteEngineReducer(state, { type: 'amountEdited', side: 'sell', amount: 120, now: 600 });
    expect(nextWakeAt(state, 600)).toBe(600 + QUOTE_DEBOUNCE_MS);
    state = quoteEngineReducer(state, { type: 'tick', now: 1_500 });
    expect(state.inFlight).toBeNull();
    state = quoteEngineReducer(state, { type: 'tick', now: 1_600 });
    expect(state.inFlight).toEqual({
      id: 2,
      request: { sell_currency: 'USD', buy_currency: 'INR', fixed_side: 'sell', amount: 120 },
    });
  });

  it('never asks twice at once: an edit during a request waits for it, then asks once', () => {
    let state = initialQuoteEngine(sideConverter, AT_LEAST_ONE, 0);
    state = quoteEngineReducer(state, { type: 'amountEdited', side: 'sell', amount: 2000, now: 100 });
    state = quoteEngineReducer(state, { type: 'tick', now: 1_100 });
    expect(state.inFlight?.id).toBe(1);
    state = answer(state, 1_500);
    expect(state.inFlight?.request.amount).toBe(2000);
    // The first answer was for 1000: it does not stand for the values on screen.
    expect(quoteStatus(state, 1_500)).toEqual({ kind: 'requesting' });
    expect(submittableQuote(state, 1_500)).toBeNull();
    state = answer(state, 1_700);
    expect(displayedAmounts(state, 1_700)).toEqual({ sell: 2000, buy: 166_000 });
  });

  it('fixes the side edited last', () => {
    let state = answer(initialQuoteEngine(sideConverter, AT_LEAST_ONE, 0), 0);
    state = quoteEngineReducer(state, { type: 'amountEdited', side: 'buy', amount: 8_300, now: 10 });
    state = quoteEngineReducer(state, { type: 'tick', now: 1_010 });
    expect(state.inFlight?.request).toMatchObject({ fixed_side: 'buy', amount: 8_300 });
    state = answer(state, 1_020);
    expect(displayedAmounts(state, 1_020)).toEqual({ sell: 100, buy: 8_300 });
  });

  it('asks nothing for equal currencies or an amount at the account converter’s 100', () => {
    const same = initialQuoteEngine({ ...sideConverter, buyCurrency: 'USD' }, AT_LEAST_ONE, 0);
    expect(same.inFlight).toBeNull();
    expect(quoteStatus(same, 0)).toMatchObject({ kind: 'idle', reason: 'same-currency' });

    const atHundred = initialQuoteEngine({ ...sideConverter, amount: 100 }, ACCOUNT_CONVERTER_MINIMUM, 0);
    expect(atHundred.inFlight).toBeNull();
    expect(quoteStatus(atHundred, 0)).toEqual({
      kind: 'idle',
      reason: 'below-minimum',
      minimum: ACCOUNT_CONVERTER_MINIMUM,
    });
  });

  it('a failure resets the opposite amount to 0 and asks nothing until the user acts', () => {
    const asking = initialQuoteEngine(sideConverter, AT_LEAST_ONE, 0);
    const failed = quoteEngineReducer(asking, { type: 'quoteFailed', requestId: 1, error: new Error('down'), now: 50 });
    expect(quoteStatus(failed, 50)).toMatchObject({ kind: 'failed' });
    expect(displayedAmounts(failed, 50)).toEqual({ sell: 1000, buy: 0 });
    expect(nextWakeAt(failed, 50)).toBeNull();
    expect(quoteEngineReducer(failed, { type: 'refreshRequested', now: 60 }).inFlight?.id).toBe(2);
  });

  it('ignores an answer to a request it no longer waits for', () => {
    const live = answer(initialQuoteEngine(sideConverter, AT_LEAST_ONE, 0), 0);
    const late = quoteEngineReducer(live, {
      type: 'quoteReceived',
      requestId: 1,
      quote: answerFor({ ...sideConverter, sell_currency: 'USD', buy_currency: 'INR', fixed_side: 'sell', amount: 5 }),
      now: 10,
    });
    expect(late.latest).toBe(live.latest);
  });
});

describe('an expired quote is never submitted', () => {
  it('the confirmation refuses a quote from its 900th second on', () => {
    const live = answer(initialQuoteEngine(sideConverter, AT_LEAST_ONE, 0), 1_000);
    const timed = submittableQuote(live, 1_000);
    expect(conversionConfirmation(timed, 1_000 + QUOTE_VALIDITY_MS - 1, otp)).toEqual({
      sell_currency: 'USD',
      buy_currency: 'INR',
      fixed_side: 'sell',
      amount: 1000,
      otp,
      quote: { sell_amount: 1000, buy_amount: 83_000, rate: 83 },
      term_aggrement: true,
    });
    fc.assert(
      fc.property(fc.integer({ min: 1_000 + QUOTE_VALIDITY_MS, max: 10 * QUOTE_VALIDITY_MS }), (now) => {
        expect(conversionConfirmation(timed, now, otp)).toBeNull();
        expect(submittableQuote(live, now)).toBeNull();
      }),
    );
  });

  // Random use of a converter: edits, currency changes, refreshes, answers and failures at random times.
  const step = fc.oneof(
    fc.record({
      kind: fc.constant('edit' as const),
      side: fc.constantFrom('sell' as const, 'buy' as const),
      amount: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: null }),
    }),
    fc.record({
      kind: fc.constant('currency' as const),
      side: fc.constantFrom('sell' as const, 'buy' as const),
      currency: fc.constantFrom('USD', 'INR', 'EUR'),
    }),
    fc.constant({ kind: 'tick' as const }),
    fc.constant({ kind: 'refresh' as const }),
    fc.constant({ kind: 'answer' as const }),
    fc.constant({ kind: 'fail' as const }),
  );
  const run = fc.array(fc.tuple(step, fc.integer({ min: 0, max: 400_000 })), { maxLength: 60 });

  it('whatever the user and the server do, a submittable quote is live, answers the values on screen, and requests never overlap', () => {
    fc.assert(
      fc.property(run, (steps) => {
        let now = 0;
        let state = initialQuoteEngine(sideConverter, AT_LEAST_ONE, now);
        for (const [action, elapsed] of steps) {
          now += elapsed;
          let event: QuoteEngineEvent;
          switch (action.kind) {
            case 'edit':
              event = { type: 'amountEdited', side: action.side, amount: action.amount, now };
              break;
            case 'currency':
              event = { type: 'currencyChosen', side: action.side, currency: action.currency, now };
              break;
            case 'tick':
              event = { type: 'tick', now };
              break;
            case 'refresh':
              event = { type: 'refreshRequested', now };
              break;
            case 'answer':
            case 'fail':
              if (!state.inFlight) continue;
              event =
                action.kind === 'answer'
                  ? {
                      type: 'quoteReceived',
                      requestId: state.inFlight.id,
                      quote: answerFor(state.inFlight.request),
                      now,
                    }
                  : { type: 'quoteFailed', requestId: state.inFlight.id, error: 'down', now };
              break;
          }
          const before = state;
          state = quoteEngineReducer(state, event);
          // A new request starts only when none is in flight.
          if (state.inFlight && state.inFlight.id !== before.inFlight?.id) {
            const settledNow = event.type === 'quoteReceived' || event.type === 'quoteFailed';
            expect(before.inFlight === null || settledNow).toBe(true);
            expect(state.inFlight.id).toBe(before.requestCount + 1);
          }
          const submittable = submittableQuote(state, now);
          if (submittable) {
            expect(now).toBeLessThan(submittable.expiresAt);
            expect(submittable.request).toMatchObject({
              sell_currency: state.values.sellCurrency,
              buy_currency: state.values.buyCurrency,
              fixed_side: state.values.fixedSide,
              amount: state.values.amount,
            });
            expect(continueBlockers(state, now)).toEqual([]);
          } else {
            expect(continueBlockers(state, now)).not.toEqual([]);
          }
          const wake = nextWakeAt(state, now);
          if (wake !== null)
            expect(wake).toBeGreaterThanOrEqual(state.askAt === null ? now : Math.min(now, state.askAt));
        }
      }),
    );
  });
});
