import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { bindField } from './bindField.js';
import { textProps } from './fieldProps.js';
import type { FieldBindingProps } from './useFieldBinding.js';

export type FormTextFieldProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, string>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> & Omit<TextFieldProps, BoundProp>;

/** A `TextField` bound to a string of the form: `<FormTextField control={control} name="email" label="Email" />`. */
export const FormTextField = bindField<TextFieldProps, string>(TextField, textProps);
