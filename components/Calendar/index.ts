export { Calendar, RangeCalendar } from './Calendar.js';
export type { CalendarProps, RangeCalendarProps } from './Calendar.js';
