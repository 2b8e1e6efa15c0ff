import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CalendarDate, CalendarDateTime, parseZonedDateTime } from '@internationalized/date';
import { formatDate, formatDateTime } from 'spend-ui';
import { fromApiDate, toApiDate, toApiDateTime } from '../../../features/format/apiDates.js';

const calendarDate = fc
  .record({
    year: fc.integer({ min: 1, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => new CalendarDate(year, month, day)); // CalendarDate constrains day 31 to the month's last day

describe('formatDate', () => {
  it('shows MM/dd/yyyy with zero padding', () => {
    expect(formatDate(new CalendarDate(2026, 3, 8))).toBe('03/08/2026');
    expect(formatDate(new CalendarDate(999, 12, 31))).toBe('12/31/0999');
    expect(formatDate(new CalendarDateTime(2026, 11, 1, 23, 59))).toBe('11/01/2026');
  });
  it('keeps the day of a zoned value in its own zone', () => {
    expect(formatDate(parseZonedDateTime('2026-11-01T23:30[America/Chicago]'))).toBe('11/01/2026');
  });
  it('is empty for no value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
  it('always has the MM/dd/yyyy shape', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        expect(formatDate(date)).toMatch(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/);
      }),
    );
  });
});

describe('toApiDate / fromApiDate', () => {
  it('writes YYYY-MM-DD', () => {
    expect(toApiDate(new CalendarDate(2026, 3, 8))).toBe('2026-03-08');
    expect(toApiDate(new CalendarDateTime(2024, 2, 29, 12, 0))).toBe('2024-02-29');
  });
  it('reads valid days', () => {
    expect(fromApiDate('2024-02-29')).toEqual(new CalendarDate(2024, 2, 29));
    expect(fromApiDate('0001-01-01')).toEqual(new CalendarDate(1, 1, 1));
  });
  it('returns null for anything that is not a real day in YYYY-MM-DD', () => {
    for (const text of [
      '',
      '2023-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '0000-01-01',
      '2026-3-8',
      '03/08/2026',
      ' 2026-03-08',
      '2026-03-08T00:00:00Z',
      'not a date',
    ]) {
      expect(fromApiDate(text), text).toBeNull();
    }
    expect(fromApiDate(null)).toBeNull();
    expect(fromApiDate(undefined)).toBeNull();
  });
  it('round-trips every date: fromApiDate(toApiDate(d)) equals d', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        expect(fromApiDate(toApiDate(date))?.compare(date)).toBe(0);
      }),
    );
  });
  it('round-trips every valid string: toApiDate(fromApiDate(s)) is s', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789-'), minLength: 10, maxLength: 10 }), (text) => {
        const date = fromApiDate(text);
        if (date) expect(toApiDate(date)).toBe(text);
      }),
    );
    fc.assert(
      fc.property(calendarDate, (date) => {
        const text = toApiDate(date);
        expect(toApiDate(fromApiDate(text) ?? new CalendarDate(1, 1, 1))).toBe(text);
      }),
    );
  });
  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const date = fromApiDate(text);
        expect(date === null || date instanceof CalendarDate).toBe(true);
      }),
    );
  });
  it('agrees with formatDate on the same day', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        const [year, month, day] = toApiDate(date).split('-');
        expect(formatDate(date)).toBe(`${month}/${day}/${year}`);
      }),
    );
  });
});

