import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './browser.js';
import { sharedBrowser } from './sharedBrowser.js';
import { expectHeading, openPage, signIn, url } from './helpers.js';

const browser = sharedBrowser();

/** A call on the demo backend's live channel (`__SPEND_DEMO_BACKEND__.live`), made in the page. */
type LiveCall =
  | ['stopTimer']
  | ['dropAll']
  | ['connectionCount']
  | ['sendRaw', string]
  | ['emit', string, { email: string; merchant: string; amount: number }];

function live(page: Page, ...call: LiveCall): Promise<unknown> {
  return page.evaluate((request) => {
    const [name, ...args] = request;
    const backend = (
      globalThis as unknown as { __SPEND_DEMO_BACKEND__?: { live: Record<string, (...values: unknown[]) => unknown> } }
    ).__SPEND_DEMO_BACKEND__;
    const method = backend?.live[name];
    if (!backend || !method) throw new Error(`No demo live channel call ${name}`);
    const result = method.apply(backend.live, args);
    // Only plain values come back (emit returns the event).
    return typeof result === 'number' ? result : null;
  }, call);
}

async function signedIn(email: string, path: string) {
  const { context, page } = await openPage(browser(), '/login');
  await signIn(page, email);
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  // Nothing arrives on the demo's timer during the test: every notice is one the test sends.
  await live(page, 'stopTimer');
  if (path !== '/') await page.goto(url(path));
  return { context, page };
}

const ADMIN = 'admin@northwind.example';
const toast = (page: Page, name: string) => page.getByRole('alertdialog', { name }).first();

describe('withdrawals and cashback', () => {
  it('?tab=cashback-redemption opens the third tab; redeeming below $100 is refused, above is requested', async () => {
    const { context, page } = await signedIn(
      'admin@northwind.example',
      '/withdrawals-cashback?tab=cashback-redemption',
    );
    await expectHeading(page, 'Withdrawals/Cashback');
    const tab = page.getByRole('tab', { name: 'Redemption Requests' });
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('cashback-redemption');
    const grid = page.getByRole('grid', { name: 'Redemption Requests' });
    await grid.getByRole('gridcell').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const unresolvedBefore = await grid.getByText('Unresolved', { exact: true }).count();

    const amount = page.getByRole('textbox', { name: 'Amount to redeem' });
    await amount.fill('50');
    await page.getByRole('button', { name: 'Request Redemption' }).click();
    await toast(page, 'Cashback below $100 cannot be redeemed.').waitFor();
    await expect.poll(() => amount.evaluate((input) => input === document.activeElement)).toBe(true);

    await amount.fill('150');
    await page.getByRole('button', { name: 'Request Redemption' }).click();
    await toast(page, 'Cashback Redemption Request Created, our team will get back to you shortly.').waitFor();
    await expect.poll(() => grid.getByText('Unresolved', { exact: true }).count()).toBe(unresolvedBefore + 1);

    // The tab stays in the URL as the user moves between tabs.
    await page.getByRole('tab', { name: 'Withdrawals' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('withdrawals');
    await context.close();
  });

  it('the Withdrawals tab derives each status; a failed one tells its reason on keyboard focus', async () => {
    const { context, page } = await signedIn('bookkeeper@northwind.example', '/withdrawals-cashback');
    const grid = page.getByRole('grid', { name: 'Withdrawals' });
    await grid.getByRole('gridcell').first().waitFor();
    expect(await grid.getByText('Processing', { exact: true }).count()).toBeGreaterThan(0);
    expect(await grid.getByText('Reverted', { exact: true }).count()).toBeGreaterThan(0);
    const failed = grid.getByRole('button', { name: /Failed/ }).first();
    await failed.focus();
    await page.keyboard.press('Enter');
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toMatch(/\(R\d\d\)/);
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'detached' });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Cashback' }).click();
    await page.getByText('Lifetime Cashback Earned').waitFor();
    await page.getByRole('grid', { name: 'Cashback' }).getByRole('gridcell').first().waitFor();

    await page.goto(url('/bank/transactions'));
    await expectHeading(page, 'Bank Transactions');
    await page.getByRole('grid', { name: 'Bank Transactions' }).getByRole('gridcell').first().waitFor();
    await context.close();
  });
});

describe('the live channel', () => {
  it('a notice arrives, stays in the drawer and refreshes the transactions grid; a malformed one is dropped', async () => {
    const { context, page } = await signedIn('admin@northwind.example', '/');
    const grid = page.getByRole('grid', { name: 'My Transactions' });
    await grid.getByRole('gridcell').first().waitFor();
    await expect.poll(() => live(page, 'connectionCount')).toBe(1);
    expect(await grid.getByText('E2E Live Coffee').count()).toBe(0);

    await live(page, 'sendRaw', '{"messageType": "NOPE"}');
    await live(page, 'emit', 'TRANSACTION', { email: ADMIN, merchant: 'E2E Live Coffee', amount: 12.34 });
    await toast(page, 'New Transaction').waitFor();
    await page.getByRole('status').filter({ hasText: 'New Transaction. A transaction was made for $12.34' }).waitFor();
    await grid.getByText('E2E Live Coffee').first().waitFor();

    await page.getByRole('button', { name: /Notifications/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer.getByText(/A transaction was made for \$12\.34 at E2E Live Coffee/).waitFor();
    expect(await drawer.getByRole('listitem').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await context.close();
  });

  it('reconnects after the server drops it, and stops when the user signs out', async () => {
    const { context, page } = await signedIn('admin@northwind.example', '/');
    await expect.poll(() => live(page, 'connectionCount')).toBe(1);
    await live(page, 'dropAll');
    expect(await live(page, 'connectionCount')).toBe(0);
    await expect.poll(() => live(page, 'connectionCount'), { timeout: 5000 }).toBe(1);

    await live(page, 'emit', 'CREDIT', { email: ADMIN, merchant: 'E2E Refunds', amount: 20 });
    await toast(page, 'Credit Received').waitFor();

    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await page.waitForURL(url('/login'));
    await expect.poll(() => live(page, 'connectionCount')).toBe(0);
    await context.close();
  });
});
