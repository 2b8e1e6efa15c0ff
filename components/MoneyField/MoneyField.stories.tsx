import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoneyField } from './MoneyField.js';

const meta = {
  title: 'Text entry/MoneyField',
  component: MoneyField,
  args: { label: 'Amount', currency: 'USD', locale: 'en-US', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed amounts are formatted in the currency on blur and emitted as a number. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await userEvent.tab();
    await userEvent.keyboard('1234.5');
    await userEvent.tab();
    await expect(input).toHaveValue('$1,234.50');
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.5, null);
  },
};

export const EuroInGerman: Story = {
  args: { currency: 'EUR', locale: 'de-DE', label: 'Betrag' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Betrag' });
    await userEvent.tab();
    await userEvent.keyboard('1234,5');
    await userEvent.tab();
    await expect(input).toHaveValue('1.234,50\u00a0€');
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.5, null);
  },
};

export const YenHasNoDecimals: Story = {
  args: { currency: 'JPY', defaultValue: 5000 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveValue('¥5,000');
  },
};

/** An amount above 99,999,999 is kept as typed and refused with a message; it never becomes the maximum. */
export const UpToMaximum: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await userEvent.tab();
    await userEvent.keyboard('999999999999');
    await userEvent.tab();
    await expect(input).toHaveValue('$999,999,999,999.00');
    await expect(args.onChange).toHaveBeenLastCalledWith(999_999_999_999, 'Enter $99,999,999.00 or less');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter $99,999,999.00 or less');
  },
};

/** With `allowNegative={false}` a typed -25 stays -25 with a message (the caller's text here); it never becomes 25. */
export const NoNegatives: Story = {
  args: { allowNegative: false, belowMinimumMessage: 'The amount cannot be negative' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await userEvent.tab();
    await userEvent.keyboard('-25');
    await userEvent.tab();
    await expect(input).toHaveValue('-$25.00');
    await expect(args.onChange).toHaveBeenLastCalledWith(-25, 'The amount cannot be negative');
    await expect(input).toHaveAccessibleDescription('The amount cannot be negative');
  },
};

/**
 * An amount with cents, given (a computed amount) or typed, is valid: no `:invalid`, no `aria-invalid`, no
 * message (a native number check with a step of 1 used to refuse 81,798.50).
 */
export const CentsAreValid: Story = {
  args: { defaultValue: 81_798.5 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveValue('$81,798.50');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input.matches(':invalid')).toBe(false);
    await userEvent.tab();
    await userEvent.clear(input);
    await userEvent.keyboard('1000.50');
    await userEvent.tab();
    await expect(input).toHaveValue('$1,000.50');
    await expect(args.onChange).toHaveBeenLastCalledWith(1000.5, null);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input.matches(':invalid')).toBe(false);
    await expect(input).not.toHaveAccessibleDescription();
  },
};

/** The amount is handed out on every keystroke, not only when the field loses focus. */
export const ReadsEveryKeystroke: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await userEvent.tab();
    await userEvent.keyboard('2500');
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('2500');
    await expect(args.onChange).toHaveBeenLastCalledWith(2500, null);
  },
};

/** What is typed stays as typed: an exponent or a fraction of a cent is refused with why, never dropped or rounded. */
export const RefusesWhatIsNotAnAmount: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await userEvent.tab();
    await userEvent.keyboard('1e21');
    await userEvent.tab();
    await expect(input).toHaveValue('1e21');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter an amount such as $1,234.50');
    await expect(args.onChange).toHaveBeenLastCalledWith(Number.NaN, 'Enter an amount such as $1,234.50');
    await userEvent.clear(input);
    await userEvent.keyboard('0.001');
    await userEvent.tab();
    await expect(input).toHaveValue('0.001');
    await expect(input).toHaveAccessibleDescription('Enter at most 2 decimals');
    await expect(args.onChange).toHaveBeenLastCalledWith(Number.NaN, 'Enter at most 2 decimals');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input.parentElement).toHaveAttribute('data-focus-within');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 250 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('$250.00');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

/** An amount over the balance keeps its value and shows the message. */
export const InvalidWithMessage: Story = {
  args: {
    label: 'Transfer amount',
    maxValue: 5000,
    aboveMaximumMessage: 'Amount exceeds your available balance',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Transfer amount' });
    await userEvent.tab();
    await userEvent.keyboard('6000');
    await userEvent.tab();
    await expect(input).toHaveValue('$6,000.00');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Amount exceeds your available balance');
  },
};

export const LongText: Story = {
  args: {
    label: 'Maximum amount a single cardholder may spend in one calendar month',
    currency: 'CAD',
    defaultValue: 99_999_999,
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveValue('CA$99,999,999.00');
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

export const NarrowViewport: Story = {
  args: { isInvalid: true, errorMessage: 'Enter an amount' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const input = within(canvasElement).getByRole('textbox', { name: 'Amount' });
    await userEvent.tab();
    await userEvent.keyboard('42');
    await userEvent.tab();
    await expect(input).toHaveValue('$42.00');
  },
};
