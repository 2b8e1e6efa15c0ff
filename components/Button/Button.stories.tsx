import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { colors } from '../theme/tokens.js';
import { Button } from './Button.js';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Save changes', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="danger">
        Delete card
      </Button>
      <Button {...args} variant="ghost">
        Cancel
      </Button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Primary' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete card' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('button', { name: 'Small' }).getBoundingClientRect().height;
    const large = canvas.getByRole('button', { name: 'Large' }).getBoundingClientRect().height;
    await expect(large).toBeGreaterThan(small);
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await userEvent.tab();
    await expect(button).toHaveAttribute('data-focus-visible');
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Saving' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

function PendingToggle() {
  const [pending, setPending] = useState(false);
  return (
    <Button isPending={pending} pendingLabel="Sending payment" onPress={() => setPending(true)}>
      Send payment
    </Button>
  );
}

/** Pressing starts the action: the width stays the same and the progress is announced. */
export const BecomesPending: Story = {
  render: () => <PendingToggle />,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send payment' });
    const widthBefore = button.getBoundingClientRect().width;
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button.getBoundingClientRect().width).toBe(widthBefore);
    await expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Sending payment');
  },
};

function ApproveWhenUnlocked() {
  const [locked, setLocked] = useState(true);
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button variant="secondary" onPress={() => setLocked((value) => !value)}>
        {locked ? 'Unlock' : 'Lock'}
      </Button>
      <Button isDisabled={locked}>Approve</Button>
    </div>
  );
}

/** `#RRGGBB` as getComputedStyle writes it. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

/**
 * A disabled button enabled again takes its own colours at once: a background that faded back from the
 * disabled grey while the text was already white left white text on grey for a moment (axe color-contrast).
 */
export const EnabledAgain: Story = {
  render: () => <ApproveWhenUnlocked />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const approve = canvas.getByRole('button', { name: 'Approve' });
    await expect(approve).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock' }));
    await expect(approve).toBeEnabled();
    await expect(getComputedStyle(approve)).toMatchObject({
      color: rgb(colors.onPrimary),
      backgroundColor: rgb(colors.primary),
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Lock' }));
    await expect(approve).toBeDisabled();
    await expect(getComputedStyle(approve)).toMatchObject({
      color: rgb(colors.textDisabled),
      backgroundColor: rgb(colors.surfaceMuted),
    });
  },
};

export const LongText: Story = {
  args: { children: 'Request a new physical card for the marketing department', fullWidth: true },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const button = within(canvasElement).getByRole('button');
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

export const NarrowViewport: Story = {
  args: { fullWidth: true },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    await expect(window.innerWidth).toBe(320);
    const button = within(canvasElement).getByRole('button', { name: 'Save changes' });
    // Full width: the whole content box of the 320 px viewport's canvas.
    const padding = parseFloat(getComputedStyle(canvasElement).paddingLeft) * 2;
    await expect(button.getBoundingClientRect().width).toBe(canvasElement.clientWidth - padding);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
