// One Chromium per e2e test file: launched before the file's tests, closed after them.
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.js';

/**
 * Launches Chromium before the calling file's tests and closes it after them; call it once, at the top
 * of the file. Returns the way to that browser: it exists only once the file's tests start, so tests
 * and their helpers ask for it as they run.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is launched before the tests: ask for it inside a test or a hook.');
    return browser;
  };
}
