// Every story's screenshot against its committed baseline (tests/visual/baselines/): at 1280 px and at
// 320 px wide, plus forced colours for the signature components and the DataGrid. Each story renders as
// Storybook renders it (the preview's decorators, loaders and beforeEach: the demo backend reset and MSW
// answering) but without its play function: the screenshot is of the state the story opens in, once its
// data has arrived. Running every play again would take as long as the stories project itself. That first
// state is scanned with axe too (firstRenderAxe.ts), as the stories project scans only the state its play ends in.
import { composeStories, setProjectAnnotations, type Meta, type StoryObj } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import previewAnnotations from '../../.storybook/preview.js';
import { visualParametersOf } from '../../.storybook/visual.js';
import type { QueryTimings } from '../../features/index.js';
import { firstRenderViolations } from './firstRenderAxe.js';
import { invalidBeforeActing, layoutFindings, rawCodesShown } from './firstRenderChecks.js';
import { screenshotChromiumVerdict } from './screenshotChromium.js';
import { INVALID_ON_FIRST_RENDER, LAYOUT_FINDINGS_BY_DESIGN, OPTED_OUT_STORIES } from './optOuts.js';

// The preview's beforeEach (a freshly seeded demo backend, ~0.5 s on a loaded machine) runs only before the
// stories that call the backend: see `describeStoryScreenshots`.
//
// A failed query is asked again by itself 5–10 s later (SWR's retry). A story that opens on a failure (a fault
// of one use) would then show the answer in a later shot: on a loaded machine its 1280 px shot showed the
// failure and its 320 px shot the loaded page (`AccountPage/BalanceFailsWithTryAgain`), or the page changed
// under the screenshot (`ProfilePage/ProfileFailsToLoad`). A toast hides itself after 5 s: on a loaded machine
// `SideConverter/QuoteRefusedShowsTheErrorsAndZero` had its toast at 1280 px and none at 320 px. The screenshots
// are of the state a story opens in, so no retry comes and no toast leaves while they are taken.
const SCREENSHOT_QUERY_TIMINGS: QueryTimings = { retryDelayMs: 10 * 60_000 };
setProjectAnnotations([
  {
    ...previewAnnotations,
    beforeEach: undefined,
    afterEach: undefined,
    parameters: { ...previewAnnotations.parameters, queryTimings: SCREENSHOT_QUERY_TIMINGS, toastDuration: Infinity },
  },
]);

/** A story file's exports (the glob's modules are typed by this cast; composeStories skips non-story exports). */
export type StoryModule = { default: Meta } & Record<string, StoryObj>;

/** One screenshot of a story: its baseline's name (without `.png`) and how the page is shown for it. */
export interface Shot {
  name: string;
  width: number;
  /** The window height it starts from; a taller story gets a taller window. */
  height: number;
  forcedColors: boolean;
}

/** Story files whose stories are also seen with `forced-colors: active`: the signature components and the grid. */
const FORCED_COLOURS_DIRECTORIES = [
  'components/Stepper/',
  'components/AccordionWizard/',
  'components/OtpInput/',
  'components/CountdownRing/',
  'components/CardFace/',
  'components/ChipsInput/',
  'components/DataGrid/',
];

/**
 * Waiting for a story's data, code and fonts gives up after this (a story that waits for ever on purpose).
 * Generous: on a loaded machine a feature story's code, seeded backend and a story's own latency can take
 * several seconds, and a screenshot taken at the deadline would catch a state between two.
 */
const SETTLE_TIMEOUT_MS = 15_000;

/** `../../components/Button/Button.stories.tsx` → `components/Button/Button` (dots become dashes in file names). */
export function storyFileKey(globKey: string): string {
  return globKey
    .replace(/^(\.\.\/)+/, '')
    .replace(/\.stories\.tsx?$/, '')
    .replace(/\./g, '-');
}

/**
 * The screenshots of one story: 1280 px wide, the same in forced colours for the signature components and
 * the grid, then 320 px wide (the preview's narrow phone, 320 × 640).
 */
