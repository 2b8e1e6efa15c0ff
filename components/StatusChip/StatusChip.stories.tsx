import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const chip = within(canvasElement).getByText(/Waiting for the second approver/);
    await expect(chip.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(chip.scrollWidth).toBeLessThanOrEqual(chip.clientWidth);
  },
};

const body = within(document.body);

/** With a reason the chip is a button: keyboard focus shows the reason, Escape hides it, Enter shows it again. */
export const WithReason: Story = {
  args: { tone: 'danger', children: 'Blocked', reason: 'Blocked after three wrong PIN entries' },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'Blocked' });
    await userEvent.tab();
    await expect(chip).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Blocked after three wrong PIN entries');
    await expect(chip).toHaveAccessibleDescription('Blocked after three wrong PIN entries');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Blocked after three wrong PIN entries');
    await userEvent.tab();
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const WithReasonFocusVisible: Story = {
  args: { tone: 'warning', children: 'Pending review', reason: 'Our team reviews new recipients within a day' },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'Pending review' });
    await userEvent.tab();
    await expect(chip).toHaveAttribute('data-focus-visible');
    await expect(getComputedStyle(chip).outlineStyle).toBe('solid');
  },
};

/** Resting the pointer on the chip shows the reason after a short delay. */
export const WithReasonOnHover: Story = {
  args: { tone: 'info', children: 'Scheduled', reason: 'Sends on the 1st of every month' },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'Scheduled' });
    // The pointer first moves over the page: react-aria shows hover tooltips to pointer users.
    await userEvent.hover(canvasElement);
    await userEvent.hover(chip);
    await expect(await body.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
      'Sends on the 1st of every month',
    );
    await userEvent.unhover(chip);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument(), { timeout: 2000 });
  },
};

export const WithReasonNarrow: Story = {
  args: {
    tone: 'neutral',
    children: 'Inactive since the card holder left the company',
    reason:
      'Cards of people who leave the company are deactivated automatically on their last day; reassign the card to keep its subscriptions running.',
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const chip = within(canvasElement).getByRole('button', { name: /Inactive since/ });
    await expect(chip.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await userEvent.tab();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
