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
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.5);
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
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.5);
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
    await expect(args.onChange).toHaveBeenLastCalledWith(999_999_999_999);
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
    await expect(args.onChange).toHaveBeenLastCalledWith(-25);
    await expect(input).toHaveAccessibleDescription('The amount cannot be negative');
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
    commitBehavior: 'validate',
    errorMessage: 'Amount exceeds your available balance',
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
