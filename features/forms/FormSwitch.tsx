import type { FieldValues } from 'react-hook-form';
import { Switch, type SwitchProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { bindField } from './bindField.js';
import { selectedProps } from './fieldProps.js';
import type { FieldBindingProps } from './useFieldBinding.js';

export type FormSwitchProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, boolean>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> & Omit<SwitchProps, BoundProp>;

/** A `Switch` bound to a boolean of the form; its label is the children. (A switch shows no error text.) */
export const FormSwitch = bindField<SwitchProps, boolean>(Switch, selectedProps);
