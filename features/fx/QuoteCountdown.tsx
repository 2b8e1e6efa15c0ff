import { RefreshCw } from 'lucide-react';
import { Button, CountdownRing, IconButton } from 'spend-ui';
import type { QuoteClock } from './clock.js';
import { QUOTE_EXPIRED, QUOTE_EXPIRES_IN, REFRESH_QUOTE } from './messages.js';
import { QUOTE_VALIDITY_MS, type TimedQuote } from './quote.js';

export interface QuoteCountdownProps {
  timed: TimedQuote;
  clock: QuoteClock;
  /** Asks a new quote once this one has expired (WCAG 2.2.1: the user can always renew). */
  onRefresh: () => void;
  /** The refresh as a labelled button (default) or the side converter's icon (§4 "a refresh icon appears"). */
  refreshAs?: 'button' | 'icon';
}

/** The quote's mm:ss ring (§4); at zero, "Quote expired" and the refresh action. */
export function QuoteCountdown({ timed, clock, onRefresh, refreshAs = 'button' }: QuoteCountdownProps) {
  return (
    <CountdownRing
      key={timed.expiresAt}
      variant="inline"
      duration={QUOTE_VALIDITY_MS / 1000}
      expiresAt={timed.expiresAt}
      now={clock.now}
      label={QUOTE_EXPIRES_IN}
      isLabelVisible
      expiredMessage={QUOTE_EXPIRED}
      expiredAction={
        refreshAs === 'icon' ? (
          <IconButton icon={RefreshCw} aria-label={REFRESH_QUOTE} variant="ghost" size="sm" onPress={onRefresh} />
        ) : (
          <Button variant="secondary" size="sm" onPress={onRefresh}>
            {REFRESH_QUOTE}
          </Button>
        )
      }
    />
  );
}
