import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack/index.js';
import { Text } from './Text.js';

const meta = {
  title: 'Layout/Text',
  component: Text,
  argTypes: {
    as: { control: 'inline-radio', options: ['p', 'span', 'div'] },
    size: { control: 'select', options: ['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'display'] },
    weight: { control: 'inline-radio', options: ['regular', 'medium', 'semibold', 'bold'] },
    tone: { control: 'inline-radio', options: ['inherit', 'default', 'muted', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Helper text under a title: `muted`, in the surrounding size. */
export const Muted: Story = {
  args: { tone: 'muted', children: 'We sent a code to the phone number ending in 42.' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/We sent a code/);
    await expect(text.tagName).toBe('P');
    await expect(getComputedStyle(text).color).toBe('rgb(74, 86, 104)');
    await expect(getComputedStyle(text).marginBottom).toBe('0px');
  },
};

/** The sizes and tones a screen uses: an amount, body text, small print, a status word. */
export const SizesAndTones: Story = {
  render: () => (
    <Stack gap="xs">
      <Text size="xl" weight="bold">
        $12,480.00
      </Text>
      <Text>Available balance</Text>
      <Text size="sm" tone="muted">
        Updated a minute ago
      </Text>
      <Text as="span" weight="medium" tone="warning">
        Processing
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByText('$12,480.00');
    await expect(getComputedStyle(amount).fontSize).toBe('22px');
    await expect(getComputedStyle(amount).fontWeight).toBe('700');
    await expect(getComputedStyle(canvas.getByText('Updated a minute ago')).fontSize).toBe('14px');
    await expect(canvas.getByText('Processing').tagName).toBe('SPAN');
  },
};

/** `truncate`: a long name in a narrow cell is cut with an ellipsis; the full name is its title. */
export const Truncated: Story = {
  render: () => (
    <div style={{ display: 'flex', width: 160 }}>
      <Text as="span" truncate title="Northwind Traders International Holdings">
        Northwind Traders International Holdings
      </Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByTitle('Northwind Traders International Holdings');
    await expect(name.getBoundingClientRect().width).toBeLessThanOrEqual(160);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};
