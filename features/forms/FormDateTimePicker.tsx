import { CalendarDateTime } from '@internationalized/date';
import { DateTimePicker, type DateTimePickerProps } from 'spend-ui';
import { bindField } from './bindField.js';
import { stateProps } from './fieldProps.js';

/**
 * A `DateTimePicker` bound to a wall-clock date and time of the form (`CalendarDateTime`; send it with
 * `toApiDateTime` and its time zone); `null` when empty.
 */
export const FormDateTimePicker = bindField<DateTimePickerProps<CalendarDateTime>, CalendarDateTime>(
  DateTimePicker,
  (own, field) => ({
    ...own,
    ...stateProps(own, field),
    name: field.name,
    value: field.value instanceof CalendarDateTime ? field.value : null,
    onChange: field.onChange,
    onBlur: field.onBlur,
  }),
);
