import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from 'spend-ui/features';
import { createManualClock } from '../../../features/fx/clock.js';
import { ACCOUNT_CONVERTER_MINIMUM, AT_LEAST_ONE, type Quote, type QuoteRequest } from '../../../features/fx/quote.js';
import { useTimedQuote, type TimedQuoteOptions } from '../../../features/fx/useTimedQuote.js';
import { fakeServer, harnessFor } from '../api/fakeServer.js';

// The hook around the quote engine, on a manual clock: one timer for the next wake-up, one request at a
// time through the endpoint it is given, the answer applied, expiry at 900 s, and a refresh.

const START = Date.UTC(2026, 2, 10, 12, 0, 0);
const rateAnswer = (request: QuoteRequest): Quote =>
  request.fixed_side === 'sell'
    ? { sell_amount: request.amount, buy_amount: request.amount * 83, rate: 83, threshold: 1_000_000 }
    : { sell_amount: request.amount / 83, buy_amount: request.amount, rate: 83, threshold: 1_000_000 };

function setup(overrides: Partial<TimedQuoteOptions> = {}) {
  const clock = createManualClock(START);
  const pending: Array<{ request: QuoteRequest; resolve: (quote: Quote) => void; reject: (error: unknown) => void }> =
    [];
  const endpoint = vi.fn((_client: ApiClient, request: QuoteRequest) => {
    return new Promise<Quote>((resolve, reject) => pending.push({ request, resolve, reject }));
  });
  const { result } = renderHook(
    () =>
      useTimedQuote({
        endpoint,
        initialValues: { sellCurrency: 'USD', buyCurrency: 'INR', fixedSide: 'sell', amount: 1000 },
        minimum: AT_LEAST_ONE,
        clock,
        ...overrides,
      }),
    { wrapper: harnessFor(fakeServer({}).client) },
  );
  const answerNext = async () => {
    const next = pending.shift();
    if (!next) throw new Error('no request pending');
    await act(async () => next.resolve(rateAnswer(next.request)));
  };
  return { clock, endpoint, pending, result, answerNext };
}

describe('useTimedQuote', () => {
  it('asks the first values at once and shows the answer on the other side with a live countdown', async () => {
    const { endpoint, result, answerNext } = setup();
    expect(endpoint).toHaveBeenCalledTimes(1);
    expect(endpoint.mock.calls[0]?.[1]).toEqual({
      buy_currency: 'INR',
      sell_currency: 'USD',
      fixed_side: 'sell',
      amount: 1000,
    });
    expect(result.current.status.kind).toBe('requesting');
    await answerNext();
    expect(result.current.status).toMatchObject({ kind: 'live', secondsLeft: 900 });
    expect(result.current.amounts).toEqual({ sell: 1000, buy: 83_000 });
    expect(result.current.blockers()).toEqual([]);
  });

  it('debounces edits a second, never asks twice at once, then asks once with the latest values', async () => {
    const { clock, endpoint, pending, result, answerNext } = setup();
    act(() => result.current.editAmount('sell', 2000));
    act(() => clock.advance(999));
    expect(endpoint).toHaveBeenCalledTimes(1);
    act(() => clock.advance(1));
    // The first request still runs: the new one waits for it.
    expect(endpoint).toHaveBeenCalledTimes(1);
    act(() => result.current.editAmount('buy', 50_000));
    act(() => clock.advance(1000));
    await answerNext();
    expect(endpoint).toHaveBeenCalledTimes(2);
    expect(pending[0]?.request).toEqual({
      buy_currency: 'INR',
      sell_currency: 'USD',
      fixed_side: 'buy',
      amount: 50_000,
    });
    await answerNext();
    expect(result.current.values.fixedSide).toBe('buy');
    expect(result.current.amounts.buy).toBe(50_000);
  });

  it('expires at 900 s on the clock: nothing submittable, Continue blocked, and a refresh asks a new quote', async () => {
    const { clock, endpoint, result, answerNext } = setup();
    await answerNext();
    act(() => clock.advance(899_999));
    expect(result.current.submittable()).not.toBeNull();
    act(() => clock.advance(1));
    expect(result.current.status.kind).toBe('expired');
    expect(result.current.submittable()).toBeNull();
    expect(result.current.blockers()).toEqual([{ kind: 'expired' }]);
    act(() => result.current.refresh());
    expect(endpoint).toHaveBeenCalledTimes(2);
    await answerNext();
    expect(result.current.status.kind).toBe('live');
  });

  it('asks nothing below the minimum or for one currency on both sides', () => {
    const { clock, endpoint, result } = setup({ minimum: ACCOUNT_CONVERTER_MINIMUM });
    act(() => result.current.editAmount('sell', 100));
    act(() => clock.advance(1000));
    act(() => result.current.chooseCurrency('buy', 'USD'));
    act(() => clock.advance(5000));
    expect(endpoint).toHaveBeenCalledTimes(1);
    expect(result.current.status.kind).toBe('idle');
  });

  it('after a failure shows 0 on the other side and nothing submittable', async () => {
    const { pending, result } = setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await act(async () => pending.shift()?.reject(new Error('down')));
    expect(result.current.status.kind).toBe('failed');
    expect(result.current.amounts).toEqual({ sell: 1000, buy: 0 });
    expect(result.current.submittable()).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
