import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate } from '@internationalized/date';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Calendar, RangeCalendar } from './Calendar.js';

const meta = {
  title: 'Dates/Calendar',
  component: Calendar,
  args: { 'aria-label': 'Delivery date', defaultValue: new CalendarDate(2026, 3, 8), onChange: fn() },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrows move by day and week, Page Down by month; Enter picks. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /March 8, 2026/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{PageDown}');
    await expect(canvas.getByRole('heading', { name: 'April 2026' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 4, 15));
    await expect(canvas.getByRole('grid', { name: /April 2026/ })).toBeInTheDocument();
  },
};

/** Previous/next month buttons are keyboard reachable; days past the maximum are disabled. */
export const WithMaximum: Story = {
  args: { maxValue: new CalendarDate(2026, 3, 10) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: 'February 2026' })).toBeVisible();
  },
};

export const Range: Story = {
  render: (args) => (
    <RangeCalendar
      aria-label="Statement period"
      defaultValue={{ start: new CalendarDate(2026, 3, 2), end: new CalendarDate(2026, 3, 3) }}
      onChange={args.onChange}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /March 2, 2026/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ start: new CalendarDate(2026, 3, 2) }),
    );
    await expect(canvas.getByRole('grid')).toBeInTheDocument();
  },
};
