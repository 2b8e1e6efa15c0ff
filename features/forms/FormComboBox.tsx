import type { FieldValues } from 'react-hook-form';
import { ComboBox, type ComboBoxProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { asKey } from './fieldValues.js';
import { useFieldBinding, type FieldBindingProps } from './useFieldBinding.js';

export type FormComboBoxProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, string | number>,
  TOut,
  TItem extends object,
> = FieldBindingProps<TValues, TName, TOut> & Omit<ComboBoxProps<TItem>, BoundProp>;

/** A `ComboBox` (type to filter) bound to the key (`getKey`) of the chosen option; `null` when cleared. */
export function FormComboBox<
  TValues extends FieldValues,
  TName extends PathOf<TValues, string | number>,
  TItem extends object,
  TOut = TValues,
>({ control, name, ...props }: FormComboBoxProps<TValues, TName, TOut, TItem>) {
  const { inputRef, ...field } = useFieldBinding(control, name);
  return (
    <ComboBox
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