export function shotsOf(fileKey: string, exportName: string): Shot[] {
  const base = `${fileKey}/${exportName}`;
  const forced = FORCED_COLOURS_DIRECTORIES.some((directory) => fileKey.startsWith(directory));
  return [
    { name: `${base}-1280`, width: 1280, height: 720, forcedColors: false },
    ...(forced ? [{ name: `${base}-1280-forced-colors`, width: 1280, height: 720, forcedColors: true }] : []),
    { name: `${base}-320`, width: 320, height: 640, forcedColors: false },
  ];
}

/** The module with every play function dropped (the meta's too), so running a story renders it and stops. */
function withoutPlay(module: StoryModule): StoryModule {
  const copy: StoryModule = { ...module, default: { ...module.default, play: undefined } };
  for (const [name, value] of Object.entries(module)) {
    if (name !== 'default' && typeof value === 'object' && value !== null) copy[name] = { ...value, play: undefined };
  }
  return copy;
}

export interface ComposedStory {
  exportName: string;
  name: string;
  /** Why the story has no baseline, when it opted out. */
  skip: string | undefined;
  /** Requests the story never answers on purpose (`parameters.visual.requestLeftOpen`): 0 or 1. */
  openRequests: number;
  /** The story (or its meta) has a beforeEach of its own: it may arrange the demo data or arm a fault. */
  arrangesData: boolean;
  /** The story's parameters, the preview's included (the a11y check reads its own). */
  parameters: Record<string, unknown>;
  run: (canvasElement: HTMLElement) => Promise<void>;
}

const hasBeforeEach = (annotations: unknown): boolean =>
  typeof annotations === 'object' &&
  annotations !== null &&
  'beforeEach' in annotations &&
  annotations.beforeEach !== undefined;

/** The story files of a glob, sorted, each story composed with the preview (its play function dropped). */
export function composeFiles(modules: Record<string, StoryModule>): { fileKey: string; stories: ComposedStory[] }[] {
  return Object.entries(modules)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([globKey, module]) => ({
      fileKey: storyFileKey(globKey),
      stories: Object.entries(composeStories(withoutPlay(module))).map(([exportName, story]) => {
        const visual = visualParametersOf(story.parameters);
        return {
          exportName,
          name: story.storyName,
          skip: visual.skip,
          openRequests: visual.requestLeftOpen === undefined ? 0 : 1,
          arrangesData: hasBeforeEach(module.default) || hasBeforeEach(module[exportName]),
          parameters: story.parameters,
          run: (canvasElement: HTMLElement) => story.run({ canvasElement }),
        };
      }),
    }));
}

let mutations = 0;
new MutationObserver((records) => {
  mutations += records.length;
}).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

// The story's own requests, counted from the moment the page makes them: the demo backend answers them in
// the page through its service worker, with the latency a story may set, where the browser's network
// events do not always show them pending.
let requestsInFlight = 0;
const pageFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = async (...request: Parameters<typeof fetch>) => {
  requestsInFlight += 1;
  try {
    return await pageFetch(...request);
  } finally {
    requestsInFlight -= 1;
  }
};
const pageSend = XMLHttpRequest.prototype.send;
XMLHttpRequest.prototype.send = function sendCounted(this: XMLHttpRequest, body) {
  requestsInFlight += 1;
  this.addEventListener('loadend', () => (requestsInFlight -= 1), { once: true });
  pageSend.call(this, body);
};

/**
 * Requests the wait no longer counts: those still open when the story started (a story before it left one
 * waiting for ever) and, after a wait ran out, those still open then (the story's own endless one).
 */
let requestsLeftOpen = 0;
const requestsPending = (expectedOpen: number) => requestsInFlight > requestsLeftOpen + expectedOpen;

async function requestsAnswered(deadline: number, expectedOpen: number): Promise<void> {
  while (requestsPending(expectedOpen) && performance.now() < deadline) await nextFrame();
}

/** From now on the settle step waits for none of the requests open now. */
async function leaveOpenRequests(): Promise<void> {
  requestsLeftOpen = requestsInFlight;
  await commands.leaveOpenRequests();
}

