import type { FieldValues } from 'react-hook-form';
import { ChipsInput, type ChipItem, type ChipsInputProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { bindField } from './bindField.js';
import { stateProps } from './fieldProps.js';
import { asChips } from './fieldValues.js';
import type { FieldBindingProps } from './useFieldBinding.js';

/** `validate` stays the field's own: it checks each chip as it is added. */
type ChipsInputOwnProps = Omit<ChipsInputProps, Exclude<BoundProp, 'validate'>>;

export type FormChipsInputProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, ChipItem[]>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> & ChipsInputOwnProps;

/**
 * A `ChipsInput` bound to a list of chips (`{id?, name}`) of the form: entries given with an id keep it,
 * typed ones have none (`validate` still checks each chip as it is added).
 */
export const FormChipsInput = bindField<ChipsInputProps, ChipItem[], ChipsInputOwnProps>(ChipsInput, (own, field) => ({
  ...own,
  ...stateProps(own, field),
  name: field.name,
  value: asChips(field.value),
  onChange: field.onChange,
}));
