// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { DEMO_PASSWORD } from '../../../../host/mock-api/index.js';
import { startApiServer, type ApiServer } from '../../../../host/mock-api/node/server.js';

// The demo backend over HTTP (`npm run api`): what a browser on another origin needs of it, checked
// from Node. tests/e2e/realApi.e2e.test.ts drives the built host against the same server.

const PAGE = 'http://app.localhost:4173';
const ELSEWHERE = 'http://127.0.0.1:9999';
let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer({ origins: [PAGE], control: true });
}, 60_000);

afterAll(async () => {
  await server.close();
});

async function signIn(email = 'admin@northwind.example'): Promise<string> {
  const response = await fetch(`${server.apiUrl}/auth/users/login`, {
    method: 'POST',
    headers: { Origin: PAGE, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { user: { token: string } };
  return body.user.token;
}

/** Opens a socket to the live channel and resolves once it is open, or with the refusal. */
function openSocket(origin: string): Promise<WebSocket> {
  const socket = new WebSocket(server.liveUrl, { origin });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`refused ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

describe('the API over HTTP', () => {
  it('answers a preflight from the allowed page: the token header, the methods, and Content-Disposition readable', async () => {
    const response = await fetch(`${server.apiUrl}/card/card/transaction`, {
      method: 'OPTIONS',
      headers: {
        Origin: PAGE,
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,content-type,x-requested-with',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(response.headers.get('access-control-allow-methods')).toMatch(/PATCH/);
    expect(response.headers.get('access-control-expose-headers')).toBe('Content-Disposition');
  });

  it("refuses a call without a token with the handlers' 401, which the page may read (CORS headers on errors)", async () => {
    const response = await fetch(`${server.apiUrl}/auth/user`, { headers: { Origin: PAGE } });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(await response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('answers a signed-in call; refuses a page of another origin and its preflight', async () => {
    const token = await signIn();
    const user = await fetch(`${server.apiUrl}/auth/user`, {
      headers: { Origin: PAGE, Authorization: `Token ${token}` },
    });
    expect(user.status).toBe(200);
    expect(((await user.json()) as { results: { email: string } }).results.email).toBe('admin@northwind.example');

    const elsewhere = await fetch(`${server.apiUrl}/auth/user`, {
      headers: { Origin: ELSEWHERE, Authorization: `Token ${token}` },
    });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${server.apiUrl}/auth/user`, {
      method: 'OPTIONS',
      headers: { Origin: ELSEWHERE, 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends a download whole, with its type, length and file name', async () => {
    const token = await signIn('bookkeeper@northwind.example');
    const query = new URLSearchParams({ currency: 'USD', from: '2026-01-01', to: '2026-01-05', file_type: 'pdf' });
    const response = await fetch(`${server.apiUrl}/utility/export-statement?${query}`, {
      headers: { Origin: PAGE, Authorization: `Token ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="statement-USD-2026-01-01-2026-01-05.pdf"',
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('sends a long JSON answer gzip-compressed to a client that accepts it, and as it is to one that does not', async () => {
    const token = await signIn();
    // The last four weeks' transactions (the seed's are dated up to today), as the home's spend picture asks.
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const month = `${server.apiUrl}/card/card/transaction?start-date=${day(28)}&end-date=${day(0)}&page=1&page_size=100`;
    const compressed = await fetch(month, {
      headers: { Origin: PAGE, Authorization: `Token ${token}`, 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('vary')).toBe('Origin, Accept-Encoding');
    const sent = Number(compressed.headers.get('content-length'));
    const list = (await compressed.json()) as { results: { transactions: { results: unknown[] } } };
    expect(list.results.transactions.results.length).toBeGreaterThan(10);
    expect(sent).toBeLessThan(JSON.stringify(list).length / 4);

    const plain = await fetch(month, {
      headers: { Origin: PAGE, Authorization: `Token ${token}`, 'Accept-Encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(list);
  });

  it('drops the connection where the handlers answer "no answer at all" (an injected status 0)', async () => {
    server.store.injectFault({ path: '/auth/users/login', status: 0 });
    await expect(
      fetch(`${server.apiUrl}/auth/users/login`, { method: 'POST', headers: { Origin: PAGE }, body: '{}' }),
    ).rejects.toThrow();
  });

  it('keeps the state for the process and serves no control route under the API', async () => {
    const missing = await fetch(`${server.apiUrl}/__control/live/connections`);
    expect(missing.status).toBe(404);
    const control = await fetch(`${server.origin}/__control/live/connections`);
    expect(await control.json()).toEqual({ count: 0 });
  });
});

describe('the live channel as a WebSocket', () => {
  it('takes a token in the first frame, delivers a notice, and is dropped with 1012 by the server', async () => {
    const token = await signIn('manager@northwind.example');
    const socket = await openSocket(PAGE);
    socket.send(JSON.stringify({ type: 'authenticate', token }));
    await expect.poll(() => server.live.connectionCount('manager@northwind.example')).toBe(1);
    const message = new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))));
    server.live.emit('TRANSACTION', { email: 'manager@northwind.example', merchant: 'Socket Cafe', amount: 3 });
    expect(JSON.parse(await message)).toMatchObject({ messageType: 'TRANSACTION' });

    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    server.live.dropAll();
    expect(await closed).toBe(1012);
  });

  it('closes a socket with a wrong token (4401) and refuses one from another origin', async () => {
    const socket = await openSocket(PAGE);
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(JSON.stringify({ type: 'authenticate', token: 'not-a-token' }));
    expect(await closed).toBe(4401);
    await expect(openSocket(ELSEWHERE)).rejects.toThrow('refused 403');
  });
});
