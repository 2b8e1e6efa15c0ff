import { CalendarDate } from '@internationalized/date';

/** What a date field's segments show, as typed (null: the segment is still a placeholder). */
export interface TypedDateSegments {
  month: number | null;
  day: number | null;
  year: number | null;
}

/**
 * True when every date segment is typed but the day does not exist in that month and year
 * (11/31, 02/29 of a common year). react-aria keeps such a display until the field loses focus and
 * then pulls the day back to the month's last; until then the field must say the date is not used.
 */
export function isImpossibleTypedDate({ month, day, year }: TypedDateSegments): boolean {
  if (month == null || day == null || year == null || year < 1 || month < 1 || month > 12) return false;
  const firstOfMonth = new CalendarDate(year, month, 1);
  return day > firstOfMonth.calendar.getDaysInMonth(firstOfMonth);
}

/** The pickers' default message for a typed day that does not exist. */
export const IMPOSSIBLE_DATE = 'This day does not exist in that month.';
