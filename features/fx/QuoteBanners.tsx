import { InlineAlert } from 'spend-ui';
import type { QuoteBlocker } from './quote.js';

/** The inline banners of §8: not enough balance, the threshold crossed. */
export function QuoteBanners({ blockers }: { blockers: readonly QuoteBlocker[] }) {
  return (
    <>
      {blockers.map((blocker) =>
        'message' in blocker ? (
          <InlineAlert key={blocker.kind} tone="danger">
            {blocker.message}
          </InlineAlert>
        ) : null,
      )}
    </>
  );
}
