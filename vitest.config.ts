import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';
import { sourceAliases as alias } from './scripts/aliases.mjs';
import { visualCommands } from './tests/visual/commands.js';

// Browser projects run in the system Chromium; scripts/ensure-browser.mjs makes sure there is one.
const chromium = () =>
  playwright({
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  });

// Pre-bundle every dependency the browser projects import, so a fresh clone's first run does not
// discover one mid-run and reload the page under a running test ("optimized dependencies changed").
const optimizeDeps = {
  include: [
    '@floating-ui/react-dom',
    '@hookform/resolvers/standard-schema',
    '@hookform/resolvers/zod',
    '@internationalized/date',
    'axe-core',
    'libphonenumber-js',
    'lucide-react',
    'msw',
    'msw/browser',
    'msw-storybook-addon/csf3',
    'react',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'react-dom',
    'react-dom/client',
    'react-aria',
    'react-aria/private/interactions/PressResponder',
    'react-aria/private/interactions/useFocusable',
    'react-aria/private/live-announcer/LiveAnnouncer',
    'react-aria/VisuallyHidden',
    'react-hook-form',
    'react-stately',
    'react-stately/useControlledState',
    'react-virtuoso',
    'styled-components',
    'swr',
    'zod/mini',
    'zod/v4/locales/en.js',
  ],
  // Plain ES modules, one per flag, loaded one at a time: served as they are, not pre-bundled as 257 entries.
  exclude: ['country-flag-icons'],
};

const browserFor = (project: string) => ({
  enabled: true,
  headless: true,
  provider: chromium(),
  instances: [{ browser: 'chromium' as const, name: `${project} (chromium)` }],
  screenshotFailures: false,
});

/** Unit tests that replace a module with `vi.mock`, which takes effect only in a module graph of their own. */
const UNIT_ISOLATED = 'tests/**/*.isolated.test.{ts,tsx}';

const unitTests = {
  environment: 'jsdom' as const,
  include: ['tests/**/*.test.{ts,tsx}'],
  exclude: ['tests/e2e/**', 'tests/browser/**', 'tests/visual/**'],
  setupFiles: ['tests/setup/jsdom.ts'],
  // The demo backend's tests build whole seeded stores (thousands of rows); on a loaded 2-core
  // machine one can take several seconds.
  testTimeout: 20_000,
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          ...unitTests,
          name: 'unit',
          exclude: [...unitTests.exclude, UNIT_ISOLATED],
          // The unit files share one module graph: each still gets a fresh jsdom, but React, react-aria,
          // zod and the demo backend's modules are imported once, not 160 times (on 2 cores the project
          // took 4.3× the CPU with a graph per file). A file that swaps a module (`vi.mock`) needs its
          // own graph: it is named `*.isolated.test.tsx` (tests/build/isolatedTests.test.ts holds that).
          isolate: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: { ...unitTests, name: 'unit-isolated', include: [UNIT_ISOLATED] },
      },
      {
        plugins: [react()],
        resolve: { alias },
        optimizeDeps,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.{ts,tsx}'],
          // Same mode flag the stories project runs with, so the a11y addon fails tests on violations
          // (tests/browser/a11y-check.test.tsx proves that with a fixture story).
          env: { VITEST_STORYBOOK: 'false' },
          browser: browserFor('browser'),
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        resolve: { alias },
        optimizeDeps,
        test: {
          name: 'stories',
          exclude: ['features/**'],
          browser: browserFor('stories'),
          // The component stories share one page and its modules: a file of its own page spent ~11 s of a
          // loaded machine loading the preview and starting the stories' service worker again (setup
          // 819 s against 22 s over the 72 files). Each story still renders into a fresh canvas.
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        resolve: { alias },
        optimizeDeps,
        test: {
          name: 'stories-features',
          exclude: ['components/**'],
          browser: browserFor('stories-features'),
          // A page per file. Sharing one on a loaded machine, five feature stories failed; their causes are
          // found and fixed (README, "Flaky tests met"), but the files share a page only once a full run
          // passes three times in a row that way, which has not been measured yet.
          // Feature stories drive whole flows against the demo backend; a loaded 2-core machine needs room.
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        optimizeDeps: {
          ...optimizeDeps,
          include: [...optimizeDeps.include, '@storybook/react-vite', 'storybook/test'],
        },
        // The stories' MSW worker script (Storybook serves it through `staticDirs`).
        publicDir: 'host/public',
        test: {
          name: 'visual',
          // Every story's screenshots against the committed baselines: components and features.
          include: ['tests/visual/components.visual.test.ts', 'tests/visual/features.visual.test.ts'],
          setupFiles: ['tests/visual/setup.ts'],
          // The images a failing screenshot attaches to its report, cleared with the run's results.
          attachmentsDir: '.vitest-results/attachments',
          testTimeout: 60_000,
          browser: {
            ...browserFor('visual'),
            // One light, motionless, UTC, 1× page on every machine, so the screenshots are the same bytes.
            provider: playwright({
              launchOptions: { executablePath: findChromium(), args: chromiumArgs },
              contextOptions: {
                colorScheme: 'light',
                deviceScaleFactor: 1,
                locale: 'en-US',
                reducedMotion: 'reduce',
                timezoneId: 'UTC',
              },
            }),
            viewport: { width: 1280, height: 720 },
            commands: visualCommands,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Any change of colour counts, and more than 50 changed pixels fail: between two runs on the same
                // machine the anti-aliasing of rounded corners differed by 2–3 pixels each (12 in a drawer).
                comparatorOptions: { threshold: 0, allowedMismatchedPixels: 50 },
                // The time to capture a stable screenshot, which Vitest bounds at 5 s. Beside a full run, one capture of
                // a tall page took most of that: `ReceiptApprovalPage` at 1280 × 2391 took 3.1–5.6 s to capture,
                // decode and compare once, so a second capture (needed when the first differs from the baseline)
                // could not come: such stories failed "Could not capture a stable screenshot within 5000ms" on CI.
                timeout: 20_000,
                resolveScreenshotPath: ({ arg, ext, root }) => `${root}/tests/visual/baselines/${arg}${ext}`,
                // Beside the run's results, which `npm test` clears at its start.
                resolveDiffPath: ({ arg, ext, root }) => `${root}/.vitest-results/visual-diffs/${arg}${ext}`,
              },
            },
          },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: ['tests/e2e/setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A group of its own that starts once the other projects have finished: run beside the browser
          // projects instead, the whole run took 37.8 min against 30.9, every lane slowed by the others'
          // Chromium. Alone, one file at a time left a core idle (a file mostly waits on its page), so two
          // files run at once; each has its own browser context and demo backend (in its page).
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
        },
      },
    ],
  },
});
