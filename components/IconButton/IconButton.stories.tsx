import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Trash2, X } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton.js';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { icon: X, 'aria-label': 'Close', onPress: fn() },
  argTypes: {
    icon: { control: false },
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    const { width, height } = button.getBoundingClientRect();
    await expect(width).toBe(height);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton {...args} icon={Pencil} aria-label="Edit" variant="primary" />
      <IconButton {...args} icon={Pencil} aria-label="Edit name" variant="secondary" />
      <IconButton {...args} icon={Trash2} aria-label="Delete" variant="danger" />
      <IconButton {...args} icon={X} aria-label="Close" variant="ghost" />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} aria-label="Close small" size="sm" />
      <IconButton {...args} aria-label="Close medium" size="md" />
      <IconButton {...args} aria-label="Close large" size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const width = (name: string) => canvas.getByRole('button', { name }).getBoundingClientRect().width;
    await expect(width('Close small')).toBe(32);
    await expect(width('Close medium')).toBe(40);
    await expect(width('Close large')).toBe(48);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { icon: Trash2, 'aria-label': 'Delete', variant: 'danger', isPending: true, pendingLabel: 'Deleting' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
