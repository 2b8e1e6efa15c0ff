import type { CalendarDateTime, ZonedDateTime } from '@internationalized/date';
import { DatePickerBase, type DatePickerProps } from '../DatePicker/DatePicker.js';

export interface DateTimePickerProps<T extends CalendarDateTime | ZonedDateTime> extends DatePickerProps<T> {
  /** Close the popover as soon as a day is picked. Default `false`, so the time can be set next. */
  shouldCloseOnSelect?: boolean;
  /** Label of the time input inside the popover. Default `Time`. */
  timeLabel?: string;
}

/**
 * A date and time input for scheduling: MM/dd/yyyy, hh:mm AM/PM segments, plus a popover with a
 * calendar and a time field. The value is wall-clock time (`CalendarDateTime`); say in
 * `description` which zone it is in and convert it to an instant in that zone (`toZoned`).
 */
export function DateTimePicker<T extends CalendarDateTime | ZonedDateTime>({
  shouldCloseOnSelect = false,
  ...props
}: DateTimePickerProps<T>) {
  return <DatePickerBase {...props} shouldCloseOnSelect={shouldCloseOnSelect} granularity="minute" />;
}
