// Issue 38 item 14: a new company goes from sign-up to its first payment in the demo, by keyboard only —
// register, phone and e-mail verification, "Know your Business", a bank link, the demo's approval, money
// arriving through the demo's transfer, a recipient, a payment, and the payment in the account's activity.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { sharedBrowser } from './sharedBrowser.js';
import { DEMO_CODE, url } from './helpers.js';
import { chooseAt, chooseRadio, expectNoPointer, openWatchedPage, pressOn, tabTo, typeAt } from './keyboard.js';
import { fillAddress, openKyb, save, section } from './kybSteps.js';

const browser = sharedBrowser();

const EMAIL = 'mira.journey@example.com';

const toast = (page: Page, name: string | RegExp) => page.getByRole('alertdialog', { name }).first();

/** The link of the last mail the demo backend "sent" to `to` (its outbox, as the README says). */
async function lastOutboxLink(page: Page, to: string): Promise<string> {
  return page.evaluate((address) => {
    const backend = (
      globalThis as unknown as {
        __SPEND_DEMO_BACKEND__?: { store: { all: (table: string) => Array<{ to: string; link: string }> } };
      }
    ).__SPEND_DEMO_BACKEND__;
    return (
      backend?.store
        .all('outbox')
        .filter((mail) => mail.to === address)
        .at(-1)?.link ?? ''
    );
  }, to);
}

/** The account page's available balance as a number. */
async function availableBalance(page: Page): Promise<number> {
  const text = (await page.getByRole('region', { name: 'Available balance' }).textContent()) ?? '';
  const amount = /\$([\d,]+\.\d\d)/.exec(text)?.[1];
  return amount === undefined ? Number.NaN : Number(amount.replace(/,/g, ''));
}

