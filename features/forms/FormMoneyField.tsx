import type { FieldValues } from 'react-hook-form';
import { MoneyField, type MoneyFieldProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { bindField } from './bindField.js';
import { moneyProps } from './fieldProps.js';
import type { FieldBindingProps } from './useFieldBinding.js';

export type FormMoneyFieldProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, number>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> & Omit<MoneyFieldProps, BoundProp>;

/** A `MoneyField` (amount in `currency`) bound to a number of the form; an emptied field sets `null`, refused text `NaN`. */
export const FormMoneyField = bindField<MoneyFieldProps, number>(MoneyField, moneyProps);
