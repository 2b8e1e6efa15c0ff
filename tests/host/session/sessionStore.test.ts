import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type User } from 'spend-ui/features';
import { sessionCacheKey } from '../../../host/App.js';
import { SessionStore, SESSION_STORAGE_KEY } from '../../../host/session/sessionStore.js';

type Route = (body: unknown) => { status: number; body: unknown };

function fakeServer(routes: Record<string, Route>) {
  const requests: Array<{ method: string; url: string; body: unknown; auth: string | undefined }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    requests.push({ method, url, body, auth: headers.Authorization });
    const route = routes[`${method} ${url}`];
    if (!route) return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    const answer = route(body);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch, requests };
}

function makeStore(routes: Record<string, Route>, reload = vi.fn()) {
  const store = new SessionStore({ storage: localStorage, reload });
  const server = fakeServer(routes);
  store.connect(createApiClient({ baseUrl: '/api/v1', getToken: store.getToken, fetch: server.fetch }));
  return { store, server, reload };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('SessionStore', () => {
  it('stores a signed-in user: token, name and user; the token is not kept inside the user', () => {
    const { store } = makeStore({});
    store.signIn({ token: 'tok-1', name: 'Ada Admin', user_id: 1, dashboard_ready: true });
    expect(store.getSnapshot()).toMatchObject({ token: 'tok-1', username: 'Ada Admin', logged: true, verified: true });
    expect(store.getSnapshot().user).not.toHaveProperty('token');
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({
      token: 'tok-1',
      username: 'Ada Admin',
    });
  });

  it('restores a stored token; a failed check clears verified, dashboard_ready and role', async () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        token: 'old',
        username: 'Ada',
        user: { name: 'Ada', dashboard_ready: true, role: 1, permission_level: 1 },
        verified: true,
      }),
    );
    const { store } = makeStore({ 'GET /api/v1/auth/user': () => ({ status: 500, body: {} }) });
    expect(store.getSnapshot()).toMatchObject({ token: 'old', logged: true });
    await store.start();
    expect(store.getSnapshot()).toMatchObject({ verified: false, loading: false });
    expect(store.getSnapshot().user).toMatchObject({ dashboard_ready: false, role: null, permission_level: null });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ verified: false });
    // No answer the user could act on: the error fallback with a retry, not a gate from cleared flags.
    expect(store.getSnapshot().checkFailed).toBe(true);
  });

  it('a check that gets no answer at all fails the same way, and a retry that passes recovers', async () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ token: 'old', username: 'Ada', user: { dashboard_ready: true, role: 1 } }),
    );
    let online = false;
    const store = new SessionStore({ storage: localStorage });
    store.connect(
      createApiClient({
        baseUrl: '/api/v1',
        getToken: store.getToken,
        fetch: vi.fn(async () => {
          if (!online) throw new TypeError('Failed to fetch');
          return new Response(JSON.stringify({ results: { name: 'Ada', dashboard_ready: true, role: 1 } }), {
            headers: { 'content-type': 'application/json' },
          });
        }),
      }),
    );
    await store.start();
    expect(store.getSnapshot()).toMatchObject({ checkFailed: true, logged: true, verified: false });
    online = true;
    await store.start();
    expect(store.getSnapshot()).toMatchObject({ checkFailed: false, verified: true, user: { dashboard_ready: true } });
  });

  it('a 4xx answer to the check is an answer: no error fallback', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'old', user: { dashboard_ready: true } }));
    const { store } = makeStore({ 'GET /api/v1/auth/user': () => ({ status: 404, body: {} }) });
    await store.start();
    expect(store.getSnapshot()).toMatchObject({ checkFailed: false, verified: false });
  });

  it('a passing check marks the session verified with the fresh user', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'good', username: 'Ada' }));
    const { store } = makeStore({
      'GET /api/v1/auth/user': () => ({ status: 200, body: { results: { name: 'Ada Admin', dashboard_ready: true } } }),
    });
    await store.start();
    expect(store.getSnapshot()).toMatchObject({
      verified: true,
      username: 'Ada Admin',
      user: { dashboard_ready: true },
    });
  });

  it('logout clears token and username, in memory and in storage', async () => {
    const { store } = makeStore({});
    store.signIn({ token: 't', name: 'Ada' });
    store.logout();
    expect(store.getSnapshot()).toMatchObject({ token: null, username: null, logged: false });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({
      token: null,
      username: null,
    });
  });

  it('a session the server ended says so until the next sign-in; a deliberate logout does not', () => {
    const { store } = makeStore({});
    store.signIn({ token: 't', name: 'Ada' });
    store.endByServer();
    expect(store.getSnapshot()).toMatchObject({ token: null, logged: false, endedByServer: true });
    store.signIn({ token: 'u', name: 'Ada' });
    expect(store.getSnapshot().endedByServer).toBe(false);
    store.logout();
    expect(store.getSnapshot()).toMatchObject({ token: null, endedByServer: false });
  });

  it('a session the server ended keeps the page it ended on for the next sign-in, never in storage (issue 40 item 11)', () => {
    const { store } = makeStore({});
    store.signIn({ token: 't', name: 'Ada' });
    store.endByServer('/payments/now');
    expect(store.getSnapshot().returnTo).toBe('/payments/now');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toContain('/payments/now');
    store.signIn({ token: 'u', name: 'Ada' });
    expect(store.getSnapshot().returnTo).toBe('/payments/now');
    store.forgetReturnPath();
    expect(store.getSnapshot().returnTo).toBeNull();
    store.endByServer('/cards');
    store.logout();
    expect(store.getSnapshot().returnTo).toBeNull();
  });

  it('a company switch stores the user read again (another company: another cache), then reloads', () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        token: 'x',
        user: { name: 'Ext', user_companies: [{ id: 1, company_name: 'A', selected: true }] },
      }),
    );
    const reload = vi.fn(() => {
      // The user is stored before the page reloads, so the reloaded page acts for the new company.
      const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as { user?: User };
      expect(stored.user?.user_companies?.find((company) => company.selected)?.id).toBe(3);
    });
    const { store } = makeStore({}, reload);
    const before = sessionCacheKey(store.getSnapshot());
    store.companySwitched({
      user_companies: [
        { id: 1, company_name: 'A', selected: false },
        { id: 3, company_name: 'C', selected: true },
      ],
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().user?.name).toBe('Ext');
    expect(sessionCacheKey(store.getSnapshot())).not.toBe(before);
  });
});
