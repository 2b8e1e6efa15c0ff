import { GregorianCalendar, toCalendar, ZonedDateTime, type DateValue } from '@internationalized/date';

/**
 * Pure date helpers of spend-ui. Dates are shown as MM/dd/yyyy; instants are shown in a named IANA
 * time zone (the product uses America/Chicago).
 * None of them depends on the machine's time zone or locale.
 */

const gregorian = new GregorianCalendar();

function pad(value: number, length: number): string {
  return String(Math.abs(value)).padStart(length, '0');
}

/** The Gregorian calendar fields of any react-aria date value (zoned values keep their own zone's day). */
function gregorianFields(value: DateValue): { year: number; month: number; day: number } {
  const date = value.calendar.identifier === 'gregory' ? value : toCalendar(value, gregorian);
  // Years before 1 AD are outside what the product handles; era BC counts backwards.
  const year = date.era === 'BC' ? 1 - date.year : date.year;
  return { year, month: date.month, day: date.day };
}

/** Formats a date as `MM/dd/yyyy` (US order, zero padded), e.g. `03/08/2026`. Empty string for null. */
export function formatDate(value: DateValue | null | undefined): string {
  if (value == null) return '';
  const { year, month, day } = gregorianFields(value);
  return `${pad(month, 2)}/${pad(day, 2)}/${pad(year, 4)}`;
}

/** Anything that names an instant: a JS `Date`, epoch milliseconds, an ISO string with offset, or a `ZonedDateTime`. */
export type InstantInput = Date | number | string | ZonedDateTime;

function toEpochMs(value: InstantInput): number {
  if (value instanceof ZonedDateTime) return value.toDate().getTime();
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return new Date(value).getTime();
}

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = dateTimeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    });
    dateTimeFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Formats an instant in the given IANA time zone as `MM/dd/yyyy h:mm AM TZ`,
 * e.g. `03/08/2026 3:00 AM CDT` in `America/Chicago` or `03/08/2026 8:00 AM UTC` in `UTC`.
 * Daylight-saving changes are taken from the zone's rules, so the abbreviation shows which
 * offset applied. Throws a `RangeError` for an unknown time zone or an invalid instant.
 */
export function formatDateTime(value: InstantInput, timeZone: string): string {
  const epochMs = toEpochMs(value);
  if (!Number.isFinite(epochMs)) throw new RangeError('Invalid date-time');
  const parts = formatterFor(timeZone).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()} ${part('timeZoneName')}`;
}
