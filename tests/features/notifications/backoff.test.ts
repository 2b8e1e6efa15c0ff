import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF, reconnectDelay } from '../../../features/notifications/backoff.js';

const draws = fc.double({ min: 0, max: 1, noNaN: true });

describe('reconnectDelay: capped exponential backoff with equal jitter', () => {
  it('waits between half and all of the step, which doubles from the base and never passes the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), draws, (attempt, draw) => {
        const step = Math.min(DEFAULT_BACKOFF.capMs, DEFAULT_BACKOFF.baseMs * 2 ** attempt);
        const delay = reconnectDelay(attempt, () => draw);
        expect(delay).toBeGreaterThanOrEqual(Math.floor(step / 2));
        expect(delay).toBeLessThanOrEqual(step);
        expect(delay).toBeLessThanOrEqual(DEFAULT_BACKOFF.capMs);
      }),
    );
  });

  it('never waits less for a later attempt with the same draw', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), draws, (attempt, draw) => {
        expect(reconnectDelay(attempt + 1, () => draw)).toBeGreaterThanOrEqual(reconnectDelay(attempt, () => draw));
      }),
    );
  });

  it('spreads clients that lost the server together', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(3, () => 0.5)).toBe(6000);
    expect(reconnectDelay(20, () => 0)).toBe(15_000);
    expect(reconnectDelay(20, () => 1)).toBe(30_000);
  });

  it('keeps to its bounds for odd inputs (negative attempts, draws outside [0, 1])', () => {
    expect(reconnectDelay(-3, () => 2)).toBe(1000);
    expect(reconnectDelay(2, () => -1, { baseMs: 100, capMs: 250 })).toBe(125);
  });
});
