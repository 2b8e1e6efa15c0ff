import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './browser.js';
import { sharedBrowser } from './sharedBrowser.js';
import { openPage, signIn, url } from './helpers.js';
import { expectNoPointer, openWatchedPage, pressOn, signInByKeyboard, tabTo } from './keyboard.js';

const browser = sharedBrowser();

/** Today in Central time as YYYY-MM-DD, and the first of its month. */
function centralRange(): { start: string; end: string } {
  const end = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
  return { start: `${end.slice(0, 8)}01`, end };
}

async function signedIn(email: string, path = '/login') {
  const { context, page } = await openPage(browser(), path);
  await signIn(page, email);
  await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();
  return { context, page };
}

const grid = (page: Page) => page.getByRole('tabpanel').getByRole('grid');

/** Waits for the grid's first data row. */
async function firstRow(page: Page) {
  const row = grid(page).getByRole('row').nth(1);
  await row.getByRole('gridcell').first().waitFor();
  return row;
}

/**
 * Opens rows one by one with the keyboard until the drawer offers `button`, page after page (which rows
 * are on the first page moves with the clock: the demo's transactions are dated relative to today);
 * leaves that drawer open.
 */
async function openRowOffering(page: Page, button: string) {
  for (let pageNumber = 1; pageNumber <= 5; pageNumber += 1) {
    const first = await firstRow(page);
    const rows = await grid(page).getByRole('row').count();
    for (let index = 1; index < rows; index += 1) {
      const cell = grid(page).getByRole('row').nth(index).getByRole('gridcell').first();
      await cell.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Transaction Details' });
      await drawer.getByRole('heading', { name: 'Receipt' }).waitFor();
      if (await drawer.getByRole('button', { name: button }).count()) return drawer;
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
    }
    const shown = await first.textContent();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Next', exact: true }).click();
    await page
      .getByRole('tabpanel')
      .locator('[aria-current="page"]', { hasText: String(pageNumber + 1) })
      .waitFor();
    await expect.poll(() => grid(page).getByRole('row').nth(1).textContent()).not.toBe(shown);
  }
  throw new Error(`No transaction of the first five pages offers ${button}`);
}

