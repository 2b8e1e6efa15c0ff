import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate, getLocalTimeZone, today } from '@internationalized/date';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker.js';

const meta = {
  title: 'Dates/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Statement period', startName: 'from', endName: 'to', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const segmentsText = (root: HTMLElement) =>
  within(root)
    .getAllByRole('spinbutton')
    .map((segment) => segment.textContent)
    .join('/');
const formValue = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;

/** Typing fills the start date, then moves on to the end date. */
export const TypeARange: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('03012026');
    await userEvent.keyboard('03312026');
    await expect(segmentsText(canvasElement)).toBe('03/01/2026/03/31/2026');
    await expect(formValue(canvasElement, 'from')).toBe('2026-03-01');
    await expect(formValue(canvasElement, 'to')).toBe('2026-03-31');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2026, 3, 1),
      end: new CalendarDate(2026, 3, 31),
    });
  },
};

/** A day the month lacks in the end date is flagged, not quietly replaced by the value typed before it. */
export const ImpossibleEndDay: Story = {
  args: { defaultValue: { start: new CalendarDate(2026, 11, 1), end: new CalendarDate(2026, 11, 20) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const endDay = canvas.getAllByRole('spinbutton')[4];
    if (!endDay) throw new Error('No end day segment');
    await userEvent.click(endDay);
    await userEvent.keyboard('31');
    await expect(segmentsText(canvasElement)).toBe('11/01/2026/11/31/2026');
    await expect(canvas.getByText('This day does not exist in that month.')).toBeVisible();
    await expect(endDay).toHaveAttribute('aria-invalid', 'true');
    // Leaving the field pulls the day back to the month's last, and that is the value.
    await userEvent.tab();
    await userEvent.tab();
    await expect(segmentsText(canvasElement)).toBe('11/01/2026/11/30/2026');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2026, 11, 1),
      end: new CalendarDate(2026, 11, 30),
    });
    await expect(canvas.queryByText('This day does not exist in that month.')).not.toBeInTheDocument();
  },
};

/** In the calendar, Enter on the first day then Enter on the last picks the range. */
export const PickFromCalendar: Story = {
  args: { defaultValue: { start: new CalendarDate(2026, 11, 2), end: new CalendarDate(2026, 11, 3) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    for (let i = 0; i < 7; i += 1) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /November 2, 2026/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    // Once the start is anchored, a pointer resting over the grid may move the highlight, so the
    // end is counted from wherever focus is now (still in November 2026).
    const focused = document.activeElement;
    await expect(within(dialog).getAllByRole('button')).toContain(focused);
    const fromDay = Number(focused?.textContent);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2026, 11, 9),
      end: new CalendarDate(2026, 11, fromDay + 4),
    });
    await expect(segmentsText(canvasElement)).toBe(`11/09/2026/11/${fromDay + 4}/2026`);
  },
};

const todayHere = today(getLocalTimeZone());

/** Not past today: a range ending in the future is invalid with the message given. */
export const NotPastToday: Story = {
  args: { maxValue: todayHere, errorMessage: 'The period cannot end in the future' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = todayHere.add({ years: 1 });
    const pad = (n: number) => String(n).padStart(2, '0');
    await userEvent.tab();
    await userEvent.keyboard(`0101${todayHere.year}`);
    await userEvent.keyboard(`${pad(next.month)}${pad(next.day)}${next.year}`);
    await expect(canvas.getByText('The period cannot end in the future')).toBeVisible();
  },
};

/** An end before the start is invalid. */
export const EndBeforeStart: Story = {
  args: {
    defaultValue: { start: new CalendarDate(2026, 3, 31), end: new CalendarDate(2026, 3, 1) },
    errorMessage: 'The end date must be after the start date',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The end date must be after the start date')).toBeVisible();
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: new CalendarDate(2026, 3, 1), end: new CalendarDate(2026, 3, 31) } },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
    await expect(within(canvasElement).getByRole('button', { name: /Calendar/ })).toBeDisabled();
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const group = within(canvasElement).getByRole('group', { name: 'Statement period' });
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await userEvent.tab();
    await userEvent.keyboard('01012026');
    await expect(within(canvasElement).getAllByRole('spinbutton')[3]).toHaveFocus();
  },
};
