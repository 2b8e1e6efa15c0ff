import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.js';
import { CountdownRing } from './CountdownRing.js';

const meta = {
  title: 'Feedback/CountdownRing',
  component: CountdownRing,
  args: { duration: 900, label: 'Quote expires in', onExpire: fn() },
} satisfies Meta<typeof CountdownRing>;

export default meta;
type Story = StoryObj<typeof meta>;

const ringOf = (root: HTMLElement) => root.querySelector('circle[pathLength]') as SVGCircleElement;

/** A 15-minute quote: mm:ss inside a ring that sweeps with CSS. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer', { name: 'Quote expires in' });
    await expect(timer).toHaveTextContent('15:00');
    await expect(timer).toHaveTextContent('15 minutes');
    const style = getComputedStyle(ringOf(canvasElement));
    await expect(style.animationName).not.toBe('none');
    await expect(style.animationDuration).toBe('900s');
    await waitFor(() => expect(timer).toHaveTextContent('14:59'), { timeout: 2500 });
  },
};

/** Counting down to a fixed moment; the part already elapsed is drawn as spent. */
export const FromExpiresAt: Story = {
  render: (args) => <CountdownRing {...args} expiresAt={Date.now() + 300_000} />,
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer', { name: 'Quote expires in' });
    await expect(timer).toHaveTextContent('05:00');
    await expect(parseFloat(getComputedStyle(ringOf(canvasElement)).animationDelay)).toBeLessThanOrEqual(-599);
  },
};

/** Small ring followed by the digits and a visible label, for a converter's side panel. */
export const Inline: Story = {
  args: { variant: 'inline', isLabelVisible: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: 'Quote expires in' })).toHaveTextContent('15:00');
    await expect(canvas.getByText('Quote expires in')).toBeVisible();
  },
};

/** Under a minute left: the ring and digits turn to the warning colour. */
export const LastMinute: Story = {
  render: (args) => <CountdownRing {...args} expiresAt={Date.now() + 45_000} />,
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer', { name: 'Quote expires in' });
    await expect(timer).toHaveTextContent('00:45');
    await expect(canvasElement.querySelector('[data-urgency]')).toHaveAttribute('data-urgency', 'warning');
  },
};

/** Ten seconds or less: the critical colour. */
export const LastSeconds: Story = {
  render: (args) => <CountdownRing {...args} expiresAt={Date.now() + 8_000} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-urgency]')).toHaveAttribute('data-urgency', 'critical');
  },
};

/** Reduced motion: no sweep; the ring steps with the digits. */
export const ReducedMotion: Story = {
  args: { reduceMotion: true },
  play: async ({ canvasElement }) => {
    const ring = ringOf(canvasElement);
    await expect(getComputedStyle(ring).animationName).toBe('none');
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('15:00');
  },
};

function RefreshableQuote({ onExpire }: { onExpire?: () => void }) {
  const [expiresAt, setExpiresAt] = useState(() => Date.now() + 1_500);
  return (
    <CountdownRing
      duration={900}
      expiresAt={expiresAt}
      label="Quote expires in"
      onExpire={onExpire}
      expiredMessage="Quote expired"
      expiredAction={
        <Button size="sm" variant="secondary" onPress={() => setExpiresAt(Date.now() + 900_000)}>
          Refresh quote
        </Button>
      }
    />
  );
}

/** Expiry shows a message and a way to get more time (WCAG 2.2.1); refreshing restarts the clock. */
export const ExpiredWithRefresh: Story = {
  render: (args) => <RefreshableQuote onExpire={args.onExpire} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const refresh = await canvas.findByRole('button', { name: 'Refresh quote' }, { timeout: 3000 });
    await expect(args.onExpire).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:00');
    await expect(canvas.getByText('Quote expired')).toBeVisible();
    await userEvent.tab();
    await expect(refresh).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('timer')).toHaveTextContent('15:00');
    await expect(canvas.queryByRole('button', { name: 'Refresh quote' })).not.toBeInTheDocument();
  },
};

export const LargeRing: Story = {
  args: { size: '160px', isLabelVisible: true, duration: 3600 },
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer', { name: 'Quote expires in' });
    await expect(timer).toHaveTextContent('60:00');
    const box = timer.parentElement as HTMLElement;
    await expect(Math.round(box.getBoundingClientRect().width)).toBe(160);
  },
};

export const NarrowViewport: Story = {
  args: { variant: 'inline', isLabelVisible: true, label: 'This exchange rate is held for you for another' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer.closest('[data-variant]')?.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
