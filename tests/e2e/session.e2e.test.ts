import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARMED_FAULTS_KEY } from '../../host/mock-api/browser.js';
import { DEMO_PASSWORD } from '../../host/mock-api/index.js';
import { axeViolations } from './browser.js';
import { sharedBrowser } from './sharedBrowser.js';
import { DEMO_CODE, demoBackendStarted, openPage, signIn, url } from './helpers.js';

const browser = sharedBrowser();

/** Makes the next page load's `GET /auth/user` fail (status 0: no answer at all). */
async function failNextSessionCheck(page: Page, status: number) {
  await page.evaluate(([key, fault]) => sessionStorage.setItem(key, JSON.stringify([fault])), [
    ARMED_FAULTS_KEY,
    { method: 'GET', path: '/auth/user', status },
  ] as const);
}

describe('the session on start', () => {
  for (const [what, status] of [
    ['a server error', 500],
    ['no answer', 0],
  ] as const) {
    it(`a check that gets ${what} shows the error fallback with a retry, never "documents under review"`, async () => {
      const { context, page } = await openPage(browser());
      await signIn(page, 'admin@northwind.example');
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      await failNextSessionCheck(page, status);
      await page.reload();
      await page.getByRole('heading', { name: 'Sorry ... Something went wrong' }).waitFor();
      expect(await page.getByText(/documents are under review/i).count()).toBe(0);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      expect(await page.getByText(/documents are under review/i).count()).toBe(0);
      await context.close();
    });
  }

  it('a signed-in user whose phone is not verified gets the phone verification screen, then the next step', async () => {
    const { context, page } = await openPage(browser());
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await demoBackendStarted(page);
    // A stored session of the phone-unverified user (as a session from before would be).
    await page.evaluate(() => {
      const backend = (
        globalThis as unknown as {
          __SPEND_DEMO_BACKEND__?: {
            store: {
              find: (table: string, match: (row: { email: string }) => boolean) => { auth_token: string } | undefined;
            };
          };
        }
      ).__SPEND_DEMO_BACKEND__;
      const user = backend?.store.find('users', (row) => row.email === 'phone-unverified@cedargrove.example');
      localStorage.setItem('spend.session', JSON.stringify({ token: user?.auth_token ?? '', username: 'Cedar' }));
    });
    await page.goto(url('/'));
    await page.getByRole('heading', { name: 'Phone Verification' }).waitFor();
    await page.getByText(/\(\*\*\*\) \*\*\*-\d{4}/).waitFor();
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(DEMO_CODE);
    await page.getByRole('button', { name: 'Verify' }).click();
    // Verified: the next onboarding step for this user (the e-mail is verified, KYB not yet filled).
    await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
    expect(await page.getByRole('heading', { name: 'Phone Verification' }).count()).toBe(0);
    await context.close();
  });
});

describe('one session, one cache', () => {
  it('signing out an admin and signing in an employee shows none of the admin data, not even for one frame', async () => {
    const { context, page } = await openPage(browser());
    await signIn(page, 'admin@northwind.example');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Settings' }).waitFor();
    const adminEmail = 'admin@northwind.example';
    // Watch every DOM change from the sign-out on: any frame holding the admin's data is recorded.
    await page.evaluate((email) => {
      const seen: string[] = [];
      (globalThis as unknown as { __adminSeen: string[] }).__adminSeen = seen;
      // The shell's own parts (sidebar, top bar): the login screen's demo list names every account.
      const check = () => {
        const shell = [...document.querySelectorAll('nav, header, [role="banner"]')];
        const text = shell.map((element) => element.textContent ?? '').join(' ');
        if (text.includes(email) || text.includes('Settings')) seen.push(location.pathname);
      };
      (globalThis as unknown as { __startWatching: () => void }).__startWatching = () => {
        new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
      };
    }, adminEmail);
    await page.getByRole('button', { name: 'Logout' }).last().click();
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await page.evaluate(() => (globalThis as unknown as { __startWatching: () => void }).__startWatching());
    await signIn(page, 'employee@northwind.example');
    await nav.getByRole('link', { name: 'Cards' }).waitFor();
    expect(await page.getByText('employee@northwind.example').count()).toBeGreaterThan(0);
    const seen = await page.evaluate(() => (globalThis as unknown as { __adminSeen: string[] }).__adminSeen);
    expect(seen).toEqual([]);
    await context.close();
  });
});

describe('a session the server ends', () => {
  const SESSION_ENDED = 'Your session has ended. Please log in again.';
  const EMPLOYEE = 'employee@northwind.example';
  const MEMO_TYPED = 'Parking at the client site, receipt to follow';

  /** Opens the first transaction of the list with the keyboard; its memo field once the drawer has it. */
  async function openFirstTransaction(page: Page) {
    await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();
    const cell = page.getByRole('tabpanel').getByRole('grid').getByRole('row').nth(1).getByRole('gridcell').first();
    await cell.waitFor();
    await cell.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Transaction Details' });
    const memo = drawer.getByRole('textbox', { name: 'Memo' });
    await memo.waitFor();
    return { drawer, memo };
  }

  it('a memo whose save meets a 401 is back after signing in again, and the login screen says the session ended', async () => {
    const { context, page } = await openPage(browser());
    await signIn(page, EMPLOYEE);
    const { drawer, memo } = await openFirstTransaction(page);
    await page.evaluate(() => {
      const backend = (
        globalThis as unknown as {
          __SPEND_DEMO_BACKEND__?: { store: { injectFault: (fault: object) => void } };
        }
      ).__SPEND_DEMO_BACKEND__;
      const path = '/card/card/transaction/memo-receipt-response';
      backend?.store.injectFault({ method: 'POST', path, status: 401, body: { detail: 'Invalid token.' } });
      backend?.store.injectFault({
        method: 'PATCH',
        path: `${path}/:id`,
        status: 401,
        body: { detail: 'Invalid token.' },
      });
    });
    await memo.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(MEMO_TYPED);
    await drawer.getByRole('button', { name: /^(Submit|Update) Memo$/ }).focus();
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/login$/);
    await page.getByRole('status').filter({ hasText: SESSION_ENDED }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // What is kept for after the sign-in is the memo, never a password or a token.
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    expect(stored).toContain(MEMO_TYPED);
    expect(stored).not.toContain(DEMO_PASSWORD);

    await signIn(page, EMPLOYEE);
    const reopened = await openFirstTransaction(page);
    expect(await reopened.memo.inputValue()).toBe(MEMO_TYPED);
    // Back in the field, unsaved: closing asks before dropping it.
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog', { name: 'Discard unsaved changes?' }).waitFor();
    await context.close();
  });

  it('a visit to /login and a deliberate logout say nothing of a session ending', async () => {
    const { context, page } = await openPage(browser());
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await page.getByText(SESSION_ENDED).count()).toBe(0);
    await signIn(page, EMPLOYEE);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).last().click();
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await page.getByText(SESSION_ENDED).count()).toBe(0);
    await context.close();
  });
});
