import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/index.js';
import { Heading } from './Heading.js';

const meta = {
  title: 'Layout/Heading',
  component: Heading,
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    size: { control: 'select', options: ['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'display'] },
    weight: { control: 'inline-radio', options: ['regular', 'medium', 'semibold', 'bold'] },
    tone: { control: 'inline-radio', options: ['inherit', 'default', 'muted'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each level at its default size: 1 `xxl`, 2 `lg`, 3 `md`, 4 and 5 `sm`, 6 `xs`. */
export const Levels: Story = {
  args: { level: 1 },
  render: () => (
    <Stack gap="sm">
      <Heading level={1}>Payments</Heading>
      <Heading level={2}>Scheduled</Heading>
      <Heading level={3}>Acme Supplies Ltd</Heading>
      <Heading level={4}>Owner 1</Heading>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'Payments' });
    await expect(getComputedStyle(title).fontSize).toBe('28px');
    await expect(getComputedStyle(title).marginTop).toBe('0px');
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 2, name: 'Scheduled' })).fontSize).toBe('18px');
    await expect(canvas.getByRole('heading', { level: 4, name: 'Owner 1' }).tagName).toBe('H4');
  },
};

function FocusedStepTitle() {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <Stack gap="xs">
      <Heading level={1} size="xl" ref={title} tabIndex={-1}>
        Business details
      </Heading>
      <Heading level={2} size="sm" weight="semibold" tone="muted">
        Step 2 of 5
      </Heading>
    </Stack>
  );
}

/**
 * The size is chosen apart from the level: a wizard's step title is the page's `h1` in `xl`, focused by
 * script when the step changes (no ring: it is not a control); a quiet group label in `muted`.
 */
export const SizeApartFromLevel: Story = {
  args: { level: 1 },
  render: () => <FocusedStepTitle />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'Business details' });
    await expect(title).toHaveFocus();
    await expect(getComputedStyle(title).fontSize).toBe('22px');
    await expect(getComputedStyle(title).outlineStyle).toBe('none');
    const step = canvas.getByRole('heading', { level: 2, name: 'Step 2 of 5' });
    await expect(getComputedStyle(step).fontWeight).toBe('600');
    await expect(getComputedStyle(step).color).toBe('rgb(74, 86, 104)');
  },
};

/**
 * `breakAnywhere`: a long title with no space wraps inside a narrow column instead of widening it — after
 * each slash, where the caller marks the breaks with `<wbr>`, mid-word only as a last resort.
 */
export const BreakAnywhere: Story = {
  args: { level: 1 },
  render: () => (
    <div style={{ display: 'flex', width: 200 }}>
      <Heading level={1} lineHeight="tight" breakAnywhere>
        Withdrawals/
        <wbr />
        Cashback/
        <wbr />
        Redemptions
      </Heading>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Withdrawals/Cashback/Redemptions' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(200);
  },
};
