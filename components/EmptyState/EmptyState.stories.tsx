import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Inbox, Receipt } from 'lucide-react';
import { Button } from '../Button/index.js';
import { Icon } from '../Icon/index.js';
import { EmptyState } from './EmptyState.js';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No transactions yet',
    description: 'Transactions appear here as soon as you pay with one of your cards.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No transactions yet' })).toBeVisible();
    await expect(canvas.getByText(/appear here as soon as/)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

function WithActionExample() {
  const [created, setCreated] = useState(0);
  return (
    <EmptyState
      icon={<Icon icon={Receipt} size="xxl" />}
      title={created ? `${created} card requested` : 'No cards yet'}
      description="Create a virtual card to start paying online."
      action={<Button onPress={() => setCreated((n) => n + 1)}>Create a card</Button>}
    />
  );
}

/** The action is reached with Tab and runs with Enter; the icon is hidden from assistive technology. */
export const WithActionAndIcon: Story = {
  render: () => <WithActionExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Create a card' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: '1 card requested' })).toBeVisible();
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** The heading level follows the page outline. */
export const HeadingLevel: Story = {
  args: { headingLevel: 3, icon: <Icon icon={Inbox} size="xxl" />, title: 'No receipts to match' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: 'No receipts to match' })).toBeVisible();
  },
};

export const LongTextNarrow: Story = {
  args: {
    title: 'None of your team members have requested a reimbursement in the selected period',
    description:
      'Try another date range or clear the filters for department, card holder and category to see every reimbursement request.',
    action: <Button fullWidth>Clear all filters</Button>,
  },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: /None of your team members/ });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear all filters' })).toHaveFocus();
  },
};
