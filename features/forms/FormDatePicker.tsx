import type { DateValue } from '@internationalized/date';
import type { FieldValues } from 'react-hook-form';
import { DatePicker, type DatePickerProps } from 'spend-ui';
import type { BoundProp, PathOf } from './boundProps.js';
import { FieldAnchor } from './FieldAnchor.js';
import { asDate } from './fieldValues.js';
import { useFieldBinding, type FieldBindingProps } from './useFieldBinding.js';

export type FormDatePickerProps<
  TValues extends FieldValues,
  TName extends PathOf<TValues, DateValue>,
  TOut,
> = FieldBindingProps<TValues, TName, TOut> & Omit<DatePickerProps<DateValue>, BoundProp>;

/** The first editable segment (the month in MM/dd/yyyy): where typing a date starts. */
export function firstDateSegment(anchor: HTMLElement): HTMLElement | null {
  return anchor.querySelector<HTMLElement>('[role="spinbutton"]:not([aria-disabled="true"])');
}

/** A `DatePicker` bound to a date of the form (`CalendarDate`; send it with `toApiDate`); `null` when empty. */
export function FormDatePicker<TValues extends FieldValues, TName extends PathOf<TValues, DateValue>, TOut = TValues>({
  control,
  name,
  ...props
}: FormDatePickerProps<TValues, TName, TOut>) {
  const field = useFieldBinding(control, name);
  return (
    <FieldAnchor anchorRef={field.anchorRef} target={firstDateSegment}>
      <DatePicker
        {...props}
        name={field.name}
        value={asDate(field.value)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        isDisabled={props.isDisabled || field.isDisabled}
        isInvalid={field.isInvalid}
        errorMessage={field.errorMessage}
      />
    </FieldAnchor>
  );
}
