import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch.js';

const meta = {
  title: 'Choice/Switch',
  component: Switch,
  args: { children: 'Block online payments', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Space turns it on and off. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Block online payments' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeChecked();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch');
    await userEvent.tab();
    await expect(control.closest('label')).toHaveAttribute('data-focus-visible');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const control = within(canvasElement).getByRole('switch');
    await expect(control).toBeDisabled();
    await userEvent.tab();
    await expect(control).not.toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    children: 'Notify every administrator by email and push notification when a card is frozen or a payment fails',
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const control = within(canvasElement).getByRole('switch');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    const label = within(canvasElement).getByText(/Notify every administrator/);
    await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().left + 340,
    );
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(within(canvasElement).getByRole('switch')).toBeChecked();
  },
};