describe('the Transactions page', () => {
  const tabsByRole: Array<[string, string[]]> = [
    ['admin@northwind.example', ['My Transactions', 'Team Transactions', 'Company Transactions']],
    ['bookkeeper@northwind.example', ['My Transactions', 'Company Transactions']],
    ['manager@northwind.example', ['My Transactions', 'Team Transactions']],
    ['employee@northwind.example', ['My Transactions']],
  ];
  for (const [email, tabs] of tabsByRole) {
    it(`${email} sees exactly ${tabs.join(', ')}`, async () => {
      const { context, page } = await signedIn(email);
      await page.getByRole('tablist').waitFor();
      expect((await page.getByRole('tab').allTextContents()).map((text) => text.trim())).toEqual(tabs);
      await context.close();
    });
  }

  it('changes tab, range, page size, sort and search; passes axe; exports the CSV of the range', async () => {
    const { context, page } = await signedIn('admin@northwind.example');
    const { start, end } = centralRange();
    await firstRow(page);
    // The spend picture (a lazily loaded chunk) draws this month's spend and the top merchants.
    const overTime = page.getByRole('list', { name: 'Spend over time' });
    await overTime.waitFor();
    expect(await overTime.getByRole('listitem').count()).toBe(Number(end.slice(8, 10)));
    await page.getByRole('list', { name: 'Top merchants' }).getByRole('listitem').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Its table alternative is reachable by keyboard: Tab from the selected tab reaches "Show table".
    await page.getByRole('tab', { selected: true }).focus();
    const toggle = page.getByRole('region', { name: 'Spend over time' }).getByRole('button', { name: 'Show table' });
    for (let presses = 0; presses < 8 && !(await toggle.evaluate((element) => element === document.activeElement));) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const table = page.getByRole('table', { name: 'Spend over time' });
    expect(await table.getByRole('row').count()).toBe(Number(end.slice(8, 10)) + 1);
    // The bars are one Tab stop further on; the arrow keys read each day's value.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^\w+ 1, \d{4}: /);

    await page.getByRole('tab', { name: 'Company Transactions' }).click();
    await page.waitForURL(/tab=company/);
    await firstRow(page);

    // The range: the start month typed into the picker's first segment.
    const previousMonth = Number(start.slice(5, 7)) === 1 ? 12 : Number(start.slice(5, 7)) - 1;
    const rangeRequest = page.waitForRequest((request) =>
      request.url().includes(`start-date=${start.slice(0, 5)}${String(previousMonth).padStart(2, '0')}`),
    );
    const startMonth = page.getByRole('group', { name: 'Date range' }).getByRole('spinbutton').first();
    await startMonth.focus();
    await page.keyboard.press('ArrowDown');
    await rangeRequest;

    const sizeRequest = page.waitForRequest((request) => request.url().includes('page_size=25'));
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
    await sizeRequest;

    const sortRequest = page.waitForRequest(
      (request) =>
        request.url().includes('sort_field=transaction_amount') && request.url().includes('sort_direction=asc'),
    );
    await grid(page).getByRole('columnheader', { name: 'Amount' }).click();
    await sortRequest;

    const searchRequest = page.waitForRequest(
      (request) => request.url().includes('search=tim%20hortons') || request.url().includes('search=tim+hortons'),
    );
    // Searched as typed: no Enter.
    await page.getByRole('searchbox', { name: 'Search Transactions' }).fill('Tim HORTONS');
    await searchRequest;
    await grid(page)
      .getByRole('gridcell', { name: /Tim Hortons/ })
      .first()
      .waitFor();

    await page.getByRole('searchbox', { name: 'Search Transactions' }).press('Escape');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Transactions' }).click(),
    ]);
    const shownStart = `${start.slice(0, 5)}${String(previousMonth).padStart(2, '0')}-01`;
    expect(download.suggestedFilename()).toBe(`transactions_${shownStart}_${end}.csv`);
    const path = await download.path();
    const csv = await readFile(path, 'utf8');
    expect(csv.split('\n')[0]).toBe(
      'Transaction Id,Transaction Date,Merchant,Card Name,Card Holder,Amount,Currency,Status,Memo',
    );
    await context.close();
  });

  it('the employee opens a transaction with the keyboard, writes a memo and uploads a receipt', async () => {
    const { context, page } = await signedIn('employee@northwind.example');
    const drawer = await openRowOffering(page, 'Choose file');
    expect(await axeViolations(page)).toEqual([]);
    const memo = drawer.getByRole('textbox', { name: 'Memo' });
    await memo.fill('Team lunch with the Acme buyers');
    await drawer.getByRole('button', { name: /Submit Memo|Update Memo/ }).click();
    await page.getByRole('alertdialog', { name: /Memo (submitted|updated) successfully!/ }).waitFor();

    await drawer.locator('input[type="file"]').setInputFiles({
      name: 'lunch.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
    });
    await drawer.getByRole('progressbar').waitFor();
    await page.getByRole('alertdialog', { name: 'Receipt uploaded successfully' }).waitFor();

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null)).toBe(true);
    await context.close();
  });

  it('refuses a page with script called receipt.pdf (declared text/html): nothing is uploaded and no script runs', async () => {
    const { context, page } = await signedIn('employee@northwind.example');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    const receiptWrites: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/memo-receipt-response')) receiptWrites.push(request.method());
    });
    const drawer = await openRowOffering(page, 'Choose file');
    await drawer.locator('input[type="file"]').setInputFiles({
      name: 'receipt.pdf',
      mimeType: 'text/html',
      buffer: Buffer.from('<html><body><script>alert(localStorage.length)</script></body></html>'),
    });
    await drawer.getByText('Unsupported file format uploaded. Please upload a pdf or an image file.').waitFor();
    expect(await drawer.getByRole('progressbar').count()).toBe(0);
    expect(receiptWrites).toEqual([]);
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it('the admin approves an unmatched receipt and the manager escalates one', async () => {
    const admin = await signedIn('admin@northwind.example', '/login');
    await admin.page.goto(url('/transactions?tab=company'));
    const adminDrawer = await openRowOffering(admin.page, 'Approve Receipt');
    await adminDrawer.getByRole('button', { name: 'Approve Receipt' }).click();
    await admin.page.getByRole('alertdialog', { name: 'Receipt Approved Successfully' }).waitFor();
    await admin.context.close();

    const manager = await signedIn('manager@northwind.example');
    await manager.page.getByRole('tab', { name: 'Team Transactions' }).click();
    // The My Transactions grid leaves with its tab; opening one of its rows would be lost with it.
    await grid(manager.page)
      .and(manager.page.getByRole('grid', { name: 'Team Transactions' }))
      .waitFor();
    const managerDrawer = await openRowOffering(manager.page, 'Escalate to Manager');
    await managerDrawer.getByRole('button', { name: 'Escalate to Manager' }).click();
    await manager.page.getByRole('alertdialog', { name: 'Receipt Escalated Successfully!' }).waitFor();
    await manager.context.close();
  });

  it('the admin approves and rejects requests on the receipt approval page', async () => {
    const watched = await openWatchedPage(browser());
    const { context, page } = watched;
    await signInByKeyboard(page, 'admin@northwind.example');
    await pressOn(page, page.getByRole('link', { name: 'Receipt Approval' }));
    await page.getByRole('heading', { level: 1, name: 'Receipt Approval Requests' }).waitFor();
    const pending = page.getByRole('button', { name: /Pending$/ });
    await pending.first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Keyboard only: open the first pending request and decide; once the list is refreshed, focus moves
    // on to the next pending request's header (the decided request's buttons are gone by then).
    await tabTo(page, pending.first());
    for (const [action, toast] of [
      ['Approve Receipt', 'Receipt Approved Successfully.'],
      ['Reject Receipt', 'Receipt Rejected Successfully.'],
    ] as const) {
      const header = page.locator(':focus');
      const name = await header.textContent();
      expect(name).toMatch(/Pending$/);
      const panelId = (await header.getAttribute('aria-controls')) ?? '';
      await page.keyboard.press('Enter');
      const panel = page.locator(`[id="${panelId}"]`);
      await pressOn(page, panel.getByRole('button', { name: action }));
      await page.getByRole('alertdialog', { name: toast }).waitFor();
      await page.waitForFunction(
        (decided) =>
          document.activeElement?.getAttribute('aria-expanded') === 'false' &&
          /Pending$/.test(document.activeElement.textContent ?? '') &&
          document.activeElement.textContent !== decided,
        name,
      );
    }
    expectNoPointer(watched);
    await context.close();
  });
});
