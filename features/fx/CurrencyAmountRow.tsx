import { ComboBox, CountryFlag, MoneyField, Inline } from 'spend-ui';
import type { CurrencyListEntry } from './currencies.js';
import { AmountRow } from './Converter.styles.js';
import { amountLabel, currencyLabel } from './messages.js';

export interface CurrencyAmountRowProps {
  /** "Sell" or "Buy": names the currency picker and the amount field. */
  label: string;
  currencies: readonly CurrencyListEntry[];
  currency: string;
  /** `null` while empty. */
  amount: number | null;
  onCurrencyChange: (currency: string) => void;
  onAmountChange: (amount: number | null) => void;
  /** Shown under the amount, which is then marked invalid. */
  amountError?: string;
}

const flagOf = (entry: CurrencyListEntry) =>
  entry.countryCode ? <CountryFlag regionCode={entry.countryCode} size="sm" /> : null;

/** One side of a converter: its currency (flag, code and name) and its amount. */
export function CurrencyAmountRow({
  label,
  currencies,
  currency,
  amount,
  onCurrencyChange,
  onAmountChange,
  amountError,
}: CurrencyAmountRowProps) {
  return (
    <AmountRow>
      <ComboBox
        label={currencyLabel(label)}
        items={currencies}
        getKey={(entry) => entry.code}
        getTextValue={(entry) => `${entry.code} – ${entry.name}`}
        renderItem={(entry) => (
          <Inline as="span" inTextLine align="center" wrap={false}>
            {flagOf(entry)}
            {entry.code} – {entry.name}
          </Inline>
        )}
        renderSelectedAdornment={flagOf}
        selectedKey={currency}
        onSelectionChange={(key) => {
          if (typeof key === 'string' && key !== currency) onCurrencyChange(key);
        }}
      />
      <MoneyField
        label={amountLabel(label)}
        currency={currency}
        allowNegative={false}
        value={amount ?? Number.NaN}
        // An amount the field refuses (no amount, too fine, too large) is no amount: nothing is quoted.
        onChange={(value, problem) => onAmountChange(problem !== null || Number.isNaN(value) ? null : value)}
        isInvalid={amountError !== undefined}
        errorMessage={amountError}
      />
    </AmountRow>
  );
}
