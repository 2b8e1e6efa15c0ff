// Browser commands of the visual project: they run in Node beside Playwright's page, for what a page
// cannot do to itself (emulate forced colours, size the window around the test frame, see its requests).
import type { Page, Request } from 'playwright';
import type { BrowserCommand } from 'vitest/node';

interface NetworkTracker {
  pending: Set<Request>;
  /** performance.now() of the last request that started or ended. */
  lastChange: number;
}

const trackers = new WeakMap<Page, NetworkTracker>();

function trackerOf(page: Page): NetworkTracker {
  let tracker = trackers.get(page);
  if (!tracker) {
    const created: NetworkTracker = { pending: new Set(), lastChange: performance.now() };
    const settle = (request: Request) => {
      created.pending.delete(request);
      created.lastChange = performance.now();
    };
    page.on('request', (request) => {
      created.pending.add(request);
      created.lastChange = performance.now();
    });
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    trackers.set(page, created);
    tracker = created;
  }
  return tracker;
}

/** Starts counting the page's requests (every frame's: fetches, lazily imported modules, fonts, images). */
const trackNetwork: BrowserCommand<[]> = ({ page }) => {
  trackerOf(page);
};

/**
 * Resolves once no more than `expectedOpen` requests of the page (those a story never answers on purpose)
 * have been pending for `quietMs`, or after `timeoutMs` (a story that waits for an answer that never comes
 * without saying so). Returns whether the network went quiet.
 */
const waitForNetworkIdle: BrowserCommand<[quietMs: number, timeoutMs: number, expectedOpen: number]> = async (
  { page },
  quietMs,
  timeoutMs,
  expectedOpen,
) => {
  const tracker = trackerOf(page);
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (tracker.pending.size <= expectedOpen && performance.now() - tracker.lastChange >= quietMs) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
};

/**
 * Stops waiting for the requests pending now: a story before left one open for ever (`delay('infinite')`),
 * and every later story would otherwise wait out its deadline for it.
 */
const leaveOpenRequests: BrowserCommand<[]> = ({ page }) => {
  trackerOf(page).pending.clear();
};

/** `forced-colors: active` (Windows high contrast) or back to `none`, for the whole page. */
const emulateForcedColors: BrowserCommand<[forcedColors: 'active' | 'none']> = async ({ page }, forcedColors) => {
  await page.emulateMedia({ forcedColors });
};

/**
 * Sizes the browser window to hold the test frame at `width` × `height` unscaled (Vitest shrinks the frame
 * to fit a smaller window, which would shrink the screenshots with it).
 */
const fitWindowTo: BrowserCommand<[width: number, height: number]> = async ({ page }, width, height) => {
  await page.setViewportSize({ width, height });
};

/** The full version of the Chromium running the page (the user agent gives only its major version). */
const chromiumVersion: BrowserCommand<[]> = ({ page }) => page.context().browser()?.version() ?? 'unknown';

/** Whether the run is CI's (`CI=true`), where a screenshot run that cannot compare must fail, not skip. */
const runsUnderCI: BrowserCommand<[]> = () => process.env.CI === 'true';

export const visualCommands = {
  trackNetwork,
  waitForNetworkIdle,
  leaveOpenRequests,
  emulateForcedColors,
  fitWindowTo,
  chromiumVersion,
  runsUnderCI,
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    trackNetwork: () => Promise<void>;
    waitForNetworkIdle: (quietMs: number, timeoutMs: number, expectedOpen: number) => Promise<boolean>;
    leaveOpenRequests: () => Promise<void>;
    emulateForcedColors: (forcedColors: 'active' | 'none') => Promise<void>;
    fitWindowTo: (width: number, height: number) => Promise<void>;
    chromiumVersion: () => Promise<string>;
    runsUnderCI: () => Promise<boolean>;
  }
}
