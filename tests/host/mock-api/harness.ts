import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createApiClient, isApiError, type ApiClient, type ApiError } from 'spend-ui/features';
import { createDemoStore, handlers, type DemoStore, type DemoStoreOptions } from '../../../host/mock-api/index.js';

export const BASE_URL = 'http://demo.test/api/v1';

/** An in-memory stand-in for sessionStorage. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

export interface Harness {
  store: DemoStore;
  /** A client without a token. */
  client: ApiClient;
  /** A client sending the given token. */
  clientWith(token: string | null): ApiClient;
  /** Replaces the store (e.g. with a controllable clock); the handlers serve the new one. */
  recreate(options: DemoStoreOptions): DemoStore;
}

/** Starts MSW with the demo handlers once per file and a fresh in-memory store per test. */
export function useDemoBackend(options: DemoStoreOptions = {}): Harness {
  const server = setupServer(...handlers);
  const harness = {} as Harness;
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  afterEach(() => server.resetHandlers());
  beforeEach(() => {
    harness.recreate = (overrides) => {
      harness.store = createDemoStore({ latencyMs: 0, storage: null, ...options, ...overrides });
      return harness.store;
    };
    harness.recreate({});
    harness.clientWith = (token) => createApiClient({ baseUrl: BASE_URL, getToken: () => token });
    harness.client = harness.clientWith(null);
  });
  return harness;
}

/** The ApiError a call rejects with (fails the test when it resolves). */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('Expected the call to fail, but it succeeded.');
}
