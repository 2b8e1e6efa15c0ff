import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertTriangle, Check, CreditCard } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Icon } from './Icon.js';

const meta = {
  title: 'Icons/Icon',
  component: Icon,
  args: { icon: CreditCard },
  argTypes: {
    icon: { control: false },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'display', 'inherit'] },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a label the icon is decorative: hidden from assistive technology. */
export const Decorative: Story = {
  render: (args) => (
    <p>
      <Icon {...args} /> Cards
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    const icon = canvasElement.querySelector('[data-icon]');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('Cards')).toBeVisible();
  },
};

/** With a label the icon is an image with that name. */
export const Labelled: Story = {
  args: { icon: AlertTriangle, label: 'Warning' },
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('img', { name: 'Warning' });
    await expect(icon).not.toHaveAttribute('aria-hidden');
  },
};

/** Sizes come from the type scale. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Icon icon={Check} size="xs" label="Extra small" />
      <Icon icon={Check} size="md" label="Medium" />
      <Icon icon={Check} size="xxl" label="Extra extra large" />
      <span style={{ fontSize: 40 }}>
        <Icon icon={Check} size="inherit" label="Inherited" />
      </span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const width = (name: string) => canvas.getByRole('img', { name }).getBoundingClientRect().width;
    await expect(width('Extra small')).toBe(12);
    await expect(width('Medium')).toBe(16);
    await expect(width('Extra extra large')).toBe(28);
    await expect(width('Inherited')).toBe(40);
  },
};
