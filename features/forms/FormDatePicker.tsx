import type { DateValue } from '@internationalized/date';
import type { FieldValues } from 'react-hook-form';
import { DatePicker, type DatePickerProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { bindField } from './bindField.js';
import { stateProps } from './fieldProps.js';
import { asDate } from './fieldValues.js';
import type { FieldBindingProps } from './useFieldBinding.js';

export type FormDatePickerProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, DateValue>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> & Omit<DatePickerProps<DateValue>, BoundProp>;

/** A `DatePicker` bound to a date of the form (`CalendarDate`; send it with `toApiDate`); `null` when empty. */
export const FormDatePicker = bindField<DatePickerProps<DateValue>, DateValue>(DatePicker, (own, field) => ({
  ...own,
  ...stateProps(own, field),
  name: field.name,
  value: asDate(field.value),
  onChange: field.onChange,
  onBlur: field.onBlur,
}));
