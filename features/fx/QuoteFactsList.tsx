import { DescriptionList } from 'spend-ui';
import { formatMoney } from '../format/index.js';
import { quoteFactsLayout } from './Converter.styles.js';
import { CONVERSION_FEE_LABEL, CONVERTED_AMOUNT_LABEL, PAYMENT_FEE_LABEL, RATE_LABEL } from './messages.js';
import { feeBreakdown, formatRate, type FeeLine, type TimedQuote } from './quote.js';

const LABELS: Record<FeeLine['kind'], string> = {
  'payment-fee': PAYMENT_FEE_LABEL,
  'conversion-fee': CONVERSION_FEE_LABEL,
  rate: RATE_LABEL,
  'converted-amount': CONVERTED_AMOUNT_LABEL,
};

export interface QuoteFactsListProps {
  timed: Pick<TimedQuote, 'request' | 'quote'>;
  /** Lines before the fee breakdown (the review's sell and buy amounts). */
  leading?: ReadonlyArray<{ term: string; value: string }>;
  /** An accessible name for the list. */
  label?: string;
}

/** The fee breakdown of a quote (§9: the payment fee in the sell currency, the conversion fee, rate, converted amount). */
export function QuoteFactsList({ timed, leading = [], label }: QuoteFactsListProps) {
  return (
    <DescriptionList
      {...quoteFactsLayout}
      aria-label={label}
      items={[
        ...leading.map((line) => ({ term: line.term, description: line.value })),
        ...feeBreakdown(timed).map((line) => ({
          id: line.kind,
          term: LABELS[line.kind],
          description:
            line.kind === 'rate'
              ? formatRate(line.rate, line.sellCurrency, line.buyCurrency)
              : formatMoney(line.amount, line.currency),
        })),
      ]}
    />
  );
}
