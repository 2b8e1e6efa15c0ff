import { afterEach, describe, expect, it } from 'vitest';
import { firstScreenPreloadScript } from '../../host/firstScreenPreload.js';
import { SESSION_STORAGE_KEY } from '../../host/session/sessionStore.js';

const files = { home: ['/assets/screen-home.js', '/assets/AppLayout.js'], login: ['/assets/LoginPage.js'] };

/** Runs the inline script as index.html does, on `path`, and returns what it asked to preload. */
function preloadedOn(path: string): string[] {
  window.history.replaceState(null, '', path);
  // The page's first script, as the build writes it into index.html.
  new Function(firstScreenPreloadScript(files))();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => {
    expect(link.getAttribute('crossorigin')).toBe('');
    return new URL(link.href).pathname;
  });
}

afterEach(() => {
  localStorage.clear();
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  window.history.replaceState(null, '', '/');
});

describe('the first screen preload of index.html', () => {
  it('asks for the home chunks on the home paths when a session with a token is stored', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 't', logged: true }));
    expect(preloadedOn('/')).toEqual(files.home);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    expect(preloadedOn('/transactions')).toEqual(files.home);
  });

  it('asks for the login screen signed out, or with a session without a token, or unreadable', () => {
    expect(preloadedOn('/')).toEqual(files.login);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: '', logged: true }));
    expect(preloadedOn('/login')).toEqual(files.login);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(preloadedOn('/transactions')).toEqual(files.login);
  });

  it('asks for nothing on the other routes, whose first screens the entry loads', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 't' }));
    expect(preloadedOn('/cards')).toEqual([]);
    expect(preloadedOn('/register')).toEqual([]);
  });
});
