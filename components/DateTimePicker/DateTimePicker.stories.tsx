import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CalendarDateTime } from '@internationalized/date';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toZoned } from '@internationalized/date';
import { formatDateTime } from '../dates/dateFormat.js';
import { DateTimePicker } from './DateTimePicker.js';

const meta = {
  title: 'Dates/DateTimePicker',
  component: DateTimePicker,
  args: { label: 'Schedule for', description: 'Central Time (America/Chicago)', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateTimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function nth(elements: HTMLElement[], index: number): HTMLElement {
  const element = elements[index];
  if (!element) throw new Error(`No element at ${index}`);
  return element;
}

const segmentsText = (root: HTMLElement) =>
  within(root)
    .getAllByRole('spinbutton')
    .map((segment) => segment.textContent)
    .join(' ');

/** Date then time typed in one go: MM dd yyyy hh mm AM/PM. */
export const TypeDateAndTime: Story = {
  args: { placeholderValue: new CalendarDateTime(2026, 1, 1, 0, 0) },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('11012026');
    await userEvent.keyboard('0130a');
    await expect(segmentsText(canvasElement)).toBe('11 01 2026 01 30 AM');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDateTime(2026, 11, 1, 1, 30));
  },
};

/** The popover has the calendar and a time field; changing the time keeps the dialog open. */
export const PickInPopover: Story = {
  args: { defaultValue: new CalendarDateTime(2026, 3, 7, 9, 0) },
  play: async ({ canvasElement, args }) => {
    const page = within(document.body);
    await userEvent.tab();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await page.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /March 7, 2026/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDateTime(2026, 3, 8, 9, 0));
    await expect(dialog).toBeInTheDocument();
    const hour = nth(within(within(dialog).getByRole('group', { name: 'Time' })).getAllByRole('spinbutton'), 0);
    await userEvent.click(hour);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDateTime(2026, 3, 8, 10, 0));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(segmentsText(canvasElement)).toBe('03 08 2026 10 00 AM');
  },
};

function Scheduler() {
  const [value, setValue] = useState<CalendarDateTime | null>(new CalendarDateTime(2026, 3, 8, 1, 30));
  const instant = value ? toZoned(value, 'America/Chicago', 'compatible').toDate().toISOString() : null;
  return (
    <>
      <DateTimePicker
        label="Send payment at"
        description="Central Time (America/Chicago)"
        value={value}
        onChange={setValue}
      />
      <output aria-label="Scheduled instant">
        {instant ? `${instant} (${formatDateTime(instant, 'America/Chicago')})` : 'none'}
      </output>
    </>
  );
}

/** Across the spring-forward change: 1:30 AM CST, then an hour later is 3:30 AM CDT (2:30 does not exist). */
export const AcrossDaylightSaving: Story = {
  render: () => <Scheduler />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const output = canvas.getByRole('status', { name: 'Scheduled instant' });
    await expect(output).toHaveTextContent('2026-03-08T07:30:00.000Z (03/08/2026 1:30 AM CST)');
    const hour = nth(canvas.getAllByRole('spinbutton'), 3);
    await userEvent.click(hour);
    await userEvent.keyboard('{ArrowUp}');
    await expect(output).toHaveTextContent('2026-03-08T08:30:00.000Z (03/08/2026 3:30 AM CDT)');
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: new CalendarDateTime(2026, 3, 8, 9, 0),
    minValue: new CalendarDateTime(2026, 3, 9, 0, 0),
    errorMessage: 'Schedule it for tomorrow or later',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Schedule it for tomorrow or later')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    await expect(canvas.queryByText('Schedule it for tomorrow or later')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: new CalendarDateTime(2026, 3, 8, 9, 0) },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const group = within(canvasElement).getByRole('group', { name: 'Schedule for' });
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await userEvent.tab();
    await expect(nth(within(canvasElement).getAllByRole('spinbutton'), 0)).toHaveFocus();
  },
};
