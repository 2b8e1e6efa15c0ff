// Every route for every role (issue 30): a signed-out visitor and each demo user of the README's table
// (`demoAccounts`) walk every route of the host's route table they may open — axe, reflow at 320 px, a
// title of its own, focus after an in-app navigation, no console error, no uncaught error or unhandled
// rejection, and the layout checks of the stories at 1280 and 375 px (firstRenderChecks.ts: no text cut,
// broken mid-word or over other text, nothing over the next control, no field invalid before anyone
// acted, no raw data code; a finding's page is saved under .vitest-results/layout-findings/e2e/) — and each
// signed-in user is refused, without a data request, the routes its role may not open. Who may open
// what is read from the app itself: the route table's capabilities and `can()` on the stored user.
// One browser; one context per user, its page reused from route to route.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { generatePath, matchPath } from 'react-router-dom';
import { can, onboardingStep } from 'spend-ui/features';
import { routeTable, sidebarLinks, type RouteEntry, type RouteScreen } from '../../host/routes.js';
import { documentTitle } from '../../host/shell/useDocumentTitle.js';
import { SESSION_STORAGE_KEY, type SessionState } from '../../host/session/index.js';
import { demoAccounts, demoTokens } from '../../host/mock-api/index.js';
import { ACCOUNT_CURRENCIES } from '../../host/mock-api/accounts/seed.js';
import { axeViolations, layoutFindingsOn } from './browser.js';
import { sharedBrowser } from './sharedBrowser.js';
import { DEMO_CODE, recordApiCalls, signIn, url } from './helpers.js';

const NOT_AVAILABLE = 'Not available for your role' as const;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 320, height: 640 };
/** The phone width the layout checks run at, beside the desktop's (the reflow check keeps 320 px). */
const LAYOUT_PHONE = { width: 375, height: 667 };

/** One real value from the demo data for each route parameter of the table. */
const routeParams: Record<string, Record<string, string>> = {
  '/accounts/:currency': { currency: ACCOUNT_CURRENCIES[0] },
  '/reset-password/:token': { token: demoTokens.resetPassword },
  '/email-verification/:token': { token: demoTokens.emailVerification },
};

/**
 * The sign-in steps' routes: they show only while a sign-in waits for a code, so the users whose
 * sign-in goes through them check them (a visitor who opens one is sent to the login screen).
 */
const signInSteps = ['/two-step-verification', '/phone-verification'];

const hrefOf = (entry: RouteEntry) => generatePath(entry.path, routeParams[entry.path] ?? {});
const authenticatedRoutes = routeTable.filter((entry) => entry.access === 'authenticated');
const openRoutes = routeTable.filter((entry) => entry.access === 'open');
const publicOnlyRoutes = routeTable.filter((entry) => entry.access === 'public-only');
const sidebarHrefs = new Set(sidebarLinks().map((link) => link.href));

const browser = sharedBrowser();

/** A signed-in or signed-out walk: one context, one page, the problems it met route by route. */
interface Walk {
  page: Page;
  /** Who walks: a demo user's e-mail, or `signed-out` for the visitor. */
  who: string;
  /** The route being checked, named in every problem found while it shows. */
  at: string;
  problems: string[];
  /** The API paths the page requested, in order. */
  apiCalls: string[];
  /** The title of each screen shown, by the screen (routes sharing a page module share it). */
  titles: Map<RouteScreen | string, Map<string, string>>;
}

async function startWalk(who: string): Promise<Walk> {
  const context = await browser().newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const walk: Walk = { page, who, at: '/login', problems: [], apiCalls: recordApiCalls(page), titles: new Map() };
  page.on('console', (message) => {
    if (message.type() === 'error') walk.problems.push(`${walk.at}: console error: ${message.text()}`);
  });
  // Chromium reports an unhandled rejection as an uncaught error ("Uncaught (in promise)").
  page.on('pageerror', (error) => walk.problems.push(`${walk.at}: uncaught: ${error.message}`));
  await page.goto(url('/login'));
  return walk;
}

/** Waits for the screen's heading, then until nothing is loading any more (no busy region, spinner or skeleton). */
async function settled(page: Page, heading = 'main h1') {
  await page.locator(heading).first().waitFor();
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"], [role="progressbar"]:not([aria-valuenow]), [data-skeleton]'),
  );
}

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * The layout checks on the screen as it shows at the viewport's width: each finding fails the walk (softly,
 * so one run lists them all) with the route, the user, the width and the elements, and the page is saved
 * as a screenshot named in the failure.
 */
