import { useState } from 'react';
import type { QuoteBlocker } from './quote.js';
import type { TimedQuoteControl } from './useTimedQuote.js';

export interface QuotedContinue {
  /** Disabled: nothing to wait for and something blocks (no amount, an expired quote, a short balance). */
  isDisabled: boolean;
  /** Pressed while a newer quote is on its way: the button waits for it. */
  isPending: boolean;
  /** The button's press: goes on now, or once the quote on its way has come and blocks nothing. */
  press: () => void;
}

/**
 * Continue / Next over a timed quote (§5): while a newer quote is being asked (the debounce after a
 * keystroke, or the request), the button can still be pressed; the press waits for that quote and then
 * goes on by itself if nothing blocks it — no second press. A quote that comes back blocked (a short
 * balance, a crossed threshold) or fails ends the wait, and its banners say why.
 */
export function useQuotedContinue(
  control: Pick<TimedQuoteControl, 'status'>,
  blockers: readonly QuoteBlocker[],
  goOn: () => void,
): QuotedContinue {
  const [waiting, setWaiting] = useState(false);
  const quoting = control.status.kind === 'requesting';
  if (waiting && !quoting) {
    setWaiting(false);
    if (blockers.length === 0) goOn();
  }
  return {
    isDisabled: blockers.length > 0 && !quoting,
    isPending: waiting,
    press: () => {
      if (blockers.length === 0) goOn();
      else if (quoting) setWaiting(true);
    },
  };
}
