import type { FieldValues } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { bindField } from './bindField.js';
import { selectedProps, stateProps } from './fieldProps.js';
import type { FieldBindingProps } from './useFieldBinding.js';

export type FormCheckboxProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, boolean>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> & Omit<CheckboxProps, BoundProp>;

/** A `Checkbox` bound to a boolean of the form; its label is the children. */
export const FormCheckbox = bindField<CheckboxProps, boolean>(Checkbox, (own, field) => ({
  ...selectedProps(own, field),
  ...stateProps(own, field),
}));
