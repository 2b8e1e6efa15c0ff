import { expect, inject } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../host/mock-api/index.js';

export const url = (path: string) => new URL(path, inject('hostUrl')).toString();

/** A fresh browser context (empty storage: signed out, seed data) and its page. */
export async function openPage(browser: Browser, path = '/login'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url(path));
  return { context, page };
}

/**
 * Waits for the demo backend (`__SPEND_DEMO_BACKEND__`): the app renders while it starts, so a screen
 * can be up before it is.
 */
export async function demoBackendStarted(page: Page) {
  await page.waitForFunction(() => '__SPEND_DEMO_BACKEND__' in globalThis);
}

/** Signs in through the login form. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** A fresh context signed in as `email` through the login form, once the signed-in frame is up. */
export async function openSignedIn(browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await openPage(browser, '/login');
  await signIn(page, email);
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  return { context, page };
}

/** The labels of the sidebar's main navigation. */
export async function sidebarLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.waitFor();
  return (await nav.getByRole('link').allTextContents()).map((text) => text.trim());
}

/** Collects the paths of the API calls the page makes from now on. */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  return calls;
}

/** Reads the codes the demo backend "sent" — not needed: the demo code is fixed. */
export const DEMO_CODE = '123456';

export async function expectHeading(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { name }).first().waitFor();
  expect(await page.getByRole('heading', { name }).count()).toBeGreaterThan(0);
}

/** Focuses a control and presses a key: the e2e tests drive the pages by keyboard only. */
export async function press(page: Page, target: Locator, key = 'Enter') {
  await target.focus();
  await page.keyboard.press(key);
}

/** Focuses a field and types into it, as a keyboard user would. */
export async function typeInto(page: Page, target: Locator, text: string) {
  await target.focus();
  await page.keyboard.type(text);
}

/**
 * Chooses an option of a select by keyboard, whatever the machine's speed: Enter opens the list, then
 * ArrowDown moves through it until the option is focused, and Enter picks it. (Typing its first letters
 * on the closed trigger starts a new search when the keys arrive more than a second apart on a loaded
 * machine.)
 */
export async function chooseOption(page: Page, trigger: Locator, option: string) {
  await press(page, trigger);
  await chooseFromOpenList(page, trigger, option);
}

/** The second half of `chooseOption`: in the list its trigger has just opened, ArrowDown to the option, Enter. */
export async function chooseFromOpenList(page: Page, trigger: Locator, option: string) {
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option').first().waitFor();
  const options = await listbox.getByRole('option').count();
  const focusedOption = () =>
    page.evaluate(() =>
      document.activeElement?.getAttribute('role') === 'option' ? document.activeElement.textContent : null,
    );
  await expect.poll(focusedOption).not.toBeNull();
  for (let step = 0; step <= options && !(await focusedOption())?.includes(option); step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await focusedOption()).toContain(option);
  await page.keyboard.press('Enter');
  await expect.poll(() => trigger.textContent()).toContain(option);
}
