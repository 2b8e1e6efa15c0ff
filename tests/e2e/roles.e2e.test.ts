import { describe, expect, it } from 'vitest';
import { axeViolations } from './browser.js';
import { sharedBrowser } from './sharedBrowser.js';
import { openPage, sidebarLinks, signIn, url } from './helpers.js';

const browser = sharedBrowser();

// Northwind has the RECEIPT_APPROVAL beta feature switched on.
const expected: Array<[string, string[]]> = [
  [
    'admin@northwind.example',
    ['Transactions', 'Receipt Approval', 'Cards', 'Payments', 'Recipients', 'Team', 'Withdrawals/Cashback', 'Settings'],
  ],
  ['bookkeeper@northwind.example', ['Transactions', 'Cards', 'Payments', 'Recipients', 'Withdrawals/Cashback']],
  ['manager@northwind.example', ['Transactions', 'Receipt Approval', 'Cards', 'Team']],
  ['employee@northwind.example', ['Transactions', 'Cards']],
  ['external@harbourfront.example', ['Transactions', 'Cards', 'Payments', 'Recipients', 'Withdrawals/Cashback']],
];

describe('each demo role signs in and sees exactly its sidebar links', () => {
  for (const [email, links] of expected) {
    it(email, async () => {
      const { context, page } = await openPage(browser(), '/login');
      await signIn(page, email);
      await page.waitForURL(url('/'));
      expect(await sidebarLinks(page)).toEqual(links);
      await context.close();
    });
  }

  it('the signed-in home passes axe; the sidebar Logout and the top-right one both go to /login', async () => {
    const { context, page } = await openPage(browser(), '/login');
    await signIn(page, 'admin@northwind.example');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Notifications' }).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer.getByText('No Notifications').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Logout Olivia/ }).click();
    await page.waitForURL(url('/login'));
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('spend.session'))).toContain('"token":null');
    await signIn(page, 'admin@northwind.example');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Logout', exact: true }).click();
    await page.waitForURL(url('/login'));
    expect(await page.evaluate(() => localStorage.getItem('spend.session'))).toContain('"token":null');
    await context.close();
  });

  it('the external user sees the company switcher and switching reloads into the other company', async () => {
    const { context, page } = await openPage(browser(), '/login');
    await signIn(page, 'external@harbourfront.example');
    const switcher = page.getByRole('button', { name: /Company/ });
    await switcher.waitFor();
    const before = (await switcher.textContent()) ?? '';
    await switcher.click();
    // The switcher's own list (the home page's grid has a page-size select with options of its own).
    const options = page.getByRole('listbox', { name: /Company/ }).getByRole('option');
    await options.first().waitFor();
    expect(await options.count()).toBe(3);
    const other = (await options.allTextContents()).find((name) => !before.includes(name)) ?? '';
    await options.filter({ hasText: other }).click();
    await page.waitForEvent('load');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await page.getByRole('button', { name: /Company/ }).textContent()).toContain(other);
    await context.close();
  });

  it('below the medium breakpoint the sidebar folds into a Menu button', async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(url('/login'));
    await signIn(page, 'admin@northwind.example');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Cards' }).click();
    await page.waitForURL(url('/cards'));
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('heading', { name: 'Cards' }).waitFor();
    await context.close();
  });
});
