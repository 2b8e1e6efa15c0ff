import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { arrangeDemoData, withApi } from '../../.storybook/withApi.js';
import type { VisualParameters } from '../../.storybook/visual.js';
import { centralToday, formatMoney } from '../format/index.js';
import { toApiDate } from '../format/apiDates.js';
import { defaultRange } from './model.js';
import { SpendPicture } from './SpendPicture.js';

/*
 * The spend picture on the demo handlers: every transaction of the scope and range read page by page
 * and aggregated in the browser. Canned handlers only for the failure and the wait.
 */

const TRANSACTIONS = '/api/v1/card/card/transaction';
const ADMIN_EMAIL = 'admin@northwind.example';
const today = centralToday();
const thisMonth = defaultRange(today);

const meta = {
  title: 'Features/Transactions/SpendPicture',
  component: SpendPicture,
  decorators: [withApi],
  parameters: { feature: { signedInAs: ADMIN_EMAIL } },
  args: { scale: 'company', range: thisMonth },
} satisfies Meta<typeof SpendPicture>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The amount spent the list endpoint reports for the same scope and range (the balance card's figure). */
async function amountSpent(scale: string, range: typeof thisMonth): Promise<number> {
  const token = arrangeDemoData((store) => store.find('users', (user) => user.email === ADMIN_EMAIL)?.auth_token);
  const query = new URLSearchParams({
    'transaction-scale': scale,
    'start-date': toApiDate(range.start),
    'end-date': toApiDate(range.end),
    page_size: '1',
  });
  const answer = await fetch(`${TRANSACTIONS}?${query.toString()}`, { headers: { Authorization: `Token ${token}` } });
  const body = (await answer.json()) as { results: { balances: { amount_spent: number } } };
  return body.results.balances.amount_spent;
}

/** This month of the company, by day: its total is the "Amount spent" of the same range, to the cent. */
export const CompanyThisMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const overTime = await canvas.findByRole('list', { name: 'Spend over time' }, { timeout: 8000 });
    await expect(within(overTime).getAllByRole('listitem')).toHaveLength(today.day);
    const spent = await amountSpent('company', thisMonth);
    await expect(
      canvas.getByText(new RegExp(`^${formatMoney(spent).replace(/[$.]/g, '\\$&')} across \\d+ transactions$`)),
    ).toBeVisible();
    const merchants = canvas.getByRole('list', { name: 'Top merchants' });
    await expect(within(merchants).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(within(merchants).getAllByRole('listitem').length).toBeLessThanOrEqual(5);
  },
};

/** Keyboard only: the bars are one Tab stop, then the table toggle shows the same figures as a table. */
export const TablesByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Spend over time' }, { timeout: 8000 });
    const [toggle] = canvas.getAllByRole('button', { name: 'Show table', pressed: false });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle?.closest('section')).toHaveAccessibleName('Spend over time');
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName(/^[A-Z][a-z]+ \d{1,2}, \d{4}: -?\$[\d,]+\.\d{2}$/);
    await userEvent.keyboard('{End}');
    await expect(document.activeElement).toHaveAccessibleName(new RegExp(`^[A-Z][a-z]+ ${today.day}, ${today.year}:`));
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    const table = await canvas.findByRole('table', { name: 'Spend over time' });
    await expect(within(table).getAllByRole('row')).toHaveLength(today.day + 1);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Spend']);
    // The table has no tab stop: the top merchants' toggle is next.
    await userEvent.tab();
    await expect(document.activeElement?.closest('section')).toHaveAccessibleName('Top merchants');
    await userEvent.keyboard(' ');
    const merchants = await canvas.findByRole('table', { name: 'Top merchants' });
    await expect(
      within(merchants)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Merchant', 'Spend']);
  },
};

/** A year is drawn by month (a range over 26 weeks). */
export const AYearByMonth: Story = {
  args: { range: { start: today.subtract({ months: 11 }).set({ day: 1 }), end: today } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const overTime = await canvas.findByRole('list', { name: 'Spend over time' }, { timeout: 20000 });
    await expect(within(overTime).getAllByRole('listitem')).toHaveLength(12);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show table' })[0] ?? overTime);
    await expect(
      within(canvas.getByRole('table', { name: 'Spend over time' })).getAllByRole('columnheader')[0],
    ).toHaveTextContent('Month');
  },
};

/** A quarter of the employee's own transactions, by week. */
export const MyQuarterByWeek: Story = {
  args: { scale: undefined, range: { start: today.subtract({ days: 89 }), end: today } },
  parameters: { feature: { signedInAs: 'employee@northwind.example' } },
  play: async ({ canvasElement }) => {
    const overTime = await within(canvasElement).findByRole('list', { name: 'Spend over time' }, { timeout: 8000 });
    const weeks = within(overTime).getAllByRole('listitem').length;
    await expect(weeks).toBeGreaterThanOrEqual(13);
    await expect(weeks).toBeLessThanOrEqual(14);
  },
};

/** Before the demo's 18 months there is nothing to draw. */
export const NoSpend: Story = {
  args: {
    range: { start: today.subtract({ years: 3 }).set({ day: 1 }), end: today.subtract({ years: 3 }).set({ day: 10 }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('No spend in this range')).toHaveLength(2), { timeout: 8000 });
    await expect(canvas.getByText('$0.00 across 0 transactions')).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: [http.get(TRANSACTIONS, () => HttpResponse.json({}, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The spend picture could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** A range of more than 10,000 transactions is not read whole: the picture says so after page 1. */
export const TooLongARange: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(TRANSACTIONS, () =>
          HttpResponse.json({ results: { transactions: { results: [], count: 10_001, total_pages: 101 } } }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'This range has more than 10,000 transactions, too many to draw. Choose a shorter range to see its spend picture.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    visual: {
      requestLeftOpen: 'the transactions are never answered: the story shows the picture loading',
    } satisfies VisualParameters,
    msw: {
      handlers: [
        http.get(TRANSACTIONS, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the spend picture');
  },
};
