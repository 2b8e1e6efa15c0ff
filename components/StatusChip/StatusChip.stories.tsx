import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusChip } from './StatusChip.js';

const meta = {
  title: 'Progress and status/StatusChip',
  component: StatusChip,
  args: { children: 'Active', tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: ['success', 'warning', 'danger', 'info', 'neutral'] } },
} satisfies Meta<typeof StatusChip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain status: text with a coloured dot, not a tab stop. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByText('Active');
    await expect(chip).toHaveAttribute('data-tone', 'success');
    await expect(chip).not.toHaveAttribute('tabindex');
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusChip tone="success">Active</StatusChip>
      <StatusChip tone="warning">Pending review</StatusChip>
      <StatusChip tone="danger">Blocked</StatusChip>
      <StatusChip tone="info">Scheduled</StatusChip>
      <StatusChip tone="neutral">Draft</StatusChip>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Blocked')).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByText('Draft')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const LongTextNarrow: Story = {
  args: { tone: 'warning', children: 'Waiting for the second approver from the finance department' },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByText(/Waiting for the second approver/);
    await expect(chip.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(chip.scrollWidth).toBeLessThanOrEqual(chip.clientWidth);
  },
};