async function expectLayoutReadable(walk: Walk, width: number) {
  const findings = await layoutFindingsOn(walk.page);
  if (findings.length === 0) return;
  const route = walk.at === '/' ? 'home' : walk.at.replace(/^\//, '').replace(/[^\w-]+/g, '_');
  const path = `.vitest-results/layout-findings/e2e/${walk.who}/${route}-${width}.png`;
  await walk.page.screenshot({ path, fullPage: true });
  expect.soft(findings, `${walk.at} as ${walk.who} at ${width} px (the page as seen: ${path})`).toEqual([]);
}

/**
 * The narrow checks, the viewport desktop again after: the layout checks at 375 px, then how far the
 * page scrolls sideways at 320 px (0 when it reflows).
 */
async function narrowChecks(walk: Walk, heading: string, checkLayout: boolean) {
  const { page } = walk;
  if (checkLayout) {
    await page.setViewportSize(LAYOUT_PHONE);
    await nextFrame(page);
    await settled(page, heading);
    await expectLayoutReadable(walk, LAYOUT_PHONE.width);
  }
  await page.setViewportSize(PHONE);
  await nextFrame(page);
  await settled(page, heading);
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  await page.setViewportSize(DESKTOP);
  await nextFrame(page);
  return overflow;
}

/**
 * Where focus is: "main h1", "main", "the open dialog" (focus inside a modal dialog, which takes it
 * while it shows), or a short description of anything else.
 */
function focusTarget(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    if (active.closest('[role="dialog"][aria-modal="true"], dialog[open]')) return 'the open dialog';
    const main = active.closest('main');
    if (main && active === main) return 'main';
    if (main && active.tagName === 'H1') return 'main h1';
    const name = (active.getAttribute('aria-label') ?? active.textContent ?? '').slice(0, 40);
    return `${active.tagName.toLowerCase()} "${name}"`;
  });
}

/**
 * Where an in-app navigation must leave focus: on the screen's main heading or main region (the
 * host's FocusOnNavigation), or in the modal dialog the screen opens with; `code box` for the code
 * screens, which focus their code field themselves (features/README.md, `focusOnOpen`).
 */
type ExpectedFocus = 'none' | 'main' | 'code box';

async function expectFocus(walk: Walk, expected: ExpectedFocus) {
  const { page } = walk;
  const message = `${walk.at}: focus after navigation`;
  if (expected === 'main') {
    const dialogOpen = (await page.locator('[role="dialog"][aria-modal="true"], dialog[open]').count()) > 0;
    await expect
      .poll(() => focusTarget(page), { message })
      .toEqual(dialogOpen ? 'the open dialog' : expect.stringMatching(/^main( h1)?$/));
  } else if (expected === 'code box') {
    const codeBox = page.getByRole('textbox', { name: 'Verification code' });
    await expect.poll(() => codeBox.evaluate((box) => box === document.activeElement), { message }).toBe(true);
  }
}

/** The onboarding gate, shown on every signed-in route until the dashboard is ready; titled by its screen. */
const ONBOARDING_GATE = 'onboarding gate';

/**
 * Axe, reflow and title of the screen on show; after an in-app navigation, also where focus went.
 * `shown` is the route table's entry whose page shows (titled with its `page`), the refusal or the gate.
 * Routes showing the same page share its title, and axe runs on the first of them.
 */
async function checkScreen(
  walk: Walk,
  shown: RouteEntry | typeof NOT_AVAILABLE | typeof ONBOARDING_GATE,
  { heading = 'main h1', focus }: { heading?: string; focus: ExpectedFocus },
) {
  const { page } = walk;
  const screen = typeof shown === 'string' ? shown : shown.screen;
  await settled(page, heading);
  await expectFocus(walk, focus);
  expect(walk.problems, 'console errors and uncaught errors').toEqual([]);
  // A screen shown again under another route (/ and /transactions, each refused route) is the same DOM:
  // axe and the layout checks run on the first of them.
  const firstShowing = !walk.titles.has(screen);
  if (firstShowing) {
    expect(await axeViolations(page), `${walk.at}: axe`).toEqual([]);
    await expectLayoutReadable(walk, DESKTOP.width);
  }
  expect(await narrowChecks(walk, heading, firstShowing), `${walk.at}: sideways scroll at 320 px`).toBe(0);
  const title = await page.title();
  if (shown !== ONBOARDING_GATE) {
    expect(title, `${walk.at}: title`).toBe(documentTitle(shown === NOT_AVAILABLE ? NOT_AVAILABLE : shown.page));
  }
  const titles = walk.titles.get(screen) ?? new Map<string, string>();
  titles.set(walk.at, title);
  walk.titles.set(screen, titles);
}

/** Each screen has one title whatever route shows it, and no two screens share one. */
function expectUniqueTitles(walk: Walk) {
  const byScreen = [...walk.titles.values()].map((titles) => [...new Set(titles.values())]);
  for (const titles of walk.titles.values()) {
    expect(new Set(titles.values()).size, `one title for ${[...titles.keys()].join(', ')}`).toBe(1);
  }
  const all = byScreen.flat();
  expect(new Set(all).size, `distinct titles: ${all.join(' | ')}`).toBe(all.length);
}

/**
 * A client-side navigation: the sidebar's link, pressed by keyboard, when the route has one the user
 * sees; otherwise the router's own history (as an in-app link does). Waits until the previous
 * screen's heading has gone.
 */
