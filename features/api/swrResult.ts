import type { SWRResponse } from 'swr';
import type { ApiError } from './ApiError.js';
import type { QueryResult } from './useApiQuery.js';

/** The kit's result of an SWR answer: nothing of SWR beyond this reaches a screen. */
export function toQueryResult<Data>(swr: SWRResponse<Data, ApiError>): QueryResult<Data> {
  const { data, error, isValidating, mutate } = swr;
  // A failure on screen is something shown: asking again after it (a retry) is a refresh, not a first load.
  const isLoading = swr.isLoading && data === undefined && error === undefined;
  return {
    data,
    error,
    isLoading,
    isRefreshing: isValidating && !isLoading,
    reload: () =>
      mutate().then(
        () => undefined,
        () => undefined,
      ),
  };
}
