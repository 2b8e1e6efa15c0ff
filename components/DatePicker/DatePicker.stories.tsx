import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CalendarDate, getLocalTimeZone, today, type DateValue } from '@internationalized/date';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatDate } from '../dates/dateFormat.js';
import { DatePicker } from './DatePicker.js';

const meta = {
  title: 'Dates/DatePicker',
  component: DatePicker,
  args: { label: 'Payment date', name: 'paymentDate', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function nth(elements: HTMLElement[], index: number): HTMLElement {
  const element = elements[index];
  if (!element) throw new Error(`No element at ${index}`);
  return element;
}

const digits = (date: DateValue) => formatDate(date).replaceAll('/', '');
const segmentsText = (root: HTMLElement) =>
  within(root)
    .getAllByRole('spinbutton')
    .map((segment) => segment.textContent)
    .join('/');
const hiddenValue = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;

/** Typing digits fills month, day and year in turn; the form value is YYYY-MM-DD. */
export const TypeADate: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(nth(canvas.getAllByRole('spinbutton'), 0)).toHaveFocus();
    await userEvent.keyboard('03082026');
    await expect(segmentsText(canvasElement)).toBe('03/08/2026');
    await expect(hiddenValue(canvasElement, 'paymentDate')).toBe('2026-03-08');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 8));
  },
};

/**
 * Whatever day is typed, the field never shows one date and uses another: a date that exists is the
 * value at once; a day its month lacks (11/31, 02/29 of 2026) is flagged until focus leaves, then
 * pulled back to the month's last day, which becomes the value. Swept over every month's last days.
 */
const typedDayChanges = fn<(value: DateValue | null) => void>();

export const TypedDayIsUsedOrFlagged: Story = {
  args: { onChange: typedDayChanges },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = () => nth(canvas.getAllByRole('spinbutton'), 0);
    const lastValue = () => typedDayChanges.mock.lastCall?.[0];
    for (let month = 1; month <= 12; month += 1) {
      for (const day of [28, 29, 30, 31]) {
        const typed = `${String(month).padStart(2, '0')}/${day}/2026`;
        await userEvent.click(field());
        await userEvent.keyboard(typed.replaceAll('/', ''));
        await expect(segmentsText(canvasElement)).toBe(typed);
        const exists = new CalendarDate(2026, month, day).day === day;
        if (exists) {
          await expect(formatDate(lastValue())).toBe(typed);
          await expect(canvas.queryByText('This day does not exist in that month.')).not.toBeInTheDocument();
        } else {
          await expect(canvas.getByText('This day does not exist in that month.')).toBeVisible();
          await expect(field()).toHaveAttribute('aria-invalid', 'true');
          await userEvent.tab();
          await userEvent.tab();
          const lastDay = new CalendarDate(2026, month, 1).add({ months: 1 }).subtract({ days: 1 });
          await expect(segmentsText(canvasElement)).toBe(formatDate(lastDay));
          await expect(lastValue()).toEqual(lastDay);
          await expect(canvas.queryByText('This day does not exist in that month.')).not.toBeInTheDocument();
        }
      }
    }
  },
};

