import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate } from '@internationalized/date';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findToast, withApi, findOpenDialog } from '../../.storybook/withApi.js';
import { TransactionsPage } from './TransactionsPage.js';

const meta = {
  title: 'Features/Transactions/TransactionsPage',
  component: TransactionsPage,
  decorators: [withApi],
  parameters: { feature: { signedInAs: 'admin@northwind.example', href: '/transactions' } },
} satisfies Meta<typeof TransactionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Requests a story's handlers saw on their way to the demo backend (each handler records, then passes on). */
const asked: URL[] = [];
const recording = (path: string) =>
  http.get(path, ({ request }) => {
    asked.push(new URL(request.url));
  });

const firstCell = async (canvasElement: HTMLElement) => {
  const grid = await within(canvasElement).findByRole('grid');
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 10_000 });
  return within(within(grid).getAllByRole('row')[1] ?? grid).getAllByRole('gridcell')[0];
};

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'My Transactions',
      'Team Transactions',
      'Company Transactions',
    ]);
    await firstCell(canvasElement);
    await expect(canvas.getByText('Amount Spent')).toBeVisible();
    await expect(canvas.getByText('Current Balance')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Redeem' })).toHaveAttribute(
      'href',
      '/withdrawals-cashback?tab=cashback-redemption',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Spend of total limit' })).toBeVisible();
    // Arrow keys move between the tabs and select them.
    await userEvent.click(canvas.getByRole('tab', { name: 'My Transactions' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Company Transactions' })).toHaveAttribute('aria-selected', 'true');
    await firstCell(canvasElement);
  },
};

export const EmployeeWritesAMemo: Story = {
  parameters: { feature: { signedInAs: 'employee@northwind.example' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['My Transactions']);
    await expect(canvas.queryByRole('link', { name: 'Redeem' })).not.toBeInTheDocument();
    const cell = await firstCell(canvasElement);
    cell?.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await findOpenDialog('Transaction Details');
    const memo = await within(drawer).findByRole('textbox', { name: 'Memo' });
    await expect(within(drawer).queryByText('Cashback')).not.toBeInTheDocument();
    await userEvent.clear(memo);
    await userEvent.type(memo, '   ');
    // A blank memo is not sent: Submit says why at the field.
    await userEvent.click(within(drawer).getByRole('button', { name: /Submit Memo|Update Memo/ }));
    await expect(await within(drawer).findByText('Please enter a memo')).toBeVisible();
    await expect(memo).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(memo);
    await userEvent.type(memo, 'Courier for the signed contracts');
    await userEvent.click(within(drawer).getByRole('button', { name: /Submit Memo|Update Memo/ }));
    await expect(await findToast(/Memo (submitted|updated) successfully!/)).toHaveAttribute('data-tone', 'success');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement?.closest('[role="grid"]')).not.toBeNull());
  },
};

/**
 * A typed range the page cannot load says why at the field and is never swapped for another: a month
 * after today's, a day November lacks; the grid never asks for a day after today.
 */
export const TypedRangeIsShownOrRefusedWithAReason: Story = {
  args: { today: new CalendarDate(2026, 11, 20) },
  parameters: { msw: { handlers: [recording('/api/v1/card/card/transaction')] } },
  // Before the render, not in play: the page asks for its first range as it mounts, which can be before play.
  beforeEach: () => {
    asked.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await firstCell(canvasElement);
    await expect(asked.length).toBeGreaterThan(0);
    const endDatesAsked = () => asked.map((url) => url.searchParams.get('end-date') ?? '');
    const segments = () => canvas.getAllByRole('spinbutton');
    const segment = (index: number) => {
      const found = segments()[index];
      if (!found) throw new Error(`No segment ${index}`);
      return found;
    };
    const shown = () =>
      segments()
        .map((each) => each.textContent)
        .join('/');
    await userEvent.click(segment(3));
    await userEvent.keyboard('12');
    await expect(shown()).toBe('11/01/2026/12/20/2026');
    await expect(canvas.getByText('The date range cannot go past today.')).toBeVisible();
    await userEvent.click(segment(3));
    await userEvent.keyboard('11');
    await userEvent.keyboard('31');
    await expect(shown()).toBe('11/01/2026/11/31/2026');
    await expect(canvas.getByText('This day does not exist in that month.')).toBeVisible();
    await expect(endDatesAsked().filter((end) => end > '2026-11-20')).toEqual([]);
  },
};

/**
 * Typing searches without Enter, once typing pauses, and what shows is the answer for the last input; on My
 * Transactions an admin finds only their own rows, and the grid keeps its pagination footer. (That one
 * pause asks once is useSettledText's unit test: here, on a loaded machine, a keystroke can come more than
 * the 300 ms pause after the one before, and a search for the text so far is then rightly asked.)
 */
