import type { FieldValues } from 'react-hook-form';
import { Select, type SelectProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { asKey } from './fieldValues.js';
import { useFieldBinding, type FieldBindingProps } from './useFieldBinding.js';

export type FormSelectProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, string | number>,
  TOut,
  TItem extends object,
> = FieldBindingProps<TValues, TName, TOut> & Omit<SelectProps<TItem>, BoundProp>;

/** A `Select` bound to the key (`getKey`) of the chosen option; `null` while none is chosen. */
export function FormSelect<
  TValues extends FieldValues,
  TName extends PathOf<TValues, string | number>,
  TItem extends object,
  TOut = TValues,
>({ control, name, ...props }: FormSelectProps<TValues, TName, TOut, TItem>) {
  const { inputRef, ...field } = useFieldBinding(control, name);
  return (
    <Select
      {...props}
      ref={inputRef}
      name={field.name}
      selectedKey={asKey(field.value)}
      onSelectionChange={field.onChange}
      onBlur={field.onBlur}
      isDisabled={props.isDisabled || field.isDisabled}
      isInvalid={field.isInvalid}
      errorMessage={field.errorMessage}
    />
  );
}
