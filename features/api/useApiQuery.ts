import { useEffect } from 'react';
import useSWR, { unstable_serialize, useSWRConfig, type SWRConfiguration } from 'swr';
import { ApiError } from './ApiError.js';
import { issuePath, validateAnswer, type AnswerSchema } from './answerSchema.js';
import { useApiClient } from './apiContext.js';
import type { QueryParams } from './client.js';
import { toQueryResult } from './swrResult.js';

/** The cache key of a query: the endpoint path and its query parameters. */
export type ApiQueryKey = readonly [path: string, query: QueryParams | null];

/** What a screen gets from a query: the answer, the failure, and whether one is on its way. */
export interface QueryResult<Data> {
  /** The answer (checked against the schema when one is given); kept while the query asks again. */
  data: Data | undefined;
  /** The last failure, until an answer replaces it. */
  error: ApiError | undefined;
  /** True until the first answer or failure of this key: nothing to show yet. */
  isLoading: boolean;
  /** True while the query asks again with something on screen (a reload, a poll, another key kept on screen). */
  isRefreshing: boolean;
  /** Asks again now; settles once the answer or failure is in, and never rejects. */
  reload: () => Promise<void>;
}

export interface ApiQueryOptions<Data> {
  /**
   * Checks the answer (after the `results` envelope is unwrapped) where a wrong shape would otherwise
   * crash a screen deep inside; a mismatch fails the query with an `ApiError` of kind `shape`. A module
   * constant: readers of one path with different schemas keep separate cache entries, told apart by
   * the schema object. Classic zod and zod/mini schemas both do, as does any Standard Schema.
   */
  schema?: AnswerSchema<Data>;
  /** `keep` returns the body as sent; by default the spec's `results` envelope is unwrapped. */
  envelope?: 'unwrap' | 'keep';
  /**
   * Drops the cached answer when the widget unmounts or the key changes, for answers that must not
   * outlive the view showing them (a card's number and CVV). Such a reader is not deduplicated: each
   * mount asks again.
   */
  forgetOnUnmount?: boolean;
  /**
   * Asks again every so many milliseconds while mounted (0 or unset: never), or a function of the
   * current answer (poll while an account is under verification, stop once it is verified).
   */
  pollInterval?: number | ((data: Data | undefined) => number);
  /** Keeps the previous key's answer on screen while the next key's loads (a page change, a new search). */
  keepPrevious?: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The payload inside the spec's `{results: …}` envelope; other bodies as they are. */
export function unwrapResults(body: unknown): unknown {
  return isRecord(body) && 'results' in body ? body.results : body;
}

/** Query parameters without the unset ones, so `{a: undefined}` and `{}` share a cache entry. */
export function compactQuery(query: QueryParams | undefined): QueryParams | null {
  if (!query) return null;
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== null);
  return entries.length ? Object.fromEntries(entries) : null;
}

/** The key `useApiQuery` caches `path` and `query` under (`null` when there is no path: no request). */
export function apiQueryKey(path: string | null | undefined, query?: QueryParams): ApiQueryKey | null {
  return path ? [path, compactQuery(query)] : null;
}

/** Checks a body against a schema; a mismatch throws an `ApiError` of kind `shape` naming the fields. */
export function checkShape<Data>(body: unknown, schema: AnswerSchema<Data> | undefined, path: string): Data {
  if (!schema) return body as Data;
  const parsed = validateAnswer(schema, body);
  if (parsed.success) return parsed.data;
  const issues = parsed.issues.map((issue) => `${issuePath(issue)}: ${issue.message}`);
  throw new ApiError({
    status: 200,
    body,
    kind: 'shape',
    message: `${path} answered an unexpected shape: ${issues.join('; ')}`,
  });
}

// Two readers of one path with different schemas (the company setting: team, settings, banking) must
// not share one cache entry: the entry holds the answer as one schema parsed it (zod drops unknown
// fields, coerces others). The SWR key therefore ends with the reader: the envelope and the schema's id.
const schemaIds = new WeakMap<object, number>();
let lastSchemaId = 0;
function readerOf(schema: object | undefined, envelope: string): string {
  if (!schema) return envelope;
  let id = schemaIds.get(schema);
  if (id === undefined) {
    lastSchemaId += 1;
    id = lastSchemaId;
    schemaIds.set(schema, id);
  }
  return `${envelope}:${id}`;
}

type ReaderKey = readonly [path: string, query: QueryParams | null, reader: string];

/**
 * Reads an endpoint through SWR under the nearest `ApiProvider`: keyed by `[path, query]`, fetched with
 * the provider's client, `results` unwrapped, the shape checked when a schema is given. A `null` path
 * makes no request (for dependent queries and pages a role may not read).
 */
export function useApiQuery<Data>(
  path: string | null | undefined,
  query?: QueryParams,
  options: ApiQueryOptions<Data> = {},
): QueryResult<Data> {
  const client = useApiClient();
  const { schema, envelope = 'unwrap', forgetOnUnmount = false, pollInterval, keepPrevious = false } = options;
  const swrOptions: SWRConfiguration<Data, ApiError> = { keepPreviousData: keepPrevious };
  if (pollInterval !== undefined) swrOptions.refreshInterval = pollInterval;
  const pathKey = apiQueryKey(path, query);
  const key: ReaderKey | null = pathKey ? [pathKey[0], pathKey[1], readerOf(schema, envelope)] : null;
  const { cache } = useSWRConfig();
  const cacheKey = key ? unstable_serialize(key) : null;
  useEffect(() => {
    if (!forgetOnUnmount || cacheKey === null) return undefined;
    // Straight from the cache map: it stays safe when the whole provider unmounts with the reader.
    return () => cache.delete(cacheKey);
  }, [forgetOnUnmount, cacheKey, cache]);
  const swr = useSWR<Data, ApiError, ReaderKey | null>(
    key,
    async ([keyPath, keyQuery]: ReaderKey) => {
      const body = await client.get<unknown>(keyPath, { query: keyQuery ?? undefined });
      return checkShape(envelope === 'unwrap' ? unwrapResults(body) : body, schema, keyPath);
    },
    // SWR skips the mount's request while the last one is within its deduplication interval; with the
    // answer forgotten, a reader back within that interval would wait for nothing.
    forgetOnUnmount ? { dedupingInterval: 0, ...swrOptions } : swrOptions,
  );
  return toQueryResult(swr);
}
