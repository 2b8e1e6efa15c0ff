import type { FieldValues } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { asBoolean } from './fieldValues.js';
import { useFieldBinding, type FieldBindingProps } from './useFieldBinding.js';

export type FormCheckboxProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, boolean>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> & Omit<CheckboxProps, BoundProp>;

/** A `Checkbox` bound to a boolean of the form; its label is the children. */
export function FormCheckbox<TValues extends FieldValues, TName extends PathOf<TValues, boolean>, TOut = TValues>({
  control,
  name,
  ...props
}: FormCheckboxProps<TValues, TName, TOut>) {
  const { inputRef, ...field } = useFieldBinding(control, name);
  return (
    <Checkbox
      {...props}
      ref={inputRef}
      name={field.name}
      isSelected={asBoolean(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isDisabled={props.isDisabled || field.isDisabled}
      isInvalid={field.isInvalid}
      errorMessage={field.errorMessage}
    />
  );
}
