import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { ThemeProvider, ToastProvider } from 'spend-ui';
import { ApiProvider, createApiClient, type ApiClient } from 'spend-ui/features';

/** One request the fake server received. */
export interface SeenRequest {
  method: string;
  /** The path below the base URL, e.g. `/card/card`. */
  path: string;
  query: URLSearchParams;
  url: string;
}

/** What a route answers: a status and a JSON body, or a promise of one (the test settles it). */
export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A raw body instead of JSON (downloads). */
  raw?: BodyInit;
}

type Route = (request: SeenRequest) => Answer | Promise<Answer>;

export function jsonResponse({ status, body, headers, raw }: Answer): Response {
  if (raw !== undefined) return new Response(raw, { status, headers });
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A promise the test settles when it wants the answer to arrive. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * A fetch for `createApiClient` answering by `METHOD /path` (query ignored for matching); unknown
 * routes answer 404. Every request is recorded.
 */
export function fakeServer(routes: Record<string, Route>) {
  const requests: SeenRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1/, ''),
      query: url.searchParams,
      url: String(input),
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.path}`];
    return jsonResponse(route ? await route(request) : { status: 404, body: { detail: 'Not found.' } });
  });
  const client = createApiClient({ baseUrl: '/api/v1', getToken: () => 'test-token', fetch });
  const requestsTo = (method: string, path: string) =>
    requests.filter((request) => request.method === method && request.path === path);
  return { fetch, client, requests, requestsTo };
}

// One object for every render: a new `timings` value on each render would rebuild the configuration.
const TEST_TIMINGS = { dedupeMs: 0 };

/** The providers a feature widget needs: the theme, the toasts and the API (with its cache per `session`). */
export function ApiHarness({
  client,
  session = null,
  children,
}: {
  client: ApiClient;
  session?: string | null;
  children?: ReactNode;
}) {
  return (
    <ThemeProvider>
      <ToastProvider>
        <ApiProvider client={client} session={session} timings={TEST_TIMINGS}>
          {children}
        </ApiProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}

/** A `renderHook` wrapper around `ApiHarness`. */
export function harnessFor(client: ApiClient) {
  return function Wrapper({ children }: { children?: ReactNode }) {
    return <ApiHarness client={client}>{children}</ApiHarness>;
  };
}
