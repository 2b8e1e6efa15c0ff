import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CalendarDate, GregorianCalendar } from '@internationalized/date';
import { useCalendarState, useRangeCalendarState, type CalendarState, type RangeCalendarState } from 'react-stately';

/**
 * The calendars' PageUp/PageDown (a month) and Shift+PageUp/PageDown (a year), as the APG date picker
 * dialog asks: the same day of the previous/next month (year), or that month's last day when it has
 * none. Checked on the calendar state both calendars run on (react-aria's grid calls these for the
 * keys), for every day from 1 January 2023 to 31 December 2026 (a leap year inside), against day
 * counts worked out with the platform's own Date.
 */

const createCalendar = () => new GregorianCalendar();

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The APG target: `months` later (earlier when negative), on the same day or the month's last. */
function expectedPage(date: CalendarDate, months: number): string {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(date.day, daysInMonth(year, month));
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function everyDay(from: CalendarDate, to: CalendarDate): CalendarDate[] {
  const days: CalendarDate[] = [];
  for (let day = from; day.compare(to) <= 0; day = day.add({ days: 1 })) days.push(day);
  return days;
}

const span = everyDay(new CalendarDate(2023, 1, 1), new CalendarDate(2026, 12, 31));

const moves = [
  { key: 'PageDown', months: 1, run: (state: CalendarState | RangeCalendarState) => state.focusNextSection() },
  { key: 'PageUp', months: -1, run: (state: CalendarState | RangeCalendarState) => state.focusPreviousSection() },
  {
    key: 'Shift+PageDown',
    months: 12,
    run: (state: CalendarState | RangeCalendarState) => state.focusNextSection(true),
  },
  {
    key: 'Shift+PageUp',
    months: -12,
    run: (state: CalendarState | RangeCalendarState) => state.focusPreviousSection(true),
  },
];

function pagedDays(
  state: () => CalendarState | RangeCalendarState,
  run: (s: CalendarState | RangeCalendarState) => void,
) {
  return span.map((day) => {
    act(() => state().setFocusedDate(day));
    act(() => run(state()));
    return `${day.toString()} → ${state().focusedDate.toString()}`;
  });
}

describe('calendar paging keeps the day of the month', () => {
  it('covers 1,461 days, 29 February 2024 among them', () => {
    expect(span).toHaveLength(1461);
    expect(span.some((day) => day.month === 2 && day.day === 29)).toBe(true);
  });

  for (const { key, months, run } of moves) {
    it(`on ${key}, every day of 2023–2026 moves to the same day ${months > 0 ? 'after' : 'before'}, or that month's last`, () => {
      const { result } = renderHook(() => useCalendarState({ locale: 'en-US', createCalendar }));
      const expected = span.map((day) => `${day.toString()} → ${expectedPage(day, months)}`);
      expect(pagedDays(() => result.current, run)).toEqual(expected);
    });

    it(`on ${key} in the range calendar, the same`, () => {
      const { result } = renderHook(() => useRangeCalendarState({ locale: 'en-US', createCalendar }));
      const expected = span.map((day) => `${day.toString()} → ${expectedPage(day, months)}`);
      expect(pagedDays(() => result.current, run)).toEqual(expected);
    });
  }
});
