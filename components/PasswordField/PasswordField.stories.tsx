import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField.js';

const meta = {
  title: 'Text entry/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn(), onVisibleChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing is masked; the toggle shows the text, keeps focus and value, and toggles back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Secret123');
    await expect(args.onChange).toHaveBeenLastCalledWith('Secret123');

    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveFocus();
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('Secret123');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('Secret123');
  },
};

export const NewPassword: Story = {
  args: {
    label: 'Create a password',
    autoComplete: 'new-password',
    helpText: 'At least 8 characters.',
    helpTextVisibility: 'always',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Create a password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription('At least 8 characters.');
  },
};

export const CustomToggleLabel: Story = {
  args: { label: 'Mot de passe', showPasswordLabel: 'Afficher le mot de passe' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Afficher le mot de passe' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('data-focus-visible');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'hunter22' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Password must be at least 8 characters', defaultValue: 'abc' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Password must be at least 8 characters');
    await userEvent.tab();
    await userEvent.keyboard('{End}defgh');
    await expect(input).toHaveValue('abcdefgh');
  },
};

export const LongText: Story = {
  args: {
    label: 'Enter the password you chose when you created your company account',
    defaultValue: 'correct-horse-battery-staple-and-a-much-longer-passphrase',
    defaultVisible: true,
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().left + 340,
    );
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('pa55word');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('Password')).toHaveValue('pa55word');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};
