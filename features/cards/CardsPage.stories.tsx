import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findOpenDialog, findToast, withApi } from '../../.storybook/withApi.js';
import type { User } from '../session/user.js';
import { useCards } from './api.js';
import { CardDrawer } from './CardDrawer.js';
import { CardsPage } from './CardsPage.js';
import type { Card } from './model.js';

const ADMIN: User = { id: 1, email: 'admin@northwind.example', permission_level: 1 };
const BOOKKEEPER: User = { id: 2, email: 'bookkeeper@northwind.example', permission_level: 2 };
const MANAGER: User = { id: 3, email: 'manager@northwind.example', permission_level: 3 };

const activeCard = (card: Card) => !card.blocked && !card.expired;

/** The drawer alone, on the first of the admin's company cards (non-active ones included) that fits the rule. */
function DrawerOnCardWhere({ rule }: { rule: (card: Card) => boolean }) {
  const { data } = useCards(ADMIN, true);
  if (!data) return null;
  const card = data.card.find(rule);
  if (!card) return <p>No seeded card fits this story.</p>;
  return <CardDrawer cardId={card.id} onClose={() => undefined} />;
}

const meta = {
  title: 'Features/Cards/CardsPage',
  component: CardsPage,
  decorators: [withApi],
  parameters: { feature: { signedInAs: ADMIN.email, href: '/cards' } },
} satisfies Meta<typeof CardsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Cards' });

async function firstRow(canvasElement: HTMLElement) {
  const cards = await grid(canvasElement);
  await waitFor(() => expect(within(cards).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 10_000 });
  const row = within(cards).getAllByRole('row')[1];
  if (!row) throw new Error('No card row');
  return row;
}

const drawer = () => findOpenDialog('Card Details');

export const AdminBlocksAndActivatesFromTheGrid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Cards' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Card' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search Cards (Card Name, Card Holder Name)' })).toBeVisible();
    // With non-active cards shown, a blocked card keeps its place in the grid.
    await userEvent.click(canvas.getByRole('switch', { name: 'Show Non-Active Cards' }));
    const row = await firstRow(canvasElement);
    const name = within(row).getAllByRole('gridcell')[0]?.textContent ?? '';
    const toggle = () => {
      const current = within(canvas.getByRole('grid', { name: 'Cards' })).getAllByRole('row')[1];
      if (!current?.textContent?.includes(name)) throw new Error('The first row changed.');
      return within(current).getByRole('switch');
    };
    await expect(toggle()).toBeChecked();
    toggle().focus();
    await userEvent.keyboard(' ');
    await expect(await findToast('The requested card has been blocked')).toBeInTheDocument();
    // The toggle never opens the row.
    await expect(within(document.body).queryByRole('dialog', { name: 'Card Details' })).toBeNull();
    await waitFor(() => expect(toggle()).not.toBeChecked());
    await expect(toggle()).toHaveAccessibleName('Blocked');
    toggle().focus();
    await userEvent.keyboard(' ');
    await expect(await findToast('The requested card has been activated')).toBeInTheDocument();
    await waitFor(() => expect(toggle()).toBeChecked());
  },
};

