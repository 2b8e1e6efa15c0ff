import {
  CalendarDate,
  GregorianCalendar,
  toCalendar,
  toZoned,
  type CalendarDateTime,
  type DateValue,
} from '@internationalized/date';

/*
 * Days and instants as the API takes and sends them: days as YYYY-MM-DD, instants as ISO text in UTC.
 * The wire format is the product's, not the design system's: its pickers hand out @internationalized/date
 * values, and these turn them into the API's text and back. None depends on the machine's zone or locale.
 */

const gregorian = new GregorianCalendar();

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** Formats a date for the API as `YYYY-MM-DD`, e.g. `2026-03-08`. Years must be 1–9999. */
export function toApiDate(value: DateValue): string {
  const date = value.calendar.identifier === 'gregory' ? value : toCalendar(value, gregorian);
  // Era BC counts backwards, so any year before 1 AD is refused below.
  const year = date.era === 'BC' ? 1 - date.year : date.year;
  const { month, day } = date;
  if (year < 1 || year > 9999) throw new RangeError(`Year ${year} cannot be sent as YYYY-MM-DD`);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

const apiDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Parses an API date (`YYYY-MM-DD`) into a `CalendarDate`.
 *
 * Returns `null` (never throws) for anything that is not exactly a real calendar day in that
 * format: wrong shape, year 0000, month 13, February 30, surrounding spaces, a time part.
 */
export function fromApiDate(text: string | null | undefined): CalendarDate | null {
  if (typeof text !== 'string') return null;
  const match = apiDatePattern.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const date = new CalendarDate(year, month, 1);
  if (day > gregorian.getDaysInMonth(date)) return null;
  return new CalendarDate(year, month, day);
}

/**
 * The ISO instant (UTC, `…Z`) of a wall-clock date and time in an IANA time zone, for the API.
 * A wall time skipped by a spring-forward change (02:30 on 2026-03-08 in Chicago) moves forward
 * by the gap; a repeated fall-back time (01:30 on 2026-11-01) takes the earlier of the two.
 */
export function toApiDateTime(value: CalendarDateTime | CalendarDate, timeZone: string): string {
  const zoned = toZoned(value, timeZone, 'compatible');
  return zoned.toDate().toISOString();
}
