import type { ReactElement } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ComboBox, type ComboBoxProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { bindField } from './bindField.js';
import { keyProps } from './fieldProps.js';
import type { FieldBindingProps } from './useFieldBinding.js';

export type FormComboBoxProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, string | number>,
  TOut,
  TItem extends object,
> = FieldBindingProps<TValues, TName, TOut> & Omit<ComboBoxProps<TItem>, BoundProp>;

// `bindField` binds one props type: the export gives back the option type `TItem` that `ComboBox` is generic in.
/** A `ComboBox` (type to filter) bound to the key (`getKey`) of the chosen option; `null` when cleared. */
export const FormComboBox = bindField<ComboBoxProps<object>, string | number>(ComboBox, keyProps) as <
  TValues extends FieldValues,
  TName extends PathOf<TValues, string | number>,
  TItem extends object,
  TOut = TValues,
>(
  props: FormComboBoxProps<TValues, TName, TOut, TItem>,
) => ReactElement;