export const BookkeeperSeesOwnCardsAsText: Story = {
  parameters: { feature: { signedInAs: BOOKKEEPER.email } },
  play: async ({ canvasElement }) => {
    const row = await firstRow(canvasElement);
    await expect(within(row).queryByRole('switch')).toBeNull();
    await expect(within(row).getByText('Active')).toBeVisible();
    await expect(within(row).getByText('Marcus Reid')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Add Card' })).toBeNull();
  },
};

export const ManagerSearchesTheTeam: Story = {
  parameters: { feature: { signedInAs: MANAGER.email } },
  play: async ({ canvasElement }) => {
    await firstRow(canvasElement);
    const search = within(canvasElement).getByRole('searchbox', { name: 'Search Cards (Card Name, Card Holder Name)' });
    await userEvent.type(search, 'LIAM');
    await waitFor(
      async () => {
        const rows = within(await grid(canvasElement))
          .getAllByRole('row')
          .slice(1);
        await expect(rows.length).toBeGreaterThan(0);
        await expect(rows.every((row) => row.textContent?.includes("Liam O'Connor"))).toBe(true);
      },
      { timeout: 10_000 },
    );
  },
};

export const OpensACardByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const row = await firstRow(canvasElement);
    within(row).getAllByRole('gridcell')[0]?.focus();
    await userEvent.keyboard('{Enter}');
    const panel = within(await drawer());
    await expect(await panel.findByRole('tab', { name: 'Card Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('button', { name: 'Copy card number' })).toBeInTheDocument();
    panel.getByRole('tab', { name: 'Card Details' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await panel.findByRole('table', { name: 'Change History' })).toBeVisible();
    await expect(panel.getByText('Card created')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(panel.getByRole('tab', { name: 'Transactions History' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const LoadFailure: Story = {
  parameters: { msw: { handlers: [http.get('/api/v1/card/card', () => HttpResponse.json({}, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Something went wrong, please try again or contact support', undefined, {
        timeout: 10_000,
      }),
    ).toBeVisible();
  },
};

export const SearchFailure: Story = {
  parameters: {
    msw: { handlers: [http.get('/api/v1/card/card/search', () => HttpResponse.json({}, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    await firstRow(canvasElement);
    await userEvent.type(within(canvasElement).getByRole('searchbox'), 'travel');
    await expect(
      await within(canvasElement).findByText('Something went wrong, please try again or contact support', undefined, {
        timeout: 10_000,
      }),
    ).toBeVisible();
  },
};

export const StatusChangeFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/card/card/:id/status/block', () =>
          HttpResponse.json({ results: { error: 'The card network is unavailable.' } }, { status: 400 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const row = await firstRow(canvasElement);
    within(row).getByRole('switch').focus();
    await userEvent.keyboard(' ');
    await expect(await findToast('The card network is unavailable.')).toBeInTheDocument();
    await expect(within(row).getByRole('switch')).toBeChecked();
  },
};

/** The drawer alone, on a seeded card that fits the rule. */
const drawerStory = (rule: (card: Card) => boolean): Pick<Story, 'render'> => ({
  render: () => <DrawerOnCardWhere rule={rule} />,
});

export const SingleUseCardShowsNotApplicable: Story = {
  ...drawerStory((card) => card.single_use && activeCard(card)),
  play: async () => {
    const panel = within(await drawer());
    await expect(await panel.findByText('Single-use Burner', { selector: 'dd' })).toBeVisible();
    await expect(panel.getAllByText('n/a', { selector: 'dd' })).toHaveLength(3);
  },
};

export const EditUpdatesTheCard: Story = {
  ...drawerStory((card) => !card.single_use && activeCard(card)),
  play: async () => {
    const panel = within(await drawer());
    await userEvent.click(await panel.findByRole('button', { name: 'Edit Card' }));
    const name = await panel.findByRole('textbox', { name: 'Card Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed in story');
    await userEvent.click(panel.getByRole('button', { name: 'Update Card' }));
    await expect(await findToast('Card successfully updated')).toBeInTheDocument();
    await userEvent.click(await panel.findByRole('tab', { name: 'Change History' }));
    await expect(await panel.findByText(/to Renamed in story$/)).toBeVisible();
  },
};

export const ExpiredCardCannotBeEdited: Story = {
  ...drawerStory((card) => !card.blocked && card.expired),
  play: async () => {
    const panel = within(await drawer());
    await userEvent.click(await panel.findByRole('button', { name: 'Edit Card' }));
    await expect(await findToast('Expired cards cannot be edited')).toBeInTheDocument();
    await expect(panel.queryByRole('button', { name: 'Update Card' })).toBeNull();
  },
};

export const TransactionsHistoryFailure: Story = {
  ...drawerStory(activeCard),
  parameters: {
    msw: {
      handlers: [
        http.get('/api/v1/card/card/transaction/history/:cardId', () => HttpResponse.json({}, { status: 500 })),
      ],
    },
  },
  play: async () => {
    const panel = within(await drawer());
    await userEvent.click(await panel.findByRole('tab', { name: 'Transactions History' }));
    await expect(
      await panel.findByText('There was an error fetching the transaction. Please try again or contact support.'),
    ).toBeVisible();
  },
};

/** The host's content width at a 1280 px window: 1280 less the 248 px sidebar and 24 px padding each side. */
const CONTENT_WIDTH_AT_1280 = 984;

/** At 1280 px every column, Status included, is in view without scrolling, and no header or amount is cut. */
export const EveryColumnInViewAt1280: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: CONTENT_WIDTH_AT_1280 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const row = await firstRow(canvasElement);
    const cards = await grid(canvasElement);
    const right = cards.getBoundingClientRect().right;
    const headers = within(cards).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toContain('Status');
    for (const header of headers) {
      await expect(header.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5);
      await expect([header.textContent, header.scrollWidth <= header.clientWidth]).toEqual([header.textContent, true]);
    }
    for (const cell of within(row).getAllByRole('gridcell')) {
      await expect([cell.textContent, cell.scrollWidth <= cell.clientWidth]).toEqual([cell.textContent, true]);
    }
  },
};
