// The refused routes of each role are checked in routesByRole.e2e.test.ts.
import { describe, expect, it } from 'vitest';
import { sharedBrowser } from './sharedBrowser.js';
import { openPage, signIn, url } from './helpers.js';

const browser = sharedBrowser();

describe('the open layout', () => {
  it('/CurrencyCalculator gives a signed-in user a link back to the dashboard', async () => {
    const { context, page } = await openPage(browser(), '/login');
    await signIn(page, 'employee@northwind.example');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.goto(url('/CurrencyCalculator'));
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL(url('/'));
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await context.close();
  });

  it('/CurrencyCalculator shows no dashboard link to a signed-out visitor', async () => {
    const { context, page } = await openPage(browser(), '/CurrencyCalculator');
    await page.getByRole('heading', { name: 'Currency calculator' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to the dashboard' }).count()).toBe(0);
    await context.close();
  });
});
