import type { Meta, StoryObj } from '@storybook/react-vite';
import { Time } from '@internationalized/date';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeField } from './TimeField.js';

const meta = {
  title: 'Dates/TimeField',
  component: TimeField,
  args: { label: 'Send at', name: 'sendAt', onChange: fn(), description: 'Central Time (America/Chicago)' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const segmentsText = (root: HTMLElement) =>
  within(root)
    .getAllByRole('spinbutton')
    .map((segment) => segment.textContent)
    .join(' ');

/** Typing hour and minute, then P, gives 2:30 PM. */
export const TypeATime: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('0230p');
    await expect(segmentsText(canvasElement)).toBe('02 30 PM');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(14, 30));
    await expect(canvas.getAllByRole('spinbutton')[0]).toHaveAccessibleDescription(/Central Time \(America\/Chicago\)/);
  },
};

/** Arrow keys step the focused segment; minutes wrap within the hour. */
export const StepWithArrows: Story = {
  args: { defaultValue: new Time(12, 59) },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(13, 59));
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(13, 0));
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: new Time(7, 0),
    minValue: new Time(9, 0),
    maxValue: new Time(17, 0),
    errorMessage: 'Choose a time between 9:00 AM and 5:00 PM',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose a time between 9:00 AM and 5:00 PM')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('10');
    await expect(canvas.queryByText('Choose a time between 9:00 AM and 5:00 PM')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: new Time(9, 0) },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

export const NarrowViewport: Story = {
  args: { label: 'Time the scheduled transfer is sent from the operating account' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const group = within(canvasElement).getByRole('group');
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await userEvent.tab();
    await userEvent.keyboard('1145a');
    await expect(segmentsText(canvasElement)).toBe('11 45 AM');
  },
};
