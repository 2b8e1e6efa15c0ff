import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './Link.js';

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { href: '#transactions', children: 'View all transactions', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone'] } },
  // Every story routes through a spy so that following a link never navigates the test page.
  decorators: [
    (Story, { parameters }) => (
      <RouterProvider navigate={parameters.navigate as (path: string) => void}>
        <Story />
      </RouterProvider>
    ),
  ],
  parameters: { navigate: fn() },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Your statement is ready. <Link {...args} />
    </p>
  ),
  play: async ({ canvasElement, args, parameters }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View all transactions' });
    await expect(link).toHaveAttribute('href', '#transactions');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
    await expect(parameters.navigate).toHaveBeenCalledWith('#transactions', undefined);
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', children: 'Forgot password?' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Forgot password?' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    await userEvent.tab();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

/**
 * Under react-aria's `RouterProvider` the link navigates client side: the host passes its router's
 * `navigate` (react-router's `useNavigate()`), here a spy. The `href` stays a real link.
 */
export const WithRouterProvider: Story = {
  args: { href: '/cards/123', children: 'Open card' },
  play: async ({ canvasElement, parameters }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Open card' });
    await expect(link).toHaveAttribute('href', '/cards/123');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(parameters.navigate).toHaveBeenCalledOnce();
    await expect(parameters.navigate).toHaveBeenCalledWith('/cards/123', undefined);
    await userEvent.click(link);
    await expect(parameters.navigate).toHaveBeenCalledTimes(2);
  },
};

export const External: Story = {
  args: { href: 'https://example.com/terms', children: 'Terms of service', isExternal: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Terms of service (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args, parameters }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View all transactions' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(link).not.toHaveFocus();
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(parameters.navigate).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    variant: 'standalone',
    children: 'Read how cashback is calculated on international card transactions and transfers',
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const link = within(canvasElement).getByRole('link');
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
