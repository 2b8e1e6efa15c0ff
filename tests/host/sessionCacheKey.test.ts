import { describe, expect, it } from 'vitest';
import { ApiError } from 'spend-ui/features';
import { isRetriedFailure } from '../../features/api/ApiProvider.js';
import { sessionCacheKey } from '../../host/App.js';

describe('the query cache of the host', () => {
  it('belongs to one session: signed out, another token or another company is another cache', () => {
    const admin = { token: 'admin-token', user: { user_companies: [{ id: 1, company_name: 'A', selected: true }] } };
    expect(sessionCacheKey({ token: null, user: null })).toBeNull();
    expect(sessionCacheKey(admin)).not.toBe(sessionCacheKey({ ...admin, token: 'employee-token' }));
    const switched = {
      ...admin,
      user: {
        user_companies: [
          { id: 1, company_name: 'A', selected: false },
          { id: 2, company_name: 'B', selected: true },
        ],
      },
    };
    expect(sessionCacheKey(admin)).not.toBe(sessionCacheKey(switched));
    expect(sessionCacheKey(admin)).toBe(sessionCacheKey({ ...admin }));
  });

  it('never retries a 4xx answer, retries server and network failures', () => {
    const shouldRetry = isRetriedFailure;
    for (const status of [400, 401, 403, 404, 422]) {
      expect(shouldRetry(new ApiError({ status, body: null, kind: 'http' }))).toBe(false);
    }
    expect(shouldRetry(new ApiError({ status: 500, body: null, kind: 'http' }))).toBe(true);
    expect(shouldRetry(new ApiError({ status: 0, body: null, kind: 'network' }))).toBe(true);
  });
});
