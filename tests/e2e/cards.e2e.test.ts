import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './browser.js';
import { sharedBrowser } from './sharedBrowser.js';
import { expectHeading, openPage, signIn, url, press, typeInto, chooseOption } from './helpers.js';

const browser = sharedBrowser();

async function openCards(email: string) {
  const { context, page } = await openPage(browser(), '/login');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url('/')).origin });
  await signIn(page, email);
  await page.waitForURL(url('/'));
  await page.goto(url('/cards'));
  await expectHeading(page, 'Cards');
  await page.getByRole('grid', { name: 'Cards' }).getByRole('gridcell').first().waitFor();
  return { context, page };
}

const toast = (page: Page, name: string) => page.getByRole('alertdialog', { name }).first();

async function createCard(page: Page, kind: 'multi-physical' | 'single', name: string) {
  await press(page, page.getByRole('button', { name: 'Add Card' }));
  const drawer = page.getByRole('dialog', { name: 'Add Card' });
  await drawer.waitFor();
  if (kind === 'single') await press(page, drawer.getByRole('radio', { name: 'Single-use Burner' }), ' ');
  await press(page, drawer.getByRole('button', { name: 'Next' }));
  await typeInto(page, drawer.getByRole('textbox', { name: 'Card Name' }), name);
  await chooseOption(page, drawer.getByRole('button', { name: /Assign To/ }), 'Liam');
  await typeInto(page, drawer.getByRole('textbox', { name: 'Card Limit' }), '2500');
  if (kind === 'multi-physical') {
    await chooseOption(page, drawer.getByRole('button', { name: /Cycle Type/ }), 'Weekly');
    await expect.poll(() => drawer.getByText('weekly on Monday').count()).toBe(1);
    await typeInto(page, drawer.getByRole('textbox', { name: 'Cycle Rate' }), '8000');
    await press(page, drawer.getByRole('checkbox', { name: 'Physical card' }), ' ');
    await typeInto(page, drawer.getByRole('textbox', { name: 'PIN' }), '4821');
    await typeInto(page, drawer.getByRole('textbox', { name: 'Address Line 1' }), '1 Front Street');
    await typeInto(page, drawer.getByRole('textbox', { name: 'City' }), 'Toronto');
    await typeInto(page, drawer.getByRole('textbox', { name: 'Province/State' }), 'ON');
    await typeInto(page, drawer.getByRole('textbox', { name: 'Postal/Zip Code' }), 'M5J 2X5');
  }
  await press(page, drawer.getByRole('button', { name: 'Create Card' }));
  await toast(page, 'A card has been created.')
    .waitFor()
    .catch(async (error: unknown) => {
      throw new Error(`No "A card has been created."; the drawer shows: ${await drawer.innerText()}`, { cause: error });
    });
  await drawer.getByRole('status').filter({ hasText: 'A card has been created.' }).waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
}

const rowOf = (page: Page, text: string) =>
  page.getByRole('grid', { name: 'Cards' }).getByRole('row').filter({ hasText: text });

describe('cards', () => {
  it('an admin creates cards, reveals and copies a number, blocks and activates from the grid, cannot edit a blocked card', async () => {
    const { context, page } = await openCards('admin@northwind.example');
    expect(await axeViolations(page)).toEqual([]);
    await createCard(page, 'multi-physical', 'E2E Trade fair');
    await createCard(page, 'single', 'E2E Burner');

    await typeInto(page, page.getByRole('searchbox', { name: 'Search Cards (Card Name, Card Holder Name)' }), 'e2e');
    await rowOf(page, 'E2E Burner').waitFor();
    expect(await rowOf(page, 'E2E Burner').getByText('Single-use Burner', { exact: true }).count()).toBeGreaterThan(0);
    await press(page, rowOf(page, 'E2E Trade fair').getByRole('gridcell').first());

    const drawer = page.getByRole('dialog', { name: 'Card Details' });
    await drawer.waitFor();
    await drawer.getByText('1 Front Street, Toronto, ON, M5J 2X5').waitFor();
    await press(page, drawer.getByRole('button', { name: 'Show card details' }));
    await press(page, drawer.getByRole('button', { name: 'Copy card number' }));
    await toast(page, 'copied to clipboard').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^5\d{15}$/);
    expect(await drawer.getByText(copied.replace(/(\d{4})(?=\d)/g, '$1 ')).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    // Block and activate from the grid: the drawer never opens.
    await press(page, page.getByRole('switch', { name: 'Show Non-Active Cards' }), ' ');
    const status = rowOf(page, 'E2E Trade fair').getByRole('switch');
    await press(page, status, ' ');
    await toast(page, 'The requested card has been blocked').waitFor();
    await expect.poll(() => status.isChecked()).toBe(false);
    expect(await page.getByRole('dialog', { name: 'Card Details' }).count()).toBe(0);
    await rowOf(page, 'E2E Trade fair').getByText('Blocked').waitFor();

    // A blocked card cannot be edited.
    await press(page, rowOf(page, 'E2E Trade fair').getByRole('gridcell').first());
    await drawer.waitFor();
    // Seen once under load: the button never came. Say what the drawer showed instead.
    await drawer
      .getByRole('button', { name: 'Edit Card' })
      .waitFor({ timeout: 20_000 })
      .catch(async (error: unknown) => {
        throw new Error(`No Edit Card; the drawer shows: ${await drawer.innerText()}`, { cause: error });
      });
    await press(page, drawer.getByRole('button', { name: 'Edit Card' }));
    await toast(page, 'Blocked cards need to be unblocked before they can be edited').waitFor();
    expect(await drawer.getByRole('button', { name: 'Update Card' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    await press(page, status, ' ');
    await toast(page, 'The requested card has been activated').waitFor();
    await expect.poll(() => status.isChecked()).toBe(true);
    await context.close();
  });

  it("a manager sees only the team's cards; an employee sees no Add Card and no toggle", async () => {
    const manager = await openCards('manager@northwind.example');
    const holders = await manager.page.getByRole('grid', { name: 'Cards' }).getByRole('row').allTextContents();
    expect(holders.some((row) => row.includes("Liam O'Connor") || row.includes('Priya Natarajan'))).toBe(true);
    expect(holders.some((row) => row.includes('Olivia Chen'))).toBe(false);
    expect(await manager.page.getByRole('button', { name: 'Add Card' }).count()).toBe(1);
    await manager.context.close();

    const employee = await openCards('employee@northwind.example');
    const rows = await employee.page.getByRole('grid', { name: 'Cards' }).getByRole('row').allTextContents();
    expect(rows.slice(1).every((row) => row.includes("Liam O'Connor"))).toBe(true);
    expect(await employee.page.getByRole('button', { name: 'Add Card' }).count()).toBe(0);
    expect(await employee.page.getByRole('grid', { name: 'Cards' }).getByRole('switch').count()).toBe(0);
    await employee.context.close();
  });
});