describe('formatDateTime', () => {
  it('shows an instant in UTC and in Chicago', () => {
    const instant = '2026-07-04T17:05:00Z';
    expect(formatDateTime(instant, 'UTC')).toBe('07/04/2026 5:05 PM UTC');
    expect(formatDateTime(instant, 'America/Chicago')).toBe('07/04/2026 12:05 PM CDT');
  });
  it('follows the spring-forward change on 2026-03-08 in Chicago', () => {
    expect(formatDateTime('2026-03-08T07:59:00Z', 'America/Chicago')).toBe('03/08/2026 1:59 AM CST');
    expect(formatDateTime('2026-03-08T08:00:00Z', 'America/Chicago')).toBe('03/08/2026 3:00 AM CDT');
  });
  it('follows the fall-back change on 2026-11-01 in Chicago (01:30 happens twice)', () => {
    expect(formatDateTime('2026-11-01T06:30:00Z', 'America/Chicago')).toBe('11/01/2026 1:30 AM CDT');
    expect(formatDateTime('2026-11-01T07:30:00Z', 'America/Chicago')).toBe('11/01/2026 1:30 AM CST');
  });
  it('shows the day before in Chicago late in the UTC evening', () => {
    expect(formatDateTime(new Date('2026-01-01T03:00:00Z'), 'America/Chicago')).toBe('12/31/2025 9:00 PM CST');
  });
  it('accepts a ZonedDateTime and epoch milliseconds', () => {
    const zoned = parseZonedDateTime('2026-11-01T01:30-05:00[America/Chicago]');
    expect(formatDateTime(zoned, 'UTC')).toBe('11/01/2026 6:30 AM UTC');
    expect(formatDateTime(Date.UTC(2026, 0, 1, 0, 0), 'UTC')).toBe('01/01/2026 12:00 AM UTC');
  });
  it('rejects invalid instants and zones', () => {
    expect(() => formatDateTime('nope', 'UTC')).toThrow(RangeError);
    expect(() => formatDateTime(0, 'Mars/Olympus')).toThrow(RangeError);
  });
  it('shows the same calendar day as formatDate of the zoned value, in any zone', () => {
    const zones = ['UTC', 'America/Chicago', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(...zones),
        (epochMs, zone) => {
          const shown = formatDateTime(epochMs, zone);
          const day = new Intl.DateTimeFormat('en-US', {
            timeZone: zone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
          }).format(epochMs);
          expect(shown.startsWith(day)).toBe(true);
          expect(shown).toMatch(/^\d{2}\/\d{2}\/\d{4} (1[0-2]|[1-9]):[0-5]\d (AM|PM) \S+$/);
        },
      ),
    );
  });
});

describe('toApiDateTime', () => {
  it('turns Chicago wall time into a UTC instant across both DST changes', () => {
    expect(toApiDateTime(new CalendarDateTime(2026, 3, 8, 1, 30), 'America/Chicago')).toBe('2026-03-08T07:30:00.000Z');
    // 02:30 does not exist that night: it moves forward by the one-hour gap.
    expect(toApiDateTime(new CalendarDateTime(2026, 3, 8, 2, 30), 'America/Chicago')).toBe('2026-03-08T08:30:00.000Z');
    expect(toApiDateTime(new CalendarDateTime(2026, 3, 8, 3, 30), 'America/Chicago')).toBe('2026-03-08T08:30:00.000Z');
    // 01:30 happens twice on 2026-11-01: the earlier (CDT) one is taken.
    expect(toApiDateTime(new CalendarDateTime(2026, 11, 1, 1, 30), 'America/Chicago')).toBe('2026-11-01T06:30:00.000Z');
    expect(toApiDateTime(new CalendarDateTime(2026, 11, 1, 2, 30), 'America/Chicago')).toBe('2026-11-01T08:30:00.000Z');
    expect(toApiDateTime(new CalendarDateTime(2026, 11, 1, 9, 0), 'UTC')).toBe('2026-11-01T09:00:00.000Z');
  });
  it('round-trips through formatDateTime for wall times that exist once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (day, month, hour, minute) => {
          fc.pre(hour < 1 || hour > 2); // skip the hours a DST change can skip or repeat
          const wall = new CalendarDateTime(2026, month, day, hour, minute);
          const shown = formatDateTime(toApiDateTime(wall, 'America/Chicago'), 'America/Chicago');
          const h12 = hour % 12 === 0 ? 12 : hour % 12;
          expect(
            shown.startsWith(
              `${formatDate(wall)} ${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`,
            ),
          ).toBe(true);
        },
      ),
    );
  });
});
