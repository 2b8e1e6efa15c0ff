import type { Meta, StoryObj } from '@storybook/react-vite';
import { Star } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon/Icon.js';
import { ToggleButton } from './ToggleButton.js';

const meta = {
  title: 'Actions/ToggleButton',
  component: ToggleButton,
  args: { children: 'Show archived', onChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['secondary', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof ToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Show archived' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAttribute('data-selected');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true, children: 'Favourite', variant: 'ghost' },
  render: (args) => (
    <ToggleButton {...args}>
      <Icon icon={Star} /> Favourite
    </ToggleButton>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Favourite' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Show archived' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { children: 'Show only transactions that are missing a receipt', size: 'sm' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const button = within(canvasElement).getByRole('button');
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};
