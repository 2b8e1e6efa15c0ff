import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './browser.js';
import { sharedBrowser } from './sharedBrowser.js';
import { DEMO_CODE, openPage, signIn, url } from './helpers.js';

const browser = sharedBrowser();

async function lastOutboxLink(page: Page, to: string): Promise<string> {
  return page.evaluate((address) => {
    const backend = (
      globalThis as unknown as {
        __SPEND_DEMO_BACKEND__?: { store: { all: (table: string) => Array<{ to: string; link: string }> } };
      }
    ).__SPEND_DEMO_BACKEND__;
    const mails = backend?.store.all('outbox').filter((mail) => mail.to === address) ?? [];
    return mails.at(-1)?.link ?? '';
  }, to);
}

describe('sign-in flows', () => {
  it('the two-step user passes with 123456', async () => {
    const { context, page } = await openPage(browser());
    await signIn(page, 'two-step@northwind.example');
    await page.waitForURL(url('/two-step-verification'));
    await page.getByText(/^Enter the 6 digit code sent to your phone/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(DEMO_CODE);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(url('/'));
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toContain('Spend-demo-1');
    await context.close();
  });

  it('a wrong code shows the server error in a toast; the email channel can be chosen', async () => {
    const { context, page } = await openPage(browser());
    await signIn(page, 'two-step@northwind.example');
    await page.waitForURL(url('/two-step-verification'));
    await page.getByRole('button', { name: 'Send me a code via email instead' }).click();
    await page.getByText(/^Enter the 6 digit code sent to your email/).waitFor();
    await page.getByRole('textbox', { name: 'Verification code' }).fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('region', { name: 'Notifications' }).waitFor();
    await context.close();
  });

  it('the two-step screen without a login step redirects to /login', async () => {
    const { context, page } = await openPage(browser(), '/two-step-verification');
    await page.waitForURL(url('/login'));
    await context.close();
  });

  it('forgot → reset → login with the new password', async () => {
    const { context, page } = await openPage(browser(), '/forgot-password');
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Email' }).fill('employee@northwind.example');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('status')
      .getByText('Your password reset link has been sent. Please check your email. Redirecting in 3s')
      .waitFor();
    await page.waitForURL(url('/'), { timeout: 10_000 });
    const link = await lastOutboxLink(page, 'employee@northwind.example');
    expect(link).toMatch(/^\/reset-password\//);
    await page.goto(url(link));
    await page.getByLabel('New password', { exact: true }).fill('Brand-new-pass-42');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('status').getByText('Password reset successful, Redirecting to login in 3s.').waitFor();
    await page.waitForURL(url('/login'), { timeout: 10_000 });
    await signIn(page, 'employee@northwind.example', 'Brand-new-pass-42');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await context.close();
  });

  it('an invalid reset token says so and goes to /login after 3 s', async () => {
    const { context, page } = await openPage(browser(), '/reset-password/not-a-token');
    await page.getByRole('status').getByText('Token is invalid or expired, Redirecting in 3s.').waitFor();
    await page.waitForURL(url('/login'), { timeout: 10_000 });
    await context.close();
  });

  it('email verification: Email Verified, Continue leads to /', async () => {
    const { context, page } = await openPage(browser(), '/email-verification/demo-email-token');
    await page.getByRole('heading', { name: 'Email Verified' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(url('/'));
    await context.close();
  });

  it('a 401 on a call clears the session and lands on /login after 1 s', async () => {
    const { context, page } = await openPage(browser());
    await signIn(page, 'email-unverified@granitepeak.example');
    const gate = page.getByRole('dialog', { name: 'Welcome to the product' });
    await gate.waitFor();
    await page.evaluate(() => {
      const backend = (
        globalThis as unknown as { __SPEND_DEMO_BACKEND__?: { store: { injectFault: (fault: object) => void } } }
      ).__SPEND_DEMO_BACKEND__;
      backend?.store.injectFault({ path: '/auth/user/resend-verification-email', status: 401 });
    });
    const started = Date.now();
    await gate.getByRole('button', { name: 'Click here to resend' }).click();
    await page.waitForURL(url('/login'), { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(await page.evaluate(() => localStorage.getItem('spend.session'))).toContain('"token":null');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await context.close();
  });

  it('login completes with the keyboard alone', async () => {
    const { context, page } = await openPage(browser());
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    // The skip link is the first stop, the e-mail field the next.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    await page.keyboard.type('admin@northwind.example');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Spend-demo-1');
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/'));
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await context.close();
  });
});
