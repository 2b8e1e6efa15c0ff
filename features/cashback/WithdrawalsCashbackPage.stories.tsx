import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { arrangeDemoData, findToast, withApi } from '../../.storybook/withApi.js';
import type { User } from '../session/user.js';
import { WithdrawalsCashbackPage } from './WithdrawalsCashbackPage.js';

const NORTHWIND_SETTING = { beta_features_enabled: true, beta_features: ['RECEIPT_APPROVAL', 'REDEEM_CASHBACK'] };
const ADMIN: User = {
  id: 1,
  email: 'admin@northwind.example',
  permission_level: 1,
  company_setting: NORTHWIND_SETTING,
};
const BOOKKEEPER: User = {
  id: 2,
  email: 'bookkeeper@northwind.example',
  permission_level: 2,
  company_setting: NORTHWIND_SETTING,
};

const meta = {
  title: 'Features/Cashback/WithdrawalsCashbackPage',
  component: WithdrawalsCashbackPage,
  decorators: [withApi],
  parameters: { feature: { signedInAs: ADMIN.email, href: '/withdrawals-cashback' } },
} satisfies Meta<typeof WithdrawalsCashbackPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD_FAILED =
  'There seems to be an error loading withdrawals. Please try again later or contact our team for help.';

async function filledGrid(canvasElement: HTMLElement, name: string) {
  const grid = await within(canvasElement).findByRole('grid', { name }, { timeout: 10_000 });
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(2), { timeout: 10_000 });
  return grid;
}

export const WithdrawalsWithEveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Withdrawals/Cashback' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Withdrawals' })).toHaveAttribute('aria-selected', 'true');
    const grid = await filledGrid(canvasElement, 'Withdrawals');
    await expect(within(grid).getAllByText('Processing').length).toBeGreaterThan(0);
    // Processing shows no chip; the other states do.
    await expect(within(grid).getAllByText('Success').length).toBeGreaterThan(0);
    await expect(within(grid).getAllByText('Reverted').length).toBeGreaterThan(0);
    const failed = within(grid).getAllByRole('button', { name: /Failed/ })[0];
    if (!failed) throw new Error('No failed withdrawal');
    failed.focus();
    await userEvent.keyboard('{Enter}');
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(/\(R\d\d\)/);
    await expect(failed).toHaveAccessibleDescription(tooltip.textContent ?? '');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
    await expect(canvas.getByRole('link', { name: 'Bank Transactions' })).toHaveAttribute('href', '/bank/transactions');
  },
};

/** The bookkeeper reaches /bank/transactions from the Withdrawals tab too (issue 28 item 15). */
export const BookkeeperFindsTheBankTransactions: Story = {
  parameters: { feature: { signedInAs: BOOKKEEPER.email } },
  play: async ({ canvasElement }) => {
    await filledGrid(canvasElement, 'Withdrawals');
    await expect(within(canvasElement).getByRole('link', { name: 'Bank Transactions' })).toHaveAttribute(
      'href',
      '/bank/transactions',
    );
  },
};