/**
 * How long the network must have been quiet: longer than React's 300 ms throttle on revealing a Suspense
 * boundary's content once its lazily loaded code has come, so a part loaded apart is in the screenshot.
 * Only a story that fetched something waits for it.
 */
const NETWORK_QUIET_MS = 350;

/**
 * Parts that fetch their own code mark themselves `data-loading` until it has come: a CountryFlag once it
 * nears the viewport (its request can start in the last quiet frames, after the network looked idle) and
 * the DataGrid's lazily loaded pagination (from the module cache no request is made, and React reveals it
 * up to 300 ms later).
 */
const partsLoading = () => document.querySelector('[data-loading]') !== null;

/**
 * Resolves once every image in the page is loaded and decoded, or at the deadline. A flag is a `data:` image,
 * which no request shows and which adds no DOM change when it loads, and Chromium decodes an image apart,
 * after it is in the DOM: the other waits of the settle step do not cover a flag not drawn yet.
 */
async function imagesDecoded(deadline: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const decoded = Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
  const timeLeft = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, deadline - performance.now()));
  });
  await Promise.race([decoded, timeLeft]);
  clearTimeout(timer);
}

/**
 * Waits until the story has stopped changing: no request pending (its API calls, lazily loaded code, font
 * files) but the `expectedOpen` it never answers on purpose, the fonts in use loaded, its images decoded, no
 * part loading, and two frames without a DOM change (requests made in those frames start the wait again).
 * Once settled, the requests left open are no longer waited for.
 */
async function settle(expectedOpen = 0): Promise<void> {
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    await nextFrame();
    await requestsAnswered(deadline, expectedOpen);
    await commands.waitForNetworkIdle(NETWORK_QUIET_MS, Math.max(0, deadline - performance.now()), expectedOpen);
    await document.fonts.ready;
    await imagesDecoded(deadline);
    const before = mutations;
    await nextFrame();
    await nextFrame();
    if (mutations === before && !requestsPending(expectedOpen) && !partsLoading()) {
      if (expectedOpen > 0) await leaveOpenRequests();
      return;
    }
    if (performance.now() >= deadline) {
      await leaveOpenRequests();
      console.warn(
        `visual: the story was still changing after ${SETTLE_TIMEOUT_MS} ms; its screenshot is of that moment.`,
      );
      return;
    }
  }
}

const shown = { width: 0, height: 0, forcedColors: false };

/**
 * The canvas spans the window while a story renders and is measured, as a page spans the app's: a grid or
 * page that fills its container sizes itself from it. Each shot starts from it, never from the height the
 * shot before left.
 */
const WINDOW_HEIGHT = '100vh';

/** Window and test frame at `width` × `height`, the frame unscaled. */
async function showAt(width: number, height: number): Promise<void> {
  if (shown.width === width && shown.height === height) return;
  Object.assign(shown, { width, height });
  await commands.fitWindowTo(width, height);
  await page.viewport(width, height);
  const scale = window.frameElement?.parentElement?.dataset.scale;
  if (scale !== undefined && scale !== '1')
    throw new Error(`The test frame is scaled by ${scale}: screenshots would shrink.`);
}

/** Whether anything shows outside the story's canvas (a dialog, popover or toast portalled to the body). */
function portalShows(canvas: HTMLElement): boolean {
  return Array.from(document.body.children).some(
    (element) =>
      element !== canvas &&
      [element, ...Array.from(element.querySelectorAll('*'))].some((node) => {
        const box = node.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && getComputedStyle(node).visibility !== 'hidden';
      }),
  );
}

async function showForcedColors(forcedColors: boolean): Promise<void> {
  if (shown.forcedColors === forcedColors) return;
  shown.forcedColors = forcedColors;
  await commands.emulateForcedColors(forcedColors ? 'active' : 'none');
}

/**
 * Grows the window, a few times at most, until the story's content fits it (a page that fills the window
 * grows with it). The canvas is measured, not the document: what a story before left in the body (react-aria's
 * visually hidden live announcer, 1 px high, placed after the canvas) would otherwise add a pixel.
 */
