// Keyboard-only journeys (issue 30): the page counts every pointer event a person would make, and focus
// moves the way a keyboard user moves it — Tab, Shift+Tab, arrow keys — never by `locator.focus()`.
import { expect } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../host/mock-api/index.js';
import { chooseFromOpenList, url } from './helpers.js';

/** A page whose every pointer press (pointerdown, mousedown, a click with a click count) is recorded. */
export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** The pointer events the page has met so far, across its navigations: "type on element". */
  pointerEvents: string[];
}

/**
 * A fresh context (signed out, seed data) whose pages report each trusted pointer press to the test.
 * A keyboard's Enter or Space on a button also fires a trusted `click`, but with `detail` 0 (no click
 * count): only a click that a pointer made, with `detail` above 0, counts.
 */
export async function openWatchedPage(browser: Browser, path = '/login'): Promise<WatchedPage> {
  const context = await browser.newContext();
  const pointerEvents: string[] = [];
  await context.exposeBinding('__reportPointerEvent', (_source, event: string) => {
    pointerEvents.push(event);
  });
  await context.addInitScript(() => {
    const report = (globalThis as unknown as { __reportPointerEvent: (event: string) => void }).__reportPointerEvent;
    for (const type of ['pointerdown', 'mousedown', 'click'] as const) {
      globalThis.addEventListener(
        type,
        (event) => {
          if (!event.isTrusted || (type === 'click' && event.detail === 0)) return;
          const target = event.target instanceof Element ? event.target : null;
          const label = target instanceof HTMLInputElement ? target.labels?.[0]?.textContent : null;
          const name = target?.getAttribute('aria-label') ?? label ?? target?.textContent?.trim().slice(0, 40) ?? '';
          void report(`${type} on <${target?.localName ?? '?'}> ${name}`);
        },
        { capture: true },
      );
    }
  });
  const page = await context.newPage();
  await page.goto(url(path));
  return { context, page, pointerEvents };
}

/** Ends a journey: no pointer event at all happened in it. */
export function expectNoPointer({ pointerEvents }: WatchedPage) {
  expect(pointerEvents, 'pointer events in a keyboard-only journey').toEqual([]);
}

/** What the focused element is, for a failure message. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return '<body>';
    const label = active instanceof HTMLInputElement ? active.labels?.[0]?.textContent : null;
    const name = active.getAttribute('aria-label') ?? label ?? active.textContent?.trim().slice(0, 40) ?? '';
    return `<${active.localName}${active.getAttribute('role') ? ` role=${active.getAttribute('role')}` : ''}> ${name}`;
  });

/**
 * Presses Tab (or Shift+Tab, when the target comes earlier in the document) until the target has the
 * focus — or, with `within`, until the focus is inside it (a radio group, a grid) — as a person would.
 * Fails when the target is not reached in `limit` presses: it is not in the tab order.
 */
export async function tabTo(page: Page, target: Locator, { within = false, limit = 80 } = {}) {
  await target.waitFor();
  for (let step = 0; step <= limit; step += 1) {
    const where = await target.evaluate((element, inside) => {
      const active = document.activeElement;
      if (active === element || (inside && active && element.contains(active))) return 'reached';
      if (!active || active === document.body) return 'ahead';
      return element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING ? 'behind' : 'ahead';
    }, within);
    if (where === 'reached') return;
    if (step === limit) break;
    await page.keyboard.press(where === 'ahead' ? 'Tab' : 'Shift+Tab');
  }
  throw new Error(
    `Tab did not reach ${String(target)} in ${limit} presses; the focus is on ${await describeFocus(page)}`,
  );
}

/** Tabs to a control and presses a key on it. */
export async function pressOn(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Tabs to a field and types into it (after what it holds). */
export async function typeAt(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Tabs to a field, selects what it holds and types over it. */
export async function retypeAt(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Tabs to a select's trigger, opens it with Enter and picks the option with the arrow keys. */
export async function chooseAt(page: Page, trigger: Locator, option: string) {
  await pressOn(page, trigger);
  await chooseFromOpenList(page, trigger, option);
}

/** Tabs into a radio's group and moves to the radio with the arrow keys (which also checks it), or Space. */
export async function chooseRadio(page: Page, radio: Locator) {
  const group = radio.locator('xpath=ancestor::*[@role="radiogroup"][1]');
  await tabTo(page, group, { within: true });
  const radios = await group.getByRole('radio').count();
  const isFocused = () => radio.evaluate((element) => element === document.activeElement);
  for (let step = 0; step < radios && !(await isFocused()); step += 1) await page.keyboard.press('ArrowDown');
  expect(await isFocused()).toBe(true);
  // Tab into a group with nothing checked focuses its first radio without checking it.
  if (!(await radio.isChecked())) await page.keyboard.press('Space');
  await expect.poll(() => radio.isChecked()).toBe(true);
}

/** Opens the file chooser by Enter on its button, and gives it one file. */
export async function chooseFileAt(
  page: Page,
  button: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await pressOn(page, button);
  await (await chooser).setFiles(file);
}

/** Signs in on the login screen by keyboard: the e-mail, Tab, the password, Enter. */
export async function signInByKeyboard(page: Page, email: string, password = DEMO_PASSWORD) {
  await typeAt(page, page.getByRole('textbox', { name: 'Email' }), email);
  await typeAt(page, page.getByLabel('Password', { exact: true }), password);
  await page.keyboard.press('Enter');
}