/** The calendar button opens a dialog; arrows move the day, Enter picks it and closes the popover. */
export const PickFromCalendar: Story = {
  args: { defaultValue: new CalendarDate(2026, 3, 8) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: /Calendar/ });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: /Payment date/ });
    await expect(within(dialog).getByRole('heading', { name: 'March 2026' })).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /March 8, 2026/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(segmentsText(canvasElement)).toBe('03/16/2026');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 16));
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Escape closes the calendar without changing the date and focus returns to the button. */
export const EscapeClosesCalendar: Story = {
  args: { defaultValue: new CalendarDate(2026, 11, 1) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    const button = canvas.getByRole('button', { name: /Calendar/ });
    await userEvent.tab();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await page.findByRole('dialog');
    await userEvent.keyboard('{PageDown}');
    await expect(page.getByRole('heading', { name: 'December 2026' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(segmentsText(canvasElement)).toBe('11/01/2026');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(button).not.toHaveAttribute('aria-expanded', 'true');
  },
};

const todayHere = today(getLocalTimeZone());

/** "Not past today": later days are disabled in the calendar and a typed later date is invalid. */
export const NotPastToday: Story = {
  args: {
    label: 'Date of incorporation',
    name: 'incorporatedOn',
    maxValue: todayHere,
    errorMessage: 'The date cannot be in the future',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nextYear = todayHere.add({ years: 1 });
    await userEvent.tab();
    await userEvent.keyboard(digits(nextYear));
    const group = canvas.getByRole('group', { name: 'Date of incorporation' });
    await expect(canvas.getByText('The date cannot be in the future')).toBeVisible();
    await expect(group.querySelector('[aria-invalid="true"]')).not.toBeNull();
    // Back to today: valid again.
    await userEvent.click(nth(canvas.getAllByRole('spinbutton'), 2));
    await userEvent.keyboard(String(todayHere.year));
    await expect(canvas.queryByText('The date cannot be in the future')).not.toBeInTheDocument();
    await expect(hiddenValue(canvasElement, 'incorporatedOn')).toBe(
      todayHere.set({ month: nextYear.month, day: nextYear.day }).toString(),
    );
  },
};

/** "At most 18 years ago": a date of birth for someone younger than 18 is rejected. */
export const AtMost18YearsAgo: Story = {
  args: {
    label: 'Date of birth',
    name: 'dateOfBirth',
    maxValue: todayHere.subtract({ years: 18 }),
    errorMessage: 'You must be at least 18 years old',
    description: 'MM/DD/YYYY',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const seventeen = todayHere.subtract({ years: 17 });
    await userEvent.tab();
    await userEvent.keyboard(digits(seventeen));
    await expect(canvas.getByText('You must be at least 18 years old')).toBeVisible();
    await userEvent.click(nth(canvas.getAllByRole('spinbutton'), 2));
    await userEvent.keyboard(String(todayHere.year - 18));
    await expect(canvas.queryByText('You must be at least 18 years old')).not.toBeInTheDocument();
  },
};

/** Calendar days past the maximum cannot be chosen: focus stops at the last allowed day. */
export const MaxDateInCalendar: Story = {
  args: {
    label: 'Statement date',
    maxValue: new CalendarDate(2026, 3, 10),
    defaultValue: new CalendarDate(2026, 3, 9),
  },
  play: async ({ canvasElement, args }) => {
    const page = within(document.body);
    await userEvent.tab();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const dialog = await page.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /March 9, 2026/ })).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: /March 11, 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(within(dialog).getByRole('button', { name: /March 10, 2026/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 10));
    await expect(within(canvasElement).getByRole('button', { name: /Calendar/ })).not.toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a business day', defaultValue: new CalendarDate(2026, 3, 8) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose a business day')).toBeVisible();
    const month = nth(canvas.getAllByRole('spinbutton'), 0);
    await expect(month).toHaveAttribute('aria-invalid', 'true');
    await expect(month.getAttribute('aria-describedby')).toContain(canvas.getByText('Choose a business day').id);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: new CalendarDate(2026, 3, 8) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
    await expect(canvas.getByRole('button', { name: /Calendar/ })).toBeDisabled();
  },
};

export const Required: Story = {
  args: { isRequired: true, label: 'Effective date' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(nth(canvas.getAllByRole('spinbutton'), 0)).toHaveAttribute('aria-required', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(nth(canvas.getAllByRole('spinbutton'), 0)).toHaveTextContent(/\d{2}/);
  },
};

function ControlledPicker() {
  const [value, setValue] = useState<CalendarDate | null>(new CalendarDate(2026, 1, 15));
  return (
    <>
      <DatePicker label="Due date" value={value} onChange={setValue} />
      <output aria-label="Sent to the API">{value ? value.toString() : 'none'}</output>
    </>
  );
}

/** Controlled: the host holds the value; arrows step the focused segment. */
export const Controlled: Story = {
  render: () => <ControlledPicker />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('status', { name: 'Sent to the API' })).toHaveTextContent('2026-02-15');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const month = nth(canvas.getAllByRole('spinbutton'), 0);
    await expect(month).toHaveFocus();
    await expect(getComputedStyle(month).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

export const NarrowViewport: Story = {
  args: {
    label: 'Date the company was registered in its state of incorporation',
    errorMessage: 'Enter a valid date',
    isInvalid: true,
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await userEvent.tab();
    await userEvent.keyboard('12312025');
    await expect(segmentsText(canvasElement)).toBe('12/31/2025');
  },
};
