import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launchChromium } from './browser.js';
import { openPage, recordApiCalls, signIn, url } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The API paths each page reads (cards-transactions-team.md §7, access-settings-banking.md §7). */
const pageData: Record<string, string[]> = {
  '/team': ['/auth/company/employee'],
  '/settings/organization-setup': ['/auth/company/setting', '/bank/'],
  '/receipt-approval': ['/card/card/transaction/receipt/approval'],
  '/withdrawals-cashback': ['/bank/customer-withdrawal', '/card/card/cashback', '/company/cashback-redemption-request'],
};

describe('pages a role may not use', () => {
  it('the employee who types /team, /settings/organization-setup, /receipt-approval, /withdrawals-cashback gets "Not available for your role" and none of their data is requested', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'employee@northwind.example');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const calls = recordApiCalls(page);
    for (const [path, dataPaths] of Object.entries(pageData)) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1, name: 'Not available for your role' }).waitFor();
      expect(await page.title()).toBe('Not available for your role · Spend');
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      await page.getByRole('link', { name: 'Go to the home page' }).waitFor();
      expect(await page.locator('[data-not-built]').count(), path).toBe(0);
      expect(
        calls.filter((call) => dataPaths.some((dataPath) => call.includes(dataPath))),
        path,
      ).toEqual([]);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(url('/'));
    await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Not available for your role' }).count()).toBe(0);
    await context.close();
  });

  it('the admin opens the same pages', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'admin@northwind.example');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    for (const [path, heading] of [
      ['/team', 'Team'],
      ['/settings/organization-setup', 'Settings'],
      ['/receipt-approval', 'Receipt Approval Requests'],
      ['/withdrawals-cashback', 'Withdrawals/Cashback'],
    ] as const) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(await page.getByRole('heading', { name: 'Not available for your role' }).count(), path).toBe(0);
    }
    await context.close();
  });
});

describe('the open layout', () => {
  it('/CurrencyCalculator gives a signed-in user a link back to the dashboard', async () => {
    const { context, page } = await openPage(browser, '/login');
    await signIn(page, 'employee@northwind.example');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.goto(url('/CurrencyCalculator'));
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL(url('/'));
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await context.close();
  });

  it('/CurrencyCalculator shows no dashboard link to a signed-out visitor', async () => {
    const { context, page } = await openPage(browser, '/CurrencyCalculator');
    await page.getByRole('heading', { name: 'Currency calculator' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to the dashboard' }).count()).toBe(0);
    await context.close();
  });
});
