import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchChromium } from './browser.js';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await (await browser.newContext()).newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('the built host', () => {
  it('renders the themed page with design-system components', async () => {
    await page.goto(inject('hostUrl'));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Spend dashboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type('jane@example.com');
    await expect(page.getByRole('textbox', { name: 'Email' }).inputValue()).resolves.toBe('jane@example.com');
    const fontFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(fontFamily).toContain('Inter');
  });

  it('has no axe violations', async () => {
    await page.goto(inject('hostUrl'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
