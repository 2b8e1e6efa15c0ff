import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.js';

const meta = {
  title: 'Text entry/TextField',
  component: TextField,
  args: { label: 'Company name', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Company name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Acme Ltd');
    await expect(input).toHaveValue('Acme Ltd');
    await expect(args.onChange).toHaveBeenLastCalledWith('Acme Ltd');
  },
};

export const WithDescription: Story = {
  args: { label: 'Legal name', description: 'As registered with your state.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Legal name' });
    await expect(input).toHaveAccessibleDescription('As registered with your state.');
  },
};

export const HelpTextOnFocus: Story = {
  args: {
    label: 'Password',
    helpText: 'At least 8 characters, one number and one capital letter.',
    helpTextVisibility: 'focus',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Password' });
    await expect(canvas.queryByText(/At least 8 characters/)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('At least 8 characters, one number and one capital letter.');
    await userEvent.tab();
    await expect(canvas.queryByText(/At least 8 characters/)).not.toBeInTheDocument();
  },
};

export const HelpTextOnceTouched: Story = {
  args: { label: 'Username', helpText: 'Letters and numbers only.', helpTextVisibility: 'touched' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Letters and numbers only.')).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByText('Letters and numbers only.')).toBeVisible();
  },
};

export const HelpTextAlways: Story = {
  args: { label: 'Username', helpText: 'Letters and numbers only.', helpTextVisibility: 'always' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAccessibleDescription('Letters and numbers only.');
  },
};

export const Invalid: Story = {
  args: { label: 'Email', isInvalid: true, errorMessage: 'Enter a valid email address', defaultValue: 'jane@' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
    await userEvent.tab();
    await userEvent.keyboard('{End}example.com');
    await expect(input).toHaveValue('jane@example.com');
  },
};

function ValidatedEmail() {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = touched && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
  return (
    <TextField
      label="Email"
      type="email"
      isRequired
      value={value}
      onChange={setValue}
      onBlur={() => setTouched(true)}
      isInvalid={invalid}
      errorMessage="Enter a valid email address"
    />
  );
}

/** The error appears after leaving the field and the typed text stays. */
export const ValidatesOnBlur: Story = {
  render: () => <ValidatedEmail />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.tab();
    await userEvent.keyboard('jane');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('jane');
    await userEvent.click(input);
    await userEvent.keyboard('@example.com');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Required: Story = {
  args: { label: 'First name', isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /First name/ });
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { label: 'Account number', isDisabled: true, defaultValue: '000123456' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Account number' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Company name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input.parentElement).toHaveAttribute('data-focus-within');
  },
};

export const LongText: Story = {
  args: {
    label: 'Registered business address including suite, floor and building name',
    defaultValue: '1200 Avenue of the Americas, Floor 34, Suite 3400, New York, NY 10036, United States',
    description: 'This address appears on statements and on every card issued to the company.',
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const input = within(canvasElement).getByRole('textbox');
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

export const NarrowViewport: Story = {
  args: { label: 'Card nickname', isInvalid: true, errorMessage: 'Name is required' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const input = within(canvasElement).getByRole('textbox', { name: 'Card nickname' });
    await userEvent.tab();
    await userEvent.keyboard('Travel');
    await expect(input).toHaveValue('Travel');
  },
};
