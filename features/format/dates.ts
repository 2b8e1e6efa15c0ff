import { fromAbsolute, toCalendarDate, today, type CalendarDate } from '@internationalized/date';
import { formatDateTime, parseExpiry } from 'spend-ui';

/*
 * Dates as the product shows and sends them (cards-transactions-team.md §2, §9): shown as MM/dd/yyyy,
 * sent as YYYY-MM-DD, instants shown — and "today" decided — in US Central time, whatever the
 * machine's own zone or locale.
 */

/** The product's time zone: card and transaction dates, timestamps and "today" are in US Central time. */
export const CENTRAL_TIME = 'America/Chicago';

/** Today in Central time. */
export function centralToday(): CalendarDate {
  return today(CENTRAL_TIME);
}

type Instant = string | number | Date;

function epochMs(value: Instant | null | undefined): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  if (typeof value === 'number') return value;
  return typeof value === 'string' ? Date.parse(value) : value.getTime();
}

/** The Central-time day of an instant (ISO text, epoch milliseconds or a `Date`), or null when it is not one. */
export function centralDayOf(instant: Instant | null | undefined): CalendarDate | null {
  const time = epochMs(instant);
  return Number.isFinite(time) ? toCalendarDate(fromAbsolute(time, CENTRAL_TIME)) : null;
}

/** An instant in Central time as `MM/dd/yyyy h:mm AM CST` (CDT in summer); '' when it is not one. */
export function centralDateTime(instant: Instant | null | undefined): string {
  const time = epochMs(instant);
  return Number.isFinite(time) ? formatDateTime(time, CENTRAL_TIME) : '';
}

const apiDayShape = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/**
 * An API day as MM/dd/yyyy, or '' when the calendar has no such day. Plain Gregorian arithmetic rather than
 * @internationalized/date's CalendarDate, which would cost a grid of days 3 kB (the unit tests hold it to
 * GregorianCalendar's days for every month of years 1–9999).
 */
function apiDayShown([, year, month, day]: RegExpExecArray): string {
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  const daysInMonth = m === 2 ? (isLeapYear(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
  return y >= 1 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth ? `${month}/${day}/${year}` : '';
}

let centralDayFormat: Intl.DateTimeFormat | undefined;

/**
 * A day as MM/dd/yyyy: an API day (`YYYY-MM-DD`) as it is, an instant (ISO) on its Central-time day;
 * '' for anything else, an impossible day (`2026-02-30`) included.
 */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const apiDay = apiDayShape.exec(value);
  if (apiDay) return apiDayShown(apiDay);
  const time = epochMs(value);
  if (!Number.isFinite(time)) return '';
  // Intl's own zone rules, not @internationalized/date's conversions (see apiDayShown).
  centralDayFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: CENTRAL_TIME,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const parts = centralDayFormat.formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('month')}/${part('day')}/${part('year').padStart(4, '0')}`;
}

/** A card's expiry (`YYYY-MM-..`) as printed on the card, MM/YY; '' for anything else. */
export function formatCardExpiry(expirationDate: string | null | undefined): string {
  return expirationDate ? (parseExpiry(expirationDate) ?? '') : '';
}
