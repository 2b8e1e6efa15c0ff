import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate } from '@internationalized/date';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { arrangeDemoData, findToast, withApi, findOpenDialog } from '../../.storybook/withApi.js';
import { createManualClock, QuoteClockProvider, type ManualClock } from '../fx/clock.js';
import { AccountPage } from './AccountPage.js';
import {
  ACTIVITY_LOAD_FAILED,
  BALANCE_LOAD_FAILED,
  NO_ACTIVITIES,
  NO_ACTIVITIES_HINT,
  STATEMENT_DOWNLOAD_FAILED,
} from './messages.js';

// The converter's debounce and 900 s quote run on this clock: time moves only when a story moves it.
const clock: ManualClock = createManualClock(Date.now());
const accountParams = (pathname: string) => ({ currency: /^\/accounts\/([^/?]+)/.exec(pathname)?.[1] });

const meta = {
  title: 'Features/Accounts/AccountPage',
  component: AccountPage,
  args: { today: new CalendarDate(2026, 3, 16) },
  decorators: [
    (Story) => (
      <QuoteClockProvider clock={clock}>
        <Story />
      </QuoteClockProvider>
    ),
    withApi,
  ],
  parameters: {
    feature: { signedInAs: 'bookkeeper@northwind.example', href: '/accounts/USD', matchParams: accountParams },
  },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const balanceCard = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Available balance' }));

export const UsdActivityWithDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'USD Account' })).toBeVisible();
    await expect(
      await balanceCard(canvasElement).findByText(/^\$[\d,]+\.\d\d$/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    const tabs = canvas.getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs).toEqual(['Activity', 'Add money', 'Statement']);
    const grid = await canvas.findByRole('grid', { name: 'Recent activity' });
    const rows = await within(grid).findAllByRole('row', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 10_000 });
    await expect(rows.length).toBeLessThanOrEqual(11);
    // The first row's date cell, once the rows have settled, reached and opened by the keyboard.
    const firstDate = await within(grid).findAllByRole(
      'gridcell',
      { name: /^\d\d\/\d\d\/\d{4}$/ },
      { timeout: 10_000 },
    );
    firstDate[0]?.focus();
    await waitFor(() => expect(firstDate[0]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await findOpenDialog(/^Activity details/);
    // The dialog fades in: its content is visible once the entry transition has run.
    await waitFor(() => expect(within(dialog).getByText('Created on')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const EurHasNoAddMoney: Story = {
  parameters: { feature: { href: '/accounts/EUR' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'EUR Account' })).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Activity', 'Statement']);
  },
};

export const AddMoneyShowsTheFundingDetails: Story = {
  parameters: { feature: { href: '/accounts/USD?tab=add-money' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'USD Account Details' })).toBeVisible();
    await expect(canvas.getByText('Payments up to $1,000,000 accepted per option')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^Copy / }).length).toBeGreaterThan(0), {
      timeout: 10_000,
    });
    await expect(canvas.queryByText('BIC SWIFT')).toBeNull();
    // Labels in sentence case, each apart from its value: no label runs under a long bank address.
    await expect(canvas.getAllByText('Account number').length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('heading', { name: 'Payment type: Regular' }).length).toBe(1);
    for (const term of canvasElement.querySelectorAll('dt')) {
      const value = term.nextElementSibling;
      if (!value) continue;
      const [a, b] = [term.getBoundingClientRect(), value.getBoundingClientRect()];
      const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      await expect({ term: term.textContent, overlap }).toEqual({ term: term.textContent, overlap: false });
    }
  },
};

export const ConvertTabConvertsByKeyboard: Story = {
  parameters: { feature: { href: '/accounts/USD?tab=convert' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Convert', selected: true })).toBeVisible();
    const amount = canvas.getByRole('textbox', { name: 'Sell amount' });
    await userEvent.click(amount);
    await userEvent.keyboard('100');
    await userEvent.tab();
    await expect(await canvas.findByText('The amount to send must be greater than 100')).toBeVisible();
    await userEvent.click(amount);
    await userEvent.keyboard('{Control>}a{/Control}150');
    await userEvent.tab();
    clock.advance(1000);
    await canvas.findByRole('timer', { name: 'Quote expires in' }, { timeout: 10_000 });
    const next = canvas.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(next).toBeEnabled());
    next.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findOpenDialog('Convert');
    await within(dialog).findByText(/Enter the 6 digit code sent to your phone/, {}, { timeout: 10_000 });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(
      await within(dialog).findByRole('heading', { name: 'Your conversion is complete' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const BalanceFailsWithTryAgain: Story = {
  beforeEach: () => arrangeDemoData((store) => store.injectFault({ path: '/account/get-balance', status: 500 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(BALANCE_LOAD_FAILED, {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(
      await balanceCard(canvasElement).findByText(/^\$[\d,]+\.\d\d$/, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The activity never answers, asked again or not (a fault of one use let the page's retry, ~5 s later, succeed). */
export const ActivityWithoutAnswer: Story = {
  beforeEach: () =>
    arrangeDemoData((store) =>
      store.injectFault({
        path: '/account/transferred-and-received-funds',
        status: 0,
        times: Number.POSITIVE_INFINITY,
      }),
    ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(ACTIVITY_LOAD_FAILED, {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const NoActivity: Story = {
  beforeEach: () =>
    arrangeDemoData((store) =>
      store.injectFault({
        path: '/account/transferred-and-received-funds',
        status: 200,
        body: { results: { data: { payments: [], inbound: [] } } },
      }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: NO_ACTIVITIES }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText(NO_ACTIVITIES_HINT)).toBeVisible();
  },
};

export const UnknownAccount: Story = {
  parameters: { feature: { href: '/accounts/XYZ' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'There is no XYZ account for your company.' },
        {
          timeout: 10_000,
        },
      ),
    ).toBeVisible();
  },
};

export const StatementDownloadFails: Story = {
  parameters: { feature: { href: '/accounts/USD?tab=statement' } },
  beforeEach: () => arrangeDemoData((store) => store.injectFault({ path: '/utility/export-statement', status: 500 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'XLSX' })).toBeChecked();
    canvas.getByRole('button', { name: 'Download' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await findToast(STATEMENT_DOWNLOAD_FAILED)).toBeInTheDocument();
  },
};
