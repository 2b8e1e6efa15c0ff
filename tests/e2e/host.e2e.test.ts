import { describe, expect, inject, it } from 'vitest';
import { colors } from '../../components/theme/tokens.js';
import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './browser.js';
import { sharedBrowser } from './sharedBrowser.js';

const browser = sharedBrowser();
let context: BrowserContext;
let page: Page;

async function freshPage(): Promise<Page> {
  await context?.close();
  context = await browser().newContext();
  page = await context.newPage();
  return page;
}

const url = (path: string) => new URL(path, inject('hostUrl')).toString();

describe('the built host', () => {
  it('serves the login screen, themed, with the bundled font and no axe violations', async () => {
    await freshPage();
    await page.goto(url('/login'));
    await page.getByRole('heading', { name: 'Login', level: 1 }).waitFor();
    const fontFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(fontFamily).toContain('Inter');
    // The family named is not the font drawn: the build must ship Inter's faces, and the page load them.
    const loadedInter = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.family.replace(/["']/g, '') === 'Inter' && face.status === 'loaded')
        .map((face) => face.weight);
    });
    expect(loadedInter).toContain('400');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('draws "Preparing Your Dashboard" from the page itself, before any script has run', async () => {
    await context?.close();
    context = await browser().newContext({ javaScriptEnabled: false });
    page = await context.newPage();
    await page.goto(url('/'));
    const preparing = page.getByRole('progressbar', { name: 'Preparing Your Dashboard' });
    await expect(preparing.isVisible()).resolves.toBe(true);
    await expect(page.getByText('Preparing Your Dashboard', { exact: true }).isVisible()).resolves.toBe(true);
    // Themed as the app draws it: the page's background, not the browser's white.
    const [background, expected] = await page.locator('main').evaluate((main, token) => {
      const probe = document.createElement('span');
      probe.style.color = token;
      document.body.append(probe);
      return [getComputedStyle(main).backgroundColor, getComputedStyle(probe).color];
    }, colors.background);
    expect(background).toBe(expected);
  });

  it('shows 404 NOTHING FOUND with a link home for an unknown path', async () => {
    await freshPage();
    await page.goto(url('/no/such/page'));
    await page.getByRole('heading', { name: '404 NOTHING FOUND' }).waitFor();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(url('/'));
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
