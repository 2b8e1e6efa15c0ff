// Form feedback a person can follow: errors at the field, one error toast at a time, the code field ready,
// and the register form kept while the terms are read.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sharedBrowser } from './sharedBrowser.js';
import { openPage, signIn, url } from './helpers.js';

const browser = sharedBrowser();

/** The titles of the error toasts on screen. */
function errorToasts(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="alertdialog"][data-tone="danger"]')].map(
      (toast) => toast.getAttribute('aria-label') ?? toast.textContent ?? '',
    ),
  );
}

/** Requests the page sent to a path. */
function requestsTo(page: Page, path: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) sent.push(request.method());
  });
  return sent;
}

async function fillRegister(page: Page, values: { email: string; phone: string; password?: string }) {
  await page.getByRole('textbox', { name: 'First name' }).fill('Nia');
  await page.getByRole('textbox', { name: 'Last name' }).fill('New');
  await page.getByRole('textbox', { name: 'Company name' }).fill('Nia Trading Ltd');
  await page.getByRole('textbox', { name: 'Email' }).fill(values.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill(values.phone);
  if (values.password) await page.locator('input[name="password"]').fill(values.password);
  await page.getByRole('checkbox', { name: /I agree/ }).check({ force: true });
}

describe('form feedback', () => {
  it('two-step: the code field is focused on open, and "required" then "incorrect" never stack', async () => {
    const { context, page } = await openPage(browser(), '/login');
    await signIn(page, 'two-step@northwind.example');
    const code = page.getByRole('textbox', { name: 'Verification code' });
    await page.getByText('Enter the 6 digit code sent to your').waitFor();
    await expect.poll(() => code.evaluate((input) => input === document.activeElement)).toBe(true);

    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => errorToasts(page)).toHaveLength(1);
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => errorToasts(page)).toEqual([expect.stringMatching(/incorrect/)]);
    await context.close();
  });

  it('login checks required fields only and sends a malformed e-mail to the server; forgot password says it at the field', async () => {
    const { context, page } = await openPage(browser(), '/login');
    const logins = requestsTo(page, '/api/v1/auth/users/login');
    const email = page.getByRole('textbox', { name: 'Email' });
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => page.getByText('This field is required').count()).toBe(2);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await email.evaluate((input: HTMLInputElement) => input.form?.noValidate)).toBe(true);
    expect(logins).toEqual([]);
    // README ruling "Login validation": no format check; the server's answer says what is wrong.
    await email.fill('jane');
    await page.getByLabel('Password', { exact: true }).fill('whatever-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => logins).toEqual(['POST']);
    expect(await page.getByText('Enter a valid email address, like name@example.com').count()).toBe(0);

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot password' }).waitFor();
    const resets = requestsTo(page, '/api/v1/reset-password/');
    await page.getByRole('textbox', { name: 'Email' }).fill('jane@');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Enter a valid email address, like name@example.com').waitFor();
    expect(resets).toEqual([]);
    await context.close();
  });

  it('register: "41655" and "jane" are rejected at their fields before sending; a new attempt dismisses the last error toast', async () => {
    const { context, page } = await openPage(browser(), '/register');
    const registrations = requestsTo(page, '/api/v1/auth/users');
    await fillRegister(page, { email: 'jane', phone: '41655', password: 'long-enough-1' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Enter a valid phone number for the chosen country code').waitFor();
    await page.getByText('Enter a valid email address, like name@example.com').waitFor();
    expect(await page.getByRole('textbox', { name: 'Phone' }).getAttribute('aria-invalid')).toBe('true');
    expect(registrations).toEqual([]);

    // The server refuses a taken e-mail with a toast; the next (invalid) attempt takes it away.
    await page.getByRole('textbox', { name: 'Email' }).fill('admin@northwind.example');
    await page.getByRole('textbox', { name: 'Phone' }).fill('4165550123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => errorToasts(page)).toEqual([expect.stringMatching(/already/i)]);
    await page.getByRole('textbox', { name: 'Company name' }).fill('');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => errorToasts(page)).toEqual(['Please enter all mandatory fields']);
    await context.close();
  });

  it('register: the terms and the privacy policy are real pages, and coming back keeps the form but not the password', async () => {
    const { context, page } = await openPage(browser(), '/register');
    await fillRegister(page, { email: 'nia.terms@example.com', phone: '4165550123', password: 'long-enough-1' });
    await page.getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL(url('/terms?from=register'));
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await page.getByText('This is the demo’s placeholder text, not a legal agreement.', { exact: false }).waitFor();
    expect(await page.title()).toBe('Terms of Service · Spend');
    await page.getByRole('link', { name: 'Back to registration' }).click();
    await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Company name' }).inputValue()).toBe('Nia Trading Ltd');
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('nia.terms@example.com');
    expect(await page.getByRole('textbox', { name: 'Phone' }).inputValue()).toBe('(416) 555-0123');
    expect(await page.getByRole('checkbox', { name: /I agree/ }).isChecked()).toBe(true);
    expect(await page.locator('input[name="password"]').inputValue()).toBe('');
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))).not.toContain(
      'long-enough-1',
    );

    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Nia');
    await context.close();
  });
});
