import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading } from '../Heading/index.js';
import { Stack } from '../Stack/index.js';
import { Text } from '../Text/index.js';
import { Surface } from './Surface.js';

const meta = {
  title: 'Layout/Surface',
  component: Surface,
  parameters: { layout: 'padded' },
  argTypes: {
    padding: { control: 'select', options: ['none', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
    radius: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg', 'xl'] },
    background: {
      control: 'select',
      options: ['surface', 'muted', 'info', 'primary', 'success', 'warning', 'danger', 'none'],
    },
    shadow: { control: 'inline-radio', options: ['none', 'sm', 'md'] },
  },
} satisfies Meta<typeof Surface>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card: white, lifted, its parts one under another; as an `article` with its heading. */
export const Card: Story = {
  args: {
    as: 'article',
    shadow: 'sm',
    border: true,
    gap: 'sm',
    'aria-labelledby': 'card-title',
    children: [
      <Heading key="title" level={3} id="card-title">
        Chase Business Checking
      </Heading>,
      <Text key="detail" size="sm" tone="muted">
        Connected on 12 March 2026
      </Text>,
    ],
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Chase Business Checking' });
    const style = getComputedStyle(card);
    await expect(style.paddingTop).toBe('16px');
    await expect(style.borderTopLeftRadius).toBe('12px');
    await expect(style.borderTopWidth).toBe('1px');
    await expect(style.backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(style.rowGap).toBe('8px');
  },
};

/** Tinted notes: a `p` with block and inline padding apart, in the info and success tints. */
export const Notes: Story = {
  render: () => (
    <Stack gap="sm">
      <Surface as="p" padding={['sm', 'md']} radius="md" background="info">
        Connect the account your company pays from.
      </Surface>
      <Surface as="p" padding="md" radius="md" background="success">
        Your credit application was received.
      </Surface>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const info = canvas.getByText(/Connect the account/);
    await expect(info.tagName).toBe('P');
    await expect(getComputedStyle(info).paddingTop).toBe('8px');
    await expect(getComputedStyle(info).paddingLeft).toBe('12px');
    await expect(getComputedStyle(info).marginTop).toBe('0px');
    await expect(getComputedStyle(canvas.getByText(/credit application/)).backgroundColor).toBe('rgb(229, 244, 234)');
  },
};

/** A section framed by a border only (`background="none"`): it takes its parent's colour. */
export const Outlined: Story = {
  render: () => (
    <Surface as="section" aria-label="Owner 1" background="none" border radius="md" gap="md">
      <Heading level={3}>Owner 1</Heading>
      <Text>Ana Ruiz, 40 %</Text>
    </Surface>
  ),
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Owner 1' });
    await expect(getComputedStyle(section).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(getComputedStyle(section).borderTopLeftRadius).toBe('8px');
  },
};
