import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sharedBrowser } from './sharedBrowser.js';
import { openPage, signIn, url } from './helpers.js';

const browser = sharedBrowser();

const ADMIN = 'admin@northwind.example';

/** Signs in as the admin and waits for the shell. */
async function signedInAdmin(path = '/login') {
  const opened = await openPage(browser(), path);
  await signIn(opened.page, ADMIN);
  await opened.page.getByRole('navigation', { name: 'Main' }).waitFor();
  return opened;
}

/** The accessible name of the focused element and its tag, as a user's screen reader meets it. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return { tag: element?.tagName.toLowerCase() ?? '', text: element?.textContent?.trim() ?? '' };
  });
}

/** Authenticated routes with a concrete path, and the page name of their title. */
const signedInRoutes: [string, string][] = [
  ['/', 'Transactions'],
  ['/transactions', 'Transactions'],
  ['/cards', 'Cards'],
  ['/team', 'Team'],
  ['/receipt-approval', 'Receipt Approval Requests'],
  ['/withdrawals-cashback', 'Withdrawals/Cashback'],
  ['/settings/organization-setup', 'Settings'],
  ['/settings/connect-bank-account', 'Connect bank account'],
  ['/bank/transactions', 'Bank Transactions'],
  ['/recipients', 'Recipients'],
  ['/accounts/USD', 'Account'],
  ['/payments', 'Payments'],
  ['/user-profile', 'Profile'],
  ['/CurrencyCalculator', 'Currency calculator'],
];

/** Screens a signed-out visitor opens directly, and their title. */
const publicScreens: [string, string][] = [
  ['/login', 'Login'],
  ['/register', 'Register'],
  ['/forgot-password', 'Forgot password'],
  ['/reset-password/demo-token', 'Reset password'],
  ['/CurrencyCalculator', 'Currency calculator'],
  ['/cards', 'Login'],
  ['/no/such/page', '404 NOTHING FOUND'],
];

describe('navigation a person can follow', () => {
  it('every route has its own document title', async () => {
    const signedOut = await openPage(browser(), '/login');
    for (const [path, name] of publicScreens) {
      await signedOut.page.goto(url(path));
      await signedOut.page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await signedOut.page.title(), path).toBe(`${name} · Spend`);
    }
    await signedOut.context.close();

    const { context, page } = await signedInAdmin();
    for (const [path, name] of signedInRoutes) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.title(), path).toBe(`${name} · Spend`);
    }
    await context.close();
  });

  it('moves focus to the new page heading after a sidebar navigation, not on the first load', async () => {
    const { context, page } = await signedInAdmin('/cards');
    await page.getByRole('heading', { level: 1, name: 'Cards' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Cards' }).waitFor();
    expect((await focused(page)).tag).toBe('body');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
    await page.waitForURL(url('/team'));
    await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    await expect.poll(() => focused(page)).toEqual({ tag: 'h1', text: 'Team' });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cards' }).click();
    await page.waitForURL(url('/cards'));
    await expect.poll(() => focused(page)).toEqual({ tag: 'h1', text: 'Cards' });
    expect(await page.title()).toBe('Cards · Spend');
    await context.close();
  });

  it('offers a skip link to the main content as the first stop of the keyboard', async () => {
    const { context, page } = await signedInAdmin();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toEqual({ tag: 'a', text: 'Skip to main content' });
    expect(await page.getByRole('link', { name: 'Skip to main content' }).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect((await focused(page)).tag).toBe('main');
    expect(await page.url()).toBe(url('/'));
    await context.close();
  });

  it('says "Preparing Your Dashboard" once to a signed-out visitor, and only while it is true', async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      const said: string[] = [];
      Object.assign(window, { liveMessages: said });
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target instanceof Element ? record.target : record.target.parentElement;
          if (!target?.closest('[aria-live], [role="status"], [role="alert"]')) continue;
          const text = record.type === 'characterData' ? (record.target.textContent ?? '') : '';
          const added = [...record.addedNodes].map((node) => node.textContent ?? '').join('');
          if ((text + added).includes('Preparing Your Dashboard')) said.push(text + added);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(url('/transactions'));
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    const said = await page.evaluate(() => (window as unknown as { liveMessages: string[] }).liveMessages);
    expect(said.length).toBeLessThanOrEqual(1);
    const liveText = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-live], [role="status"]')].map((region) => region.textContent ?? '').join(''),
    );
    expect(liveText).not.toContain('Preparing Your Dashboard');
    await context.close();
  });
});

describe("the shell's own parts", () => {
  it('at 375 px the menu is a disclosure: its state and label change, Escape closes it and gives focus back, a navigation closes it', async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(new URL(response.url()).pathname);
    });
    await page.goto(url('/login'));
    await signIn(page, ADMIN);
    await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();

    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);

    await menu.focus();
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'Close menu' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    await nav.waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toEqual({ tag: 'button', text: 'Menu' });

    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Cards' }).click();
    await page.waitForURL(url('/cards'));
    await page.getByRole('heading', { level: 1, name: 'Cards' }).waitFor();
    expect(await nav.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).getAttribute('aria-expanded')).toBe('false');
    expect(missing).toEqual([]);
    await context.close();
  });

  it('draws the top bar buttons in one style', async () => {
    const { context, page } = await signedInAdmin();
    const style = (name: string) =>
      page.getByRole('button', { name, exact: true }).evaluate((button) => {
        const css = getComputedStyle(button);
        return [css.height, css.fontSize, css.fontWeight, css.borderTopWidth, css.borderTopColor, css.borderRadius];
      });
    expect(await style('Logout')).toEqual(await style('Notifications'));
    await context.close();
  });

  it('has a favicon', async () => {
    const { context, page } = await openPage(browser(), '/login');
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.request.get(url(href ?? '/favicon.ico'));
    expect(response.status()).toBe(200);
    await context.close();
  });
});
