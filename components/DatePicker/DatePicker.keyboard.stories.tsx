import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate } from '@internationalized/date';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Drawer } from '../Drawer/Drawer.js';
import { dayLabel, lastDaysOfMonths, walkPagingKeys } from '../Calendar/pagingWalk.js';
import { DatePicker, type DatePickerProps } from './DatePicker.js';

/** The APG date picker dialog keyboard table, row by row, on the calendar popup. */

function PaymentDate(props: Partial<DatePickerProps<CalendarDate>>) {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360, minHeight: 480 }}>
      <DatePicker<CalendarDate> label="Payment date" {...props} />
      <button type="button">Elsewhere</button>
    </div>
  );
}

const meta = {
  title: 'Dates/DatePicker/Keyboard (APG date picker dialog)',
  component: PaymentDate,
  args: { onChange: fn() },
} satisfies Meta<typeof PaymentDate>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const dialog = () => page.getByRole('dialog', { name: /Payment date/ });
const day = (name: RegExp) => within(dialog()).getByRole('button', { name });

/** Opens the calendar with the keyboard (Enter on the calendar button) and waits for the focused day. */
async function openCalendar(canvasElement: HTMLElement, focused: RegExp) {
  const button = within(canvasElement).getByRole('button', { name: /Calendar/ });
  button.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(day(focused)).toHaveFocus());
}

/** PageUp/PageDown move by a month keeping the day of the month, or the month's last day. */
export const PagingByMonth: Story = {
  args: { defaultValue: new CalendarDate(2026, 1, 31) },
  play: async ({ canvasElement }) => {
    await openCalendar(canvasElement, /January 31, 2026/);
    // on PageUp from 31 January, 31 December
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(day(/December 31, 2025/)).toHaveFocus());
    // on PageDown from 31 December, 31 January; again, the last day of February
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(day(/January 31, 2026/)).toHaveFocus());
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(day(/February 28, 2026/)).toHaveFocus());
    await expect(within(dialog()).getByRole('heading', { name: 'February 2026' })).toBeVisible();
  },
};

/** PageDown from 31 May: 30 June (the month's last day), not a day in the same weekday row. */
export const PagingToAShorterMonth: Story = {
  args: { defaultValue: new CalendarDate(2026, 5, 31) },
  play: async ({ canvasElement }) => {
    await openCalendar(canvasElement, /May 31, 2026/);
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(day(/June 30, 2026/)).toHaveFocus());
    await userEvent.keyboard('{PageUp}');
    await waitFor(() => expect(day(/May 30, 2026/)).toHaveFocus());
  },
};

/** Shift+PageUp/PageDown move by a year keeping the day of the month (29 February → 28 February). */
export const PagingByYear: Story = {
  args: { defaultValue: new CalendarDate(2028, 2, 29) },
  play: async ({ canvasElement }) => {
    await openCalendar(canvasElement, /February 29, 2028/);
    await userEvent.keyboard('{Shift>}{PageUp}{/Shift}');
    await waitFor(() => expect(day(/February 28, 2027/)).toHaveFocus());
    await userEvent.keyboard('{Shift>}{PageDown}{/Shift}');
    await waitFor(() => expect(day(/February 28, 2028/)).toHaveFocus());
    await userEvent.keyboard('{Shift>}{PageDown}{/Shift}');
    await waitFor(() => expect(day(/February 28, 2029/)).toHaveFocus());
  },
};

/** Arrows move by a day and a week; Home/End go to the first/last day of the week (APG). */
export const MovingByDayAndWeek: Story = {
  args: { defaultValue: new CalendarDate(2026, 3, 11) },
  play: async ({ canvasElement }) => {
    await openCalendar(canvasElement, /March 11, 2026/);
    // on ArrowRight / ArrowLeft, the next / previous day
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(day(/March 12, 2026/)).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(day(/March 11, 2026/)).toHaveFocus());
    // on ArrowDown / ArrowUp, the same day of the next / previous week
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(day(/March 18, 2026/)).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(day(/March 11, 2026/)).toHaveFocus());
    // on Home, the first day of the week (Sunday in en-US); on End, its last (Saturday)
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(day(/Sunday, March 8, 2026/)).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(day(/Saturday, March 14, 2026/)).toHaveFocus());
  },
};

