import { useId } from 'react';
import { can } from '../access/index.js';
import { useViewer } from '../session/index.js';
import { paymentFeeQuote } from './api.js';
import { ConversionContinue } from './ConversionContinue.js';
import { ConverterBody } from './Converter.styles.js';
import { ConverterFields } from './ConverterFields.js';
import { SIDE_CONVERTER_QUOTE_FAILURE } from './failures.js';
import { CONVERSION_CONVERTER_TITLE } from './messages.js';
import { AT_LEAST_ONE } from './quote.js';
import { SIDE_CONVERTER_DEFAULTS } from './sideConverterDefaults.js';
import { QuoteFactsList } from './QuoteFactsList.js';
import { useTimedQuote } from './useTimedQuote.js';

export interface SideConverterProps {
  /** The heading's level in the page (the right-hand panel's section). Default 2. */
  headingLevel?: 2 | 3;
}

/**
 * The right-hand panel's compact converter (accounts-payments-recipients.md §2): sell USD 1000 → INR at
 * first, at least 1, the fee breakdown of POST /account/payment-fee-and-conversion-rate; a failed quote
 * shows the server's errors and 0 on the other side; at zero the refresh icon. Continue (roles 1 and 2)
 * opens the conversion: review with the one-time code, then complete.
 */
export function SideConverter({ headingLevel = 2 }: SideConverterProps) {
  const { user } = useViewer();
  const headingId = useId();
  const control = useTimedQuote({
    endpoint: paymentFeeQuote,
    initialValues: SIDE_CONVERTER_DEFAULTS,
    minimum: AT_LEAST_ONE,
    failure: SIDE_CONVERTER_QUOTE_FAILURE,
  });
  const { status } = control;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <ConverterBody as="section" aria-labelledby={headingId}>
      <Heading id={headingId}>{CONVERSION_CONVERTER_TITLE}</Heading>
      <ConverterFields control={control} refreshAs="icon" />
      {(status.kind === 'live' || status.kind === 'expired') && <QuoteFactsList timed={status.timed} />}
      <ConversionContinue
        control={control}
        blockers={control.blockers()}
        mayConvert={can(user, 'conversion.convert')}
      />
    </ConverterBody>
  );
}