async function navigate(walk: Walk, href: string) {
  const { page } = walk;
  walk.at = href;
  const previousHeading = await page.$('main h1');
  const sidebarLink = page.getByRole('navigation', { name: 'Main' }).locator(`a[href="${href}"]`);
  if (sidebarHrefs.has(href) && (await sidebarLink.count()) > 0) {
    await sidebarLink.focus();
    await page.keyboard.press('Enter');
  } else {
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, href);
  }
  await page.waitForURL(url(href));
  if (previousHeading) await page.waitForFunction((heading) => !heading?.isConnected, previousHeading);
}

/**
 * The open routes render alike for every signed-in user (routes.tsx's `Open` passes the screen nothing
 * of the user but `session.logged`): the first signed-in walk checks them, and the signed-out one.
 * Last in a walk: they leave the signed-in frame.
 */
let openRoutesCheckedSignedIn = false;
async function walkOpenRoutes(walk: Walk) {
  if (openRoutesCheckedSignedIn) return;
  openRoutesCheckedSignedIn = true;
  for (const entry of openRoutes) {
    await navigate(walk, hrefOf(entry));
    await checkScreen(walk, entry, { focus: 'main' });
  }
}

function signedInUser(page: Page) {
  return page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Partial<SessionState>;
    return stored.user ?? null;
  }, SESSION_STORAGE_KEY);
}

describe('the route table as this gate reads it', () => {
  it('names a real value for every route parameter, and the sign-in steps are public routes', () => {
    const withParams = routeTable.filter((entry) =>
      entry.path.split('/').some((segment) => segment.startsWith(':') && !segment.endsWith('?')),
    );
    expect(Object.keys(routeParams).sort()).toEqual(withParams.map((entry) => entry.path).sort());
    expect(publicOnlyRoutes.map((entry) => entry.path)).toEqual(expect.arrayContaining(signInSteps));
  });
});

/** The sign-in steps some user's walk went through (every one must be). */
const signInStepsSeen = new Set<string>();

describe('every route for every demo user', () => {
  it('a signed-out visitor: every public route; the sign-in steps send it to the login screen', async () => {
    const walk = await startWalk('signed-out');
    // The walk starts on /login.
    const login = matchedEntry(walk.page);
    expect(login?.path).toBe('/login');
    if (!login) throw new Error('The walk did not start on a route of the table.');
    await checkScreen(walk, login, { focus: 'none' });
    for (const entry of [...publicOnlyRoutes, ...openRoutes]) {
      if (entry === login) continue;
      const href = hrefOf(entry);
      await navigate(walk, href);
      if (signInSteps.includes(href)) {
        await walk.page.waitForURL(url('/login'));
        continue;
      }
      await checkScreen(walk, entry, { focus: 'main' });
    }
    expectUniqueTitles(walk);
    expect(walk.problems).toEqual([]);
    await walk.page.context().close();
  });

  for (const { email } of demoAccounts) {
    it(email, async () => {
      const walk = await startWalk(email);
      const { page } = walk;
      await signIn(page, email);
      await page.waitForURL((address) => address.pathname !== '/login');
      // A sign-in step (two-step code, phone code) shows first for some users: checked, then passed.
      for (let step = matchedEntry(page); step && signInSteps.includes(step.path); step = matchedEntry(page)) {
        walk.at = step.path;
        signInStepsSeen.add(step.path);
        await checkScreen(walk, step, { focus: 'code box' });
        await page.getByRole('textbox', { name: 'Verification code' }).fill(DEMO_CODE);
        await page.getByRole('button', { name: 'Verify' }).click();
        await page.waitForURL((address) => address.pathname !== step?.path);
      }
      walk.at = '/';
      const user = await signedInUser(page);
      expect(user, 'the signed-in user is stored').not.toBeNull();
      if (!user || onboardingStep(user) !== 'ready') {
        // Every signed-in route shows the onboarding gate until the dashboard is ready.
        await checkScreen(walk, ONBOARDING_GATE, { heading: 'main h1, [role="dialog"] h2', focus: 'main' });
      } else {
        await page.getByRole('navigation', { name: 'Main' }).waitFor();
        for (const entry of authenticatedRoutes) {
          const href = hrefOf(entry);
          const callsBefore = walk.apiCalls.length;
          if (href !== '/') await navigate(walk, href);
          if (can(user, entry.capability)) {
            // The sign-in itself is an in-app navigation to /.
            await checkScreen(walk, entry, { focus: 'main' });
            continue;
          }
          await page.getByRole('heading', { level: 1, name: NOT_AVAILABLE, exact: true }).waitFor();
          await checkScreen(walk, NOT_AVAILABLE, { focus: 'main' });
          expect(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
          expect(walk.apiCalls.slice(callsBefore), `${href}: API calls of a page the role may not open`).toEqual([]);
        }
      }
      await walkOpenRoutes(walk);
      expectUniqueTitles(walk);
      expect(walk.problems).toEqual([]);
      await page.context().close();
    });
  }

  it('every sign-in step was checked in some user’s walk', () => {
    expect([...signInStepsSeen].sort()).toEqual([...signInSteps].sort());
  });
});

function matchedEntry(page: Page): RouteEntry | undefined {
  const { pathname } = new URL(page.url());
  return routeTable.find((entry) => matchPath(entry.path, pathname));
}
