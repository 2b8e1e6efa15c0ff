import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.js';
import { Skeleton } from './Skeleton.js';

const meta = {
  title: 'Progress and status/Skeleton',
  component: Skeleton,
  args: { lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const shapesIn = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('[data-shape]'));

/** Text lines, hidden from assistive technology; the last of several is shorter. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const lines = shapesIn(canvasElement);
    await expect(lines).toHaveLength(3);
    await expect(canvasElement.querySelector('[data-skeleton]')).toHaveAttribute('aria-hidden', 'true');
    const [first, , last] = lines.map((line) => line.getBoundingClientRect().width);
    await expect(last).toBeLessThan(first ?? 0);
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Skeleton shape="circle" width={48} />
      <Skeleton shape="rect" height={120} />
      <Skeleton width="50%" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [circle, rect, text] = shapesIn(canvasElement);
    await expect(circle?.getBoundingClientRect().width).toBe(48);
    await expect(circle?.getBoundingClientRect().height).toBe(48);
    await expect(rect?.getBoundingClientRect().height).toBe(120);
    await expect(text?.getBoundingClientRect().width).toBe(210);
  },
};

/** With a label, a placeholder area announces what is loading, once, as a polite status. */
export const LabelledArea: Story = {
  render: () => (
    <Skeleton label="Loading card details">
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" />
        <Skeleton lines={2} />
      </div>
      <Skeleton shape="rect" height={80} />
    </Skeleton>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading card details');
    await expect(shapesIn(status)).toHaveLength(4);
    for (const shape of shapesIn(status)) await expect(shape.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

function BusyList() {
  const [loading, setLoading] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Button variant="secondary" onPress={() => setLoading((value) => !value)}>
        {loading ? 'Show transactions' : 'Refresh'}
      </Button>
      <section aria-label="Transactions" aria-busy={loading}>
        {loading ? (
          <Skeleton lines={4} />
        ) : (
          <ul>
            <li>Coffee Roasters · $12.40</li>
            <li>Office Supplies · $86.10</li>
          </ul>
        )}
      </section>
    </div>
  );
}

/** The container that reloads carries `aria-busy`; the unlabelled skeleton inside stays silent. */
export const BusyContainer: Story = {
  render: () => <BusyList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Transactions' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryByRole('listitem')).not.toBeInTheDocument();
    await expect(shapesIn(region)).toHaveLength(4);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(2));
    await expect(region).toHaveAttribute('aria-busy', 'false');
  },
};

/** The shimmer runs normally and stops under `prefers-reduced-motion` (checked on the stylesheet). */
export const ReducedMotion: Story = {
  args: { lines: 1 },
  play: async ({ canvasElement }) => {
    const [shape] = shapesIn(canvasElement);
    await expect(shape).toBeDefined();
    if (!shape) return;
    await expect(getComputedStyle(shape).animationName).not.toBe('none');
    const reduced = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules))
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .filter((rule) => rule.conditionText.includes('prefers-reduced-motion'))
      .flatMap((rule) => Array.from(rule.cssRules))
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && shape.matches(rule.selectorText));
    await expect(reduced.some((rule) => rule.style.animationName === 'none')).toBe(true);
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  render: () => (
    <div>
      <Skeleton shape="rect" width={480} height={64} />
      <Skeleton lines={2} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    for (const shape of shapesIn(canvasElement)) {
      await expect(shape.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    }
  },
};
