// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cardListSchema,
  cardSearchSchema,
  cardTransactionListSchema,
  employeeListSchema,
  revealedCardSchema,
} from '../../../features/cards/schemas.js';
import { toCreateCardPayload, emptyCardForm, type CardFormValues } from '../../../features/cards/cardForm.js';
import { cardMessages } from '../../../host/mock-api/cards/handlers.js';
import { CARD_LIMIT_NOT_POSITIVE, CARD_LIMIT_TOO_HIGH, CARD_PIN_LENGTH } from '../../../features/cards/messages.js';
import { failure, useDemoBackend } from './harness.js';
import { secretDigest } from '../../../host/mock-api/core/passwordDigest.js';

const backend = useDemoBackend();

function clientFor(email: string) {
  const user = backend.store.find('users', (row) => row.email === email);
  if (!user) throw new Error(`No demo user ${email}`);
  return { user, client: backend.clientWith(user.auth_token) };
}

const admin = () => clientFor('admin@northwind.example');
const manager = () => clientFor('manager@northwind.example');
const employee = () => clientFor('employee@northwind.example');

async function listCards(client: ReturnType<typeof admin>['client'], query: Record<string, string | boolean> = {}) {
  const body = await client.get<{ results: unknown }>('/card/card', { query });
  return cardListSchema.parse(body.results).card;
}

const multiUseForm = (assignee: number): CardFormValues => ({
  ...emptyCardForm,
  card_name: 'Trade fair',
  assignee: String(assignee),
  card_limit: 1500,
  cycle_type: 'weekly',
  cycle_rate: 6000,
  physical_card: true,
  pin: '1234',
  address1: '1 Front Street',
  city: 'Toronto',
  state: 'ON',
  zip: 'M5J 2X5',
  country: 'CA',
});

describe('GET /card/card', () => {
  it('seeds at least 60 cards of every kind for Northwind', () => {
    const cards = backend.store.filter('cards', (card) => card.company_id === 1);
    expect(cards.length).toBeGreaterThanOrEqual(60);
    expect(new Set(cards.map((card) => card.user_id)).size).toBeGreaterThan(6);
    for (const kind of [
      (card: (typeof cards)[number]) => card.single_use,
      (card: (typeof cards)[number]) => card.physical_card,
      (card: (typeof cards)[number]) => card.blocked,
      (card: (typeof cards)[number]) => card.expiration_date < '2026-01-01',
      (card: (typeof cards)[number]) => card.currency_type === 'USD',
    ]) {
      expect(cards.some(kind)).toBe(true);
    }
    expect(new Set(cards.map((card) => card.cycle_type))).toEqual(
      new Set(['single_use', 'daily', 'weekly', 'monthly', 'quarterly', 'yearly']),
    );
  });

  it('lists the company for the admin, active cards only unless blocked=true', async () => {
    const { client } = admin();
    const active = await listCards(client, { 'card-scale': 'company', blocked: false });
    const every = await listCards(client, { 'card-scale': 'company', blocked: true });
    expect(every.length).toBeGreaterThanOrEqual(60);
    expect(active.length).toBeLessThan(every.length);
    expect(active.every((card) => !card.blocked && !card.expired)).toBe(true);
    expect(every.some((card) => card.blocked) && every.some((card) => card.expired)).toBe(true);
    // No secrets in the list.
    expect(JSON.stringify(every)).not.toContain('card_secrets');
  });

  it("lists the manager's team, and an employee's own cards", async () => {
    const team = await listCards(manager().client, { 'card-scale': 'team', blocked: true });
    const holders = new Set(team.map((card) => card.user.name));
    expect(holders).toContain("Liam O'Connor");
    expect(holders).toContain('Priya Natarajan');
    expect(holders).not.toContain('Olivia Chen');
    const own = await listCards(employee().client, { blocked: true });
    expect(own.length).toBe(backend.store.filter('cards', (card) => card.user_id === employee().user.id).length);
    expect(own.length).toBeGreaterThanOrEqual(4);
    expect(new Set(own.map((card) => card.user.name))).toEqual(new Set(["Liam O'Connor"]));
  });

  it('refuses a scale the role does not have', async () => {
    expect((await failure(employee().client.get('/card/card', { query: { 'card-scale': 'company' } }))).status).toBe(
      403,
    );
    expect((await failure(manager().client.get('/card/card', { query: { 'card-scale': 'company' } }))).status).toBe(
      403,
    );
  });
});

