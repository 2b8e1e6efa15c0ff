import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup, type CheckboxOption } from './CheckboxGroup.js';

const notifications: CheckboxOption[] = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'Text message', description: 'Carrier rates may apply.' },
  { value: 'push', label: 'Push notification' },
];

const meta = {
  title: 'Choice/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Notify me by', options: notifications, onChange: fn() },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab moves between boxes; Space toggles; the value lists the checked ones. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Notify me by' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Email' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    const sms = canvas.getByRole('checkbox', { name: 'Text message' });
    await expect(sms).toHaveAccessibleDescription('Carrier rates may apply.');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['email', 'sms']);
    await userEvent.keyboard(' ');
    await expect(sms).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['email']);
  },
};

export const DisabledOption: Story = {
  args: {
    options: [...notifications, { value: 'slack', label: 'Slack (coming soon)', isDisabled: true }],
    defaultValue: ['push'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Push notification' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Slack (coming soon)' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Push notification' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose at least one channel', isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription('Choose at least one channel');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Email' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', description: 'You can change this later in settings.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('checkbox', { name: 'Email' }).getBoundingClientRect();
    const push = canvas.getByRole('checkbox', { name: 'Push notification' }).getBoundingClientRect();
    await expect(push.left).toBeGreaterThan(email.left);
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription('You can change this later in settings.');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Email' });
    await userEvent.tab();
    await expect(box).toHaveAttribute('data-focus-visible');
    await expect(getComputedStyle(box).outlineStyle).toBe('solid');
  },
};

export const NarrowViewport: Story = {
  args: {
    options: [
      { value: 'statements', label: 'Monthly statements and year-end tax documents for every entity' },
      ...notifications,
    ],
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const group = within(canvasElement).getByRole('group');
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(within(canvasElement).getByRole('checkbox', { name: /Monthly statements/ })).toBeChecked();
  },
};
