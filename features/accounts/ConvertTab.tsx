import { Stack } from 'spend-ui';
import { conversionRateQuote } from '../fx/api.js';
import { ConversionContinue } from '../fx/ConversionContinue.js';
import { ConverterFields } from '../fx/ConverterFields.js';
import { ACCOUNT_CONVERTER_MINIMUM } from '../fx/quote.js';
import { QuoteFactsList } from '../fx/QuoteFactsList.js';
import { useTimedQuote } from '../fx/useTimedQuote.js';
import { heldSellCurrencyList } from '../fx/currencies.js';
import { useBalance, useHeldCurrencies } from './api.js';
import { accountConverterDefaults } from './model.js';

/**
 * The Convert tab (§2, §5): the full converter on POST /utility/get-conversion-rate, a quote only above
 * 100; Continue is disabled without an active quote, with the threshold crossed or when the sell
 * account's balance (GET /account/get-balance) is less than the sell amount. Quote failures are only
 * logged (§8); it sells the currencies the company holds.
 */
export function ConvertTab({ currency }: { currency: string }) {
  const control = useTimedQuote({
    endpoint: conversionRateQuote,
    initialValues: accountConverterDefaults(currency),
    minimum: ACCOUNT_CONVERTER_MINIMUM,
  });
  const sellBalance = useBalance(control.values.sellCurrency);
  const held = useHeldCurrencies();
  const { status } = control;
  return (
    <Stack shrinkable>
      <ConverterFields control={control} sellCurrencies={heldSellCurrencyList(held, control.values.sellCurrency)} />
      {(status.kind === 'live' || status.kind === 'expired') && <QuoteFactsList timed={status.timed} />}
      <ConversionContinue control={control} blockers={control.blockers(sellBalance.data?.amount)} />
    </Stack>
  );
}
