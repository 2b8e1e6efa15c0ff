import type { FieldValues } from 'react-hook-form';
import { NumberField, type NumberFieldProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { bindField } from './bindField.js';
import { numberProps } from './fieldProps.js';
import type { FieldBindingProps } from './useFieldBinding.js';

export type FormNumberFieldProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, number>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> & Omit<NumberFieldProps, BoundProp>;

/** A `NumberField` bound to a number of the form; an emptied field sets `null`. */
export const FormNumberField = bindField<NumberFieldProps, number>(NumberField, numberProps);
