import type { FieldValues } from 'react-hook-form';
import { PasswordField, type PasswordFieldProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { asText } from './fieldValues.js';
import { useFieldBinding, type FieldBindingProps } from './useFieldBinding.js';

export type FormPasswordFieldProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, string>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> & Omit<PasswordFieldProps, BoundProp>;

/** A `PasswordField` (with show/hide) bound to a string of the form. */
export function FormPasswordField<TValues extends FieldValues, TName extends PathOf<TValues, string>, TOut = TValues>({
  control,
  name,
  ...props
}: FormPasswordFieldProps<TValues, TName, TOut>) {
  const { inputRef, ...field } = useFieldBinding(control, name);
  return (
    <PasswordField
      {...props}
      ref={inputRef}
      name={field.name}
      value={asText(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isDisabled={props.isDisabled || field.isDisabled}
      isInvalid={field.isInvalid}
      errorMessage={field.errorMessage}
    />
  );
}
