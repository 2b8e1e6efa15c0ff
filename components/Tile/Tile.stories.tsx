import type { Meta, StoryObj } from '@storybook/react-vite';
import { CreditCard, Landmark } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tile } from './Tile.js';

const meta = {
  title: 'Layout/Tile',
  component: Tile,
  args: {
    title: 'Physical card',
    description: 'A metal card shipped to the cardholder in 5–7 business days.',
    icon: <CreditCard size={24} />,
    onPress: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ButtonTile: Story = {
  play: async ({ canvasElement, args }) => {
    const tile = within(canvasElement).getByRole('button', { name: /^Physical card/ });
    await expect(tile).toHaveAccessibleName(
      'Physical card A metal card shipped to the cardholder in 5–7 business days.',
    );
    await userEvent.tab();
    await expect(tile).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const LinkTile: Story = {
  args: {
    title: 'Connect a bank account',
    description: 'Link with Plaid or enter details manually.',
    href: '#banking',
    icon: <Landmark size={24} />,
  },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Connect a bank account/ });
    await expect(link).toHaveAttribute('href', '#banking');
    // Keep the test page where it is: the story checks activation, not the browser's navigation.
    canvasElement.addEventListener('click', (event) => event.preventDefault());
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const OpensInNewTab: Story = {
  args: {
    title: 'Fee schedule',
    description: 'Opens in a new tab',
    href: 'https://example.com/fees',
    target: '_blank',
    icon: undefined,
    onPress: undefined,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Fee schedule/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName('Fee schedule Opens in a new tab');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('button', { name: /^Physical card/ });
    await userEvent.tab();
    await expect(tile).toHaveAttribute('data-focus-visible');
    await expect(getComputedStyle(tile).outlineStyle).toBe('solid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const tile = within(canvasElement).getByRole('button', { name: /^Physical card/ });
    await expect(tile).toBeDisabled();
    await userEvent.tab();
    await expect(tile).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const NarrowViewport: Story = {
  args: {
    title: 'Virtual card for recurring software subscriptions and online advertising spend',
    description: 'Issued instantly; usable online and in mobile wallets.',
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    await expect(window.innerWidth).toBe(320);
    const tile = within(canvasElement).getByRole('button');
    await expect(tile.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
