import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField.js';

const meta = {
  title: 'Text entry/NumberField',
  component: NumberField,
  args: { label: 'Quantity', onChange: fn(), locale: 'en-US' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed digits are grouped on blur and emitted as a number. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('12345');
    await userEvent.tab();
    await expect(input).toHaveValue('12,345');
    await expect(args.onChange).toHaveBeenLastCalledWith(12345);
  },
};

/** Arrow keys and the stepper buttons change the value by `step` within the bounds. */
export const WithStepper: Story = {
  args: { showStepper: true, defaultValue: 9, minValue: 0, maxValue: 10 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('10');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('10');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('8');
    await expect(args.onChange).toHaveBeenLastCalledWith(8);
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeInTheDocument();
  },
};

export const Percent: Story = {
  args: { label: 'Cashback rate', formatOptions: { style: 'percent', maximumFractionDigits: 2 }, defaultValue: 0.015 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Cashback rate' });
    await expect(input).toHaveValue('1.5%');
    // A value between two arrow-key steps is valid: never the browser's own "Please enter a valid value".
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(within(canvasElement).queryByText(/valid value/)).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{Control>}a{/Control}2.25');
    await userEvent.tab();
    await expect(input).toHaveValue('2.25%');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.0225);
  },
};

/** With `allowNegative={false}` a typed -5 stays -5 and says why it is refused; it never becomes 5. */
export const NoNegatives: Story = {
  args: { label: 'Seats', allowNegative: false },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Seats' });
    await userEvent.tab();
    await userEvent.keyboard('-5');
    await expect(input).toHaveValue('-5');
    await userEvent.tab();
    await expect(input).toHaveValue('-5');
    await expect(args.onChange).toHaveBeenLastCalledWith(-5);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter 0 or more');
    input.focus();
    await userEvent.keyboard('{Control>}a{/Control}5');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Above `maxValue`, the typed value is kept (no clamping on blur) with the caller's message. */
export const AboveMaximumIsKeptAndExplained: Story = {
  args: { label: 'Team size', maxValue: 50, aboveMaximumMessage: 'A team has at most 50 people' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Team size' });
    await userEvent.tab();
    await userEvent.keyboard('75');
    await userEvent.tab();
    await expect(input).toHaveValue('75');
    await expect(args.onChange).toHaveBeenLastCalledWith(75);
    await expect(input).toHaveAccessibleDescription('A team has at most 50 people');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input.parentElement).toHaveAttribute('data-focus-within');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 3 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { label: 'Employees', isInvalid: true, errorMessage: 'Enter at least 1 employee', defaultValue: 0 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Employees' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter at least 1 employee');
    await userEvent.tab();
    await userEvent.keyboard('{Control>}a{/Control}4');
    await expect(input).toHaveValue('4');
  },
};

/** Out of range values are kept and flagged instead of clamped with `commitBehavior="validate"`. */
export const OutOfRangeMessage: Story = {
  args: {
    label: 'Team size',
    maxValue: 50,
    commitBehavior: 'validate',
    errorMessage: 'Enter 50 or fewer',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Team size' });
    await userEvent.tab();
    await userEvent.keyboard('75');
    await userEvent.tab();
    await expect(input).toHaveValue('75');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter 50 or fewer');
  },
};

export const LongText: Story = {
  args: {
    label: 'Number of employees who will receive a physical company card in the first year',
    description: 'An estimate is fine; you can order more cards later.',
    defaultValue: 1234567,
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveValue('1,234,567');
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

export const NarrowViewport: Story = {
  args: { showStepper: true, isInvalid: true, errorMessage: 'Quantity is required' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await userEvent.tab();
    await userEvent.keyboard('7');
    await expect(input).toHaveValue('7');
  },
};
