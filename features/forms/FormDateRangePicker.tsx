import type { DateValue } from '@internationalized/date';
import type { FieldValues } from 'react-hook-form';
import { DateRangePicker, type DateRangePickerProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { bindField } from './bindField.js';
import { stateProps } from './fieldProps.js';
import { asDateRange, type DateRange } from './fieldValues.js';
import type { FieldBindingProps } from './useFieldBinding.js';

/** The two ends' input names come from the form's `name`. */
type DateRangePickerOwnProps = Omit<DateRangePickerProps<DateValue>, BoundProp | 'startName' | 'endName'>;

export type FormDateRangePickerProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, DateRange>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> & DateRangePickerOwnProps;

/** A `DateRangePicker` bound to a `{start, end}` of the form; `null` until both ends are set. */
export const FormDateRangePicker = bindField<DateRangePickerProps<DateValue>, DateRange, DateRangePickerOwnProps>(
  DateRangePicker,
  (own, field) => ({
    ...own,
    ...stateProps(own, field),
    startName: `${field.name}-start`,
    endName: `${field.name}-end`,
    value: asDateRange(field.value),
    onChange: field.onChange,
    onBlur: field.onBlur,
  }),
);
