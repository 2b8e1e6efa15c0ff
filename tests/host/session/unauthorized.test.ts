import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from 'spend-ui/features';
import { createUnauthorizedHandler } from '../../../host/session/unauthorized.js';

describe('createUnauthorizedHandler', () => {
  it('clears the session at once and redirects to /login after 1 s, once for many failures', async () => {
    vi.useFakeTimers();
    try {
      const clearSession = vi.fn();
      const redirectToLogin = vi.fn();
      const onUnauthorized = createUnauthorizedHandler({ clearSession, redirectToLogin });
      const fetch = vi.fn(
        async () => new Response('{"detail":"no"}', { status: 401, headers: { 'content-type': 'application/json' } }),
      );
      const client = createApiClient({ baseUrl: '/api/v1', getToken: () => 't', onUnauthorized, fetch });
      const calls = [client.get('/a'), client.get('/b'), client.post('/c'), client.delete('/d')];
      await Promise.allSettled(calls);
      expect(fetch).toHaveBeenCalledTimes(4);
      expect(clearSession).toHaveBeenCalledTimes(1);
      expect(redirectToLogin).not.toHaveBeenCalled();
      vi.advanceTimersByTime(999);
      expect(redirectToLogin).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(redirectToLogin).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(5000);
      expect(redirectToLogin).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('handles a later failure again once the first redirect happened', () => {
    const timers: Array<() => void> = [];
    const redirectToLogin = vi.fn();
    const handler = createUnauthorizedHandler({
      clearSession: vi.fn(),
      redirectToLogin,
      setTimer: (callback) => timers.push(callback),
    });
    handler();
    handler();
    expect(timers).toHaveLength(1);
    timers[0]?.();
    handler();
    expect(timers).toHaveLength(2);
    timers[1]?.();
    expect(redirectToLogin).toHaveBeenCalledTimes(2);
  });

  it('also reacts to 403', async () => {
    const clearSession = vi.fn();
    const handler = createUnauthorizedHandler({ clearSession, redirectToLogin: vi.fn(), setTimer: () => undefined });
    const fetch = vi.fn(async () => new Response(null, { status: 403 }));
    const client = createApiClient({ baseUrl: '', getToken: () => 't', onUnauthorized: handler, fetch });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 403 });
    expect(clearSession).toHaveBeenCalledTimes(1);
  });
});
