import type { FieldValues } from 'react-hook-form';
import { ChipsInput, type ChipItem, type ChipsInputProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { asChips } from './fieldValues.js';
import { useFieldBinding, type FieldBindingProps } from './useFieldBinding.js';

export type FormChipsInputProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, ChipItem[]>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> & Omit<ChipsInputProps, Exclude<BoundProp, 'validate'>>;

/**
 * A `ChipsInput` bound to a list of chips (`{id?, name}`) of the form: entries given with an id keep it,
 * typed ones have none (`validate` still checks each chip as it is added).
 */
export function FormChipsInput<TValues extends FieldValues, TName extends PathOf<TValues, ChipItem[]>, TOut = TValues>({
  control,
  name,
  ...props
}: FormChipsInputProps<TValues, TName, TOut>) {
  const { inputRef, ...field } = useFieldBinding(control, name);
  return (
    <ChipsInput
      {...props}
      ref={inputRef}
      name={field.name}
      value={asChips(field.value)}
      onChange={field.onChange}
      isDisabled={props.isDisabled || field.isDisabled}
      isInvalid={field.isInvalid}
      errorMessage={field.errorMessage}
    />
  );
}
