import { NumberField, type NumberFieldProps } from '../NumberField/NumberField.js';
import { MAX_MONEY_AMOUNT, moneyFormatOptions, moneyLimits } from './money.js';

export interface MoneyFieldProps extends Omit<NumberFieldProps, 'formatOptions' | 'minValue' | 'maxValue' | 'step'> {
  /** ISO 4217 currency code (`USD`, `EUR`, `JPY`); sets the symbol and the decimals. */
  currency: string;
  /** Smallest amount. Default `-99,999,999`, or 0 with `allowNegative={false}`. */
  minValue?: number;
  /** Largest amount, at most and by default 99,999,999. */
  maxValue?: number;
}

/**
 * An amount input in a currency, formatted with `Intl.NumberFormat` (currency style) for the locale.
 * Amounts above 99,999,999 (or `maxValue`) and, with `allowNegative={false}`, below zero stay as typed
 * and are refused with `aboveMaximumMessage` / `belowMinimumMessage` (see `NumberField`).
 */
export function MoneyField({
  currency,
  minValue,
  maxValue = MAX_MONEY_AMOUNT,
  allowNegative = true,
  ...props
}: MoneyFieldProps) {
  const limits = moneyLimits({ minValue, maxValue, allowNegative });
  return (
    <NumberField
      {...props}
      allowNegative={allowNegative}
      formatOptions={moneyFormatOptions(currency)}
      minValue={limits.minValue}
      maxValue={limits.maxValue}
    />
  );
}
