import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './browser.js';
import { sharedBrowser } from './sharedBrowser.js';
import { expectHeading, openPage, signIn, url, press } from './helpers.js';
import { chooseFileAt, expectNoPointer, openWatchedPage, pressOn, signInByKeyboard, typeAt } from './keyboard.js';

const browser = sharedBrowser();

const MAX_HINT = 'You can have a maximum of 3 accounts. You could delete a linked account to make room for another.';

const toast = (page: Page, name: string) => page.getByRole('alertdialog', { name }).first();
const card = (page: Page, name: string) => page.getByRole('article', { name });

describe('bank accounts', () => {
  it('an admin links a manual account with a void cheque, meets the 3-account hint, makes it primary and deletes another', async () => {
    const watched = await openWatchedPage(browser());
    const { context, page } = watched;
    await signInByKeyboard(page, 'admin@northwind.example');
    await page.waitForURL(url('/'));
    await page.goto(url('/settings/connect-bank-account'));
    await expectHeading(page, 'Connect bank account');
    await card(page, 'Payroll account').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await pressOn(page, page.getByRole('button', { name: 'Link manually' }));
    const drawer = page.getByRole('dialog', { name: 'Link a bank account manually' });
    await drawer.waitFor();
    await typeAt(page, drawer.getByRole('textbox', { name: /^Nickname/ }), 'E2E manual');
    await typeAt(page, drawer.getByRole('textbox', { name: /^Institution number/ }), '004');
    await typeAt(page, drawer.getByRole('textbox', { name: /^Branch transit number/ }), '00011');
    await typeAt(page, drawer.getByRole('textbox', { name: /^Account number/ }), '1234567');
    await chooseFileAt(page, drawer.getByRole('button', { name: 'Choose file' }), {
      name: 'void-cheque.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 cheque'),
    });
    await drawer.getByText('void-cheque.pdf').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await pressOn(page, drawer.getByRole('button', { name: 'Link account' }));
    await toast(page, 'Bank connected successfully').waitFor();
    await drawer.waitFor({ state: 'detached' });

    // Three accounts: both link buttons disabled, the hint beside them and in their description.
    const manual = card(page, 'E2E manual');
    await manual.getByText('Account under verification').waitFor();
    await page.getByText(MAX_HINT).waitFor();
    for (const name of ['Link automatically', 'Link manually']) {
      const button = page.getByRole('button', { name });
      expect(await button.isDisabled()).toBe(true);
      const describedBy = (await button.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(MAX_HINT);
    }

    await pressOn(page, manual.getByRole('button', { name: 'Make primary' }));
    await toast(page, 'Primary account is set').waitFor();
    await manual.getByText('Primary', { exact: true }).waitFor();
    await card(page, 'Operating account').getByRole('button', { name: 'Make primary' }).waitFor();

    await pressOn(page, card(page, 'Payroll account').getByRole('button', { name: 'Delete' }));
    const confirm = page.getByRole('alertdialog', { name: 'Delete this bank account?' });
    await confirm.waitFor();
    // Focus starts on Cancel; Tab reaches Delete.
    await page.keyboard.press('Tab');
    expect(
      await confirm.getByRole('button', { name: 'Delete' }).evaluate((node) => node === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await toast(page, 'Account is deleted.').waitFor();
    await card(page, 'Payroll account').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('button', { name: 'Link manually' }).isEnabled()).toBe(true);
    expect(await page.getByText(MAX_HINT).count()).toBe(0);
    expectNoPointer(watched);
    await context.close();
  });

  it('the no-bank demo user links a bank automatically and the gate moves to pending review', async () => {
    const { context, page } = await openPage(browser(), '/login');
    await signIn(page, 'no-bank@prairiewind.example');
    const gate = page.getByRole('dialog', { name: 'Welcome to the product' });
    await gate.waitFor();
    const link = gate.getByRole('button', { name: 'Link automatically' });
    await expect.poll(() => link.isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await press(page, link);

    const picker = page.getByRole('dialog', { name: 'Connect your bank (demo)' });
    await press(page, picker.getByRole('radio', { name: /Royal Bank of Canada/ }), 'Space');
    await press(page, picker.getByRole('button', { name: 'Continue' }));

    const choose = page.getByRole('dialog', { name: 'Choose your primary account' });
    await choose.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await press(page, choose.getByRole('radio', { name: /Business Chequing/ }), 'Space');
    await press(page, choose.getByRole('button', { name: 'Link account' }));
    await toast(page, 'Bank has been connected successfully').waitFor();

    await gate.getByText(/about 2 weeks/).waitFor();
    expect(await gate.getByRole('button', { name: 'Link automatically' }).count()).toBe(0);
    // The linking flow left with the focus: it is on the new step's message, never on <body> (issue 38 item 6).
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/about 2 weeks/);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
    await context.close();
  });
});
