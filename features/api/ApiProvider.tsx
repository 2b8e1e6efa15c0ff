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

/**
 * The SWR configuration of every feature query: no retry after a 4xx answer or a 2xx answer of the
 * wrong shape (asking again gets the same answer), no refetch when the window regains focus.
 */
export function apiSwrConfig(): SWRConfiguration {
  return {
    shouldRetryOnError: (error: unknown) =>
      !(isApiError(error) && (error.kind === 'shape' || (error.status >= 400 && error.status < 500))),
    revalidateOnFocus: false,
  };
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
  /** Extra SWR settings merged over the defaults (tests set `dedupingInterval: 0`, for example). */
  swr?: SWRConfiguration;
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
export function ApiProvider({ client, session = null, swr, children }: ApiProviderProps) {
  const value = useMemo<SWRConfiguration>(
    // A provider function gives each mount its own cache Map (never SWR's global cache).
    () => ({ ...apiSwrConfig(), ...swr, provider: () => new Map() }),
    [swr],
  );
  return (
    <ApiClientContext.Provider value={client}>
      <SWRConfig key={session ?? ''} value={value}>
        <RevalidateFromCache>{children}</RevalidateFromCache>
      </SWRConfig>
    </ApiClientContext.Provider>
  );
}
