import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations } from './browser.js';
import { sharedBrowser } from './sharedBrowser.js';
import { DEMO_CODE, expectHeading, recordApiCalls, url } from './helpers.js';
import {
  chooseAt,
  chooseRadio,
  expectNoPointer,
  openWatchedPage,
  pressOn,
  signInByKeyboard,
  tabTo,
  typeAt,
} from './keyboard.js';

const browser = sharedBrowser();

async function signedIn(email: string) {
  const watched = await openWatchedPage(browser());
  await signInByKeyboard(watched.page, email);
  await watched.page.getByRole('navigation', { name: 'Main' }).waitFor();
  return watched;
}

/** Picks a combo box option by keyboard: its text typed, then ArrowDown to it and Enter. */
async function pickFromComboBox(page: Page, input: Locator, typed: string, option: string) {
  await tabTo(page, input);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(typed);
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option').first().waitFor();
  const names = (await listbox.getByRole('option').allTextContents()).map((text) => text.trim());
  const index = names.indexOf(option);
  expect(index, names.join(', ')).toBeGreaterThanOrEqual(0);
  for (let step = 0; step <= index; step += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

/** The USD card of the balances strip: its amount as a number. */
async function usdBalance(page: Page): Promise<number> {
  const card = page.getByRole('list', { name: 'Balances' }).getByRole('link', { name: /US Dollar/ });
  await card.waitFor();
  const text = (await card.textContent()) ?? '';
  const amount = /\$([\d,]+\.\d\d)/.exec(text)?.[1];
  if (!amount) throw new Error(`No USD amount in "${text}"`);
  return Number(amount.replace(/,/g, ''));
}

describe('payments and recipients', () => {
  it('the admin adds a GB company recipient by keyboard (Enter in the last field goes to Review and the code arrives)', async () => {
    const watched = await signedIn('admin@northwind.example');
    const { context, page } = watched;
    await page.goto(url('/recipients'));
    await expectHeading(page, 'Recipients');
    await pressOn(page, page.getByRole('link', { name: 'Add account' }));
    await page.waitForURL(url('/recipients/add-new'));
    const dialog = page.getByRole('dialog', { name: 'Add recipient' });
    await pickFromComboBox(
      page,
      dialog.getByRole('combobox', { name: /^Country/ }),
      'United Kingdom',
      'United Kingdom',
    );
    await expect
      .poll(() => dialog.getByRole('combobox', { name: /^Currency/ }).inputValue())
      .toBe('GBP — British Pound');
    await chooseRadio(page, dialog.getByRole('radio', { name: /^Company/ }));
    await dialog.getByRole('textbox', { name: /^Sort Code/ }).waitFor();
    await typeAt(page, dialog.getByRole('textbox', { name: /^Company name/ }), 'Tower Bridge Stationers Ltd');
    await typeAt(page, dialog.getByRole('textbox', { name: /^Account number/ }), '41234567');
    await typeAt(page, dialog.getByRole('textbox', { name: /^Sort Code/ }), '401276');
    await typeAt(page, dialog.getByRole('textbox', { name: /^Business address/ }), '1 Tooley Street');
    await typeAt(page, dialog.getByRole('textbox', { name: /^Business city/ }), 'London');
    await typeAt(page, dialog.getByRole('textbox', { name: /^Business postal code/ }), 'SE1 2TF');
    await typeAt(page, dialog.getByRole('textbox', { name: /^Nickname/ }), 'Tower Bridge');
    await page.keyboard.press('Enter');
    await dialog.getByText('Tower Bridge Stationers Ltd').waitFor();
    // The code request settles: the mask shows, not "Sending your code".
    await dialog.getByText(/^Enter the 6 digit code sent to your phone/).waitFor({ timeout: 10_000 });
    await typeAt(page, dialog.getByRole('textbox', { name: 'Verification code' }), DEMO_CODE);
    await page.keyboard.press('Enter');
    await dialog.getByRole('heading', { name: 'Recipient added' }).waitFor();
    await pressOn(page, dialog.getByRole('button', { name: 'Done' }));
    await page.waitForURL(url('/recipients'));
    await page.getByRole('button', { name: /^Tower Bridge GBP 41234567$/ }).waitFor();
    expectNoPointer(watched);
    await context.close();
  });

  it('the admin pays an INR recipient by keyboard from the hub: purpose code, one payment for a double press, the USD balance goes down', async () => {
    const watched = await signedIn('admin@northwind.example');
    const { context, page } = watched;
    // The quote's ring sweeps for 900 s, and axe judges colours once finite animations end: under reduced
    // motion the ring steps with its digits instead.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pressOn(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments' }));
    await page.waitForURL(url('/payments'));
    await expectHeading(page, 'Payments');
    const before = await usdBalance(page);
    expect(await page.getByRole('button', { name: /Schedule a payment/ }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await pressOn(page, page.getByRole('link', { name: 'Make payment' }));
    await page.waitForURL(url('/payments/now'));
    const dialog = page.getByRole('dialog', { name: 'Make payment' });
    await chooseRadio(page, dialog.getByRole('radio', { name: /^Bharat Textiles/ }));
    await pressOn(page, dialog.getByRole('button', { name: 'Next' }));
    await typeAt(page, dialog.getByRole('textbox', { name: /^Reason \(for our compliance\)/ }), 'Cotton fabric');
    await typeAt(page, dialog.getByRole('textbox', { name: /^Reference/ }), 'PO-1201');
    await page.keyboard.press('Enter');
    await typeAt(page, dialog.getByRole('textbox', { name: 'Sell amount' }), '250');
    await page.keyboard.press('Tab');
    await dialog.getByRole('timer', { name: 'Quote expires in' }).waitFor();
    await dialog.getByText(/INR regular is IMPS up to INR 200,000/).waitFor();
    const next = dialog.getByRole('button', { name: 'Next' });
    await expect.poll(() => next.isEnabled()).toBe(true);
    await pressOn(page, next);
    await dialog.getByText(/^Enter the 6 digit code sent to your phone/).waitFor({ timeout: 10_000 });
    expect(await axeViolations(page)).toEqual([]);
    await chooseAt(page, dialog.getByRole('button', { name: /Purpose code/ }), 'Construction');

    const payments = recordApiCalls(page);
    await typeAt(page, dialog.getByRole('textbox', { name: 'Verification code' }), DEMO_CODE);
    // Enter in the code box and Submit pressed at once: one payment.
    await page.keyboard.press('Enter');
    await pressOn(page, dialog.getByRole('button', { name: 'Submit' })).catch(() => undefined);
    await dialog.getByRole('heading', { name: 'Payment sent' }).waitFor();
    expect(payments.filter((path) => path.endsWith('/account/fx-payment'))).toHaveLength(1);
    await dialog.getByText('Payments may take up to 2 working days to reach the recipient').waitFor();
    await pressOn(page, dialog.getByRole('button', { name: 'Done' }));
    await page.waitForURL(url('/payments'));
    await expect.poll(() => usdBalance(page)).toBeCloseTo(before - 250, 2);
    // The payment is in the activity of the account it left, in that account's currency (what left it),
    // described by its recipient; the INR account it did not touch does not list it.
    await page.goto(url('/accounts/USD'));
    const paid = page
      .getByRole('grid', { name: 'Recent activity' })
      .getByRole('row')
      .filter({ hasText: 'Payment to Bharat Textiles Pvt Ltd' });
    await paid.first().waitFor();
    expect(await paid.count()).toBe(1);
    expect(await paid.textContent()).toContain('-$250.00');
    await page.goto(url('/accounts/INR'));
    // The demo's INR account has no movements of its own: its list says so once it has loaded.
    await page.getByText('No past activities found!').waitFor();
    expect(await page.getByText('Payment to Bharat Textiles Pvt Ltd').count()).toBe(0);
    expectNoPointer(watched);
    await context.close();
  });

  it('a 401 in the middle of pay now: signing in again lands back on /payments/now with what was typed, never the code (issue 40 item 11)', async () => {
    const { context, page } = await signedIn('admin@northwind.example');
    await pressOn(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments' }));
    await page.waitForURL(url('/payments'));
    await pressOn(page, page.getByRole('link', { name: 'Make payment' }));
    await page.waitForURL(url('/payments/now'));
    const dialog = page.getByRole('dialog', { name: 'Make payment' });
    await chooseRadio(page, dialog.getByRole('radio', { name: /^Bharat Textiles/ }));
    await pressOn(page, dialog.getByRole('button', { name: 'Next' }));
    await typeAt(page, dialog.getByRole('textbox', { name: /^Reason \(for our compliance\)/ }), 'Cotton fabric');
    await typeAt(page, dialog.getByRole('textbox', { name: /^Reference/ }), 'PO-1202');
    await page.keyboard.press('Enter');
    // The next quote meets a 401: the server ended the session.
    await page.evaluate(() => {
      const backend = (
        globalThis as unknown as { __SPEND_DEMO_BACKEND__?: { store: { injectFault: (fault: object) => void } } }
      ).__SPEND_DEMO_BACKEND__;
      backend?.store.injectFault({
        path: '/account/payment-fee-and-conversion-rate',
        status: 401,
        body: { detail: 'Invalid token.' },
      });
    });
    await typeAt(page, dialog.getByRole('textbox', { name: 'Sell amount' }), '250');
    await page.keyboard.press('Tab');
    await page.waitForURL(url('/login'), { timeout: 10_000 });
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    expect(stored).toContain('PO-1202');
    expect(stored).not.toContain(DEMO_CODE);

    await signInByKeyboard(page, 'admin@northwind.example');
    await page.waitForURL(url('/payments/now'));
    await expect
      .poll(() => dialog.getByRole('navigation', { name: 'Make payment' }).textContent())
      .toMatch(/Amount, current step/);
    expect(await dialog.getByRole('textbox', { name: 'Sell amount' }).inputValue()).toBe('$250.00');
    await dialog.getByRole('timer', { name: 'Quote expires in' }).waitFor({ timeout: 10_000 });
    await pressOn(page, dialog.getByRole('button', { name: 'Back' }));
    expect(await dialog.getByRole('textbox', { name: /^Reference/ }).inputValue()).toBe('PO-1202');
    // Cancel drops it: pay now opens empty again.
    await pressOn(page, dialog.getByRole('button', { name: 'Cancel' }));
    await page.waitForURL(url('/payments'));
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain('PO-1202');
    await context.close();
  });

  it('an employee who types /payments/now gets "Not available for your role" and no payment data is asked', async () => {
    const { context, page } = await signedIn('employee@northwind.example');
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments' }).count()).toBe(
      0,
    );
    const calls = recordApiCalls(page);
    await page.goto(url('/payments/now'));
    await page.getByRole('heading', { level: 1, name: 'Not available for your role' }).waitFor();
    expect(calls.filter((path) => /\/account\/|beneficiary|payment-fee/.test(path))).toEqual([]);
    await context.close();
  });
});
