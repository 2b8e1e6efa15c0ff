import { useCallback, useMemo, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type SWRConfiguration } from 'swr';
import { isApiError } from './ApiError.js';
import {
  ApiClientContext,
  keyReadsPath,
  keyReadsWholeList,
  RevalidatePathsContext,
  type RevalidateOptions,
} from './apiContext.js';
import type { ApiClient } from './client.js';

/** Whether a failed query is asked again: not after a 4xx or an answer of the wrong shape (the same would come back). */
export function isRetriedFailure(error: unknown): boolean {
  return !(isApiError(error) && (error.kind === 'shape' || (error.status >= 400 && error.status < 500)));
}

/** Timings of the query cache, for tests and apps that need other than the defaults. */
export interface QueryTimings {
  /** Readers of one key within this many milliseconds share one request (default 2,000). */
  dedupeMs?: number;
  /** Milliseconds before a failed query is first asked again (default about 5,000, growing). */
  retryDelayMs?: number;
}

/**
 * The cache configuration of every feature query: no retry after a 4xx answer or a 2xx answer of the
 * wrong shape (asking again gets the same answer), no refetch when the window regains focus.
 */
function cacheConfig({ dedupeMs, retryDelayMs }: QueryTimings): SWRConfiguration {
  const config: SWRConfiguration = { shouldRetryOnError: isRetriedFailure, revalidateOnFocus: false };
  if (dedupeMs !== undefined) config.dedupingInterval = dedupeMs;
  if (retryDelayMs !== undefined) config.errorRetryInterval = retryDelayMs;
  return config;
}

export interface ApiProviderProps {
  /** The HTTP client every feature widget below calls through. */
  client: ApiClient;
  /**
   * Who the cached answers belong to: the session (user, token, company). When it changes, the
   * widgets below mount again over an empty cache, so no answer of one session is ever shown in
   * another — not even for one frame. `null` (signed out) is a session of its own.
   */
  session?: string | null;
  /** Other timings than the defaults (tests set `dedupeMs: 0`, for example); one object for every render. */
  timings?: QueryTimings;
  children?: ReactNode;
}

/** Revalidation of the cache of the SWRConfig above (what `useRevalidatePaths` returns below it). */
function RevalidateFromCache({ children }: { children?: ReactNode }) {
  const { mutate } = useSWRConfig();
  const revalidate = useCallback(
    async (paths: readonly string[], { wholeLists = true }: RevalidateOptions = {}) => {
      await mutate((key) => paths.some((path) => keyReadsPath(key, path)) && (wholeLists || !keyReadsWholeList(key)));
    },
    [mutate],
  );
  return <RevalidatePathsContext.Provider value={revalidate}>{children}</RevalidatePathsContext.Provider>;
}

/** Hands the HTTP client and the query cache to every feature widget below it. */
export function ApiProvider({ client, session = null, timings, children }: ApiProviderProps) {
  const value = useMemo<SWRConfiguration>(
    // A provider function gives each mount its own cache Map (never SWR's global cache).
    () => ({ ...cacheConfig(timings ?? {}), provider: () => new Map() }),
    [timings],
  );
  return (
    <ApiClientContext.Provider value={client}>
      <SWRConfig key={session ?? ''} value={value}>
        <RevalidateFromCache>{children}</RevalidateFromCache>
      </SWRConfig>
    </ApiClientContext.Provider>
  );
}
