import { useState } from 'react';
import { Button } from 'spend-ui';
import { ConversionDialog } from './ConversionDialog.js';
import { CONTINUE } from './messages.js';
import type { QuoteBlocker } from './quote.js';
import { QuoteBanners } from './QuoteBanners.js';
import type { TimedQuoteControl } from './useTimedQuote.js';
import { useQuotedContinue } from './useQuotedContinue.js';

export interface ConversionContinueProps {
  control: TimedQuoteControl;
  /** What keeps Continue disabled now (`control.blockers(balance)`); their banners show above it. */
  blockers: QuoteBlocker[];
  /** Whether the viewer may convert: without it, only the banners show. Default true. */
  mayConvert?: boolean;
}

/**
 * A converter's end (§5 "Continue (conversion)"): the §8 inline banners, then Continue — disabled without
 * an active quote, with the threshold crossed or the balance short — which opens the conversion dialog; pressed
 * while a newer quote is asked, it waits for it and then opens the dialog.
 */
export function ConversionContinue({ control, blockers, mayConvert = true }: ConversionContinueProps) {
  const [reviewing, setReviewing] = useState(false);
  const next = useQuotedContinue(control, blockers, () => setReviewing(true));
  return (
    <>
      <QuoteBanners blockers={blockers} />
      {mayConvert && (
        <>
          <Button variant="primary" isDisabled={next.isDisabled} isPending={next.isPending} onPress={next.press}>
            {CONTINUE}
          </Button>
          <ConversionDialog control={control} isOpen={reviewing} onClose={() => setReviewing(false)} />
        </>
      )}
    </>
  );
}
