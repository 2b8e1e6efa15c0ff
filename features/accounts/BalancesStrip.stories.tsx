import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { arrangeDemoData, withApi } from '../../.storybook/withApi.js';
import { BalancesStrip } from './BalancesStrip.js';
import { BALANCES_LOAD_FAILED } from './messages.js';

const meta = {
  title: 'Features/Accounts/BalancesStrip',
  component: BalancesStrip,
  decorators: [withApi],
  parameters: { feature: { signedInAs: 'bookkeeper@northwind.example' } },
} satisfies Meta<typeof BalancesStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EachBalanceLinksToItsAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const strip = await canvas.findByRole('list', { name: 'Balances' }, { timeout: 10_000 });
    const links = within(strip).getAllByRole('link');
    await expect(links.length).toBeGreaterThanOrEqual(8);
    const usd = within(strip).getByRole('link', { name: /^US Dollar \$[\d,]+\.\d\d$/ });
    await expect(usd).toHaveAttribute('href', '/accounts/USD');
    await expect(within(strip).getByRole('link', { name: /^Euro €[\d,]+\.\d\d$/ })).toHaveAttribute(
      'href',
      '/accounts/EUR',
    );
    await userEvent.tab();
    await expect(usd).toHaveFocus();
  },
};

export const BalancesFailToLoad: Story = {
  beforeEach: () => arrangeDemoData((store) => store.injectFault({ path: '/account/balances', status: 500 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(BALANCES_LOAD_FAILED, {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Balances' }, { timeout: 10_000 })).toBeVisible();
  },
};
