import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './browser.js';
import { sharedBrowser } from './sharedBrowser.js';
import { openPage, signIn, url, press, typeInto } from './helpers.js';

const browser = sharedBrowser();

const SETTINGS = '/settings/organization-setup';

const setupForm = (page: Page) => page.getByRole('form', { name: 'Organization Setup' });

async function chipsOf(page: Page, list: string): Promise<string[]> {
  // The chips are a plain list until the tag group's code has loaded, then a grid of rows (ChipsInput).
  const chips = setupForm(page).getByRole('grid', { name: list });
  await chips.waitFor();
  return (await chips.getByRole('row').allTextContents()).map((text) => text.trim());
}

/** Collects the paths of the API calls the page makes from now on. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

describe('settings', () => {
  it('an admin adds a department and a location, removes a chip, saves, reloads and sees them', async () => {
    const { context, page } = await openPage(browser(), '/login');
    await signIn(page, 'admin@northwind.example');
    await page.waitForURL(url('/'));
    await page.goto(url(SETTINGS));
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await setupForm(page).waitFor();
    expect(await page.getByRole('tab', { name: 'Organization Setup' }).getAttribute('aria-selected')).toBe('true');
    expect(await chipsOf(page, 'Locations')).toEqual(['Toronto', 'Vancouver', 'Montreal']);
    expect(await axeViolations(page)).toEqual([]);

    await typeInto(page, setupForm(page).getByRole('textbox', { name: 'Add a department' }), 'Legal');
    await page.keyboard.press('Enter');
    await typeInto(page, setupForm(page).getByRole('textbox', { name: 'Add a location' }), 'Ottawa');
    await page.keyboard.press('Enter');
    await press(
      page,
      setupForm(page).getByRole('grid', { name: 'Locations' }).getByRole('row', { name: 'Vancouver' }),
      'Delete',
    );
    expect(await chipsOf(page, 'Locations')).toEqual(['Toronto', 'Montreal', 'Ottawa']);
    // Focus stays in the list, on the chip that took the removed one's place.
    expect(
      await setupForm(page)
        .getByRole('row', { name: 'Montreal' })
        .evaluate((row) => row === document.activeElement),
    ).toBe(true);

    const calls = recordApiCalls(page);
    await press(page, setupForm(page).getByRole('button', { name: 'Save' }));
    await page.getByRole('alertdialog', { name: 'Settings updated successfully' }).first().waitFor();
    expect(calls.filter((call) => call === 'PATCH /api/v1/auth/company/setting')).toHaveLength(1);

    await page.reload();
    await setupForm(page).waitFor();
    await setupForm(page).getByRole('grid', { name: 'Departments' }).getByRole('row', { name: 'Legal' }).waitFor();
    expect(await chipsOf(page, 'Departments')).toEqual(['Finance', 'Operations', 'Sales', 'Engineering', 'Legal']);
    expect(await chipsOf(page, 'Locations')).toEqual(['Toronto', 'Montreal', 'Ottawa']);

    // The tabs: the URL keeps the chosen one; the coming-soon tabs cannot be chosen.
    await press(page, page.getByRole('tab', { name: 'Organization Setup' }), 'ArrowRight');
    await page.waitForURL(url(`${SETTINGS}?tab=bank-account-integration`));
    expect(await page.getByRole('tab', { name: /^Notifications/ }).getAttribute('aria-disabled')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('leaving Settings with an unsaved change asks first — a sidebar link or the browser’s Back; Keep editing stays with the change, Discard changes leaves', async () => {
    const { context, page } = await openPage(browser(), '/login');
    await signIn(page, 'admin@northwind.example');
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await press(page, sidebar.getByRole('link', { name: 'Settings' }));
    await page.waitForURL(url(SETTINGS));
    const threshold = setupForm(page).getByRole('textbox', { name: /^Receipt Threshold/ });
    await threshold.waitFor();
    await threshold.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('42');
    const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });

    // A sidebar link: the question, focus on Keep editing; Enter stays with what was typed.
    await press(page, sidebar.getByRole('link', { name: 'Cards' }));
    await question.waitFor();
    await expect
      .poll(() =>
        question.getByRole('button', { name: 'Keep editing' }).evaluate((button) => button === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press('Enter');
    await question.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(url(SETTINGS));
    expect(await threshold.inputValue()).toBe('$42.00');

    // The browser's Back, pressed right after Keep editing: asked too; Escape stays.
    await page.goBack();
    await question.waitFor();
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(url(SETTINGS));
    expect(await threshold.inputValue()).toBe('$42.00');

    // Switching tabs is not leaving the page.
    await press(page, page.getByRole('tab', { name: 'Organization Setup' }), 'ArrowRight');
    await page.waitForURL(url(`${SETTINGS}?tab=bank-account-integration`));
    expect(await question.count()).toBe(0);
    await press(page, page.getByRole('tab', { name: 'Bank Account Integration' }), 'ArrowLeft');
    await threshold.waitFor();

    // Discard changes leaves.
    await threshold.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('43');
    await press(page, sidebar.getByRole('link', { name: 'Cards' }));
    await question.waitFor();
    await press(page, question.getByRole('button', { name: 'Discard changes' }));
    await page.waitForURL(url('/cards'));
    await page.getByRole('heading', { level: 1, name: 'Cards' }).waitFor();

    // Nothing changed: no question.
    await press(page, sidebar.getByRole('link', { name: 'Settings' }));
    await threshold.waitFor();
    await press(page, sidebar.getByRole('link', { name: 'Team' }));
    await page.waitForURL(url('/team'));
    expect(await question.count()).toBe(0);
    await context.close();
  });

  it('the bank pages are reached by links: the admin from the Settings bank tab, the bookkeeper from the Withdrawals tab', async () => {
    const admin = await openPage(browser(), '/login');
    await signIn(admin.page, 'admin@northwind.example');
    await admin.page.getByRole('navigation', { name: 'Main' }).waitFor();
    await admin.page.goto(url(`${SETTINGS}?tab=bank-account-integration`));
    await press(admin.page, admin.page.getByRole('link', { name: 'Connect bank account' }));
    await admin.page.waitForURL(url('/settings/connect-bank-account'));
    await admin.page.getByRole('heading', { level: 1, name: 'Connect bank account' }).waitFor();
    await admin.page.goBack();
    await press(admin.page, admin.page.getByRole('link', { name: 'Bank Transactions' }));
    await admin.page.waitForURL(url('/bank/transactions'));
    await admin.page.getByRole('heading', { level: 1, name: 'Bank Transactions' }).waitFor();
    await admin.context.close();

    const bookkeeper = await openPage(browser(), '/login');
    await signIn(bookkeeper.page, 'bookkeeper@northwind.example');
    const sidebar = bookkeeper.page.getByRole('navigation', { name: 'Main' });
    await press(bookkeeper.page, sidebar.getByRole('link', { name: 'Withdrawals/Cashback' }));
    await press(bookkeeper.page, bookkeeper.page.getByRole('link', { name: 'Bank Transactions' }));
    await bookkeeper.page.waitForURL(url('/bank/transactions'));
    await bookkeeper.page.getByRole('heading', { level: 1, name: 'Bank Transactions' }).waitFor();
    await bookkeeper.context.close();
  });

  it('a non-admin typing the settings URL gets the "not available for your role" screen and no settings request is made', async () => {
    for (const email of ['bookkeeper@northwind.example', 'manager@northwind.example', 'employee@northwind.example']) {
      const { context, page } = await openPage(browser(), '/login');
      await signIn(page, email);
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      const calls = recordApiCalls(page);
      await page.goto(url(SETTINGS));
      await page.getByRole('heading', { level: 1, name: 'Not available for your role' }).waitFor();
      await page.getByRole('link', { name: 'Go to the home page' }).waitFor();
      expect(await page.getByRole('tab', { name: 'Organization Setup' }).count(), email).toBe(0);
      expect(
        calls.filter((call) => call.includes('/auth/company/setting') || call.includes('/bank/')),
        email,
      ).toEqual([]);
      await context.close();
    }
  });
});
