import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { ApiError, createApiClient } from 'spend-ui/features';
import { failureMessage } from 'spend-ui/features/internal';
import { buildUrl, fileNameFromContentDisposition } from '../../../features/api/client.js';
import { fromDetail } from '../../../features/api/failureMessage.js';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('createApiClient', () => {
  it('sends the default headers, the token and a JSON body', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { ok: true }));
    const client = createApiClient({ baseUrl: '/api/v1', getToken: () => 'abc123', fetch });
    await expect(client.post('/auth/login', { email: 'a@b.co' })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/login');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Token abc123',
    });
    expect(init.body).toBe('{"email":"a@b.co"}');
  });

  it('sends no Authorization header and no content type on a GET when signed out', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, []));
    const client = createApiClient({ baseUrl: '/api/v1/', getToken: () => null, fetch });
    await client.get('/card/card', { query: { page: 2, search: undefined } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/card/card?page=2');
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('throws an ApiError with the status and parsed body for an error answer', async () => {
    const fetch = vi.fn(async () => jsonResponse(400, { message: 'Invalid credentials' }));
    const client = createApiClient({ baseUrl: '/api/v1', getToken: () => null, fetch });
    const error = await client.post('/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, kind: 'http', body: { message: 'Invalid credentials' } });
    expect(failureMessage(error, { server: fromDetail })).toBe('Invalid credentials');
  });

  it('tells a network failure apart from a server answer', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = createApiClient({ baseUrl: '/api/v1', getToken: () => null, fetch });
    const error = await client.get('/auth/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, kind: 'network', isNetworkError: true });
  });

  it('calls onUnauthorized for 401 and 403 answers', async () => {
    const onUnauthorized = vi.fn();
    const statuses = [401, 403, 404];
    const fetch = vi.fn(async () => jsonResponse(statuses.shift() ?? 500, { detail: 'x' }));
    const client = createApiClient({ baseUrl: '/api/v1', getToken: () => 't', fetch, onUnauthorized });
    for (let i = 0; i < 3; i += 1) await client.get('/auth/user').catch(() => undefined);
    expect(onUnauthorized.mock.calls).toEqual([[401], [403]]);
  });

  it('downloads with the file name from Content-Disposition', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? jsonResponse(201, { id: 7 })
        : new Response('a,b\n1,2', {
            status: 200,
            headers: { 'content-disposition': 'attachment; filename="statement.csv"' },
          }),
    );
    const client = createApiClient({ baseUrl: '/api/v1', getToken: () => 't', fetch });
    const file = await client.download('/statements/1');
    expect(file.fileName).toBe('statement.csv');
    await expect(file.blob.text()).resolves.toBe('a,b\n1,2');
  });

  it("loads a file at the server's absolute address with neither the token nor cookies; its 401 signs nobody out", async () => {
    const onUnauthorized = vi.fn();
    const fetch = vi.fn(async (url: RequestInfo | URL) =>
      String(url).endsWith('/gone.png') ? new Response('', { status: 401 }) : new Response('%PDF-1.4', { status: 200 }),
    );
    const client = createApiClient({ baseUrl: '/api/v1', getToken: () => 'abc123', fetch, onUnauthorized });
    const signal = new AbortController().signal;
    const bytes = await client.loadFile('https://files.example/receipts/r.pdf', { signal });
    await expect(bytes.text()).resolves.toBe('%PDF-1.4');
    expect(fetch).toHaveBeenCalledWith('https://files.example/receipts/r.pdf', { signal, credentials: 'omit' });
    const refused = await client.loadFile('https://files.example/receipts/gone.png').catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 401, kind: 'http' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('holds every request until `ready` settles (the demo backend starting), then sends it', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { ok: true }));
    let started = () => {};
    const ready = new Promise<void>((resolve) => {
      started = resolve;
    });
    const client = createApiClient({ baseUrl: '/api/v1', getToken: () => 't', fetch, ready });
    const answers = [
      client.get('/auth/user'),
      client.post('/auth/users/login', {}),
      client.download('/statements/1'),
      client.loadFile('https://files.example/r.pdf'),
    ];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).not.toHaveBeenCalled();
    started();
    await Promise.all(answers);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('fails a request as a network failure when `ready` rejects, without sending it', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, {}));
    const ready = Promise.reject(new Error('The service worker could not start.'));
    const client = createApiClient({ baseUrl: '/api/v1', getToken: () => 't', fetch, ready });
    const error = await client.get('/auth/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, kind: 'network', message: 'The service worker could not start.' });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('fileNameFromContentDisposition', () => {
  it('reads quoted, bare and RFC 5987 encoded names', () => {
    expect(fileNameFromContentDisposition('attachment; filename="a b.pdf"')).toBe('a b.pdf');
    expect(fileNameFromContentDisposition('attachment; filename=report.csv')).toBe('report.csv');
    expect(fileNameFromContentDisposition("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf")).toBe('résumé.pdf');
    expect(fileNameFromContentDisposition(null)).toBeUndefined();
    expect(fileNameFromContentDisposition('inline')).toBeUndefined();
  });

  it('round-trips any encoded file name', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (name) => {
        const header = `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;
        expect(fileNameFromContentDisposition(header)).toBe(name);
      }),
    );
  });
});

describe('buildUrl', () => {
  it('joins base and path with exactly one slash', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/api/v1', '/api/v1/', 'https://x.test/api/v1'),
        fc.constantFrom('/a', 'a'),
        (base, path) => {
          expect(buildUrl(base, path)).toMatch(/[^/]\/a$/);
        },
      ),
    );
  });
});
