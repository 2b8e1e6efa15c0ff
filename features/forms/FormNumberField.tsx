import type { FieldValues } from 'react-hook-form';
import { NumberField, type NumberFieldProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { asNumber, fromNumber } from './fieldValues.js';
import { useFieldBinding, type FieldBindingProps } from './useFieldBinding.js';

export type FormNumberFieldProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, number>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> & Omit<NumberFieldProps, BoundProp>;

/** A `NumberField` bound to a number of the form; an emptied field sets `null`. */
export function FormNumberField<TValues extends FieldValues, TName extends PathOf<TValues, number>, TOut = TValues>({
  control,
  name,
  ...props
}: FormNumberFieldProps<TValues, TName, TOut>) {
  const { inputRef, ...field } = useFieldBinding(control, name);
  return (
    <NumberField
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
