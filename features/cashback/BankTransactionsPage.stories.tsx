import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { arrangeDemoData, withApi } from '../../.storybook/withApi.js';
import { BankTransactionsPage } from './BankTransactionsPage.js';

const meta = {
  title: 'Features/Cashback/BankTransactionsPage',
  component: BankTransactionsPage,
  decorators: [withApi],
  parameters: { feature: { signedInAs: 'bookkeeper@northwind.example', href: '/bank/transactions' } },
} satisfies Meta<typeof BankTransactionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PreAuthorizedDebits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bank Transactions' })).toBeVisible();
    const grid = await canvas.findByRole('grid', { name: 'Bank Transactions' }, { timeout: 10_000 });
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(2), { timeout: 10_000 });
    await expect(within(grid).getAllByRole('button', { name: /Failed/ }).length).toBeGreaterThan(0);
    await expect(within(grid).getAllByText('Processing').length).toBeGreaterThan(0);
  },
};

export const FailsToLoad: Story = {
  beforeEach: () => arrangeDemoData((store) => store.injectFault({ path: '/bank/customer-withdrawal', status: 500 })),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'There seems to be an error loading withdrawals. Please try again later or contact our team for help.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};
