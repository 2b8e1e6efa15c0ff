import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './browser.js';
import { sharedBrowser } from './sharedBrowser.js';
import {
  DEMO_CODE,
  expectHeading,
  openPage,
  openSignedIn,
  press,
  recordApiCalls,
  signIn,
  typeInto,
  url,
} from './helpers.js';

const browser = sharedBrowser();

async function signedIn(email: string) {
  const { context, page } = await openSignedIn(browser(), email);
  // The quote's ring sweeps for 900 s, and axe judges colours once finite animations end: under reduced
  // motion the ring steps with its digits instead.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return { context, page };
}

/** A money text ("$12,345.67", "€1,234.50") as a number. */
function amountOf(text: string): number {
  const amount = /([\d,]+\.\d\d)/.exec(text)?.[1];
  if (!amount) throw new Error(`No amount in "${text}"`);
  return Number(amount.replace(/,/g, ''));
}

/** The amount on a balances-strip card, by the currency's name. */
async function stripBalance(page: Page, name: string): Promise<number> {
  const card = page.getByRole('list', { name: 'Balances' }).getByRole('link', { name: new RegExp(name) });
  await card.waitFor();
  return amountOf((await card.textContent()) ?? '');
}

/** The account page's available balance. */
async function availableBalance(page: Page): Promise<number> {
  const card = page.getByRole('region', { name: 'Available balance' });
  const amount = card.getByText(/\d\.\d\d$/);
  await amount.waitFor();
  return amountOf((await amount.textContent()) ?? '');
}

