import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BarChart, type BarChartDatum } from './BarChart.js';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const days: BarChartDatum[] = Array.from({ length: 14 }, (_, index) => ({
  key: `day-${index + 1}`,
  label: `Mar ${index + 1}`,
  description: `March ${index + 1}, 2025`,
  value: [120, 80, 0, 410.5, 260, 95, 30, 600, 150, 75, 0, 330, 220, 40][index] ?? 0,
}));

const merchants: BarChartDatum[] = [
  { key: 'delta', label: 'Delta Air Lines', value: 2450 },
  { key: 'marriott', label: 'Marriott', value: 1320.4 },
  { key: 'staples', label: 'Staples', value: 610 },
  { key: 'uber', label: 'Uber', value: 212.75 },
  { key: 'blue-bottle', label: 'Blue Bottle Coffee', value: 48.2 },
];

const meta = {
  title: 'Data display/BarChart',
  component: BarChart,
  args: {
    title: 'Spend over time',
    data: days,
    formatValue: (value: number) => money.format(value),
    categoryHeader: 'Day',
    valueHeader: 'Spend',
    summary: '$2,410.50 in March 1 – 14, 2025',
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fill size of a bar in % (its CSS variable). */
const barSize = (bar: HTMLElement) => bar.querySelector<HTMLElement>('[style]')?.style.getPropertyValue('--bar-size');

/** Columns over time: one Tab stop, the arrow keys, Home and End move between bars, each read with its value. */
export const OverTime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Spend over time' });
    await expect(list).toHaveAccessibleDescription('Use the arrow keys to move between bars.');
    // A description, not page text read again after the bars.
    await expect(canvas.getByText('Use the arrow keys to move between bars.')).not.toBeVisible();
    const bars = within(list).getAllByRole('listitem');
    await expect(bars).toHaveLength(14);
    // The tallest bar is full height; the others in proportion.
    await expect(barSize(bars[7] as HTMLElement)).toBe('100%');
    await expect(barSize(bars[0] as HTMLElement)).toBe('20%');

    await userEvent.tab();
    await userEvent.tab();
    const first = canvas.getByRole('listitem', { name: 'March 1, 2025: $120.00' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('listitem', { name: 'March 2, 2025: $80.00' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('listitem', { name: 'March 14, 2025: $40.00' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('listitem', { name: 'March 14, 2025: $40.00' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    // The focused bar shows its value.
    await expect(within(first).getByText('$120.00')).toBeVisible();
    // Leaving and coming back lands on the last focused bar: only one bar is in the Tab order.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(first).toHaveFocus();
    await expect(bars.filter((bar) => bar.tabIndex === 0)).toHaveLength(1);
  },
};

/** The same data as a table: the toggle keeps its name and reports its state with aria-pressed. */
export const TableAlternative: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show table' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = canvas.getByRole('table', { name: 'Spend over time' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Spend']);
    await expect(within(table).getByRole('rowheader', { name: 'March 4, 2025' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '$410.50' })).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('list', { name: 'Spend over time' })).toBeVisible();
  },
};

/** A ranked list: every value is written beside its bar. */
export const Ranked: Story = {
  args: {
    title: 'Top merchants',
    data: merchants,
    orientation: 'horizontal',
    categoryHeader: 'Merchant',
    summary: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Top merchants' });
    await expect(within(list).getByText('$2,450.00')).toBeVisible();
    await expect(within(list).getByText('Blue Bottle Coffee')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('listitem', { name: 'Delta Air Lines: $2,450.00' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('listitem', { name: 'Marriott: $1,320.40' })).toHaveFocus();
  },
};

/** Negative values (credits) keep their value with an empty bar; an all-zero chart stays flat. */
export const NegativeAndZero: Story = {
  args: {
    data: [
      { key: 'a', label: 'Mar 1', value: -30 },
      { key: 'b', label: 'Mar 2', value: 0 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [credit, zero] = canvas.getAllByRole('listitem');
    await expect(credit).toHaveAccessibleName('Mar 1: -$30.00');
    await expect(barSize(credit as HTMLElement)).toBe('0%');
    await expect(barSize(zero as HTMLElement)).toBe('0%');
  },
};

export const Empty: Story = {
  args: { data: [], emptyMessage: 'No spend in this range' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No spend in this range')).toBeVisible();
  },
};

/** Under prefers-reduced-motion the bars appear at once (the motion tokens drop to 0 ms). */
export const ReducedMotion: Story = {
  beforeEach: () => {
    const root = document.documentElement.style;
    for (const name of ['fast', 'normal', 'slow']) root.setProperty(`--spend-motion-${name}`, '0ms');
    return () => {
      for (const name of ['fast', 'normal', 'slow']) root.removeProperty(`--spend-motion-${name}`);
    };
  },
  play: async ({ canvasElement }) => {
    const fills = [...canvasElement.querySelectorAll<HTMLElement>('[style*="--bar-size"]')];
    await expect(fills.length).toBe(14);
    const durations = fills.flatMap((fill) =>
      fill.getAnimations().map((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0)),
    );
    await expect(durations.every((duration) => duration === 0)).toBe(true);
  },
};

/** On a 320 px screen the columns narrow and fewer day labels show. */
export const At320: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: {
    summary: '$5,605.00 in March 1 – 31, 2025',
    data: Array.from({ length: 31 }, (_, index) => ({
      key: `d${index}`,
      label: `Mar ${index + 1}`,
      value: (index * 37) % 400,
    })),
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Spend over time' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
  },
};

/** The day labels shown under the bars, as laid out: no two may touch. */
function shownAxisLabels(canvasElement: HTMLElement) {
  return [...canvasElement.querySelectorAll<HTMLElement>('[data-bar-label]:not([data-hidden])')].map((label) =>
    label.getBoundingClientRect(),
  );
}

/** Each shown day label is at least 4 px from the next. */
function expectLabelsApart(canvasElement: HTMLElement) {
  const labels = shownAxisLabels(canvasElement);
  expect(labels.length).toBeGreaterThan(1);
  labels.forEach((label, index) => {
    const next = labels[index + 1];
    if (next) expect(next.left - label.right).toBeGreaterThanOrEqual(4);
  });
}

const novemberDays = Array.from({ length: 25 }, (_, index) => ({
  key: `n${index}`,
  label: `Nov ${index + 1}`,
  value: 50 + ((index * 53) % 300),
}));

/** Two frames: the one in which the page's last change is laid out (and observed), and the next. */
const framesDrawn = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** The axis drops labels to fit the width: at 320 px and at 640 px the shown day labels never touch. */
export const AxisLabelsNeverTouch: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: { data: novemberDays, summary: '$4,550.00 in November 1 – 25, 2025' },
  play: async ({ canvasElement }) => {
    // As drawn in the page's font: on a loaded machine Inter can arrive after the chart's first measure.
    await document.fonts.ready;
    await framesDrawn();
    expectLabelsApart(canvasElement);
  },
};

/**
 * Labels that grow after the first measure, as when the web font arrives late, are measured again: the
 * axis drops more of them and the shown ones still never touch. (Measured only with the chart, the labels
 * kept their first spacing and touched.)
 */
export const AxisLabelsFollowTheirFont: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  args: { data: novemberDays, summary: '$4,550.00 in November 1 – 25, 2025' },
  play: async ({ canvasElement }) => {
    await document.fonts.ready;
    await framesDrawn();
    const shownBefore = shownAxisLabels(canvasElement).length;
    // A wider face than the page's, for the labels only: the chart's own width does not change.
    for (const label of canvasElement.querySelectorAll<HTMLElement>('[data-bar-label]')) {
      label.style.fontFamily = 'monospace';
      label.style.letterSpacing = '1px';
    }
    await waitFor(() => expect(shownAxisLabels(canvasElement).length).toBeLessThan(shownBefore));
    expectLabelsApart(canvasElement);
  },
};
