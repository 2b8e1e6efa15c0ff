/** How reconnection waits grow: doubling from `baseMs`, never above `capMs`. */
export interface BackoffOptions {
  baseMs: number;
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1000, capMs: 30_000 };

/**
 * The wait before reconnection attempt `attempt` (0 for the first): capped exponential backoff with
 * "equal jitter" — a random point in the upper half of the capped step, so clients that lost the
 * server together do not come back together, and no wait is ever shorter than half its step.
 */
export function reconnectDelay(
  attempt: number,
  random: () => number = Math.random,
  options: BackoffOptions = DEFAULT_BACKOFF,
): number {
  const step = Math.min(options.capMs, options.baseMs * 2 ** Math.max(0, Math.floor(attempt)));
  const draw = Math.min(1, Math.max(0, random()));
  return Math.round(step / 2 + (draw * step) / 2);
}
