import type { DateValue } from '@internationalized/date';
import type { FieldValues } from 'react-hook-form';
import { DateRangePicker, type DateRangePickerProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { FieldAnchor } from './FieldAnchor.js';
import { firstDateSegment } from './FormDatePicker.js';
import { asDateRange, type DateRange } from './fieldValues.js';
import { useFieldBinding, type FieldBindingProps } from './useFieldBinding.js';

export type FormDateRangePickerProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, DateRange>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> &
  Omit<DateRangePickerProps<DateValue>, BoundProp | 'startName' | 'endName'>;

/** A `DateRangePicker` bound to a `{start, end}` of the form; `null` until both ends are set. */
export function FormDateRangePicker<
  TValues extends FieldValues,
  TName extends PathOf<TValues, DateRange>,
  TOut = TValues,
>({ control, name, ...props }: FormDateRangePickerProps<TValues, TName, TOut>) {
  const field = useFieldBinding(control, name);
  return (
    <FieldAnchor anchorRef={field.anchorRef} target={firstDateSegment}>
      <DateRangePicker
        {...props}
        startName={`${field.name}-start`}
        endName={`${field.name}-end`}
        value={asDateRange(field.value)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        isDisabled={props.isDisabled || field.isDisabled}
        isInvalid={field.isInvalid}
        errorMessage={field.errorMessage}
      />
    </FieldAnchor>
  );
}
