import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.js';
import { Badge } from './Badge.js';

const meta = {
  title: 'Progress and status/Badge',
  component: Badge,
  args: { children: 'New' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'primary', 'success', 'warning', 'danger', 'info'] },
    variant: { control: 'inline-radio', options: ['subtle', 'solid'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('New');
    await expect(badge).toHaveAttribute('data-tone', 'neutral');
    await expect(badge).not.toHaveAttribute('role');
    await expect(badge).not.toHaveAttribute('tabindex');
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      {(['neutral', 'primary', 'success', 'warning', 'danger', 'info'] as const).map((tone) => (
        <div key={tone} style={{ display: 'flex', gap: 8 }}>
          <Badge tone={tone}>{tone}</Badge>
          <Badge tone={tone} variant="solid">
            {`${tone} solid`}
          </Badge>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('danger solid')).toHaveAttribute('data-variant', 'solid');
    await expect(canvas.getByText('success')).toHaveAttribute('data-tone', 'success');
  },
};

/** Counts above the maximum show as "99+"; a label tells screen readers what the number means. */
export const CountWithLabel: Story = {
  args: { count: 128, label: '128 unread notifications', tone: 'danger', variant: 'solid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('128 unread notifications')).toBeInTheDocument();
  },
};

function InboxExample() {
  const [unread, setUnread] = useState(3);
  return (
    <Button variant="secondary" onPress={() => setUnread((n) => Math.max(0, n - 1))}>
      Inbox <Badge count={unread} tone="primary" variant="solid" label={`${unread} unread`} />
    </Button>
  );
}

/** Inside a button the badge's label joins the button's accessible name and follows the count. */
export const InsideButton: Story = {
  render: () => <InboxExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Inbox 3 unread' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Inbox 2 unread' })).toHaveFocus();
  },
};

export const LongTextNarrow: Story = {
  args: { children: 'Available once your company verification is complete', tone: 'info' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const badge = within(canvasElement).getByText(/Available once/);
    await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth);
  },
};