async function fitContent(canvas: HTMLElement, width: number, startHeight: number): Promise<boolean> {
  let grew = false;
  const contentBefore = ownContentHeight(canvas);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const contentHeight = Math.ceil(canvas.getBoundingClientRect().top + window.scrollY + canvas.scrollHeight);
    if (contentHeight <= window.innerHeight) break;
    await showAt(width, contentHeight);
    await settle();
    grew = true;
  }
  if (grew) {
    // The window grew to a measurement the settled story may no longer need (a row taller for a frame left
    // a blank pixel row under `TransactionsPage/Admin-1280` in about one full run in four). It gives back
    // only what the content itself lost, measured the same way before and after, so a story whose content
    // follows the window's height (a page filling it, plus its margins) keeps the height it grew to.
    const lost = contentBefore - ownContentHeight(canvas);
    if (lost > 0) {
      console.warn(`visual: the story's content lost ${lost} px after the window grew to it; the window follows.`);
      await showAt(width, Math.max(startHeight, shown.height - lost));
      await settle();
    }
  }
  return grew;
}

/**
 * The story's own height, without the canvas's window-high minimum, which would hide a shrink. Set and
 * restored in one task, so no resize observer in the story sees the change.
 */
function ownContentHeight(canvas: HTMLElement): number {
  const spanning = canvas.style.minHeight;
  canvas.style.minHeight = '1px';
  const height = Math.ceil(canvas.getBoundingClientRect().top + window.scrollY + canvas.scrollHeight);
  canvas.style.minHeight = spanning;
  return height;
}

/** What the page reported going wrong (uncaught errors, rejections, console errors) since the story started. */
const pageErrors: string[] = [];
const notePageError = (what: unknown) => pageErrors.push(String(what).slice(0, 300));
window.addEventListener('error', (event) => notePageError(event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => notePageError(event.reason));
const consoleError = console.error.bind(console);
console.error = (...data: unknown[]) => {
  notePageError(data.map(String).join(' '));
  consoleError(...data);
};

/** The page as a failed shot found it: what shows where, and what went wrong, for the failure's log. */
function describePage(canvas: HTMLElement): string {
  const parts = Array.from(document.body.children).map((element) => {
    const box = element.getBoundingClientRect();
    const label = element === canvas ? 'the story canvas' : element.tagName.toLowerCase();
    const text = element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 80) ?? '';
    return `${label} ${Math.round(box.width)}×${Math.round(box.height)}: "${text}"`;
  });
  const portalLayers = Array.from(document.body.children)
    .filter((element) => element !== canvas)
    .flatMap((element) => [element, ...Array.from(element.querySelectorAll(':scope > *, :scope > * > *'))])
    .slice(0, 6)
    .map((element) => {
      const style = getComputedStyle(element);
      return `${element.tagName.toLowerCase()} opacity ${style.opacity}, transform ${style.transform}, animation ${style.animationName} ${style.animationPlayState}`;
    });
  const animations = document.getAnimations().map((animation) => {
    const name = animation instanceof CSSAnimation ? animation.animationName : animation.id;
    return `${name} ${animation.playState} at ${String(animation.currentTime)}`;
  });
  return [
    `a portal shows: ${portalShows(canvas)}; dialogs: ${document.querySelectorAll('[role="dialog"], [role="alertdialog"]').length}; visibility: ${document.visibilityState}`,
    `animations: ${animations.join(', ') || 'none'}; styles in <head>: ${document.head.querySelectorAll('style').length}`,
    ...portalLayers,
    `errors since the story started: ${pageErrors.length === 0 ? 'none' : pageErrors.join(' | ')}`,
    ...parts,
  ].join('\n  ');
}

/**
 * Takes one screenshot of the story: its canvas, or the whole body when a portal shows. A story taller than
 * the window gets a taller window first, so nothing is cut off; the canvas then spans the window, so content
 * overflowing it shows too. A failed shot logs what the page held then.
 */
