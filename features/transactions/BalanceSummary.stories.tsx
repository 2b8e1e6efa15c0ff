import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withApi } from '../../.storybook/withApi.js';
import { BalanceSummary } from './BalanceSummary.js';

const BALANCES = { amount_spent: 6733.05, available_balance: 33266.95, total_balance: 40000 };

const meta = {
  title: 'Features/Transactions/BalanceSummary',
  component: BalanceSummary,
  decorators: [withApi],
  parameters: { feature: { signedInAs: 'admin@northwind.example' } },
} satisfies Meta<typeof BalanceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Widths the cards are seen at: a wide page, a tablet, a phone. */
const WIDTHS = ['100%', '600px', '320px'];

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * While the balances load, their placeholder takes the cards' place at the cards' size, on a wide screen,
 * a tablet and a phone, so the page below does not jump when the amounts arrive.
 */
export const PlaceholderIsAsTallAsTheCards: Story = {
  args: { balances: BALANCES, cashback: 103.85, loading: false },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, maxWidth: '100%' }}>
      <BalanceSummary balances={undefined} cashback={undefined} loading />
      <BalanceSummary {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const placeholder = canvas.getByRole('status');
    await expect(placeholder).toHaveTextContent('Loading balances');
    const cards = canvas.getByRole('region', { name: 'Balances' });
    const frame = placeholder.parentElement;
    if (!frame) throw new Error('no frame around the balances');
    for (const width of WIDTHS) {
      frame.style.width = width;
      await nextFrame();
      await expect(placeholder.getBoundingClientRect().height).toBeCloseTo(cards.getBoundingClientRect().height, 0);
    }
    frame.style.width = '';
  },
};
