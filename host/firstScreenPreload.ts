import { SESSION_STORAGE_KEY } from './session/storageKey.js';

/** The built files of each first screen beyond the entry's (from scripts/vite-screen-chunks.ts), by screen name. */
export type FilesByScreen = Record<string, readonly string[]>;

/** The paths whose first screen is the signed-in home, or the login screen when signed out. */
const HOME_PATHS: readonly string[] = ['/', '/transactions', '/login'];

/**
 * Runs in the page before the entry, as an inline script (so it is written without imports): asks for
 * the first screen's chunks as `modulepreload` links, so they download beside the entry instead of after
 * it has run (main.tsx's `preloadFirstScreen` then finds them loaded). The signed-in home, or the login
 * screen for a signed-out visit, as main.tsx decides by the stored session's token.
 */
function preloadFirstScreen(files: FilesByScreen, storageKey: string, homePaths: readonly string[]) {
  let signedIn = false;
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? '{}') as { token?: unknown };
    signedIn = typeof stored.token === 'string' && stored.token !== '';
  } catch {
    // No storage, or not a stored session: signed out.
  }
  const screen = homePaths.includes(location.pathname) ? (signedIn ? 'home' : 'login') : null;
  for (const file of screen ? (files[screen] ?? []) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

/** The inline script for index.html: `preloadFirstScreen` called with the build's files (paths from the site root). */
export function firstScreenPreloadScript(files: FilesByScreen): string {
  const args = [files, SESSION_STORAGE_KEY, HOME_PATHS].map((value) => JSON.stringify(value)).join(', ');
  return `(${preloadFirstScreen.toString()})(${args})`;
}