async function expectShot(canvas: HTMLElement, { name, width, height, forcedColors }: Shot): Promise<void> {
  canvas.style.minHeight = WINDOW_HEIGHT;
  if (shown.width !== width || shown.height !== height || shown.forcedColors !== forcedColors) {
    await showForcedColors(forcedColors);
    await showAt(width, height);
    await settle();
  }
  const withPortal = portalShows(canvas);
  const grew = await fitContent(canvas, width, height);
  // A story that renders nothing still has a (1 px) box to compare: Playwright waits for ever on an empty one.
  // A spanning canvas is given the window's height as set, in pixels: `100vh` followed the test frame,
  // which came out a pixel taller in some runs.
  canvas.style.minHeight = withPortal || grew ? `${shown.height}px` : '1px';
  try {
    await expect(withPortal ? document.body : canvas).toMatchScreenshot(name);
  } catch (error) {
    console.warn(
      `visual: ${name} differs; the page then (a portal showed when the shot was decided: ${withPortal}):\n  ${describePage(canvas)}`,
    );
    throw error;
  }
}

/**
 * The layout checks of one shot, in one pass over the page's text: no text cut by its box, no word broken
 * across lines, no text over text. A shot with a finding is saved whole (the page as the checks saw it)
 * in `.vitest-results/layout-findings/`, named in the failure. Returns whether it found anything; a story
 * listed in LAYOUT_FINDINGS_BY_DESIGN is not failed for it.
 */
async function expectReadableText(shot: Shot, byDesign: boolean): Promise<boolean> {
  const { clipped, broken, overlapping, covered } = layoutFindings(document.body);
  if (clipped.length + broken.length + overlapping.length + covered.length === 0) return false;
  if (byDesign) return true;
  const path = await page.screenshot({ path: `../../.vitest-results/layout-findings/${shot.name}.png` });
  const seen = `(the page as seen: ${path.replace(/^.*?\.vitest-results/, '.vitest-results')})`;
  expect.soft(clipped, `text cut by its box at ${shot.width} px ${seen}`).toEqual([]);
  expect.soft(broken, `words broken inside themselves at ${shot.width} px ${seen}`).toEqual([]);
  expect.soft(overlapping, `text over text at ${shot.width} px ${seen}`).toEqual([]);
  expect.soft(covered, `a toast or floating bar over the next control at ${shot.width} px ${seen}`).toEqual([]);
  return true;
}

export interface ScreenshotOptions {
  /** Runs before each story is rendered, e.g. to give feature stories the seeded demo backend. */
  beforeEachStory?: (story: ComposedStory) => void;
}

/** The Chromium that rendered the committed baselines (written by `npm run test:update-screenshots`). */
const baselineChromium = Object.values(
  import.meta.glob<string>('./baselines/chromium-version.txt', { query: '?raw', import: 'default', eager: true }),
)[0]?.trim();
/**
 * Another Chromium draws text and anti-aliasing differently, so every screenshot would differ: the stories are
 * then not compared (each is skipped, and the run says why) until the baselines are refreshed in that
 * Chromium; under `CI=true` the run fails instead (screenshotChromium.ts).
 */
const chromiumVerdict = screenshotChromiumVerdict({
  baselineVersion: baselineChromium,
  runningVersion: await commands.chromiumVersion(),
  underCI: await commands.runsUnderCI(),
});
if (chromiumVerdict.warning !== null) console.warn(chromiumVerdict.warning);

