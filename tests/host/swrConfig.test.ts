import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from 'spend-ui/features';
import { swrConfigFor } from '../../host/App.js';

describe('the host SWR configuration', () => {
  const fetch = vi.fn(async () => new Response('{"results":[1]}', { headers: { 'content-type': 'application/json' } }));
  const client = createApiClient({ baseUrl: '/api/v1', getToken: () => 't', fetch });
  const config = swrConfigFor(client);

  it('fetches the key as an endpoint path with the client', async () => {
    const fetcher = config.fetcher as (key: string) => Promise<unknown>;
    await expect(fetcher('/card/card')).resolves.toEqual({ results: [1] });
    expect(fetch).toHaveBeenCalledWith('/api/v1/card/card', expect.objectContaining({ method: 'GET' }));
  });

  it('never retries a 4xx answer, retries server and network failures', () => {
    const shouldRetry = config.shouldRetryOnError as (error: unknown) => boolean;
    for (const status of [400, 401, 403, 404, 422]) {
      expect(shouldRetry(new ApiError({ status, body: null, kind: 'http' }))).toBe(false);
    }
    expect(shouldRetry(new ApiError({ status: 500, body: null, kind: 'http' }))).toBe(true);
    expect(shouldRetry(new ApiError({ status: 0, body: null, kind: 'network' }))).toBe(true);
  });
});
