import { InlineAlert, Spinner } from 'spend-ui';
import { ApiError } from '../api/index.js';
import { fromEveryError } from './failures.js';
import { sellCurrencyList, buyCurrencyList, type CurrencyListEntry } from './currencies.js';
import { CurrencyAmountRow } from './CurrencyAmountRow.js';
import { QuoteLine } from './Converter.styles.js';
import { BUY_LABEL, GETTING_A_QUOTE, QUOTE_REFUSED, SELL_LABEL } from './messages.js';
import { QuoteCountdown } from './QuoteCountdown.js';
import type { TimedQuoteControl } from './useTimedQuote.js';

export interface ConverterFieldsProps {
  control: TimedQuoteControl;
  /** How an expired quote offers a new one: a labelled button (default) or an icon (the side converter). */
  refreshAs?: 'button' | 'icon';
  /**
   * The sell currencies offered. Default: the §9 list (the public calculator); signed in, the ones the
   * company holds (`heldSellCurrencyList`).
   */
  sellCurrencies?: readonly CurrencyListEntry[];
  /** The buy currencies offered. Default: every listed currency (the pay-now step offers the recipient's only). */
  buyCurrencies?: readonly CurrencyListEntry[];
}

/** The server's reasons for refusing a quote; none for a quote that got no answer (§8: only logged). */
function refusalText(error: unknown): string | undefined {
  return error instanceof ApiError && error.kind === 'http' ? fromEveryError(error.body) : undefined;
}

/**
 * The converter's fields over the quote engine: sell (the §9 currencies) and buy (any listed currency),
 * each with its amount; the field typed last is the fixed side. Under them, where the quote stands: the
 * screen's minimum, the request, or the countdown with its refresh; a quote the server refused says why.
 */
export function ConverterFields({
  control,
  refreshAs,
  sellCurrencies = sellCurrencyList(),
  buyCurrencies = buyCurrencyList(),
}: ConverterFieldsProps) {
  const { values, status, amounts } = control;
  const belowMinimum = status.kind === 'idle' && status.reason === 'below-minimum' ? status.minimum.message : undefined;
  const refusal = status.kind === 'failed' ? refusalText(status.error) : undefined;
  return (
    <>
      <CurrencyAmountRow
        label={SELL_LABEL}
        currencies={sellCurrencies}
        currency={values.sellCurrency}
        amount={amounts.sell}
        onCurrencyChange={(code) => control.chooseCurrency('sell', code)}
        onAmountChange={(amount) => control.editAmount('sell', amount)}
        amountError={values.fixedSide === 'sell' ? belowMinimum : undefined}
      />
      <CurrencyAmountRow
        label={BUY_LABEL}
        currencies={buyCurrencies}
        currency={values.buyCurrency}
        amount={amounts.buy}
        onCurrencyChange={(code) => control.chooseCurrency('buy', code)}
        onAmountChange={(amount) => control.editAmount('buy', amount)}
        amountError={values.fixedSide === 'buy' ? belowMinimum : undefined}
      />
      {refusal !== undefined && (
        <InlineAlert tone="danger" title={QUOTE_REFUSED}>
          {refusal}
        </InlineAlert>
      )}
      <QuoteLine>
        {status.kind === 'requesting' && <Spinner size="sm" label={GETTING_A_QUOTE} showLabel />}
        {(status.kind === 'live' || status.kind === 'expired') && (
          <QuoteCountdown
            timed={status.timed}
            clock={control.clock}
            onRefresh={control.refresh}
            refreshAs={refreshAs}
          />
        )}
      </QuoteLine>
    </>
  );
}