/** The committed baselines, as names like `components/Button/Button/Primary-1280`. */
const committedBaselines = Object.keys(import.meta.glob('./baselines/**/*.png')).map((path) =>
  path.replace(/^\.\/baselines\//, '').replace(/\.png$/, ''),
);

/**
 * One test per story of these files, each comparing the story's screenshots with its baselines; and two
 * checks of the whole set: the opted-out stories are the listed ones, and no baseline is left over from a
 * story that was renamed or removed.
 */
export function describeStoryScreenshots(modules: Record<string, StoryModule>, options: ScreenshotOptions = {}): void {
  const canvas = document.createElement('div');
  // An id names the canvas to the screenshot alone: Vitest finds the element again by a CSS path, and
  // `body > div` matched react-aria's live announcer too when it was added between the two (CI, 30 Nov).
  canvas.id = 'story-screenshot-canvas';
  canvas.dataset.visualCanvas = '';
  document.body.append(canvas);
  const files = composeFiles(modules);
  const areas = [...new Set(files.map(({ fileKey }) => `${fileKey.split('/')[0] ?? ''}/`))];
  const inAreas = (name: string) => areas.some((area) => name.startsWith(area));

  test('stories opt out of the baselines only as listed in tests/visual/optOuts.ts, each with its reason', () => {
    const optedOut = files.flatMap(({ fileKey, stories }) =>
      stories.flatMap((story) => (story.skip === undefined ? [] : [[`${fileKey}/${story.exportName}`, story.skip]])),
    );
    const listed = Object.entries(OPTED_OUT_STORIES).filter(([name]) => inAreas(name));
    expect(Object.fromEntries(optedOut)).toEqual(Object.fromEntries(listed));
  });

  test('the stories listed as invalid on first render or with layout findings by design are stories of these files', () => {
    const names = new Set(
      files.flatMap(({ fileKey, stories }) => stories.map((story) => `${fileKey}/${story.exportName}`)),
    );
    const listed = [...Object.keys(INVALID_ON_FIRST_RENDER), ...Object.keys(LAYOUT_FINDINGS_BY_DESIGN)];
    expect(listed.filter((name) => inAreas(name) && !names.has(name))).toEqual([]);
  });

  // Under CI a run that cannot compare is a failure, not a green run of skipped screenshots.
  if (chromiumVerdict.failure !== null) {
    const { failure } = chromiumVerdict;
    test('the screenshots are compared in the Chromium that made the baselines', () => {
      expect.fail(failure);
    });
  }

  test('every committed baseline belongs to a story (delete the ones of renamed or removed stories)', () => {
    const expected = new Set(
      files.flatMap(({ fileKey, stories }) =>
        stories
          .filter((story) => story.skip === undefined)
          .flatMap((story) => shotsOf(fileKey, story.exportName).map((shot) => shot.name)),
      ),
    );
    expect(committedBaselines.filter((name) => inAreas(name) && !expected.has(name))).toEqual([]);
  });

  for (const { fileKey, stories } of files) {
    describe(fileKey, () => {
      // An opted-out story has no test at all (the first check above holds the list), so every skipped
      // test in a run is one that could not compare.
      for (const story of stories.filter(({ skip }) => skip === undefined)) {
        test.skipIf(!chromiumVerdict.compare)(story.name, async () => {
          const [first, ...others] = shotsOf(fileKey, story.exportName);
          if (!first) return;
          await showForcedColors(first.forcedColors);
          await showAt(first.width, first.height);
          options.beforeEachStory?.(story);
          canvas.style.minHeight = WINDOW_HEIGHT;
          await leaveOpenRequests();
          pageErrors.length = 0;
          await story.run(canvas);
          await settle(story.openRequests);
          // Soft: a violation and a changed screenshot are both reported.
          expect
            .soft(
              await firstRenderViolations(story.parameters),
              'axe on the story as it first shows (no play function)',
            )
            .toEqual([]);
          const invalidExpected = `${fileKey}/${story.exportName}` in INVALID_ON_FIRST_RENDER;
          if (invalidExpected)
            expect
              .soft(invalidBeforeActing(), 'listed in INVALID_ON_FIRST_RENDER, yet no field is invalid: unlist it')
              .not.toEqual([]);
          else expect.soft(invalidBeforeActing(), 'fields invalid before anyone acted').toEqual([]);
          expect.soft(rawCodesShown(), 'raw data codes shown as text').toEqual([]);
          const byDesign = `${fileKey}/${story.exportName}` in LAYOUT_FINDINGS_BY_DESIGN;
          let layoutFound = false;
          for (const shot of [first, ...others]) {
            await expectShot(canvas, shot);
            layoutFound = (await expectReadableText(shot, byDesign)) || layoutFound;
          }
          if (byDesign)
            expect
              .soft(layoutFound, 'listed in LAYOUT_FINDINGS_BY_DESIGN, yet its text reads whole: unlist it')
              .toBe(true);
        });
      }
    });
  }
}
