// The kit's contexts without the query cache: a screen that only writes (the sign-in screens) reaches
// the client and the revalidation of cached answers without loading SWR (issue 15). `ApiProvider`
// fills both; `ApiClientProvider` only the client.
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './client.js';

export const ApiClientContext = createContext<ApiClient | null>(null);

/** Which cached answers of the paths a revalidation reads again. */
export interface RevalidateOptions {
  /**
   * Also the lists read whole (`useAllPages`, a chart of a range: many requests). Default true; false
   * for writes that change nothing such a picture sums (a memo, a receipt).
   */
  wholeLists?: boolean;
}

export type RevalidatePaths = (paths: readonly string[], options?: RevalidateOptions) => Promise<void>;

/** Reads again every cached answer of the given paths; with no query cache above, there is none to read. */
export const RevalidatePathsContext = createContext<RevalidatePaths>(() => Promise.resolve());

/** The last part of the cache key of a list read whole (`useAllPages`). */
export const WHOLE_LIST = 'all-pages';

/** True when a cache key is that of a list read whole. */
export function keyReadsWholeList(key: unknown): boolean {
  return Array.isArray(key) && key[2] === WHOLE_LIST;
}

/** True when a cache key of `useApiQuery` reads `path` or a path below it. */
export function keyReadsPath(key: unknown, path: string): boolean {
  if (!Array.isArray(key) || typeof key[0] !== 'string') return false;
  const keyPath = key[0].replace(/\/+$/, '');
  const target = path.replace(/\/+$/, '');
  return keyPath === target || keyPath.startsWith(`${target}/`);
}

export interface ApiClientProviderProps {
  /** The HTTP client every feature widget below calls through. */
  client: ApiClient;
  children?: ReactNode;
}

/**
 * The HTTP client alone, for screens that write but never query (the sign-in screens): no query
 * cache, so no SWR to load. Screens that query need an `ApiProvider`.
 */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The client provided by the nearest `ApiProvider` or `ApiClientProvider`; throws when there is none. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside an <ApiProvider>.');
  return client;
}

/**
 * Asks every query reading one of `paths` (or a path below it) again: what a write or a live notice
 * changed. Resolves when the answers are in.
 */
export function useRevalidatePaths(): RevalidatePaths {
  return useContext(RevalidatePathsContext);
}
