import { describe, expect, it } from 'vitest';
import { axeViolations } from './browser.js';
import { sharedBrowser } from './sharedBrowser.js';
import { DEMO_CODE, openPage, url } from './helpers.js';
import { expectNoPointer, openWatchedPage, pressOn, tabTo, typeAt } from './keyboard.js';

/** A regional-indicator symbol: emoji flags are made of two and show as "□□" on Windows. */
const REGIONAL_INDICATOR = /[\u{1F1E6}-\u{1F1FF}]/u;
/** The built host's chunk of one flag (country-flag-icons' module for that code). */
const FLAG_CHUNK = /\/assets\/[A-Z]{2}-[\w-]+\.js$/;

const browser = sharedBrowser();

describe('register', () => {
  it('Continue waits for the terms; missing fields say so; completes with the keyboard alone → phone verification', async () => {
    const watched = await openWatchedPage(browser(), '/register');
    const { context, page } = watched;
    await page.getByRole('heading', { name: 'Register' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const continueButton = page.getByRole('button', { name: 'Continue' });
    expect(await continueButton.isDisabled()).toBe(true);

    await typeAt(page, page.getByRole('textbox', { name: 'First name' }), 'Nia');
    await page.keyboard.press('Tab');
    await page.keyboard.type('New');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Nia Trading Ltd');
    await page.keyboard.press('Tab');
    await page.keyboard.type('nia.new@example.com');
    // The country picker (Canada by default), then the national number.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('4165550123');
    expect(await page.getByRole('textbox', { name: 'Phone' }).inputValue()).toBe('(416) 555-0123');
    await page.keyboard.press('Tab');
    await page.keyboard.type('short');
    // Past the show/hide toggle to the terms checkbox, ticked with Space.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await continueButton.isDisabled()).toBe(false);
    await pressOn(page, continueButton);
    await page.getByText('Password must be a minimum of 8 digits').first().waitFor();

    await tabTo(page, page.locator('input[name="password"]'));
    await page.keyboard.press('End');
    await page.keyboard.type('-and-longer');
    await pressOn(page, continueButton);
    await page.waitForURL(url('/phone-verification'));
    await page.getByRole('heading', { name: 'Phone Verification' }).waitFor();
    await typeAt(page, page.getByRole('textbox', { name: 'Verification code' }), DEMO_CODE);
    await pressOn(page, page.getByRole('button', { name: 'Verify' }));
    await page.waitForURL(url('/'));
    // A new company: e-mail still to verify.
    await page.getByRole('dialog', { name: 'Welcome to the product' }).waitFor();
    expectNoPointer(watched);
    await context.close();
  });

  it('the phone picker shows SVG flags, loading each country’s flag as it comes into view', async () => {
    const context = await browser().newContext();
    const flagChunks = new Set<string>();
    context.on('request', (request) => {
      if (FLAG_CHUNK.test(request.url())) flagChunks.add(request.url());
    });
    const page = await context.newPage();
    await page.goto(url('/register'));
    const picker = page.getByRole('button', { name: /Country code/ });
    const canada = picker.getByRole('img', { name: 'Canada' });
    await canada.locator('img[src^="data:image/svg+xml,"]').waitFor();
    expect(await canada.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(await picker.textContent()).not.toMatch(REGIONAL_INDICATOR);
    expect(flagChunks.size).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await picker.click();
    const listbox = page.getByRole('listbox');
    await listbox
      .getByRole('option', { name: /Canada/ })
      .locator('img[src^="data:image/svg+xml,"]')
      .waitFor();
    expect(await listbox.textContent()).not.toMatch(REGIONAL_INDICATOR);
    const options = await listbox.getByRole('option').count();
    expect(options).toBeGreaterThan(240);
    expect(flagChunks.size).toBeGreaterThan(1);
    expect(flagChunks.size).toBeLessThan(options / 4);
    await context.close();
  });

  it('an empty form: "Please enter all mandatory fields"; a known e-mail: the server message', async () => {
    const { context, page } = await openPage(browser(), '/register');
    await page.getByRole('heading', { name: 'Register' }).waitFor();
    await page.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('region', { name: 'Notifications' }).getByText('Please enter all mandatory fields').waitFor();
    expect(await page.getByText('This field is required').count()).toBeGreaterThanOrEqual(5);
    await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Again');
    await page.getByRole('textbox', { name: 'Company name' }).fill('Dup Co');
    await page.getByRole('textbox', { name: 'Email' }).fill('admin@northwind.example');
    await page.getByRole('textbox', { name: 'Phone' }).fill('4165550199');
    await page.locator('input[name="password"]').fill('long-enough-1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText(/already/i)
      .waitFor();
    await context.close();
  });
});