export const SearchAsYouTypeWithinTheTab: Story = {
  parameters: { msw: { handlers: [recording('/api/v1/card/card-transactions/search')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    asked.length = 0;
    await firstCell(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'My Transactions' })).toHaveAttribute('aria-selected', 'true');
    const searchesAsked = () => [...asked];
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Transactions' }), 'Olivia');
    const grid = canvas.getByRole('grid', { name: 'My Transactions' });
    await waitFor(() => expect(searchesAsked().at(-1)?.searchParams.get('search')).toBe('olivia'), { timeout: 10_000 });
    // Any search asked on the way was for the text typed so far, within the tab.
    for (const url of searchesAsked()) {
      await expect('olivia'.startsWith(url.searchParams.get('search') ?? '-')).toBe(true);
      await expect(url.searchParams.has('transaction-scale')).toBe(false);
    }
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 10_000 });
    const holderColumn = within(grid)
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent?.includes('Card Holder'));
    const holders = within(grid)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('gridcell')[holderColumn]?.textContent);
    await expect(new Set(holders)).toEqual(new Set(['Olivia Chen']));
    await expect(await canvas.findByRole('navigation', { name: 'My Transactions pages' })).toBeVisible();
    // On Company Transactions the same text searches the company.
    await userEvent.click(canvas.getByRole('tab', { name: 'Company Transactions' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Transactions' }), 'Olivia');
    await waitFor(() =>
      expect(searchesAsked().some((url) => url.searchParams.get('transaction-scale') === 'company')).toBe(true),
    );
  },
};

export const HiddenBalances: Story = {
  parameters: {
    feature: {
      viewerChange: {
        company_setting: {
          beta_features_enabled: true,
          beta_features: ['HIDE_CURRENT_BALANCE', 'CUSTOM_AMOUNT_SPENT'],
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Amount Spent');
    await expect(canvas.queryByText('Current Balance')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Total Limit')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Redeem' })).not.toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  parameters: {
    msw: { handlers: [http.get('/api/v1/card/card/transaction', () => HttpResponse.json({}, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Something went wrong please try again later or contact admin.'),
    ).toBeVisible();
  },
};

/**
 * A failed search says so. The failure checked is the search for the whole text: on a loaded machine a
 * pause between two keystrokes can ask for "stap" first, whose failure then gives way to the next search's.
 */
export const SearchFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/card/card-transactions/search', ({ request }) => {
          asked.push(new URL(request.url));
          return HttpResponse.json({}, { status: 500 });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    asked.length = 0;
    await firstCell(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Transactions' }), 'Staples');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('search')).toBe('staples'));
    await expect(await canvas.findByText('Something went wrong, please try again or contact support.')).toBeVisible();
  },
};

export const TransactionFetchFails: Story = {
  parameters: {
    msw: {
      handlers: [http.get('/api/v1/card/card/transaction/:id', () => HttpResponse.json({}, { status: 500 }))],
    },
  },
  play: async ({ canvasElement }) => {
    const cell = await firstCell(canvasElement);
    cell?.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await findOpenDialog('Transaction Details');
    await expect(
      await within(drawer).findByText('Error fetching transaction. If this continues, please contact support.'),
    ).toBeInTheDocument();
  },
};

export const ExportFails: Story = {
  parameters: {
    msw: {
      handlers: [http.get('/api/v1/card/card/transaction/export', () => HttpResponse.json({}, { status: 500 }))],
    },
  },
  play: async ({ canvasElement }) => {
    await firstCell(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export Transactions' }));
    await expect(await findToast('Something went wrong please try again later.')).toHaveAttribute(
      'data-tone',
      'danger',
    );
  },
};

/** The host's content width at a 1280 px window: 1280 less the 248 px sidebar and 24 px padding each side. */
const CONTENT_WIDTH_AT_1280 = 984;

/**
 * At 1280 px dates keep their time and amounts their second currency (never cut), every column is in
 * view, and a cut name ends in an ellipsis with the full text on hover.
 */
export const ColumnsFitTheirContentAt1280: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: CONTENT_WIDTH_AT_1280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await firstCell(canvasElement);
    const grid = within(canvasElement).getByRole('grid');
    const right = grid.getBoundingClientRect().right;
    for (const header of within(grid).getAllByRole('columnheader')) {
      await expect(header.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5);
    }
    const rows = within(grid).getAllByRole('row').slice(1);
    for (const row of rows) {
      const [date, merchant, , , amount] = within(row).getAllByRole('gridcell');
      for (const uncut of [date, amount]) {
        await expect([uncut?.textContent, (uncut?.scrollWidth ?? 0) <= (uncut?.clientWidth ?? 0)]).toEqual([
          uncut?.textContent,
          true,
        ]);
      }
      await expect(merchant?.getAttribute('title')).toBe(merchant?.textContent);
    }
  },
};