describe('search, reveal and card transactions', () => {
  it('finds cards by name or holder name within the reach', async () => {
    const body = await admin().client.get<{ results: unknown }>('/card/card/search', {
      query: { search: 'liam', 'card-scale': 'company' },
    });
    const found = cardSearchSchema.parse(body.results);
    expect(found.length).toBeGreaterThanOrEqual(4);
    expect(found.every(({ card_details }) => card_details.user.name === "Liam O'Connor")).toBe(true);
    // Without a scale, as the list: the caller's own cards only; a scale beyond the role is refused.
    const own = await admin().client.get<{ results: unknown }>('/card/card/search', { query: { search: 'liam' } });
    expect(cardSearchSchema.parse(own.results)).toEqual([]);
    await expect(
      employee().client.get('/card/card/search', { query: { search: 'liam', 'card-scale': 'company' } }),
    ).rejects.toMatchObject({ status: 403 });
    const mine = await employee().client.get<{ results: unknown }>('/card/card/search', {
      query: { search: 'olivia' },
    });
    expect(cardSearchSchema.parse(mine.results)).toEqual([]);
  });

  it('reveals number, expiry, CVV and history, only within the reach', async () => {
    const [card] = await listCards(employee().client);
    const body = await employee().client.get<{ results: unknown }>(`/card/card/${card?.id}/reveal`);
    const revealed = revealedCardSchema.parse(body.results);
    expect(revealed.card_secrets.cardNumber).toMatch(/^5\d{15}$/);
    expect(revealed.card_secrets.expirationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(revealed.card_secrets.cvv).toMatch(/^\d{3}$/);
    expect(revealed.history?.[0]?.history_change_reason).toBe('Card created');
    const adminCard = backend.store.find('cards', (row) => row.user_id === admin().user.id);
    expect((await failure(employee().client.get(`/card/card/${adminCard?.id}/reveal`))).status).toBe(404);
  });

  it("answers a card's transactions", async () => {
    const cards = await listCards(admin().client, { 'card-scale': 'company', blocked: true });
    const lists = await Promise.all(
      cards.slice(0, 10).map(async (card) => {
        const body = await admin().client.get<{ results: unknown }>(`/card/card/transaction/history/${card.id}`);
        return cardTransactionListSchema.parse(body.results);
      }),
    );
    expect(lists.some((list) => list.length > 0)).toBe(true);
  });

  it('lists the employees, with dashboard_ready false for members who have not accepted', async () => {
    const body = await admin().client.get<{ results: unknown }>('/auth/company/employee');
    const employees = employeeListSchema.parse(body.results);
    expect(employees.find((entry) => entry.name === 'Maya Roussel')?.dashboard_ready).toBe(false);
    expect(employees.find((entry) => entry.name === "Liam O'Connor")?.dashboard_ready).toBe(true);
  });
});

describe('POST /card/card', () => {
  it('creates a multi-use physical card from the form payload', async () => {
    const { client } = admin();
    const liam = employee().user.id;
    const body = await client.post<{ results: unknown }>('/card/card', toCreateCardPayload(multiUseForm(liam)));
    const card = revealedCardSchema.parse(body.results);
    expect(card).toMatchObject({
      card_name: 'Trade fair',
      single_use: false,
      cycle_type: 'weekly',
      currency_type: 'CAD',
      physical_card: true,
      physical_card_city: 'Toronto',
      card_limit: { transaction_dollar_limit: 1500, custom_cycle_rate: 6000 },
      user: { id: liam },
    });
    expect(backend.store.get('cards', card.id)?.physical_card_pin_digest).toBe(secretDigest('1234'));
  });

  it('refuses with results.error: a limit over 99,999,999, a pending invitee, a short PIN, a single-use physical card', async () => {
    const { client } = admin();
    const liam = employee().user.id;
    const maya = backend.store.find('users', (row) => row.name === 'Maya Roussel')?.id ?? 0;
    const cases: Array<[Partial<CardFormValues>, string]> = [
      [{ card_limit: 100_000_000 }, CARD_LIMIT_TOO_HIGH],
      [{ card_limit: -5 }, CARD_LIMIT_NOT_POSITIVE],
      [{ assignee: String(maya) }, cardMessages.holderNotFound],
      [{ pin: '12' }, CARD_PIN_LENGTH],
      [{ city: '' }, cardMessages.addressRequired],
    ];
    for (const [change, message] of cases) {
      const error = await failure(client.post('/card/card', toCreateCardPayload({ ...multiUseForm(liam), ...change })));
      expect([error.status, error.body]).toEqual([400, { results: { error: message } }]);
    }
    const singlePhysical = { ...toCreateCardPayload(multiUseForm(liam)), cardFor: { id: liam, single_use: true } };
    expect((await failure(client.post('/card/card', singlePhysical))).body).toEqual({
      results: { error: cardMessages.physicalSingleUse },
    });
  });

  it('lets a manager give cards to the team only, and refuses employees', async () => {
    const olivia = admin().user.id;
    const error = await failure(manager().client.post('/card/card', toCreateCardPayload(multiUseForm(olivia))));
    expect(error.body).toEqual({ results: { error: cardMessages.holderNotFound } });
    const liam = employee().user.id;
    expect((await failure(employee().client.post('/card/card', toCreateCardPayload(multiUseForm(liam))))).status).toBe(
      403,
    );
  });
});

describe('PATCH, block and activate', () => {
  it('updates a card and records the change in its history', async () => {
    const { client } = admin();
    const [card] = await listCards(client, { 'card-scale': 'company' });
    const body = await client.patch<{ results: unknown }>(`/card/card/${card?.id}`, {
      single_use: false,
      cycle_type: 'yearly',
      card_name: 'Renamed',
      card_limit: 777,
      assigned_to: card?.user.id,
    });
    const updated = revealedCardSchema.parse(body.results);
    expect(updated.card_name).toBe('Renamed');
    const reasons = updated.history?.map((entry) => entry.history_change_reason);
    expect(reasons).toContain(`Card name changed from ${card?.card_name} to Renamed`);
    expect(reasons).toContain(`Card limit changed from ${card?.card_limit.transaction_dollar_limit} to 777`);
  });

  it('refuses to edit blocked and expired cards', async () => {
    const { client } = admin();
    const every = await listCards(client, { 'card-scale': 'company', blocked: true });
    const blocked = every.find((card) => card.blocked);
    const expired = every.find((card) => card.expired && !card.blocked);
    expect((await failure(client.patch(`/card/card/${blocked?.id}`, { card_name: 'x' }))).body).toEqual({
      results: { error: cardMessages.blockedNotEditable },
    });
    expect((await failure(client.patch(`/card/card/${expired?.id}`, { card_name: 'x' }))).body).toEqual({
      results: { error: cardMessages.expiredNotEditable },
    });
  });

  it('blocks and activates, with results.error for a repeat or an expired card', async () => {
    const { client } = manager();
    const [card] = await listCards(client, { 'card-scale': 'team' });
    await client.post(`/card/card/${card?.id}/status/block`);
    expect(backend.store.get('cards', card?.id ?? 0)?.blocked).toBe(true);
    expect((await failure(client.post(`/card/card/${card?.id}/status/block`))).body).toEqual({
      results: { error: cardMessages.alreadyBlocked },
    });
    await client.post(`/card/card/${card?.id}/status/activate`);
    expect(backend.store.get('cards', card?.id ?? 0)?.blocked).toBe(false);
    const reveal = revealedCardSchema.parse(
      (await client.get<{ results: unknown }>(`/card/card/${card?.id}/reveal`)).results,
    );
    expect(reveal.history?.map((entry) => entry.history_change_reason).slice(-2)).toEqual([
      'Card blocked',
      'Card activated',
    ]);
    expect((await failure(employee().client.post(`/card/card/${card?.id}/status/block`))).status).toBe(403);
  });

  it('answers an injected failure on any card call', async () => {
    backend.store.injectFault({
      method: 'POST',
      path: '/card/card/:id/status/block',
      status: 400,
      body: { results: { error: 'Card network unavailable.' } },
    });
    const [card] = await listCards(admin().client, { 'card-scale': 'company' });
    expect((await failure(admin().client.post(`/card/card/${card?.id}/status/block`))).body).toEqual({
      results: { error: 'Card network unavailable.' },
    });
  });
});
