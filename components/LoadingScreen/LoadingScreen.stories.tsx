import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoadingScreen } from './LoadingScreen.js';

const meta = {
  title: 'Feedback/LoadingScreen',
  component: LoadingScreen,
  args: { message: 'Preparing Your Dashboard' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the viewport while the session loads; the message names the spinner and is announced. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spinner = canvas.getByRole('progressbar', { name: 'Preparing Your Dashboard' });
    await expect(canvas.getByText('Preparing Your Dashboard')).toBeVisible();
    const screen = spinner.parentElement;
    await expect(screen).toHaveAttribute('aria-busy', 'true');
    await expect(screen?.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight - 1);
    await waitFor(() =>
      expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Preparing Your Dashboard'),
    );
    await userEvent.tab();
    await expect(spinner).not.toHaveFocus();
  },
};

/** Fills only its container, for a panel or drawer body. */
export const Contained: Story = {
  args: { variant: 'contained', message: 'Loading cards' },
  decorators: [
    (Story) => (
      <div style={{ width: 480, border: '1px dashed #7A8699' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: 'Loading cards' });
    const panel = spinner.parentElement;
    await expect(panel?.getBoundingClientRect().height).toBeLessThan(window.innerHeight);
  },
};

export const LongTextNarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: { message: 'Preparing your dashboard and loading the latest balances of every account you hold with us' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(320);
    const text = canvas.getByText(/Preparing your dashboard and loading/);
    await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
