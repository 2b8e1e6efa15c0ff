// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { can } from 'spend-ui/features';
import { CAPABILITIES } from '../../../features/access/capabilities.js';
import {
  createRouteBuilder,
  demoAccounts,
  DemoStore,
  fail,
  fieldErrors,
  json,
  serverMessages,
} from '../../../host/mock-api/index.js';
import { featureFlagCompaniesSeeder } from '../../../host/mock-api/auth/featureFlagSeed.js';
import { accessSeeder } from '../../../host/mock-api/auth/seed.js';
import { userView } from '../../../host/mock-api/auth/views.js';

const BASE = 'http://kit.test/api/v1';
// The guard reads users and memberships only: the seeds of the demo accounts are enough (and fast).
const seeders = [accessSeeder, featureFlagCompaniesSeeder];
let store = new DemoStore({ storage: null, latencyMs: 0, seeders });
const routes = createRouteBuilder(() => store, BASE);

// One guarded route per capability, answering the viewer's role when allowed.
const server = setupServer(
  ...CAPABILITIES.map((capability) =>
    routes.guarded('get', `/guarded/${capability}`, capability, ({ viewer }) => json({ role: viewer().role })),
  ),
  routes.authenticated('post', '/cards', ({ request, requireCan }) => {
    // A check that depends on the request: only a team card needs the team capability.
    if (new URL(request.url).searchParams.get('scale') === 'team') requireCan('transactions.team-tab');
    return json({ results: 'created' }, 201);
  }),
  routes.open('post', '/fields', () => fail(fieldErrors({ name: 'This field is required.', code: ['a', 'b'] }))),
  routes.open('post', '/fields-top', () => fieldErrors({ email: 'Unknown.' }, { envelope: 'top' })),
  routes.open('post', '/fields-extra', () =>
    fieldErrors({ email: 'Taken.' }, { extra: { user: { response: 'Taken.' } } }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  store = new DemoStore({ storage: null, latencyMs: 0, seeders });
});

function tokenOf(email: string): string {
  const user = store.find('users', (row) => row.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  return user.auth_token;
}

const call = (path: string, token: string | null, method = 'GET') =>
  fetch(`${BASE}${path}`, { method, headers: token ? { Authorization: `Token ${token}` } : {} });

describe('role guard', () => {
  it('answers 401 without a valid token, before asking the role', async () => {
    expect((await call('/guarded/settings.manage', null)).status).toBe(401);
    const unknown = await call('/guarded/settings.manage', 'not-a-token');
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ detail: serverMessages.invalidToken });
  });

  it('answers 403 exactly where the UI does not offer the call: can() of the same user, for every capability and demo user', async () => {
    for (const account of demoAccounts) {
      const user = store.find('users', (row) => row.email === account.email);
      if (!user) throw new Error(`no demo user ${account.email}`);
      const view = userView(store, user);
      for (const capability of CAPABILITIES) {
        const response = await call(`/guarded/${capability}`, user.auth_token);
        const expected = can(view, capability) ? 200 : 403;
        expect(response.status, `${account.email} ${capability}`).toBe(expected);
        if (expected === 403) expect(await response.json()).toEqual({ detail: serverMessages.permissionDenied });
      }
    }
  }, 60_000); // hundreds of requests through MSW: slow on a loaded 2-core machine

  it('lets a handler require a capability that depends on the request', async () => {
    const employee = tokenOf('employee@northwind.example');
    const manager = tokenOf('manager@northwind.example');
    expect((await call('/cards', employee, 'POST')).status).toBe(201);
    expect((await call('/cards?scale=team', employee, 'POST')).status).toBe(403);
    expect((await call('/cards?scale=team', manager, 'POST')).status).toBe(201);
  });
});

describe('field errors', () => {
  it('answers 400 with one list of messages per field under errors', async () => {
    const response = await call('/fields', null, 'POST');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { name: ['This field is required.'], code: ['a', 'b'] } });
  });

  it('puts the fields at the top, or adds parts beside them, where a call answers so', async () => {
    expect(await (await call('/fields-top', null, 'POST')).json()).toEqual({ email: ['Unknown.'] });
    expect(await (await call('/fields-extra', null, 'POST')).json()).toEqual({
      user: { response: 'Taken.' },
      errors: { email: ['Taken.'] },
    });
  });
});
