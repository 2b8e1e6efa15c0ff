import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHostServices, NavigationHolder } from '../../host/App.js';
import { SESSION_STORAGE_KEY } from '../../host/session/sessionStore.js';
import { startSessionCheck } from '../../host/routes.js';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('NavigationHolder', () => {
  it('goes where it was sent before the router was mounted, once the router is', () => {
    const navigation = new NavigationHolder();
    navigation.go('/login');
    expect(window.location.pathname).toBe('/');
    const navigate = vi.fn();
    navigation.attach(navigate);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login', { replace: true });
    navigation.attach(navigate);
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('is where the page is until the router tells otherwise', () => {
    window.history.replaceState(null, '', '/cards?tab=virtual');
    const navigation = new NavigationHolder();
    expect(navigation.here()).toBe('/cards?tab=virtual');
    navigation.locate('/team');
    expect(navigation.here()).toBe('/team');
  });
});

describe('the session check started before the first render (host/main.tsx)', () => {
  it('a 401 ends the session, keeps the page to come back to and sends the router to /login once mounted', async () => {
    window.history.replaceState(null, '', '/cards');
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'stale', logged: true, user: null }));
    const fetch = vi.fn(
      async () => new Response('{}', { status: 401, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    // The redirect follows the 401 after 1 s (host/session/unauthorized.ts).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const services = createHostServices('/api/v1', localStorage);
    expect(services.store.getSnapshot().loading).toBe(true);
    startSessionCheck(services.store, '/cards');
    await vi.waitFor(() => expect(services.store.getSnapshot().logged).toBe(false));
    expect(fetch).toHaveBeenCalledOnce();
    expect(services.store.getSnapshot()).toMatchObject({ endedByServer: true, returnTo: '/cards' });
    vi.advanceTimersByTime(1000);
    const navigate = vi.fn();
    services.navigation.attach(navigate);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login', { replace: true });
  });

  it('skips the check on the e-mail verification route', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'kept', logged: true, user: null }));
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const services = createHostServices('/api/v1', localStorage);
    startSessionCheck(services.store, '/email-verification/abc');
    expect(fetch).not.toHaveBeenCalled();
    expect(services.store.getSnapshot()).toMatchObject({ logged: true, loading: false });
  });
});
