import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './browser.js';
import { sharedBrowser } from './sharedBrowser.js';
import { expectHeading, url, press, typeInto, chooseOption } from './helpers.js';
import { chooseAt, expectNoPointer, openWatchedPage, pressOn, signInByKeyboard, typeAt } from './keyboard.js';

const browser = sharedBrowser();

async function openTeam(email: string) {
  const watched = await openWatchedPage(browser());
  const { page } = watched;
  await signInByKeyboard(page, email);
  await page.waitForURL(url('/'));
  await page.goto(url('/team'));
  await expectHeading(page, 'Team');
  await page.getByRole('grid', { name: 'Team' }).getByRole('gridcell').first().waitFor();
  return watched;
}

const toast = (page: Page, name: string) => page.getByRole('alertdialog', { name }).first();
/** The row whose Employee Name cell is this name (a name may also show as someone's manager). */
const rowOf = (page: Page, name: string) =>
  page
    .getByRole('grid', { name: 'Team' })
    .getByRole('row')
    .filter({ has: page.locator('[role="gridcell"]:nth-child(2)').getByText(name, { exact: true }) });

/**
 * A member's row, brought on screen: the grid renders only the rows on screen, so it moves down a screen
 * at a time with PageDown, as a keyboard user would, until the row shows.
 */
async function findRow(page: Page, name: string) {
  const row = rowOf(page, name);
  const grid = page.getByRole('grid', { name: 'Team' });
  for (let screen = 0; screen < 5; screen += 1) {
    try {
      await row.waitFor({ timeout: 600 });
      return row;
    } catch {
      if (!(await grid.evaluate((element) => element.contains(document.activeElement)))) {
        await grid.getByRole('gridcell').first().focus();
      }
      await page.keyboard.press('PageDown');
    }
  }
  await row.waitFor();
  return row;
}
const drawerOf = (page: Page) => page.getByRole('dialog', { name: 'Member Details' });

describe('team', () => {
  it('an admin invites a manager and edits an employee', async () => {
    const watched = await openTeam('admin@northwind.example');
    const { context, page } = watched;
    expect(await axeViolations(page)).toEqual([]);

    await pressOn(page, page.getByRole('button', { name: 'Add member' }));
    const drawer = drawerOf(page);
    await drawer.waitFor();
    await typeAt(page, drawer.getByRole('textbox', { name: 'First Name' }), 'Ines');
    await typeAt(page, drawer.getByRole('textbox', { name: 'Last Name' }), 'Araujo');
    await typeAt(page, drawer.getByRole('textbox', { name: 'Email' }), 'ines.araujo@northwind.example');
    await typeAt(page, drawer.getByRole('textbox', { name: 'Employee Id' }), 'NS-8001');
    await typeAt(page, drawer.getByRole('textbox', { name: 'Phone' }), '6045550142');
    await chooseAt(page, drawer.getByRole('button', { name: /Role/ }), 'Manager');
    await chooseAt(page, drawer.getByRole('button', { name: /Assigned Manager/ }), 'Olivia');
    await chooseAt(page, drawer.getByRole('button', { name: /Location/ }), 'Vancouver');
    expect(await axeViolations(page)).toEqual([]);
    await pressOn(page, drawer.getByRole('button', { name: 'Invite' }));
    await toast(page, 'Ines has been invited to be a Manager.').waitFor();
    await drawer.waitFor({ state: 'detached' });
    const ines = await findRow(page, 'Ines Araujo');
    await ines.getByText('UnAccepted').waitFor();
    expect(await ines.getByText('Manager', { exact: true }).count()).toBe(1);
    expect(await ines.getByText('Vancouver').count()).toBe(1);

    await press(page, (await findRow(page, 'Mei Lin Zhou')).getByRole('gridcell').first());
    await drawer.waitFor();
    const lastName = drawer.getByRole('textbox', { name: 'Last Name' });
    await expect.poll(() => lastName.inputValue()).toBe('Lin Zhou');
    await lastName.fill('Lin Zhou-Park');
    await chooseOption(page, drawer.getByRole('button', { name: /Assigned Manager/ }), 'Ines');
    await press(page, drawer.getByRole('button', { name: 'Update' }));
    await toast(page, 'Mei has been updated.').waitFor();
    await drawer.waitFor({ state: 'detached' });
    await (await findRow(page, 'Mei Lin Zhou-Park')).getByText('Ines Araujo').waitFor();
    expectNoPointer(watched);
    await context.close();
  });

  it('a manager may invite only employees, and is told why their own row does not open', async () => {
    const { context, page } = await openTeam('manager@northwind.example');
    await press(page, (await findRow(page, 'Priya Natarajan')).getByRole('gridcell').first());
    await toast(page, 'You cannot update your own profile. Ask your Manager or Admin to do it for you.').waitFor();
    expect(await drawerOf(page).count()).toBe(0);
    expect(await rowOf(page, 'Priya Natarajan').getByRole('switch').isDisabled()).toBe(true);

    await press(page, page.getByRole('button', { name: 'Add member' }));
    const drawer = drawerOf(page);
    await drawer.waitFor();
    await press(page, drawer.getByRole('button', { name: /Role/ }), 'ArrowDown');
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    expect(await options.allTextContents()).toEqual(['Employee']);
    await page.keyboard.press('Escape');
    // The one role a manager may give is chosen already.
    expect(await drawer.getByRole('button', { name: /Role/ }).textContent()).toContain('Employee');
    await typeInto(page, drawer.getByRole('textbox', { name: 'First Name' }), 'Uma');
    await typeInto(page, drawer.getByRole('textbox', { name: 'Last Name' }), 'Sato');
    await typeInto(page, drawer.getByRole('textbox', { name: 'Email' }), 'uma.sato@northwind.example');
    await typeInto(page, drawer.getByRole('textbox', { name: 'Employee Id' }), 'NS-8002');
    await typeInto(page, drawer.getByRole('textbox', { name: 'Phone' }), '4165550143');
    await chooseOption(page, drawer.getByRole('button', { name: /Assigned Manager/ }), 'Priya');
    await press(page, drawer.getByRole('button', { name: 'Invite' }));
    await toast(page, 'Uma has been invited to be an Employee.').waitFor();
    await (await findRow(page, 'Uma Sato')).getByText('UnAccepted').waitFor();
    await context.close();
  });

  it('blocks and unblocks a member from the grid', async () => {
    const { context, page } = await openTeam('admin@northwind.example');
    const toggle = (await findRow(page, "Liam O'Connor")).getByRole('switch');
    expect(await toggle.isChecked()).toBe(true);
    await press(page, toggle, ' ');
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await rowOf(page, "Liam O'Connor").getByText('Blocked').waitFor();
    expect(await drawerOf(page).count()).toBe(0);
    await press(page, toggle, ' ');
    await expect.poll(() => toggle.isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