describe('accounts and FX', () => {
  it('the admin opens the USD account from the balances strip and converts USD → EUR by keyboard: timed quote, review, code and Enter, complete; both balances move', async () => {
    const { context, page } = await signedIn('admin@northwind.example');
    await press(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments' }));
    await page.waitForURL(url('/payments'));
    const usdBefore = await stripBalance(page, 'US Dollar');
    const eurBefore = await stripBalance(page, 'Euro');

    await press(page, page.getByRole('list', { name: 'Balances' }).getByRole('link', { name: /US Dollar/ }));
    await page.waitForURL(url('/accounts/USD'));
    await expectHeading(page, 'USD Account');
    expect(await availableBalance(page)).toBeCloseTo(usdBefore, 2);
    await page.getByRole('grid', { name: 'Recent activity' }).waitFor();

    // The Convert tile is hidden as the spec says; its tab is the account page's ?tab=convert.
    await page.goto(url('/accounts/USD?tab=convert'));
    await page.getByRole('tab', { name: 'Convert', selected: true }).waitFor();
    const sell = page.getByRole('textbox', { name: 'Sell amount' });
    await typeInto(page, sell, '100');
    await page.keyboard.press('Tab');
    await page.getByText('The amount to send must be greater than 100').waitFor();
    await sell.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('250');
    await page.keyboard.press('Tab');
    await page.getByRole('timer', { name: 'Quote expires in' }).waitFor({ timeout: 10_000 });
    const eurQuoted = amountOf(await page.getByRole('textbox', { name: 'Buy amount' }).inputValue());
    expect(eurQuoted).toBeGreaterThan(0);
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect.poll(() => continueButton.isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await press(page, continueButton);
    const dialog = page.getByRole('dialog', { name: 'Convert' });
    await dialog.getByRole('timer', { name: 'Quote expires in' }).waitFor();
    await dialog.getByText('Payment by 1 working day').waitFor();
    await dialog.getByText(/^Enter the 6 digit code sent to your phone/).waitFor({ timeout: 10_000 });
    expect(await axeViolations(page)).toEqual([]);
    const conversions = recordApiCalls(page);
    await typeInto(page, dialog.getByRole('textbox', { name: 'Verification code' }), DEMO_CODE);
    await page.keyboard.press('Enter');
    await dialog.getByRole('heading', { name: 'Your conversion is complete' }).waitFor();
    // One confirmation, one conversion request.
    expect(conversions.filter((path) => path.endsWith('/utility/get-conversion-rate'))).toHaveLength(1);
    await press(page, dialog.getByRole('button', { name: 'Done' }));
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => availableBalance(page)).toBeCloseTo(usdBefore - 250, 2);

    await press(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments' }));
    await page.waitForURL(url('/payments'));
    await expect.poll(() => stripBalance(page, 'US Dollar')).toBeCloseTo(usdBefore - 250, 2);
    await expect.poll(() => stripBalance(page, 'Euro')).toBeCloseTo(eurBefore + eurQuoted, 2);

    // The conversion is in the activity of both accounts it touched, each in its own currency.
    const activityRow = async (currency: string, description: string) => {
      await page.goto(url(`/accounts/${currency}`));
      const row = page.getByRole('grid', { name: 'Recent activity' }).getByRole('row').filter({ hasText: description });
      await row.first().waitFor();
      expect(await row.count()).toBe(1);
      return (await row.textContent()) ?? '';
    };
    expect(await activityRow('USD', 'Conversion to EUR')).toContain('-$250.00');
    const eurText = await activityRow('EUR', 'Conversion from USD');
    expect(eurText).toContain('€');
    expect(amountOf(eurText)).toBeCloseTo(eurQuoted, 2);
    await context.close();
  });

  it('the bookkeeper downloads the USD statement by keyboard as XLSX (the default) and as PDF, each a real file named by the server', async () => {
    const { context, page } = await signedIn('bookkeeper@northwind.example');
    await page.goto(url('/accounts/USD'));
    await expectHeading(page, 'USD Account');
    await press(page, page.getByRole('tab', { name: 'Activity' }), 'End');
    await page.getByRole('tab', { name: 'Statement', selected: true }).waitFor();
    // The statement's days are the activity's (UTC): after 18:00 in Chicago, today is already tomorrow's date.
    const today = new Date().toISOString().slice(0, 10);
    const download = async (extension: string) => {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        press(page, page.getByRole('button', { name: 'Download' })),
      ]);
      expect(file.suggestedFilename()).toBe(`statement-USD-${today}-${today}.${extension}`);
      return readFile(await file.path());
    };
    expect(await page.getByRole('radio', { name: 'XLSX' }).isChecked()).toBe(true);
    const workbook = await download('xlsx');
    expect(workbook.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    expect(workbook.toString('latin1')).toContain('xl/worksheets/sheet1.xml');

    await press(page, page.getByRole('radio', { name: 'XLSX' }), 'ArrowLeft');
    await expect.poll(() => page.getByRole('radio', { name: 'PDF' }).isChecked()).toBe(true);
    const pdf = await download('pdf');
    expect(pdf.subarray(0, 9).toString('latin1')).toBe('%PDF-1.4\n');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    await context.close();
  });

  it("the bookkeeper's quote expires (the page's clock moved 15 minutes): Continue is disabled until a new quote is asked", async () => {
    const { context, page } = await openPage(browser(), '/login');
    await page.clock.install();
    await signIn(page, 'bookkeeper@northwind.example');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(url('/accounts/EUR?tab=convert'));
    await page.getByRole('tab', { name: 'Convert', selected: true }).waitFor();
    await typeInto(page, page.getByRole('textbox', { name: 'Sell amount' }), '300');
    await page.keyboard.press('Tab');
    const countdown = page.getByRole('timer', { name: 'Quote expires in' });
    await countdown.waitFor({ timeout: 10_000 });
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect.poll(() => continueButton.isEnabled()).toBe(true);

    await page.clock.fastForward('15:01');
    await page.getByRole('tabpanel', { name: 'Convert' }).getByText('Quote expired').waitFor();
    expect(await continueButton.isDisabled()).toBe(true);
    await press(page, page.getByRole('button', { name: 'Refresh quote' }));
    await countdown.waitFor({ timeout: 10_000 });
    await expect.poll(() => continueButton.isEnabled()).toBe(true);
    await context.close();
  });

  it('an employee who types /accounts/USD gets "Not available for your role" and no balance is asked', async () => {
    const { context, page } = await signedIn('employee@northwind.example');
    const calls = recordApiCalls(page);
    await page.goto(url('/accounts/USD'));
    await page.getByRole('heading', { level: 1, name: 'Not available for your role' }).waitFor();
    expect(calls.filter((path) => path.includes('/account/'))).toEqual([]);
    await context.close();
  });

  it('a signed-out visitor converts on /CurrencyCalculator: a timed quote with its fees, the buy amount at the quoted rate less fees', async () => {
    const { context, page } = await openPage(browser(), '/CurrencyCalculator');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expectHeading(page, 'Currency calculator');
    await page.getByRole('timer', { name: 'Quote expires in' }).waitFor({ timeout: 10_000 });
    await page.getByText('Payment fee').waitFor();
    expect(await page.getByRole('link', { name: /dashboard/i }).count()).toBe(0);
    // Signed out, the page is no dead end: the ways in.
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(await page.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');

    const sell = page.getByRole('textbox', { name: 'Sell amount' });
    await sell.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2500');
    await page.keyboard.press('Tab');
    const buyAmount = async () => amountOf(await page.getByRole('textbox', { name: 'Buy amount' }).inputValue());
    const rate = async () => {
      const text = await page.getByText(/^1 USD = [\d.]+ INR$/).textContent();
      return Number(/= ([\d.]+)/.exec(text ?? '')?.[1]);
    };
    await expect.poll(buyAmount, { timeout: 10_000 }).toBeGreaterThan(2500);
    // At the quoted rate, less the fees (a few percent at most).
    const atRate = 2500 * (await rate());
    expect(await buyAmount()).toBeLessThanOrEqual(atRate);
    expect(await buyAmount()).toBeGreaterThan(atRate * 0.95);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
