// Keyboard-only journeys (issue 30) not driven by keyboard elsewhere: each moves focus with Tab and the
// arrow keys only, ends on the success text the spec gives, and fails if the page met any pointer event.
// The other journeys are the keyboard tests of register, team, banking, payments, kyb and the receipt
// approval page (transactions), held to the same rule (tests/e2e/keyboard.ts).
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { sharedBrowser } from './sharedBrowser.js';
import { DEMO_CODE, url } from './helpers.js';
import {
  expectNoPointer,
  openWatchedPage,
  pressOn,
  signInByKeyboard,
  tabTo,
  typeAt,
  chooseFileAt,
  chooseAt,
  chooseRadio,
  type WatchedPage,
} from './keyboard.js';

const browser = sharedBrowser();

/** Signed in by keyboard on /login, then at `path` (typed in the address bar). */
async function signedIn(email: string, path?: string): Promise<WatchedPage> {
  const watched = await openWatchedPage(browser());
  await signInByKeyboard(watched.page, email);
  await watched.page.getByRole('navigation', { name: 'Main' }).waitFor();
  if (path) await watched.page.goto(url(path));
  return watched;
}

/** A journey of a signed-in user at `path`: its steps, then no pointer event met. */
async function journey(email: string, path: string | undefined, steps: (page: Page) => Promise<void>) {
  const watched = await signedIn(email, path);
  await steps(watched.page);
  expectNoPointer(watched);
  await watched.context.close();
}

const toast = (page: Page, name: string | RegExp) => page.getByRole('alertdialog', { name }).first();
const focused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Tabs into the transactions grid and walks its rows with ArrowDown, opening each with Enter, until the
 * drawer offers `button`; leaves that drawer open.
 */
async function openRowOffering(page: Page, button: string) {
  const grid = page.getByRole('tabpanel').getByRole('grid');
  await grid.getByRole('gridcell').first().waitFor();
  await tabTo(page, grid, { within: true });
  const rows = await grid.getByRole('row').count();
  const drawer = page.getByRole('dialog', { name: 'Transaction Details' });
  for (let row = 1; row < rows; row += 1) {
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await drawer.getByRole('heading', { name: 'Receipt' }).waitFor();
    if (await drawer.getByRole('button', { name: button }).count()) return drawer;
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    // Focus goes back to the row a frame after the drawer has gone: the next keys must reach the grid.
    await expect.poll(() => grid.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  throw new Error(`No transaction of the first page offers ${button}`);
}

describe('keyboard-only journeys', () => {
  it('signs in with the two-step code', async () => {
    const watched = await openWatchedPage(browser());
    const { page } = watched;
    await signInByKeyboard(page, 'two-step@northwind.example');
    await page.waitForURL(url('/two-step-verification'));
    await page.getByText(/^Enter the 6 digit code sent to your phone/).waitFor();
    // The code field has the focus on arrival.
    await page.keyboard.type(DEMO_CODE);
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/'));
    await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();
    expectNoPointer(watched);
    await watched.context.close();
  });

  it('writes a memo and uploads a receipt', () =>
    journey('employee@northwind.example', undefined, async (page) => {
      const drawer = await openRowOffering(page, 'Choose file');
      await typeAt(page, drawer.getByRole('textbox', { name: 'Memo' }), 'Team lunch with the Acme buyers');
      await pressOn(page, drawer.getByRole('button', { name: /Submit Memo|Update Memo/ }));
      await toast(page, /^Memo (submitted|updated) successfully!$/).waitFor();
      await chooseFileAt(page, drawer.getByRole('button', { name: /Choose file/ }), {
        name: 'lunch.png',
        mimeType: 'image/png',
        buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
      });
      await toast(page, 'Receipt uploaded successfully').waitFor();
    }));

  it('approves a receipt', () =>
    journey('admin@northwind.example', '/transactions?tab=company', async (page) => {
      const drawer = await openRowOffering(page, 'Approve Receipt');
      await pressOn(page, drawer.getByRole('button', { name: 'Approve Receipt' }));
      await toast(page, 'Receipt Approved Successfully').waitFor();
    }));

  it('requests a redemption', () =>
    journey('admin@northwind.example', '/withdrawals-cashback', async (page) => {
      // The tabs are one stop: the arrow keys move between them.
      const redemptions = page.getByRole('tab', { name: 'Redemption Requests' });
      await tabTo(page, page.getByRole('tablist'), { within: true });
      for (let step = 0; step < 3 && !(await focused(redemptions)); step += 1) await page.keyboard.press('ArrowRight');
      await expect.poll(() => redemptions.getAttribute('aria-selected')).toBe('true');
      await typeAt(page, page.getByRole('textbox', { name: 'Amount to redeem' }), '150');
      await page.keyboard.press('Enter');
      await toast(page, 'Cashback Redemption Request Created, our team will get back to you shortly.').waitFor();
    }));

  it('converts currency with the one-time code', () =>
    journey('admin@northwind.example', '/accounts/USD?tab=convert', async (page) => {
      await typeAt(page, page.getByRole('textbox', { name: 'Sell amount' }), '500');
      // The amount field commits its number when the focus leaves it.
      await page.keyboard.press('Tab');
      await page.getByRole('timer', { name: 'Quote expires in' }).waitFor();
      const proceed = page.getByRole('button', { name: 'Continue' });
      await expect.poll(() => proceed.isEnabled()).toBe(true);
      await pressOn(page, proceed);
      const dialog = page.getByRole('dialog', { name: 'Convert' });
      await dialog.getByText(/^Enter the 6 digit code sent to your phone/).waitFor({ timeout: 10_000 });
      await typeAt(page, dialog.getByRole('textbox', { name: 'Verification code' }), DEMO_CODE);
      await page.keyboard.press('Enter');
      await dialog.getByRole('heading', { name: 'Your conversion is complete' }).waitFor();
    }));

  it('creates a card', () =>
    journey('admin@northwind.example', '/cards', async (page) => {
      await pressOn(page, page.getByRole('button', { name: 'Add Card' }));
      const drawer = page.getByRole('dialog', { name: 'Add Card' });
      await chooseRadio(page, drawer.getByRole('radio', { name: 'Single-use Burner' }));
      await pressOn(page, drawer.getByRole('button', { name: 'Next' }));
      await typeAt(page, drawer.getByRole('textbox', { name: 'Card Name' }), 'Keyboard burner');
      await chooseAt(page, drawer.getByRole('button', { name: /Assign To/ }), 'Liam');
      await typeAt(page, drawer.getByRole('textbox', { name: 'Card Limit' }), '2500');
      await pressOn(page, drawer.getByRole('button', { name: 'Create Card' }));
      await toast(page, 'A card has been created.').waitFor();
    }));
});
