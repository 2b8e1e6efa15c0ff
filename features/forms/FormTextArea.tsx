import type { FieldValues } from 'react-hook-form';
import { TextArea, type TextAreaProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { bindField } from './bindField.js';
import { textProps } from './fieldProps.js';
import type { FieldBindingProps } from './useFieldBinding.js';

export type FormTextAreaProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, string>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> & Omit<TextAreaProps, BoundProp>;

/** A `TextArea` (several lines) bound to a string of the form. */
export const FormTextArea = bindField<TextAreaProps, string>(TextArea, textProps);
