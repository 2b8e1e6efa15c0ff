// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from 'spend-ui/features';
import {
  createDemoStore,
  createHandlers,
  DEFAULT_STORAGE_KEY,
  dropDemoStore,
  DemoStore,
  demoAccounts,
  getDemoStore,
  handlers,
  resetDemoStore,
  seedTables,
  seedTablesInSteps,
  type ApiCompanySetting,
  type ApiSignedInUser,
  type PersistedDemoState,
} from '../../../host/mock-api/index.js';
import { BASE_URL, memoryStorage } from './harness.js';

describe('seed', () => {
  it('is deterministic: the same seed gives the same data', () => {
    expect(seedTables(7)).toEqual(seedTables(7));
    expect(new DemoStore({ seed: 7, storage: null }).snapshot()).toEqual(seedTables(7));
  });

  it('differs between seeds in generated values, not in the demo accounts', () => {
    const [a, b] = [seedTables(1), seedTables(2)];
    expect(a.users.map((user) => user.auth_token)).not.toEqual(b.users.map((user) => user.auth_token));
    const emails = (tables: typeof a) => tables.users.map((user) => user.email);
    for (const account of demoAccounts) {
      expect(emails(a)).toContain(account.email);
      expect(emails(b)).toContain(account.email);
    }
  });

  it('gives every user a unique 40-hex token and a unique user_id, and one selected company', () => {
    const tables = seedTables(20260105);
    const tokens = new Set(tables.users.map((user) => user.auth_token));
    expect(tokens.size).toBe(tables.users.length);
    expect(new Set(tables.users.map((user) => user.user_id)).size).toBe(tables.users.length);
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{40}$/);
    for (const user of tables.users) {
      const selected = tables.memberships.filter((entry) => entry.user_id === user.id && entry.selected);
      expect(selected, user.email).toHaveLength(1);
    }
  });

  it('draws no Math.random', () => {
    const original = Math.random;
    Math.random = () => {
      throw new Error('Math.random used');
    };
    try {
      expect(() => seedTables(3)).not.toThrow();
    } finally {
      Math.random = original;
    }
  });
});

describe('seeding in steps', () => {
  it('builds the same tables as seeding at once, pausing at least every 100 transactions', () => {
    const steps = seedTablesInSteps(7);
    let pauses = 0;
    let step = steps.next();
    while (!step.done) {
      pauses += 1;
      step = steps.next();
    }
    expect(step.value).toEqual(seedTables(7));
    expect(pauses).toBeGreaterThanOrEqual(step.value.transactions.length / 100);
  });

  it('makes the same store as seeding at once, the persisted log replayed', async () => {
    const storage = memoryStorage();
    const store = new DemoStore({ seed: 11, storage });
    const user = store.find('users', (row) => row.email === 'admin@northwind.example');
    store.update('users', user?.id ?? -1, { name: 'Olivia Chen-Park' });
    store.insert('locations', { company_id: 1, name: 'Ottawa' });

    const sliced = await DemoStore.seedInSlices({ storage });
    expect(sliced.seed).toBe(11);
    expect(sliced.changes).toEqual(store.changes);
    expect(sliced.snapshot()).toEqual(store.snapshot());
  });
});

describe('dropping the active store', () => {
  it('seeds the next one only when it is first asked for, with the options given', () => {
    const storage = memoryStorage();
    const before = createDemoStore({ storage, latencyMs: 0 });
    before.insert('locations', { company_id: 1, name: 'Ottawa' });

    dropDemoStore({ storage: null, latencyMs: 7 });
    expect(storage.getItem(DEFAULT_STORAGE_KEY)).not.toBeNull();
    const next = getDemoStore();
    expect(next).not.toBe(before);
    expect(next.latencyMs).toBe(7);
    expect(next.changes).toEqual([]);
    expect(getDemoStore()).toBe(next);
  });
});