export const CashbackWithLifetimeTotals: Story = {
  parameters: { feature: { href: '/withdrawals-cashback?tab=cashback' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Cashback' })).toHaveAttribute('aria-selected', 'true');
    await filledGrid(canvasElement, 'Cashback');
    const earned = canvas.getByText('Lifetime Cashback Earned').nextElementSibling;
    await waitFor(() => expect(earned?.textContent).toMatch(/^\$[\d,]+\.\d\d$/));
    await expect(canvas.getByText('Lifetime Cashback Redeemed')).toBeVisible();
  },
};

export const AdminRedeemsBelowAndAboveTheMinimum: Story = {
  parameters: { feature: { href: '/withdrawals-cashback?tab=cashback-redemption' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Redemption Requests' })).toHaveAttribute('aria-selected', 'true');
    const grid = await filledGrid(canvasElement, 'Redemption Requests');
    const unresolved = within(grid).queryAllByText('Unresolved').length;
    const amount = canvas.getByRole('textbox', { name: 'Amount to redeem' });
    await userEvent.type(amount, '99.99');
    await userEvent.click(canvas.getByRole('button', { name: 'Request Redemption' }));
    await expect(await findToast('Cashback below $100 cannot be redeemed.')).toBeInTheDocument();
    await waitFor(() => expect(amount).toHaveFocus());
    await expect(amount).toHaveAccessibleDescription(/Cashback below \$100 cannot be redeemed\./);
    await userEvent.clear(amount);
    await userEvent.type(amount, '120');
    await userEvent.keyboard('{Enter}');
    await expect(
      await findToast('Cashback Redemption Request Created, our team will get back to you shortly.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(grid).getAllByText('Unresolved')).toHaveLength(unresolved + 1));
    await expect(amount).toHaveValue('');
  },
};

/** -150 stays -150 and is refused with the minimum's text; it never becomes a $150 request. */
export const NegativeRedemptionIsRefusedAsTyped: Story = {
  parameters: { feature: { href: '/withdrawals-cashback?tab=cashback-redemption' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await filledGrid(canvasElement, 'Redemption Requests');
    const unresolved = within(grid).queryAllByText('Unresolved').length;
    const amount = canvas.getByRole('textbox', { name: 'Amount to redeem' });
    await userEvent.type(amount, '-150');
    await userEvent.keyboard('{Enter}');
    await expect(await findToast('Cashback below $100 cannot be redeemed.')).toBeInTheDocument();
    await expect(amount).toHaveValue('-$150.00');
    await expect(amount).toHaveAccessibleDescription(/Cashback below \$100 cannot be redeemed\./);
    await userEvent.clear(amount);
    await userEvent.type(amount, '999999999999');
    await userEvent.keyboard('{Enter}');
    await expect(await findToast('Cashback above $99,999,999 cannot be redeemed.')).toBeInTheDocument();
    await expect(amount).toHaveValue('$999,999,999,999.00');
    await expect(within(grid).queryAllByText('Unresolved')).toHaveLength(unresolved);
  },
};

export const RedemptionRefusedByTheServer: Story = {
  parameters: { feature: { href: '/withdrawals-cashback?tab=cashback-redemption' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await filledGrid(canvasElement, 'Redemption Requests');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount to redeem' }), '99999999');
    await userEvent.click(canvas.getByRole('button', { name: 'Request Redemption' }));
    // The server's results.response (§8).
    await expect(await findToast(/The amount exceeds your redeemable cashback of \$/)).toBeInTheDocument();
  },
};

export const BookkeeperSeesRequestsWithoutTheForm: Story = {
  parameters: { feature: { signedInAs: BOOKKEEPER.email, href: '/withdrawals-cashback?tab=cashback-redemption' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await filledGrid(canvasElement, 'Redemption Requests');
    await expect(within(grid).getAllByText(/^(Resolved|Unresolved)$/).length).toBeGreaterThan(1);
    await expect(canvas.queryByRole('button', { name: 'Request Redemption' })).toBeNull();
  },
};

export const WithdrawalsFailToLoad: Story = {
  beforeEach: () => arrangeDemoData((store) => store.injectFault({ path: '/bank/customer-withdrawal', status: 500 })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(LOAD_FAILED, {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const CashbackFailsToLoad: Story = {
  parameters: { feature: { href: '/withdrawals-cashback?tab=cashback' } },
  beforeEach: () => arrangeDemoData((store) => store.injectFault({ path: '/card/card/cashback', status: 0 })),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(LOAD_FAILED, {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const RedemptionRequestsFailToLoad: Story = {
  parameters: { feature: { href: '/withdrawals-cashback?tab=cashback-redemption' } },
  beforeEach: () =>
    arrangeDemoData((store) =>
      store.injectFault({ path: '/company/cashback-redemption-request', method: 'GET', status: 503 }),
    ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(LOAD_FAILED, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** The line boxes a word of the page's heading takes: one each when the title breaks only at its slash. */
function linesOf(heading: HTMLElement, word: string): number {
  const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(word) ?? -1;
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + word.length);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  }
  return 0;
}

/** Too narrow for the title on one line, it breaks after the slash ("Withdrawals/" then "Cashback"), never mid-word. */
export const TitleBreaksAtTheSlash: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Withdrawals/Cashback' });
    await expect(heading.getClientRects().length).toBeGreaterThan(0);
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(
      parseFloat(getComputedStyle(heading).fontSize) * 1.5,
    );
    await expect(linesOf(heading, 'Withdrawals')).toBe(1);
    await expect(linesOf(heading, 'Cashback')).toBe(1);
  },
};
