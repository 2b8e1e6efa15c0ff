import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { asText } from './fieldValues.js';
import { useFieldBinding, type FieldBindingProps } from './useFieldBinding.js';

export type FormTextFieldProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, string>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> & Omit<TextFieldProps, BoundProp>;

/** A `TextField` bound to a string of the form: `<FormTextField control={control} name="email" label="Email" />`. */
export function FormTextField<TValues extends FieldValues, TName extends PathOf<TValues, string>, TOut = TValues>({
  control,
  name,
  ...props
}: FormTextFieldProps<TValues, TName, TOut>) {
  const { inputRef, ...field } = useFieldBinding(control, name);
  return (
    <TextField
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
