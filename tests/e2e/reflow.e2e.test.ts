// Reflow (WCAG 1.4.10): at 320 CSS px nothing scrolls sideways on the screens routesByRole.e2e.test.ts
// does not walk (the dialogs a route opens, the login shown for a signed-in route, 404, the open menu) —
// it checks every route for every role; and the texts that used to break badly at narrow widths stay whole.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { sharedBrowser } from './sharedBrowser.js';
import { DEMO_CODE, signIn, url } from './helpers.js';

const browser = sharedBrowser();

const PHONE = { width: 320, height: 640 };

/** Signed in as the admin: the routes' dialogs and the 404. */
const signedInRoutes = ['/recipients/add-new', '/payments/now', '/no/such/page'];

/** Signed out: the login shown for an authenticated route, the 404. */
const publicScreens = ['/cards', '/no/such/page'];

/** How far the page scrolls sideways (0 when it reflows). */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

/** A client-side navigation, as a link press would do it (one page load for the whole walk). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(url(path));
}

/**
 * Waits until the screen has its heading (a page's h1, or the onboarding gate dialog's own title) and
 * nothing is loading any more (no busy region, no spinner).
 */
async function settled(page: Page) {
  await page.locator('h1, [role="dialog"] h2').first().waitFor();
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"], [role="progressbar"]:not([aria-valuenow])'),
  );
}

/** The text of each visual line an element's text is laid out in. */
function renderedLines(locator: Locator) {
  return locator.evaluate((element) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue;
        const line = lines.find((candidate) => Math.abs(candidate.top - rect.top) < rect.height / 2);
        if (line) line.text += text[index];
        else lines.push({ top: rect.top, text: text[index] ?? '' });
      }
    }
    return lines.sort((a, b) => a.top - b.top).map((line) => line.text.trim());
  });
}

/** An e-mail address breaks, if at all, only before its "@". */
/** The element's text is shown in full (no "Northwind Suppl…"), its lines broken between words only. */
async function expectWholeWords(locator: Locator) {
  const words = (text: string) => text.replace(/\s+/g, ' ').trim();
  const lines = await renderedLines(locator);
  expect(words(lines.map((line) => line.trim()).join(' '))).toBe(words(await locator.innerText()));
}

function expectWholeParts(lines: string[], email: string) {
  const [local = '', domain = ''] = email.split('@');
  expect([[email], [local, `@${domain}`]]).toContainEqual(lines);
}

describe('reflow at 320 px', () => {
  it('the login shown for a signed-in route and the 404 do not scroll sideways', async () => {
    const context = await browser().newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(url('/login'));
    const overflow: Record<string, number> = {};
    for (const path of publicScreens) {
      await navigateInApp(page, path);
      await settled(page);
      overflow[path] = await sidewaysOverflow(page);
    }
    expect(overflow).toEqual(Object.fromEntries(publicScreens.map((path) => [path, 0])));
    await context.close();
  });

  it("the routes' dialogs, the 404 and the open menu do not scroll sideways for the admin", async () => {
    const context = await browser().newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(url('/login'));
    await signIn(page, 'admin@northwind.example');
    await page.getByRole('button', { name: 'Menu', exact: true }).waitFor();
    const overflow: Record<string, number> = {};
    for (const path of signedInRoutes) {
      await navigateInApp(page, path);
      await settled(page);
      overflow[path] = await sidewaysOverflow(page);
    }
    await navigateInApp(page, '/cards');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    overflow['menu open'] = await sidewaysOverflow(page);
    expect(overflow).toEqual({ ...Object.fromEntries(signedInRoutes.map((path) => [path, 0])), 'menu open': 0 });
    await context.close();
  });
});

describe('the money screens at 375 px', () => {
  it("the top bar stays on one row, and an account's activity shows each movement's amount and status without a sideways scroll", async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(url('/login'));
    await signIn(page, 'admin@northwind.example');
    await page.getByRole('button', { name: 'Menu', exact: true }).waitFor();
    const barTops = await page
      .getByRole('banner')
      .locator('button, a')
      .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
    expect(barTops.length).toBeGreaterThanOrEqual(4);
    expect(new Set(barTops).size, `tops ${barTops.join(', ')}`).toBe(1);

    await navigateInApp(page, '/accounts/USD');
    const grid = page.getByRole('grid', { name: 'Recent activity' });
    const firstRow = grid.getByRole('row').nth(1);
    await firstRow.waitFor();
    // The amount and the status are in sight in the grid's box, not beyond its right edge.
    const box = await grid.boundingBox();
    const amount = firstRow.getByText(/\$[\d,]+\.\d\d/);
    const status = firstRow.getByText(/^(Completed|Cancelled|Processing)$/);
    for (const part of [amount, status]) {
      const partBox = await part.boundingBox();
      expect(partBox && box && partBox.x + partBox.width <= box.x + box.width).toBe(true);
    }
    expect(await sidewaysOverflow(page)).toBe(0);
    await context.close();
  });
});

describe('texts that stay whole at narrow widths', () => {
  it('the demo list\'s "Use" buttons keep their word on one line at 375 and 320 px', async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(url('/login'));
    const useButtons = page.getByRole('button', { name: /^Use / });
    await useButtons.first().waitFor();
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 740 });
      const count = await useButtons.count();
      expect(count).toBeGreaterThan(5);
      for (let index = 0; index < count; index += 1) {
        expect(await renderedLines(useButtons.nth(index)), `${width} px, button ${index}`).toEqual(['Use']);
      }
      expect(await sidewaysOverflow(page)).toBe(0);
    }
    await context.close();
  });

  it('the sidebar breaks an e-mail only before its "@", and the company switcher shows the name in full, broken between words only', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(url('/login'));
    await signIn(page, 'external@harbourfront.example');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByRole('navigation', { name: 'Main' }).waitFor();
    const company = sidebar.getByRole('button', { name: /Company/ });
    await expectWholeWords(company);
    const email = sidebar.getByText('external@harbourfront.example');
    expectWholeParts(await renderedLines(email), 'external@harbourfront.example');

    // Resized once the page has drawn its data: Chromium can keep an element's old @media styles when the
    // viewport changes in the frame where new rules were inserted (styled-components adding a widget's CSS
    // as its data came), and the menu button then stayed display: none at 320 px (README, flaky tests).
    await settled(page);
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await sidebar.getByRole('navigation', { name: 'Main' }).waitFor();
    await expectWholeWords(company);
    expectWholeParts(await renderedLines(email), 'external@harbourfront.example');
    await context.close();
  });

  it('a hyphenated e-mail is not split at its hyphen in the sidebar', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(url('/login'));
    await signIn(page, 'two-step@northwind.example');
    await page.getByRole('textbox', { name: 'Verification code' }).fill(DEMO_CODE);
    await page.getByRole('button', { name: 'Verify' }).click();
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByRole('navigation', { name: 'Main' }).waitFor();
    expectWholeParts(
      await renderedLines(sidebar.getByText('two-step@northwind.example')),
      'two-step@northwind.example',
    );
    await context.close();
  });
});
