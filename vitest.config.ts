import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';
import { sourceAliases as alias } from './scripts/aliases.mjs';

// Browser projects run in the system Chromium; scripts/ensure-browser.mjs makes sure there is one.
const chromium = () =>
  playwright({
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  });

const browserFor = (project: string) => ({
  enabled: true,
  headless: true,
  provider: chromium(),
  instances: [{ browser: 'chromium' as const, name: `${project} (chromium)` }],
  screenshotFailures: false,
});

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'tests/browser/**'],
          setupFiles: ['tests/setup/jsdom.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
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
        test: {
          name: 'stories',
          browser: browserFor('stories'),
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