/** Enter picks the focused day and closes; Escape closes without picking; focus returns to the button. */
export const ChoosingAndClosing: Story = {
  args: { defaultValue: new CalendarDate(2026, 3, 11) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Calendar/ });
    await openCalendar(canvasElement, /March 11, 2026/);
    // the popup is a modal dialog: aria-modal, and the page behind out of reach of assistive technology
    await expect(dialog()).toHaveAttribute('aria-modal', 'true');
    await expect(
      within(canvasElement)
        .getByRole('button', { name: 'Elsewhere', hidden: true })
        .closest('[inert], [aria-hidden="true"]'),
    ).not.toBeNull();
    // on Escape, the dialog closes, nothing is picked, focus returns to the button
    await userEvent.keyboard('{ArrowRight}{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Elsewhere' }).closest('[inert], [aria-hidden="true"]'),
    ).toBeNull();
    // on Enter on a day, it is picked, the dialog closes, focus returns to the button
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(day(/March 11, 2026/)).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 10));
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** In a modal drawer: the calendar opens above the drawer; choosing a day returns focus to the button. */
export const InADrawer: Story = {
  args: { defaultValue: new CalendarDate(2026, 3, 11) },
  render: (args) => (
    <Drawer isOpen title="Schedule payment">
      <PaymentDate {...args} />
    </Drawer>
  ),
  play: async ({ args }) => {
    const drawer = await page.findByRole('dialog', { name: 'Schedule payment' });
    // the drawer has taken focus on opening (react-aria's dialog), before the user goes on
    await waitFor(() => expect(drawer).toHaveFocus());
    const button = within(drawer).getByRole('button', { name: /Calendar/ });
    for (const chosen of [new CalendarDate(2026, 3, 12), new CalendarDate(2026, 3, 13)]) {
      button.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(dialog()).toBeVisible());
      await userEvent.keyboard('{ArrowRight}{Enter}');
      await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(chosen));
      await waitFor(() => expect(page.queryByRole('dialog', { name: /Payment date/ })).not.toBeInTheDocument());
      // focus is back on the button at once, and stays there (the drawer does not take it a frame later)
      await expect(button).toHaveFocus();
      await new Promise((frame) => requestAnimationFrame(frame));
      await new Promise((frame) => requestAnimationFrame(frame));
      await expect(button).toHaveFocus();
    }
  },
};

/** Shift+PageDown from 31 January 2023 and Shift+PageUp again and again from 29 February 2024 keep the day. */
export const PagingByYearFromTheLastDays: Story = {
  args: { defaultValue: new CalendarDate(2023, 1, 31) },
  play: async ({ canvasElement }) => {
    await openCalendar(canvasElement, /January 31, 2023/);
    // on Shift+PageDown from 31 January 2023, 31 January 2024 (not a day of the same weekday)
    await userEvent.keyboard('{Shift>}{PageDown}{/Shift}');
    await waitFor(() => expect(day(/January 31, 2024/)).toHaveFocus());
    // on PageDown, the last day of February 2024 (the 29th); on Shift+PageUp from there, again and again, the 28th
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(day(/February 29, 2024/)).toHaveFocus());
    for (const year of [2023, 2022, 2021, 2020]) {
      await userEvent.keyboard('{Shift>}{PageUp}{/Shift}');
      await waitFor(() => expect(day(new RegExp(`February 28, ${year}`))).toHaveFocus());
    }
    await expect(within(dialog()).getByRole('heading', { name: 'February 2020' })).toBeVisible();
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
    args: { defaultValue: days[0] },
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