/** Moves along a tab list with the arrow keys until `tab` is selected. */
async function selectTab(page: Page, tab: Locator) {
  await tabTo(page, page.getByRole('tablist'), { within: true });
  const count = await page.getByRole('tablist').getByRole('tab').count();
  const focused = () => tab.evaluate((element) => element === document.activeElement);
  for (let step = 0; step < count && !(await focused()); step += 1) await page.keyboard.press('ArrowRight');
  // Tabs that activate on focus are chosen by now; tabs of manual activation take Enter (APG tabs).
  if ((await tab.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('Enter');
  expect(await tab.getAttribute('aria-selected')).toBe('true');
}

describe('from sign-up to a first payment (demo)', () => {
  it('by keyboard: register, verify, KYB, bank, demo approval, demo transfer, recipient, pay now, activity', async () => {
    const watched = await openWatchedPage(browser(), '/register');
    const { context, page } = watched;
    // The quote's ring sweeps for 900 s: under reduced motion it steps with its digits instead.
    await page.emulateMedia({ reducedMotion: 'reduce' });

    // Register, then the phone code.
    await page.getByRole('heading', { name: 'Register' }).waitFor();
    await typeAt(page, page.getByRole('textbox', { name: 'First name' }), 'Mira');
    await typeAt(page, page.getByRole('textbox', { name: 'Last name' }), 'Journey');
    await typeAt(page, page.getByRole('textbox', { name: 'Company name' }), 'Journey Goods Ltd');
    await typeAt(page, page.getByRole('textbox', { name: 'Email' }), EMAIL);
    await typeAt(page, page.getByRole('textbox', { name: 'Phone' }), '4165550177');
    await typeAt(page, page.locator('input[name="password"]'), 'journey-2026');
    await pressOn(page, page.getByRole('checkbox'), 'Space');
    await pressOn(page, page.getByRole('button', { name: 'Continue' }));
    await page.waitForURL(url('/phone-verification'));
    await typeAt(page, page.getByRole('textbox', { name: 'Verification code' }), DEMO_CODE);
    await pressOn(page, page.getByRole('button', { name: 'Verify' }));
    await page.waitForURL(url('/'));

    // The e-mail: its link opened from the address bar, as from the mail.
    const gate = page.getByRole('dialog', { name: 'Welcome to the product' });
    await gate.getByText(/^Please verify your email address\./).waitFor();
    const link = await lastOutboxLink(page, EMAIL);
    expect(link).toMatch(/\/email-verification\//);
    await page.goto(url(new URL(link, url('/')).pathname));
    await page.getByRole('heading', { name: 'Email Verified' }).waitFor();
    await pressOn(page, page.getByRole('button', { name: 'Continue' }));
    await page.waitForURL(url('/'));

    // Know your Business: under 4 years, no credit line (pre-funded).
    const dialog = await openKyb(page);
    const details = section(dialog, 'Business Details');
    await typeAt(page, details.getByRole('textbox', { name: /^Business Legal Name/ }), 'Journey Goods Ltd');
    await typeAt(page, details.getByRole('textbox', { name: /^Business Number/ }), '123456789');
    await chooseAt(page, details.getByRole('button', { name: /Legal Structure/ }), 'Corporation');
    await typeAt(page, details.getByRole('textbox', { name: /^Incorporated Year/ }), '2024');
    await chooseAt(page, details.getByRole('button', { name: /Incorporated Province/ }), 'NS');
    await typeAt(page, details.getByRole('textbox', { name: /^Years in Business/ }), '2');
    await typeAt(page, details.getByRole('textbox', { name: /^Years in Control/ }), '2');
    await typeAt(page, details.getByRole('textbox', { name: /^Annual Sales \(USD\)/ }), '400000');
    await typeAt(page, details.getByRole('textbox', { name: /^Anticipated Weekly Spend/ }), '3000');
    await typeAt(page, details.getByRole('textbox', { name: /^Number of Employees/ }), '6');
    await typeAt(page, details.getByRole('textbox', { name: /^Website/ }), 'https://journey.example');
    await pressOn(page, details.getByRole('button', { name: 'Look up SIC code' }));
    const lookup = page.getByRole('dialog', { name: 'SIC Codes Lookup - Standard Industrial Classification' });
    await typeAt(page, lookup.getByRole('searchbox', { name: /Search by SIC code or title/ }), '5141');
    await pressOn(page, lookup.getByRole('button', { name: '5141 - Groceries, General Line' }));
    await lookup.waitFor({ state: 'detached' });
    await save(page, details);
    const address = section(dialog, 'Business Address');
    await address.getByRole('textbox', { name: /^Street Number/ }).waitFor();
    await fillAddress(page, address);
    await save(page, address);
    const billing = section(dialog, 'Billing Information');
    await typeAt(page, billing.getByRole('textbox', { name: /^Title/ }), 'Owner');
    await save(page, billing);
    const owners = section(dialog, 'Beneficial Ownership');
    await owners.getByRole('switch').waitFor();
    await save(page, owners);
    const personnel = section(dialog, 'Key Personnel');
    await typeAt(page, personnel.getByRole('textbox', { name: /^CEO/ }), 'Mira Journey');
    await save(page, personnel);
    const credit = section(dialog, 'Credit Information');
    await pressOn(page, credit.getByRole('switch', { name: 'Would you like a credit line?' }), 'Space');
    await expect
      .poll(() => credit.getByRole('switch', { name: 'Would you like a credit line?' }).isChecked())
      .toBe(false);
    await save(page, credit);
    await dialog.getByText('Please review the application before you submit').waitFor();
    await pressOn(page, dialog.getByRole('button', { name: 'SUBMIT Application' }));
    await toast(page, 'KYB details are submitted successfully.').waitFor();

    // The bank, linked automatically through the demo's picker.
    const linkAutomatically = gate.getByRole('button', { name: 'Link automatically' });
    await expect.poll(() => linkAutomatically.isEnabled()).toBe(true);
    await pressOn(page, linkAutomatically);
    const picker = page.getByRole('dialog', { name: 'Connect your bank (demo)' });
    await chooseRadio(page, picker.getByRole('radio', { name: /Royal Bank of Canada/ }));
    await pressOn(page, picker.getByRole('button', { name: 'Continue' }));
    const primary = page.getByRole('dialog', { name: 'Choose your primary account' });
    await chooseRadio(page, primary.getByRole('radio', { name: /Business Chequing/ }));
    await pressOn(page, primary.getByRole('button', { name: 'Link account' }));

    // Under review: the demo's approval opens the dashboard.
    await gate.getByText(/about 2 weeks/).waitFor();
    await pressOn(page, gate.getByRole('button', { name: 'Approve the application (demo)' }));
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Welcome to the product' }).count()).toBe(0);

    // A new company: nothing in USD until the demo's transfer arrives.
    await page.goto(url('/accounts/USD?tab=add-money'));
    await page.getByRole('heading', { name: 'USD Account Details' }).waitFor();
    await expect.poll(() => availableBalance(page)).toBe(0);
    await pressOn(page, page.getByRole('button', { name: 'Simulate an incoming transfer of $25,000.00 (demo)' }));
    await toast(page, /arrived in your USD account/).waitFor();
    await expect.poll(() => availableBalance(page)).toBe(25_000);
    await selectTab(page, page.getByRole('tab', { name: 'Activity' }));
    const activity = page.getByRole('grid', { name: 'Recent activity' });
    await activity.getByRole('row', { name: /25,000\.00/ }).waitFor();

    // A recipient, added by keyboard.
    await page.goto(url('/recipients/add-new'));
    const add = page.getByRole('dialog', { name: 'Add recipient' });
    const country = add.getByRole('combobox', { name: /^Country/ });
    await tabTo(page, country);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('United Kingdom');
    await page.getByRole('listbox').getByRole('option', { name: 'United Kingdom' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => add.getByRole('combobox', { name: /^Currency/ }).inputValue()).toBe('GBP — British Pound');
    await chooseRadio(page, add.getByRole('radio', { name: /^Company/ }));
    await add.getByRole('textbox', { name: /^Sort Code/ }).waitFor();
    await typeAt(page, add.getByRole('textbox', { name: /^Company name/ }), 'Tower Bridge Stationers Ltd');
    await typeAt(page, add.getByRole('textbox', { name: /^Account number/ }), '41234567');
    await typeAt(page, add.getByRole('textbox', { name: /^Sort Code/ }), '401276');
    await typeAt(page, add.getByRole('textbox', { name: /^Business address/ }), '1 Tooley Street');
    await typeAt(page, add.getByRole('textbox', { name: /^Business city/ }), 'London');
    await typeAt(page, add.getByRole('textbox', { name: /^Business postal code/ }), 'SE1 2TF');
    await typeAt(page, add.getByRole('textbox', { name: /^Nickname/ }), 'Tower Bridge');
    await page.keyboard.press('Enter');
    await add.getByText(/^Enter the 6 digit code sent to your phone/).waitFor({ timeout: 10_000 });
    await typeAt(page, add.getByRole('textbox', { name: 'Verification code' }), DEMO_CODE);
    await page.keyboard.press('Enter');
    await add.getByRole('heading', { name: 'Recipient added' }).waitFor();
    await pressOn(page, add.getByRole('button', { name: 'Done' }));
    await page.waitForURL(url('/recipients'));

    // Pay now from the USD account.
    await page.goto(url('/payments/now'));
    const pay = page.getByRole('dialog', { name: 'Make payment' });
    await chooseRadio(page, pay.getByRole('radio', { name: /^Tower Bridge/ }));
    await pressOn(page, pay.getByRole('button', { name: 'Next' }));
    await typeAt(page, pay.getByRole('textbox', { name: /^Reason \(for our compliance\)/ }), 'Office stationery');
    await typeAt(page, pay.getByRole('textbox', { name: /^Reference/ }), 'JG-0001');
    await page.keyboard.press('Enter');
    await typeAt(page, pay.getByRole('textbox', { name: 'Sell amount' }), '250');
    await page.keyboard.press('Tab');
    await pay.getByRole('timer', { name: 'Quote expires in' }).waitFor();
    const next = pay.getByRole('button', { name: 'Next' });
    await expect.poll(() => next.isEnabled()).toBe(true);
    await pressOn(page, next);
    await pay.getByText(/^Enter the 6 digit code sent to your phone/).waitFor({ timeout: 10_000 });
    await typeAt(page, pay.getByRole('textbox', { name: 'Verification code' }), DEMO_CODE);
    await page.keyboard.press('Enter');
    await pay.getByRole('heading', { name: 'Payment sent' }).waitFor();
    await pressOn(page, pay.getByRole('button', { name: 'Done' }));
    await page.waitForURL(url('/payments'));

    // The payment in the USD account's activity, the balance down by what was sent.
    await page.goto(url('/accounts/USD'));
    await page
      .getByRole('grid', { name: 'Recent activity' })
      .getByRole('row', { name: /Payment to Tower Bridge/ })
      .waitFor();
    await expect.poll(() => availableBalance(page)).toBeCloseTo(25_000 - 250, 2);
    expectNoPointer(watched);
    await context.close();
  });
});
