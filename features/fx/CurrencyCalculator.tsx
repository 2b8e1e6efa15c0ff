import { Stack } from 'spend-ui';
import { paymentFeeQuote } from './api.js';
import { ConverterFields } from './ConverterFields.js';
import { SIDE_CONVERTER_QUOTE_FAILURE } from './failures.js';
import { CURRENCY_CALCULATOR } from './messages.js';
import { AT_LEAST_ONE } from './quote.js';
import { QuoteFactsList } from './QuoteFactsList.js';
import { SIDE_CONVERTER_DEFAULTS } from './sideConverterDefaults.js';
import { useTimedQuote } from './useTimedQuote.js';

/**
 * The public currency calculator (/CurrencyCalculator; spec README ruling): a full converter — sell and
 * buy currency and amount, rate, fees — that needs no sign-in, on the side converter's quote endpoint.
 * It converts nothing: there is no account behind it.
 */
export function CurrencyCalculator() {
  const control = useTimedQuote({
    endpoint: paymentFeeQuote,
    initialValues: SIDE_CONVERTER_DEFAULTS,
    minimum: AT_LEAST_ONE,
    failure: SIDE_CONVERTER_QUOTE_FAILURE,
  });
  const { status } = control;
  return (
    <Stack shrinkable>
      <h1>{CURRENCY_CALCULATOR}</h1>
      <ConverterFields control={control} />
      {(status.kind === 'live' || status.kind === 'expired') && <QuoteFactsList timed={status.timed} />}
    </Stack>
  );
}
