import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.js';
import { ProgressBar } from './ProgressBar.js';

const meta = {
  title: 'Progress and status/ProgressBar',
  component: ProgressBar,
  args: { label: 'Monthly limit used', value: 40 },
  argTypes: {
    tone: { control: 'inline-radio', options: ['primary', 'success', 'warning', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fill width in % of the track. */
function fillPercent(bar: HTMLElement): number {
  const fill = bar.querySelector('[data-tone]');
  const track = fill?.parentElement;
  if (!fill || !track) throw new Error('progress bar has no track');
  return Math.round((fill.getBoundingClientRect().width / track.getBoundingClientRect().width) * 100);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Monthly limit used' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect(within(canvasElement).getByText('40%')).toBeVisible();
    await expect(fillPercent(bar)).toBe(40);
  },
};

/** Spending past the limit still shows a full bar, never more: the value is capped at 100 %. */
export const CappedAtFull: Story = {
  args: { value: 135, tone: 'danger', label: 'Card limit used' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Card limit used' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '100%');
    await expect(fillPercent(bar)).toBe(100);
  },
};

export const FlooredAtEmpty: Story = {
  args: { value: -20, label: 'Upload progress' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Upload progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(fillPercent(bar)).toBe(0);
  },
};

/** A value label in the caller's words, read by screen readers as the value. */
export const CustomValueLabel: Story = {
  args: { label: 'Team budget', value: 750, maxValue: 1000, valueLabel: '$750 of $1,000', tone: 'warning' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Team budget' });
    await expect(bar).toHaveAttribute('aria-valuetext', '$750 of $1,000');
    await expect(bar).toHaveAttribute('aria-valuemax', '1000');
    await expect(fillPercent(bar)).toBe(75);
  },
};

export const Indeterminate: Story = {
  args: { label: 'Uploading statement', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading statement' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).not.toHaveAttribute('aria-valuetext');
  },
};

/** Without a visible label the bar still has an accessible name. */
export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Onboarding progress', value: 3, maxValue: 5, size: 'sm' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Onboarding progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', '60%');
  },
};

function UploadExample() {
  const [value, setValue] = useState(0);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <ProgressBar label="Uploading receipt" value={value} tone={value >= 100 ? 'success' : 'primary'} />
      <Button onPress={() => setValue((v) => v + 45)}>Upload more</Button>
    </div>
  );
}

/** Progress moves with each key press and stops at 100 %. The bar itself is never a tab stop. */
export const UpdatesWithKeyboard: Story = {
  render: () => <UploadExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Uploading receipt' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Upload more' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '100%');
  },
};

export const LongTextNarrow: Story = {
  args: {
    label: 'Share of the quarterly marketing budget already committed to recurring subscriptions',
    value: 62,
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const bar = within(canvasElement).getByRole('progressbar', { name: /quarterly marketing budget/ });
    await expect(bar.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    await expect(fillPercent(bar)).toBe(62);
  },
};
