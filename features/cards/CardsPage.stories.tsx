import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { ToastProvider } from 'spend-ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findToast } from '../../.storybook/withApi.js';
import { ApiProvider, createApiClient } from '../api/index.js';
import type { User } from '../auth/model.js';
import { MemoryNavigationProvider } from '../navigation/index.js';
import { CardDrawer } from './CardDrawer.js';
import { CardsPage } from './CardsPage.js';
import { cardListSchema, type Card } from './model.js';

const ADMIN: User = { id: 1, email: 'admin@northwind.example', permission_level: 1 };
const BOOKKEEPER: User = { id: 2, email: 'bookkeeper@northwind.example', permission_level: 2 };
const MANAGER: User = { id: 3, email: 'manager@northwind.example', permission_level: 3 };
const DEMO_PASSWORD = 'Spend-demo-1';

const clientWith = (token: string | null) => createApiClient({ baseUrl: '/api/v1', getToken: () => token });

/** Signs a demo user in on the demo backend (through MSW) and hands the story their token. */
const signInAs = (user: User) => async () => {
  const answer = await clientWith(null).post<{ user: { token?: string } }>('/auth/users/login', {
    user: { email: user.email, password: DEMO_PASSWORD },
  });
  return { token: answer.user.token ?? null };
};

/** The API as the signed-in story user, the toast queue and in-memory navigation. */
const withSignedInApi: Decorator = (Story, { loaded }) => {
  const token = typeof loaded.token === 'string' ? loaded.token : null;
  return (
    <ApiProvider client={clientWith(token)} session={token}>
      <ToastProvider>
        <MemoryNavigationProvider initialHref="/cards">
          <Story />
        </MemoryNavigationProvider>
      </ToastProvider>
    </ApiProvider>
  );
};

/** Finds one of the admin's company cards matching a rule, for the drawer stories. */
const cardWhere = (rule: (card: Card) => boolean) => async () => {
  const { token } = await signInAs(ADMIN)();
  const body = await clientWith(token).get<{ results: unknown }>('/card/card', {
    query: { 'card-scale': 'company', blocked: true },
  });
  const card = cardListSchema.parse(body.results).card.find(rule);
  if (!card) throw new Error('No seeded card fits this story.');
  return { cardId: card.id };
};
const activeCard = (card: Card) => !card.blocked && !card.expired;

const meta = {
  title: 'Features/Cards/CardsPage',
  component: CardsPage,
  args: { user: ADMIN },
  loaders: [signInAs(ADMIN)],
  decorators: [withSignedInApi],
} satisfies Meta<typeof CardsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Cards' });

async function firstRow(canvasElement: HTMLElement) {
  const cards = await grid(canvasElement);
  await waitFor(() => expect(within(cards).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 4000 });
  const row = within(cards).getAllByRole('row')[1];
  if (!row) throw new Error('No card row');
  return row;
}

const drawer = () => within(document.body).findByRole('dialog', { name: 'Card Details' }, { timeout: 4000 });

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
  args: { user: BOOKKEEPER },
  loaders: [signInAs(BOOKKEEPER)],
  play: async ({ canvasElement }) => {
    const row = await firstRow(canvasElement);
    await expect(within(row).queryByRole('switch')).toBeNull();
    await expect(within(row).getByText('Active')).toBeVisible();
    await expect(within(row).getByText('Marcus Reid')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Add Card' })).toBeNull();
  },
};

export const ManagerSearchesTheTeam: Story = {
  args: { user: MANAGER },
  loaders: [signInAs(MANAGER)],
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
      { timeout: 4000 },
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
      await within(canvasElement).findByText('Something went wrong, please try again or contact support'),
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
        timeout: 4000,
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

/** The drawer alone, on a card the loader picked. */
const drawerStory = (rule: (card: Card) => boolean): Pick<Story, 'render' | 'loaders'> => ({
  loaders: [cardWhere(rule)],
  render: (_args, { loaded }) => <CardDrawer user={ADMIN} cardId={Number(loaded.cardId)} onClose={() => undefined} />,
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
