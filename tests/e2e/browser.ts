// Launches Debian's Chromium (or CHROMIUM_PATH) with playwright-core, and runs axe and the layout checks
// on a page.
import { mkdir, readFile } from 'node:fs/promises';
import { chromium, type Browser, type Page } from 'playwright-core';
import axe from 'axe-core';
import { transform } from 'esbuild';
import type * as LayoutChecks from '../visual/firstRenderChecks.js';
import { chromiumArgs, requireChromium } from '../../scripts/chromium.mjs';

/** Uncaught errors of every page of the browsers launched here, since the last `takePageErrors`. */
const pageErrors: string[] = [];

/** The uncaught page errors collected so far (tests/e2e/setup.ts fails the test that met any). */
export function takePageErrors(): string[] {
  return pageErrors.splice(0);
}

/**
 * The pages open now in the browsers launched here, each with the documents its main frame asked for (the
 * address and the milliseconds since the page opened), for what a failing test leaves on screen and how it
 * got there: a document loaded twice shows as two entries.
 */
const openPages = new Map<Page, string[]>();

function noteDocumentRequests(page: Page): string[] {
  const opened = performance.now();
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      documents.push(`${request.url()} at ${Math.round(performance.now() - opened)} ms`);
  });
  return documents;
}

export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: requireChromium(), headless: true, args: chromiumArgs });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...options) => {
    const context = await newContext(...options);
    context.on('page', (page) => {
      openPages.set(page, noteDocumentRequests(page));
      page.on('close', () => openPages.delete(page));
      page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.stack ?? error.message}`));
    });
    return context;
  };
  return browser;
}

/** How much of a page's accessibility tree a failure's log shows. */
const SNAPSHOT_CHARACTERS = 4_000;
/** How long describing one page may take: a hung page must not hold the run. */
const DESCRIBE_TIMEOUT_MS = 5_000;

/**
 * What the pages still open show when a test fails (tests/e2e/setup.ts prints it): each page's address,
 * viewport and accessibility tree, and a screenshot under .vitest-results/e2e-failures/. A failure on
 * CI then says which screen the page was on, not only which locator it waited for.
 */
export async function describeOpenPages(testName: string): Promise<string> {
  const folder = '.vitest-results/e2e-failures';
  const slug = testName.replace(/[^\w-]+/g, '_').slice(0, 80);
  const pages = [...openPages].filter(([page]) => !page.isClosed());
  const described = await Promise.all(
    pages.map(async ([page, documents], index) => {
      const path = `${folder}/${slug}-${index + 1}.png`;
      const [snapshot, shot] = await Promise.all([
        page
          .locator('body')
          .ariaSnapshot({ timeout: DESCRIBE_TIMEOUT_MS })
          .catch((error: unknown) => `(no accessibility tree: ${String(error)})`),
        mkdir(folder, { recursive: true })
          .then(() => page.screenshot({ path, timeout: DESCRIBE_TIMEOUT_MS }))
          .then(() => path)
          .catch((error: unknown) => `(no screenshot: ${String(error)})`),
      ]);
      const viewport = page.viewportSize();
      const shortened =
        snapshot.length > SNAPSHOT_CHARACTERS ? `${snapshot.slice(0, SNAPSHOT_CHARACTERS)}\n…` : snapshot;
      return [
        `page ${index + 1} of ${pages.length}: ${page.url()} at ${viewport ? `${viewport.width}×${viewport.height}` : 'its own size'}`,
        `screenshot: ${shot}`,
        `documents asked for: ${documents.slice(-6).join(', ') || 'none'}`,
        shortened,
      ].join('\n');
    }),
  );
  return described.join('\n\n') || 'no page was open';
}

/** The rule tags the e2e tests hold the pages to: WCAG 2.0/2.1/2.2 A and AA plus best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe violations on the page (WCAG 2.0/2.1/2.2 A and AA rules plus best practices). axe runs in the
 * page itself, injected once per document: @axe-core/playwright's builder opens a second page for
 * every analysis, several seconds each on a loaded machine. The host has no iframes, so the top
 * document is the whole page.
 */
export async function axeViolations(page: Page) {
  // Colours are judged at rest: a button still fading in (a tab panel's entrance, a pending state's
  // opacity) would be measured mid-way on a loaded machine. Short finite animations only: a spinner
  // runs on, and so does a countdown (a quote's ring takes its whole validity, then starts again).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const timing = animation.effect?.getTiming();
      const countdown = typeof timing?.duration === 'number' && timing.duration > 5_000;
      return animation.playState !== 'running' || timing?.iterations === Infinity || countdown;
    }),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, AXE_TAGS);
}

/** The page's global the layout checks are injected as. */
const LAYOUT_CHECKS_GLOBAL = '__spendLayoutChecks';
let layoutChecksScript: Promise<string> | undefined;

/**
 * The layout checks of the visual project (tests/visual/firstRenderChecks.ts, which imports nothing) as a
 * script for the page: the same functions, stripped of their types once per test file.
 */
function layoutChecksSource(): Promise<string> {
  layoutChecksScript ??= readFile(new URL('../visual/firstRenderChecks.ts', import.meta.url), 'utf8')
    .then((source) => transform(source, { loader: 'ts', format: 'iife', globalName: LAYOUT_CHECKS_GLOBAL }))
    .then((result) => result.code);
  return layoutChecksScript;
}

/**
 * What the layout checks of the stories find on the page as it shows now, one line each: text cut by its
 * box, words broken across lines, text over text, a toast or floating bar over the next control
 * (`layoutFindings`), a field invalid before anyone acted and a raw data code shown as text. Injected
 * once per document, as axe is.
 */
export async function layoutFindingsOn(page: Page): Promise<string[]> {
  if (!(await page.evaluate((name) => name in window, LAYOUT_CHECKS_GLOBAL)))
    await page.evaluate(await layoutChecksSource());
  return page.evaluate((name) => {
    const checks = (window as unknown as Record<string, typeof LayoutChecks>)[name];
    if (checks === undefined) throw new Error('The layout checks were not injected.');
    const { clipped, broken, overlapping, covered } = checks.layoutFindings(document.body);
    return [
      ...clipped.map((finding) => `text cut by its box: ${finding}`),
      ...broken.map((finding) => `word broken inside itself: ${finding}`),
      ...overlapping.map((finding) => `text over text: ${finding}`),
      ...covered.map((finding) => `over the next control: ${finding}`),
      ...checks.invalidBeforeActing(document.body).map((finding) => `invalid before anyone acted: ${finding}`),
      ...checks.rawCodesShown(document.body).map((finding) => `raw data code: ${finding}`),
    ];
  }, LAYOUT_CHECKS_GLOBAL);
}
