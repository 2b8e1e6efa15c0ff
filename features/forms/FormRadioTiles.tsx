import type { FieldValues } from 'react-hook-form';
import { RadioTiles, type RadioTilesProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { bindField } from './bindField.js';
import { stateProps } from './fieldProps.js';
import { asText } from './fieldValues.js';
import type { FieldBindingProps } from './useFieldBinding.js';

export type FormRadioTilesProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, string>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> & Omit<RadioTilesProps, BoundProp>;

/** `RadioTiles` bound to the `value` of the chosen option (`''` while none is chosen). */
export const FormRadioTiles = bindField<RadioTilesProps, string>(RadioTiles, (own, field) => ({
  ...own,
  ...stateProps(own, field),
  name: field.name,
  value: asText(field.value) || null,
  onChange: field.onChange,
  onBlur: field.onBlur,
}));
