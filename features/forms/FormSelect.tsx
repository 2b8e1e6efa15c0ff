import type { ReactElement } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Select, type SelectProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { bindField } from './bindField.js';
import { keyProps } from './fieldProps.js';
import type { FieldBindingProps } from './useFieldBinding.js';

export type FormSelectProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, string | number>,
  TOut,
  TItem extends object,
> = FieldBindingProps<TValues, TName, TOut> & Omit<SelectProps<TItem>, BoundProp>;

// `bindField` binds one props type: the export gives back the option type `TItem` that `Select` is generic in.
/** A `Select` bound to the key (`getKey`) of the chosen option; `null` while none is chosen. */
export const FormSelect = bindField<SelectProps<object>, string | number>(Select, keyProps) as <
  TValues extends FieldValues,
  TName extends PathOf<TValues, string | number>,
  TItem extends object,
  TOut = TValues,
>(
  props: FormSelectProps<TValues, TName, TOut, TItem>,
) => ReactElement;
