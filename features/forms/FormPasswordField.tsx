import type { FieldValues } from 'react-hook-form';
import { PasswordField, type PasswordFieldProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { bindField } from './bindField.js';
import { textProps } from './fieldProps.js';
import type { FieldBindingProps } from './useFieldBinding.js';

export type FormPasswordFieldProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, string>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> & Omit<PasswordFieldProps, BoundProp>;

/** A `PasswordField` (with show/hide) bound to a string of the form. */
export const FormPasswordField = bindField<PasswordFieldProps, string>(PasswordField, textProps);
