import type { FieldValues } from 'react-hook-form';
import { MoneyField, type MoneyFieldProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { asNumber, fromNumber } from './fieldValues.js';
import { useFieldBinding, type FieldBindingProps } from './useFieldBinding.js';

export type FormMoneyFieldProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, number>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> & Omit<MoneyFieldProps, BoundProp>;

/** A `MoneyField` (amount in `currency`) bound to a number of the form; an emptied field sets `null`. */
export function FormMoneyField<TValues extends FieldValues, TName extends PathOf<TValues, number>, TOut = TValues>({
  control,
  name,
  ...props
}: FormMoneyFieldProps<TValues, TName, TOut>) {
  const { inputRef, ...field } = useFieldBinding(control, name);
  return (
    <MoneyField
      {...props}
      ref={inputRef}
      value={asNumber(field.value)}
      onChange={(value) => field.onChange(fromNumber(value))}
      onBlur={field.onBlur}
      isDisabled={props.isDisabled || field.isDisabled}
      isInvalid={field.isInvalid}
      errorMessage={field.errorMessage}
    />
  );
}
