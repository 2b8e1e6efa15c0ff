import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from 'spend-ui/features';
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

function everythingStored(): string {
  let all = '';
  for (const storage of [localStorage, sessionStorage]) {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index) ?? '';
      all += `${key}=${storage.getItem(key) ?? ''}\n`;
    }
  }
  return all + document.cookie;
}

const PASSWORD = 'S3cret-pass-word!';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('SessionStore', () => {
  it('a token in the answer signs in and is persisted; the password never is', async () => {
    const { store } = makeStore({
      'POST /api/v1/auth/users/login': () => ({
        status: 200,
        body: { user: { token: 'tok-1', name: 'Ada Admin', user_id: 1, dashboard_ready: true } },
      }),
    });
    await expect(store.login('Ada@Example.com', PASSWORD)).resolves.toBe('signed-in');
    expect(store.getSnapshot()).toMatchObject({ token: 'tok-1', username: 'Ada Admin', logged: true });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({
      token: 'tok-1',
      username: 'Ada Admin',
    });
    expect(everythingStored()).not.toContain(PASSWORD);
    expect(store.getPendingSignIn()).toBeNull();
  });

  it('sends the e-mail lower-cased', async () => {
    const { store, server } = makeStore({
      'POST /api/v1/auth/users/login': () => ({ status: 200, body: { user: { token: 't' } } }),
    });
    await store.login('  Ada@Example.COM ', PASSWORD);
    expect(server.requests[0]?.body).toEqual({ user: { email: 'ada@example.com', password: PASSWORD } });
  });

  it('without a token: two-step when the phone is verified, the password only in memory until the code passes', async () => {
    const { store, server } = makeStore({
      'POST /api/v1/auth/users/login': () => ({
        status: 200,
        body: { user: { user_id: 7, name: 'Tom', phone_verified: true } },
      }),
      'POST /api/v1/auth/verification-request': () => ({
        status: 200,
        body: { results: { message: 'sent', mask: '******1234' } },
      }),
      'POST /api/v1/auth/verify-otp': () => ({ status: 200, body: { user: { token: 'tok-7', name: 'Tom' } } }),
      'GET /api/v1/auth/user': () => ({
        status: 200,
        body: { results: { user_id: 7, name: 'Tom', dashboard_ready: true } },
      }),
    });
    await expect(store.login('tom@example.com', PASSWORD)).resolves.toBe('/two-step-verification');
    expect(store.getSnapshot().logged).toBe(false);
    expect(store.getPendingSignIn()).toMatchObject({ email: 'tom@example.com', password: PASSWORD, userId: 7 });
    expect(everythingStored()).not.toContain(PASSWORD);

    await expect(store.requestCode('phone')).resolves.toEqual({ message: 'sent', mask: '******1234' });
    expect(everythingStored()).not.toContain(PASSWORD);
    await store.verifyCode('123456', 'phone');
    const verify = server.requests.find((request) => request.url.endsWith('/auth/verify-otp'));
    expect(verify?.body).toEqual({
      user: { user_id: 7, otp: '123456', channel: 'phone', email: 'tom@example.com', password: PASSWORD },
    });
    expect(store.getSnapshot()).toMatchObject({ token: 'tok-7', logged: true });
    expect(store.getPendingSignIn()).toBeNull();
    expect(everythingStored()).not.toContain(PASSWORD);
    expect(server.requests.at(-1)?.auth).toBe('Token tok-7');
  });

  it('without a token and an unverified phone: phone verification', async () => {
    const { store } = makeStore({
      'POST /api/v1/auth/users/login': () => ({ status: 200, body: { user: { user_id: 8, phone_verified: false } } }),
    });
    await expect(store.login('new@example.com', PASSWORD)).resolves.toBe('/phone-verification');
  });

  it('registration keeps the password in memory only', async () => {
    const { store } = makeStore({
      'POST /api/v1/auth/users': () => ({ status: 201, body: { user: { user_id: 9, name: 'Nia New' } } }),
    });
    await store.register({
      name: 'Nia New',
      account_name: 'Nia Co',
      phone: '+14165550123',
      email: 'nia@example.com',
      password: PASSWORD,
    });
    expect(store.getPendingSignIn()).toMatchObject({ userId: 9, password: PASSWORD });
    expect(everythingStored()).not.toContain(PASSWORD);
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
    const { store } = makeStore({
      'POST /api/v1/auth/users/login': () => ({ status: 200, body: { user: { token: 't', name: 'Ada' } } }),
    });
    await store.login('a@b.co', PASSWORD);
    store.logout();
    expect(store.getSnapshot()).toMatchObject({ token: null, username: null, logged: false });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({
      token: null,
      username: null,
    });
  });

  it('switching company posts, refreshes the user, then reloads', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'x' }));
    const order: string[] = [];
    const { store, reload } = makeStore(
      {
        'POST /api/v1/auth/users/external/company/3': () => (
          order.push('post'),
          { status: 200, body: { results: {} } }
        ),
        'GET /api/v1/auth/user': () => (order.push('user'), { status: 200, body: { results: { name: 'Ext' } } }),
      },
      vi.fn(() => order.push('reload')),
    );
    await store.switchCompany(3);
    expect(order).toEqual(['post', 'user', 'reload']);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
