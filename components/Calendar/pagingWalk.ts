// The paging walk the date pickers' keyboard stories share (not a story file itself).
import { CalendarDate } from '@internationalized/date';
import { expect, userEvent, waitFor } from 'storybook/test';

/** The paging keys of the APG date picker dialog, as user-event writes them, by their step in months. */
const pagingKeys = new Map([
  [1, '{PageDown}'],
  [-1, '{PageUp}'],
  [12, '{Shift>}{PageDown}{/Shift}'],
  [-12, '{Shift>}{PageUp}{/Shift}'],
]);

/**
 * The day a paging key should land on, worked out apart from the calendar's own arithmetic: the same
 * day in the month `months` away, or that month's last day when it has no such day.
 */
export function pagedDay(from: CalendarDate, months: number): CalendarDate {
  const index = from.year * 12 + (from.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return new CalendarDate(year, month, Math.min(from.day, daysInMonth));
}

/** Every 29th, 30th and 31st of the months `first` to `last` (1–12) of `year`. */
export function lastDaysOfMonths(year: number, first = 1, last = 12): CalendarDate[] {
  const days: CalendarDate[] = [];
  for (let month = first; month <= last; month += 1) {
    const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
    for (let day = 29; day <= daysInMonth; day += 1) days.push(new CalendarDate(year, month, day));
  }
  return days;
}

const dayName = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A day as the calendar names it, e.g. "Monday, January 29, 2024". */
export const dayLabel = (date: CalendarDate) => dayName.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));

/**
 * Waits until the day `date` of the open calendar in `dialog` has focus (read from the focused day's own
 * label: naming every day of the month by role on each of some 500 presses would take minutes).
 */
async function expectFocusOn(dialog: HTMLElement, date: CalendarDate) {
  const name = dayLabel(date);
  await waitFor(() => {
    const focused = document.activeElement;
    expect(dialog).toContainElement(focused instanceof HTMLElement ? focused : null);
    expect(focused).toHaveRole('button');
    expect(focused?.getAttribute('aria-label')).toContain(name);
  });
}

/** Moves the calendar's focus from `from` to `to` with the arrow keys (a week, then a day at a time). */
async function arrowTo(dialog: HTMLElement, from: CalendarDate, to: CalendarDate) {
  const days = to.compare(from);
  const weeks = Math.trunc(days / 7);
  const rest = days - weeks * 7;
  let keys = '';
  if (weeks !== 0) keys += `{${weeks > 0 ? 'ArrowDown' : 'ArrowUp'}>${Math.abs(weeks)}/}`;
  if (rest !== 0) keys += `{${rest > 0 ? 'ArrowRight' : 'ArrowLeft'}>${Math.abs(rest)}/}`;
  if (keys) await userEvent.keyboard(keys);
  await expectFocusOn(dialog, to);
}

/**
 * In the calendar open in `dialog` with focus on the first of `days`: from each day, PageDown, PageUp,
 * Shift+PageDown and Shift+PageUp, each followed by its opposite key (so the arrows have only a day or
 * three to go back), every press a single step checked against `pagedDay`.
 */
export async function walkPagingKeys(dialog: HTMLElement, days: readonly CalendarDate[]) {
  const [first] = days;
  if (!first) return;
  await expectFocusOn(dialog, first);
  let focused = first;
  for (const day of days) {
    for (const months of [1, -1, 12, -12]) {
      await arrowTo(dialog, focused, day);
      focused = day;
      for (const step of [months, -months]) {
        await userEvent.keyboard(pagingKeys.get(step) ?? '');
        focused = pagedDay(focused, step);
        await expectFocusOn(dialog, focused);
      }
    }
  }
}
