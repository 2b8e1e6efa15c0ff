import { useState, type ReactNode, type Ref } from 'react';
import { mergeProps, useLocale, useObjectRef, useTextField, type AriaTextFieldProps } from 'react-aria';
import { FieldSlot, InputBox } from '../internal/field.styles.js';
import { Field } from '../internal/Field/Field.js';
import { useFieldBox } from '../internal/Field/useFieldBox.js';
import { NumberInput } from '../NumberField/NumberField.styles.js';
import { effectiveMinValue } from '../NumberField/NumberField.js';
import {
  MAX_MONEY_AMOUNT,
  currencyFractionDigits,
  formatCurrencyAmount,
  moneyLimits,
  readMoneyText,
  type MoneyText,
} from './money.js';

type TextFieldOwnProps = 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'validate' | 'errorMessage';

export interface MoneyFieldProps extends Omit<AriaTextFieldProps<HTMLInputElement>, TextFieldOwnProps> {
  /** ISO 4217 currency code (`USD`, `EUR`, `JPY`); sets the symbol and the decimals. */
  currency: string;
  /** Visible label; also the accessible name. */
  label?: ReactNode;
  /** Short hint shown under the field. */
  description?: ReactNode;
  /** The amount (controlled); `NaN` for an empty field. */
  value?: number;
  /** The amount shown at first (uncontrolled). */
  defaultValue?: number;
  /**
   * Called on every keystroke with the amount as typed (`NaN` while the field is empty or its text is no
   * amount) and, when the field refuses it (no amount, too many decimals, out of range), why; `null` for
   * an empty field or an amount it accepts. A refused amount must not be used.
   */
  onChange?: (value: number, problem: string | null) => void;
  /**
   * The caller's message for an amount the field itself accepts (over the balance, say), shown while
   * `isInvalid`. The field's own refusals (not an amount, too many decimals, out of range) come first.
   */
  errorMessage?: ReactNode;
  /** Smallest amount. Default `-99,999,999`, or 0 with `allowNegative={false}`. */
  minValue?: number;
  /** Largest amount, at most and by default 99,999,999. */
  maxValue?: number;
  /** Forbid amounts below zero: a typed minus stays and is refused with `belowMinimumMessage`. Default true. */
  allowNegative?: boolean;
  /** Shown when the amount is below `minValue`. Default "Enter {min} or more". */
  belowMinimumMessage?: string;
  /** Shown when the amount is above `maxValue`. Default "Enter {max} or less". */
  aboveMaximumMessage?: string;
  /** Shown when the text is not an amount (`1e21`, `12..5`). Default "Enter an amount such as {example}". */
  notAnAmountMessage?: string;
  /** Shown when the amount has more decimals than the currency (0.001 dollars). Default "Enter at most 2 decimals" (by the currency). */
  tooManyDecimalsMessage?: string;
  /** Locale used to format and read; defaults to the one from react-aria's `I18nProvider`. */
  locale?: string;
  /** Content before the input, such as a unit. */
  startSlot?: ReactNode;
  /** Content after the input. */
  endSlot?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

const formatted = (amount: number | undefined, currency: string, locale: string) =>
  amount === undefined || Number.isNaN(amount) ? '' : formatCurrencyAmount(amount, currency, locale);

const tooManyDecimalsDefault = (digits: number) =>
  digits === 0 ? 'Enter a whole amount' : `Enter at most ${digits} decimal${digits === 1 ? '' : 's'}`;

/**
 * An amount input in a currency. It is a text input (`inputMode="decimal"`), so the browser never checks
 * it on its own: what is typed stays as typed, is read on every keystroke, and is formatted with
 * `Intl.NumberFormat` (currency style) when the field loses focus or on Enter. Text that is not an amount, more
 * decimals than the currency has, and amounts out of range are refused with a message handed out with the
 * value — never rounded, clamped or changed into something the user did not see.
 */
export function MoneyField(props: MoneyFieldProps) {
  const {
    currency,
    value,
    defaultValue,
    onChange,
    errorMessage,
    minValue,
    maxValue = MAX_MONEY_AMOUNT,
    allowNegative = true,
    belowMinimumMessage,
    aboveMaximumMessage,
    notAnAmountMessage,
    tooManyDecimalsMessage,
    locale: localeProp,
    startSlot,
    endSlot,
    className: _,
    ref,
    onBlur,
    ...ariaProps
  } = props;
  const { locale: contextLocale } = useLocale();
  const locale = localeProp ?? contextLocale;
  const inputRef = useObjectRef(ref);
  const limits = moneyLimits({ minValue: effectiveMinValue(minValue, allowNegative), maxValue, allowNegative });

  const [text, setText] = useState(() => formatted(value ?? defaultValue, currency, locale));
  // The amount last handed out: a `value` that differs from it comes from outside (a computed amount) and
  // replaces the text; the field's own NaN for refused text does not wipe what was typed.
  const [emitted, setEmitted] = useState(value ?? defaultValue ?? Number.NaN);
  const [shownCurrency, setShownCurrency] = useState(currency);
  if (value !== undefined && !Object.is(value, emitted)) {
    setEmitted(value);
    // A caller that holds no amount while the field refuses its text (a converter) keeps what was typed.
    const keepsRefusedText = Number.isNaN(value) && problemOf(readMoneyText(text, currency, locale)) !== null;
    if (!keepsRefusedText) setText(formatted(value, currency, locale));
  }
  if (currency !== shownCurrency) {
    setShownCurrency(currency);
    const read = readMoneyText(text, shownCurrency, locale);
    if (read.kind === 'amount') setText(formatCurrencyAmount(read.amount, currency, locale));
  }

  const read = readMoneyText(text, currency, locale);
  const problem = problemOf(read);
  function problemOf(reading: MoneyText): string | null {
    if (reading.kind === 'refused') {
      if (reading.problem === 'not-a-number')
        return notAnAmountMessage ?? `Enter an amount such as ${formatCurrencyAmount(1234.5, currency, locale)}`;
      return tooManyDecimalsMessage ?? tooManyDecimalsDefault(currencyFractionDigits(currency, locale));
    }
    if (reading.kind === 'empty') return null;
    if (reading.amount < limits.minValue)
      return belowMinimumMessage ?? `Enter ${formatCurrencyAmount(limits.minValue, currency, locale)} or more`;
    if (reading.amount > limits.maxValue)
      return aboveMaximumMessage ?? `Enter ${formatCurrencyAmount(limits.maxValue, currency, locale)} or less`;
    return null;
  }

  const change = (next: string) => {
    setText(next);
    const reading = readMoneyText(next, currency, locale);
    const nextProblem = problemOf(reading);
    const amount = reading.kind === 'amount' ? reading.amount : Number.NaN;
    setEmitted(amount);
    onChange?.(amount, nextProblem);
  };

  const formatText = () => {
    if (read.kind === 'amount') setText(formatCurrencyAmount(read.amount, currency, locale));
  };

  const isInvalid = problem !== null || Boolean(ariaProps.isInvalid);
  const textField = useTextField(
    {
      ...ariaProps,
      value: text,
      onChange: change,
      onBlur: (event) => {
        formatText();
        onBlur?.(event);
      },
      onKeyDown: (event) => {
        // Enter submits the form: the amount is shown formatted as it is sent.
        if (event.key === 'Enter') formatText();
        event.continuePropagation();
        ariaProps.onKeyDown?.(event);
      },
      isInvalid,
      errorMessage: problem ?? errorMessage,
      inputMode: 'decimal',
      autoComplete: 'off',
    },
    inputRef,
  );
  const { boxProps } = useFieldBox({ isDisabled: ariaProps.isDisabled, isInvalid });

  return (
    <Field own={props} aria={textField} isInvalid={isInvalid} errorMessage={problem ?? errorMessage}>
      <InputBox {...mergeProps(boxProps)}>
        {startSlot != null && <FieldSlot>{startSlot}</FieldSlot>}
        <NumberInput {...textField.inputProps} ref={inputRef} spellCheck={false} autoCorrect="off" />
        {endSlot != null && <FieldSlot>{endSlot}</FieldSlot>}
      </InputBox>
    </Field>
  );
}
