import { Stack } from 'spend-ui';
import { useId } from 'react';
import { can } from '../access/index.js';
import { useHeldCurrencies } from '../accounts/api.js';
import { heldSellCurrencyList } from './currencies.js';
import { useViewer } from '../session/index.js';
import { conversionRateQuote } from './api.js';
import { ConversionContinue } from './ConversionContinue.js';
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
 * first, at least 1, quoted as the conversion it books (POST /utility/get-conversion-rate: no payment fee,
 * issue 40 item 4), with its conversion fee and rate; a failed quote
 * shows the server's errors and 0 on the other side; at zero the refresh icon. Continue (roles 1 and 2)
 * opens the conversion: review with the one-time code, then complete. It sells the currencies the company holds.
 */
export function SideConverter({ headingLevel = 2 }: SideConverterProps) {
  const { user } = useViewer();
  const headingId = useId();
  const control = useTimedQuote({
    endpoint: conversionRateQuote,
    initialValues: SIDE_CONVERTER_DEFAULTS,
    minimum: AT_LEAST_ONE,
    failure: SIDE_CONVERTER_QUOTE_FAILURE,
  });
  const held = useHeldCurrencies();
  const { status } = control;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Stack shrinkable as="section" aria-labelledby={headingId}>
      <Heading id={headingId}>{CONVERSION_CONVERTER_TITLE}</Heading>
      <ConverterFields
        control={control}
        refreshAs="icon"
        sellCurrencies={heldSellCurrencyList(held, control.values.sellCurrency)}
      />
      {(status.kind === 'live' || status.kind === 'expired') && <QuoteFactsList timed={status.timed} />}
      <ConversionContinue
        control={control}
        blockers={control.blockers()}
        mayConvert={can(user, 'conversion.convert')}
      />
    </Stack>
  );
}
