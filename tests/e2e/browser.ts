// Launches Debian's Chromium (or CHROMIUM_PATH) with playwright-core, and runs axe on a page.
import { chromium, type Browser, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { chromiumArgs, requireChromium } from '../../scripts/chromium.mjs';

/** Uncaught errors of every page of the browsers launched here, since the last `takePageErrors`. */
const pageErrors: string[] = [];

/** The uncaught page errors collected so far (tests/e2e/setup.ts fails the test that met any). */
export function takePageErrors(): string[] {
  return pageErrors.splice(0);
}

export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: requireChromium(), headless: true, args: chromiumArgs });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...options) => {
    const context = await newContext(...options);
    context.on('page', (page) =>
      page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.stack ?? error.message}`)),
    );
    return context;
  };
  return browser;
}

/** axe violations on the page (WCAG 2.0/2.1/2.2 A and AA rules plus best practices). */
export async function axeViolations(page: Page) {
  // Colours are judged at rest: a button still fading in (a tab panel's entrance, a pending state's
  // opacity) would be measured mid-way on a loaded machine. Finite animations only; a spinner runs on.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