describe('store', () => {
  it('records writes in a change log and replays it over the seed', () => {
    const storage = memoryStorage();
    const store = new DemoStore({ seed: 11, storage });
    const user = store.find('users', (row) => row.email === 'admin@northwind.example');
    if (!user) throw new Error('seed has no admin');
    store.update('users', user.id, { name: 'Olivia Chen-Park' });
    const inserted = store.insert('locations', { company_id: 1, name: 'Ottawa' });
    const toronto = store.find('locations', (row) => row.name === 'Toronto');
    store.remove('locations', toronto?.id ?? -1);

    const persisted = JSON.parse(storage.getItem(DEFAULT_STORAGE_KEY) ?? 'null') as PersistedDemoState;
    expect(persisted).toMatchObject({ version: 1, seed: 11 });
    expect(persisted.changes.map((change) => `${change.op} ${change.table}`)).toEqual([
      'update users',
      'insert locations',
      'delete locations',
    ]);
    // The persisted state is the seed and the log, not a copy of the tables.
    expect(Object.keys(persisted).sort()).toEqual(['changes', 'seed', 'version']);

    const reloaded = new DemoStore({ storage });
    expect(reloaded.seed).toBe(11);
    expect(reloaded.snapshot()).toEqual(store.snapshot());
    expect(reloaded.get('locations', inserted.id)?.name).toBe('Ottawa');
    expect(reloaded.find('locations', (row) => row.name === 'Toronto')).toBeUndefined();
  });

  it('discards a log written for another seed or version, or one that no longer fits', () => {
    const storage = memoryStorage();
    const first = new DemoStore({ seed: 1, storage });
    first.update('companies', 1, { company_name: 'Changed' });
    expect(new DemoStore({ seed: 2, storage }).get('companies', 1)?.company_name).toBe('Northwind Supply Co.');

    storage.setItem(DEFAULT_STORAGE_KEY, JSON.stringify({ version: 99, seed: 1, changes: [] }));
    expect(new DemoStore({ storage }).changes).toEqual([]);

    const broken: PersistedDemoState = {
      version: 1,
      seed: 1,
      changes: [{ table: 'users', op: 'update', id: 99999, patch: { name: 'Ghost' } }],
    };
    storage.setItem(DEFAULT_STORAGE_KEY, JSON.stringify(broken));
    const recovered = new DemoStore({ storage });
    expect(recovered.changes).toEqual([]);
    expect(recovered.snapshot()).toEqual(seedTables(1));

    storage.setItem(DEFAULT_STORAGE_KEY, '{not json');
    expect(() => new DemoStore({ storage })).not.toThrow();
  });

  it('reset empties the log in memory and in storage, keeping the seed', () => {
    const storage = memoryStorage();
    const store = createDemoStore({ seed: 5, storage, latencyMs: 0 });
    store.update('companies', 1, { company_name: 'Changed' });
    expect(resetDemoStore()).toBe(store);
    expect(store.changes).toEqual([]);
    expect(store.get('companies', 1)?.company_name).toBe('Northwind Supply Co.');
    expect(JSON.parse(storage.getItem(DEFAULT_STORAGE_KEY) ?? 'null')).toEqual({ version: 1, seed: 5, changes: [] });
    expect(getDemoStore()).toBe(store);
  });

  it('produces the same tokens for the same actions in the same order', async () => {
    const run = () => {
      const store = new DemoStore({ seed: 9, storage: null });
      const values = [store.random('a').hex(32), store.random('a').hex(32)];
      store.insert('outbox', { to: 'x@example.com', subject: 's', link: '/', sent_at: 0 });
      values.push(store.random('a').hex(32));
      return values;
    };
    const [first, second] = [run(), run()];
    expect(first).toEqual(second);
    // Same point in the log, same label: same value; after a write: a new one.
    expect(first[0]).toBe(first[1]);
    expect(first[2]).not.toBe(first[0]);
  });
});

describe('through the API', () => {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('keeps changes made through the API across a "reload" (a new store on the same storage)', async () => {
    const storage = memoryStorage();
    createDemoStore({ storage, latencyMs: 0 });
    let token: string | null = null;
    const client = createApiClient({ baseUrl: BASE_URL, getToken: () => token });
    const { user } = await client.post<{ user: ApiSignedInUser }>('/auth/users/login', {
      user: { email: 'admin@northwind.example', password: 'Spend-demo-1' },
    });
    token = user.token ?? null;
    await client.patch('/auth/company/setting', { departments: { id: [], names: ['Legal'] }, receipt_threshold: 99 });
    await client.post('/auth/users', {
      name: 'New Person',
      account_name: 'New Co',
      phone: '+1 (416) 555-0000',
      email: 'new@new.example',
      password: 'long-enough',
    });

    createDemoStore({ storage, latencyMs: 0 }); // the page reloads
    const setting = await client.get<{ results: ApiCompanySetting }>('/auth/company/setting');
    expect(setting.results.department.map((entry) => entry.name)).toEqual(['Legal']);
    expect(setting.results.receipt_threshold).toBe(99);
    const login = await client.post<{ user: ApiSignedInUser }>('/auth/users/login', {
      user: { email: 'new@new.example', password: 'long-enough' },
    });
    expect(login.user.name).toBe('New Person');
  });

  it('waits the configured latency before answering', async () => {
    const store = new DemoStore({ storage: null, latencyMs: 60 });
    const local = setupServer(...createHandlers({ store, baseUrl: 'http://slow.test/api/v1' }));
    server.close();
    local.listen({ onUnhandledRequest: 'error' });
    try {
      const client = createApiClient({ baseUrl: 'http://slow.test/api/v1', getToken: () => null });
      const started = performance.now();
      await client.get('/auth/user').catch(() => undefined);
      expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    } finally {
      local.close();
      server.listen({ onUnhandledRequest: 'error' });
    }
  });
});
