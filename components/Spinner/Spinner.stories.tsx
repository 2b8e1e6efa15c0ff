import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Spinner } from './Spinner.js';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  args: { label: 'Loading transactions' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An indeterminate progress bar named by its label; the keyboard passes it by. */
export const Default: Story = {
  render: (args) => (
    <div>
      <Spinner {...args} />
      <button type="button">Next control</button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spinner = canvas.getByRole('progressbar', { name: 'Loading transactions' });
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next control' })).toHaveFocus();
  },
};

export const VisibleLabel: Story = {
  args: { showLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spinner = canvas.getByRole('progressbar', { name: 'Loading transactions' });
    await expect(canvas.getByText('Loading transactions')).toBeVisible();
    await expect(spinner).toHaveAttribute('aria-labelledby');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner {...args} label="Small" size="sm" />
      <Spinner {...args} label="Medium" size="md" />
      <Spinner {...args} label="Large" size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('progressbar', { name: 'Small' }).getBoundingClientRect().height;
    const large = canvas.getByRole('progressbar', { name: 'Large' }).getBoundingClientRect().height;
    await expect(large).toBeGreaterThan(small);
  },
};

/** Finds the style rules that apply to `element` inside `@media (prefers-reduced-motion: reduce)`. */
function reducedMotionRulesFor(element: Element): CSSStyleRule[] {
  const found: CSSStyleRule[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.conditionText.includes('prefers-reduced-motion')) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (inner instanceof CSSStyleRule && element.matches(inner.selectorText)) found.push(inner);
      }
    }
  }
  return found;
}

/** Under reduced motion the ring stops turning (checked on the stylesheet the page uses). */
export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: 'Loading transactions' });
    const ring = spinner.querySelector('[aria-hidden="true"]');
    await expect(ring).not.toBeNull();
    if (!ring) return;
    await expect(getComputedStyle(ring).animationName).not.toBe('none');
    const rules = reducedMotionRulesFor(ring);
    await expect(rules.some((rule) => rule.style.animationName === 'none' || rule.style.animation === 'none')).toBe(
      true,
    );
  },
};

export const LongTextNarrow: Story = {
  args: {
    showLabel: true,
    label: 'Loading every transaction of the last twelve months for all of your cards and accounts',
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const spinner = within(canvasElement).getByRole('progressbar', { name: /Loading every transaction/ });
    await expect(spinner.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
