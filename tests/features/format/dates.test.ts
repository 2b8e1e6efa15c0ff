import { CalendarDate, fromAbsolute, GregorianCalendar } from '@internationalized/date';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CENTRAL_TIME,
  centralDateTime,
  centralDayOf,
  centralToday,
  formatCardExpiry,
  formatDay,
} from '../../../features/format/dates.js';
import { formatDate } from 'spend-ui';
import { fromApiDate, toApiDate } from '../../../features/format/apiDates.js';

const day = (year: number, month: number, date: number) => new CalendarDate(year, month, date);
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Instants from 1970 to 2100, as epoch milliseconds. */
const instantMs = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) });
/** Any real calendar day of years 1–9999. */
const calendarDay = fc
  .record({
    year: fc.integer({ min: 1, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day: date }) => {
    const first = new CalendarDate(year, month, 1);
    return first.set({ day: Math.min(date, new GregorianCalendar().getDaysInMonth(first)) });
  });

/**
 * The Chicago wall clock of an instant from @internationalized/date's zone arithmetic (not Intl's
 * formatting, which the code under test uses): date, 12-hour time and CST or CDT by the offset.
 */
function chicagoClock(ms: number) {
  const zoned = fromAbsolute(ms, 'America/Chicago');
  const hour12 = zoned.hour % 12 === 0 ? 12 : zoned.hour % 12;
  const zone = zoned.offset === -5 * 3_600_000 ? 'CDT' : 'CST';
  return {
    date: `${pad(zoned.month)}/${pad(zoned.day)}/${pad(zoned.year, 4)}`,
    time: `${hour12}:${pad(zoned.minute)} ${zoned.hour < 12 ? 'AM' : 'PM'}`,
    zone,
  };
}

describe('the product time zone', () => {
  it('is US Central time', () => {
    expect(CENTRAL_TIME).toBe('America/Chicago');
  });
});

describe('an instant in Central time', () => {
  it('shows date, time and the zone in force, daylight saving included', () => {
    expect(centralDateTime('2026-03-08T07:30:00Z')).toBe('03/08/2026 1:30 AM CST');
    expect(centralDateTime('2026-03-08T08:30:00Z')).toBe('03/08/2026 3:30 AM CDT');
    expect(centralDateTime('2026-01-05T03:00:00Z')).toBe('01/04/2026 9:00 PM CST');
    expect(centralDateTime(Date.UTC(2025, 6, 4, 17, 0))).toBe('07/04/2025 12:00 PM CDT');
  });

  it("is Chicago's wall clock, the same from ISO text, epoch milliseconds or a Date", () => {
    fc.assert(
      fc.property(instantMs, (ms) => {
        const { date, time, zone } = chicagoClock(ms);
        const shown = centralDateTime(new Date(ms).toISOString());
        expect(shown).toBe(`${date} ${time} ${zone}`);
        expect(shown).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM) C[SD]T$/);
        expect(centralDateTime(ms)).toBe(shown);
        expect(centralDateTime(new Date(ms))).toBe(shown);
      }),
    );
  });

  it('shows nothing for what is not an instant', () => {
    for (const value of [null, undefined, '', 'not a date', Number.NaN, new Date(Number.NaN)]) {
      expect(centralDateTime(value)).toBe('');
    }
  });
});

describe('the Central-time day of an instant', () => {
  it('is the day in Chicago, not in UTC', () => {
    // 02:30 UTC on March 4 is still March 3 in Chicago (UTC−6).
    expect(centralDayOf('2025-03-04T02:30:00.000Z')).toEqual(day(2025, 3, 3));
    expect(centralDayOf('2025-03-04T07:00:00.000Z')).toEqual(day(2025, 3, 4));
    expect(centralDayOf('not a date')).toBeNull();
    expect(centralDayOf(null)).toBeNull();
  });

  it('is the date its Central date and time shows', () => {
    fc.assert(
      fc.property(instantMs, (ms) => {
        const shownDate = chicagoClock(ms).date;
        const centralDay = centralDayOf(new Date(ms).toISOString());
        expect(centralDay && `${pad(centralDay.month)}/${pad(centralDay.day)}/${pad(centralDay.year, 4)}`).toBe(
          shownDate,
        );
      }),
    );
  });
});

describe('today', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is Chicago's day, whatever the machine's clock says in UTC", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-05T03:00:00Z'));
    expect(centralToday()).toEqual(day(2026, 1, 4));
    fc.assert(
      fc.property(instantMs, (ms) => {
        vi.setSystemTime(ms);
        expect(centralToday()).toEqual(centralDayOf(ms));
      }),
    );
  });
});

describe('a day shown', () => {
  it('shows an API day as MM/dd/yyyy and an instant on its Central-time day', () => {
    expect(formatDay('2026-01-05')).toBe('01/05/2026');
    // 03:00 UTC is still the previous evening in Chicago.
    expect(formatDay('2026-01-05T03:00:00Z')).toBe('01/04/2026');
    expect(formatDay('not a date')).toBe('');
    expect(formatDay('2026-02-30')).toBe('');
    expect(formatDay(null)).toBe('');
  });

  it('shows any API day as the same day, MM/dd/yyyy', () => {
    fc.assert(
      fc.property(calendarDay, (date) => {
        expect(formatDay(toApiDate(date))).toBe(`${pad(date.month)}/${pad(date.day)}/${pad(date.year, 4)}`);
      }),
    );
  });

  it('refuses a day its month does not have', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const daysInMonth = new GregorianCalendar().getDaysInMonth(new CalendarDate(year, month, 1));
        for (let date = daysInMonth + 1; date <= 31; date++) {
          expect(formatDay(`${pad(year, 4)}-${pad(month)}-${pad(date)}`)).toBe('');
        }
      }),
    );
  });

  it('shows an instant on the day of its Central date and time', () => {
    fc.assert(
      fc.property(instantMs, (ms) => {
        const iso = new Date(ms).toISOString();
        expect(formatDay(iso)).toBe(centralDateTime(iso).slice(0, 10));
        expect(formatDay(iso)).toBe(formatDate(centralDayOf(iso)));
      }),
    );
  });
});

describe('the API day', () => {
  it('goes out as YYYY-MM-DD and comes back as the same day', () => {
    expect(toApiDate(day(2026, 3, 8))).toBe('2026-03-08');
    fc.assert(
      fc.property(calendarDay, (date) => {
        const text = toApiDate(date);
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(fromApiDate(text)).toEqual(date);
      }),
    );
  });
});

describe('a card expiry', () => {
  it('shows YYYY-MM-.. as MM/YY', () => {
    expect(formatCardExpiry('2028-04-30')).toBe('04/28');
    expect(formatCardExpiry('2031-12')).toBe('12/31');
    expect(formatCardExpiry('04/28')).toBe('');
    expect(formatCardExpiry(null)).toBe('');
    expect(formatCardExpiry('2028-13-01')).toBe('');
  });

  it('formats any valid year and month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const text = `${year}-${String(month).padStart(2, '0')}-01`;
        expect(formatCardExpiry(text)).toBe(`${String(month).padStart(2, '0')}/${String(year).slice(2)}`);
      }),
    );
  });
});
