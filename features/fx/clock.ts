import { createContext, createElement, useContext, type ReactNode } from 'react';

/**
 * The time the quote engine runs on: what time it is, and a way to be woken later. The system clock in
 * the product; a manual one in stories and tests, which move time instead of waiting for it.
 */
export interface QuoteClock {
  now(): number;
  /** Calls `wake` after `delayMs`; returns the cancel. */
  schedule(wake: () => void, delayMs: number): () => void;
}

export const systemClock: QuoteClock = {
  now: () => Date.now(),
  schedule: (wake, delayMs) => {
    const timer = setTimeout(wake, delayMs);
    return () => clearTimeout(timer);
  },
};

/** A clock that stands still until `advance` moves it; due wake-ups run in time order as it passes them. */
export interface ManualClock extends QuoteClock {
  advance(ms: number): void;
}

export function createManualClock(start: number): ManualClock {
  let time = start;
  let serial = 0;
  const pending = new Map<number, { at: number; wake: () => void }>();
  return {
    now: () => time,
    schedule(wake, delayMs) {
      serial += 1;
      const id = serial;
      pending.set(id, { at: time + Math.max(0, delayMs), wake });
      return () => pending.delete(id);
    },
    advance(ms) {
      const end = time + ms;
      for (;;) {
        let next: [number, { at: number; wake: () => void }] | undefined;
        for (const entry of pending) {
          if (entry[1].at <= end && (!next || entry[1].at < next[1].at)) next = entry;
        }
        if (!next) break;
        pending.delete(next[0]);
        time = Math.max(time, next[1].at);
        next[1].wake();
      }
      time = end;
    },
  };
}

const ClockContext = createContext<QuoteClock>(systemClock);

/** Sets the clock of every converter inside (stories and tests; the product needs none). */
export function QuoteClockProvider({ clock, children }: { clock: QuoteClock; children: ReactNode }) {
  return createElement(ClockContext.Provider, { value: clock }, children);
}

export function useQuoteClock(): QuoteClock {
  return useContext(ClockContext);
}
