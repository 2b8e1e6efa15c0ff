import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate } from '@internationalized/date';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dayLabel, lastDaysOfMonths, walkPagingKeys } from '../Calendar/pagingWalk.js';
import { DateRangePicker } from './DateRangePicker.js';

/** The APG date picker dialog's paging keys on the range calendar popup. */

const meta = {
  title: 'Dates/DateRangePicker/Keyboard (APG date picker dialog)',
  component: DateRangePicker,
  args: { label: 'Statement period', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, minHeight: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const dialog = () => page.getByRole('dialog', { name: /Statement period/ });
const day = (name: RegExp) => within(dialog()).getByRole('button', { name });

/** Opens the calendar with the keyboard (Enter on the calendar button) and waits for the focused day. */
async function openCalendar(canvasElement: HTMLElement, focused: RegExp) {
  within(canvasElement)
    .getByRole('button', { name: /Calendar/ })
    .focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(day(focused)).toHaveFocus());
}

/** PageUp/PageDown from the 31st: the same day of the month, or the month's last day. */
export const PagingByMonth: Story = {
  args: { defaultValue: { start: new CalendarDate(2026, 1, 31), end: new CalendarDate(2026, 2, 3) } },
  play: async ({ canvasElement }) => {
    await openCalendar(canvasElement, /January 31, 2026/);
    // on PageUp from 31 January, 31 December (not 27 December, the same weekday a row up)
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(day(/December 31, 2025/)).toHaveFocus());
    await expect(within(dialog()).getByRole('heading', { name: 'December 2025' })).toBeVisible();
    // on PageDown, back to 31 January; again, 28 February
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(day(/January 31, 2026/)).toHaveFocus());
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(day(/February 28, 2026/)).toHaveFocus());
  },
};

/** PageDown from 31 May: 30 June, the month's last day (not 28 June). */
export const PagingToAShorterMonth: Story = {
  args: { defaultValue: { start: new CalendarDate(2026, 5, 31), end: new CalendarDate(2026, 6, 2) } },
  play: async ({ canvasElement }) => {
    await openCalendar(canvasElement, /May 31, 2026/);
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(day(/June 30, 2026/)).toHaveFocus());
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(day(/July 30, 2026/)).toHaveFocus());
  },
};

/** Shift+PageUp/PageDown by a year from 29 February and from 31 January. */
export const PagingByYear: Story = {
  args: { defaultValue: { start: new CalendarDate(2024, 2, 29), end: new CalendarDate(2024, 3, 2) } },
  play: async ({ canvasElement, args }) => {
    await openCalendar(canvasElement, /February 29, 2024/);
    // on Shift+PageUp from 29 February 2024, 28 February 2023, then 2022 … 2020 (not 23 February 2020)
    for (const year of [2023, 2022, 2021, 2020]) {
      await userEvent.keyboard('{Shift>}{PageUp}{/Shift}');
      await waitFor(() => expect(day(new RegExp(`February 28, ${year}`))).toHaveFocus());
    }
    // on Shift+PageDown from 31 January 2023, 31 January 2024 (not 30 January)
    await userEvent.keyboard('{Shift>}{PageDown}{/Shift}{Shift>}{PageDown}{/Shift}{Shift>}{PageDown}{/Shift}');
    await waitFor(() => expect(day(/February 28, 2023/)).toHaveFocus());
    await userEvent.keyboard('{PageUp}{ArrowRight}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(day(/January 31, 2023/)).toHaveFocus());
    await userEvent.keyboard('{Shift>}{PageDown}{/Shift}');
    await waitFor(() => expect(day(/January 31, 2024/)).toHaveFocus());
    // paging only moves the focus: nothing is chosen until Enter
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Every 29th, 30th and 31st of a month of 2024 (a leap year): PageUp, PageDown, Shift+PageUp and
 * Shift+PageDown each land on the same day of the month or year before or after, or on that month's
 * last day. A story per month: each paging press renders a new month (65–90 ms here, up to 750 ms
 * in a loaded full run), and a story of two months' 40 presses once outlasted the 30 s limit on CI.
 */
function pagingFromTheLastDays(month: number): Story {
  const days = lastDaysOfMonths(2024, month, month);
  return {
    args: { defaultValue: days[0] && { start: days[0], end: days[0].add({ days: 3 }) } },
    play: async ({ canvasElement }) => {
      const [first] = days;
      if (!first) throw new Error('No day to walk from');
      await openCalendar(canvasElement, new RegExp(dayLabel(first)));
      await walkPagingKeys(dialog(), days);
    },
  };
}

/** From January 29, 30 and 31, 2024. */
export const PagingFromJanuary = pagingFromTheLastDays(1);
/** From February 29, 2024, the one day of February past the 28th. */
export const PagingFromFebruary = pagingFromTheLastDays(2);
/** From March 29, 30 and 31, 2024. */
export const PagingFromMarch = pagingFromTheLastDays(3);
/** From April 29 and 30, 2024. */
export const PagingFromApril = pagingFromTheLastDays(4);
/** From May 29, 30 and 31, 2024. */
export const PagingFromMay = pagingFromTheLastDays(5);
/** From June 29 and 30, 2024. */
export const PagingFromJune = pagingFromTheLastDays(6);
/** From July 29, 30 and 31, 2024. */
export const PagingFromJuly = pagingFromTheLastDays(7);
/** From August 29, 30 and 31, 2024. */
export const PagingFromAugust = pagingFromTheLastDays(8);
/** From September 29 and 30, 2024. */
export const PagingFromSeptember = pagingFromTheLastDays(9);
/** From October 29, 30 and 31, 2024. */
export const PagingFromOctober = pagingFromTheLastDays(10);
/** From November 29 and 30, 2024. */
export const PagingFromNovember = pagingFromTheLastDays(11);
/** From December 29, 30 and 31, 2024. */
export const PagingFromDecember = pagingFromTheLastDays(12);
