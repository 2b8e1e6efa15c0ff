import { fileURLToPath } from 'node:url';
import { defineConfig, normalizePath } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { sourceAliases } from '../scripts/aliases.mjs';
import { directImports } from '../scripts/vite-direct-imports.js';
import { previewCompression } from '../scripts/vite-preview-compression.js';
import { apiPreconnect } from '../scripts/vite-api-preconnect.js';
import { screenChunks } from '../scripts/vite-screen-chunks.js';
import { staticSplash } from '../scripts/vite-static-splash.js';
import { firstScreenPreloadScript } from './firstScreenPreload.js';

const repository = normalizePath(fileURLToPath(new URL('..', import.meta.url)));
const sourceFolders = ['components/', 'features/', 'host/'].map((folder) => `${repository}${folder}`);
const inRepository = (paths: string[]) => paths.map((path) => `${repository}${path}`);
// Served unbundled (`npm start`, the preparing screen's render at build time): imports skip the barrels,
// so a module loads the modules it uses, not every component.
const sourceImports = () =>
  directImports({
    include: (id) => sourceFolders.some((folder) => id.startsWith(folder)) && !id.includes('/node_modules/'),
  });

// The first screens' lazy modules (size-budgets.mjs's hostBudgets): what they load comes in one chunk per
// set of these screens (scripts/vite-screen-chunks.ts), not in the dozens of small chunks automatic
// splitting makes (the signed-in home: 11 files, was 73). The build makes the chunk graph twice: once
// to see which screen loads which module (not written), then the one it writes.
const firstScreens = screenChunks(
  [
    { name: 'login', modules: inRepository(['host/pages/LoginPage.tsx']) },
    {
      name: 'home',
      // The frame and the page, and what the page loads lazily once drawn: the spend picture, the live
      // channel, the grid's pages and the date range picker's calendar (each its own small chunk still).
      modules: inRepository([
        'host/QueryCache.tsx',
        'host/layout/AppLayout.tsx',
        'features/transactions/index.ts',
        'features/transactions/SpendPicture.tsx',
        'features/notifications/LiveChannel.ts',
        'components/Pagination/Pagination.tsx',
        'components/DateRangePicker/DateRangePickerPopover.tsx',
      ]),
    },
    {
      name: 'onboarding',
      modules: inRepository(['host/QueryCache.tsx', 'host/onboarding/OnboardingGate.tsx', 'features/kyb/index.ts']),
    },
  ],
  // The demo backend, the login screen's demo accounts and the demo's controls (demo mode only).
  [
    {
      name: 'demo',
      modules: inRepository([
        'host/mock-api/index.ts',
        'host/mock-api/auth/demoAccounts.ts',
        'host/demo/DemoControls.tsx',
        'node_modules/msw/lib/browser/index.mjs',
      ]),
    },
  ],
  // The page's first script asks for the opening screen's chunks while the entry loads (index.html).
  (files) => firstScreenPreloadScript(files),
);
// What the entry imports statically loads on every first visit anyway: one chunk of it, rather than the
// dozens of small ones automatic splitting makes of the modules the entry shares with lazy screens,
// compresses as a whole (the login screen 145.7 → 134.5 kB gzip, the signed-in home 269.7 → 254.9 kB).
const initialChunk = { name: 'initial', priority: 100, tags: ['$initial' as const] };

// The host app: `npm start` serves it in development, `build:host` + `preview` serve it built.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  // The product speaks US English: react-aria's strings for every other locale stay out of the build.
  plugins: [
    react(),
    optimizeLocales.vite({ locales: ['en-US'] }),
    // `npm start`: imports skip the barrels, so a page loads the modules it uses, not every component.
    sourceImports(),
    // The built host's preview sends its scripts brotli-compressed, as a production host does.
    previewCompression(),
    firstScreens.plugin,
    // With VITE_API_URL on another origin: the connection to the API opens while the scripts load.
    apiPreconnect(),
    // The built index.html draws "Preparing Your Dashboard" before any script has run.
    staticSplash(fileURLToPath(new URL('./shell/staticSplash.tsx', import.meta.url)), { plugins: [sourceImports()] }),
  ],
  resolve: {
    alias: [
      ...sourceAliases,
      // The demo backend's MSW: its cookie store's public suffix list (tldts, ~100 kB gzip) replaced by a
      // two-label rule; see host/mock-api/core/registrableDomain.ts.
      { find: /^tldts$/, replacement: fileURLToPath(new URL('./mock-api/core/registrableDomain.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('../dist-host', import.meta.url)),
    emptyOutDir: true,
    // The chunk graph scripts/check-size.mjs reads for the host's budgets (dist-host/.vite/manifest.json).
    manifest: true,
    rolldownOptions: {
      output: [
        // Not written: the chunk graph that tells which first screen loads which module.
        firstScreens.planOutput(initialChunk),
        { codeSplitting: { groups: [initialChunk, ...firstScreens.groups()] } },
      ],
    },
  },
  // `npm start`: every package the host imports, bundled before the first page load asks for one (a
  // package found later re-bundles and reloads the page). tests/build/devServer.test.ts keeps the list whole.
  // CountryFlag loads each flag as its own plain ES module: those are served as they are, not pre-bundled.
  optimizeDeps: {
    exclude: ['country-flag-icons'],
    include: [
      '@floating-ui/react-dom',
      '@hookform/resolvers/standard-schema',
      '@hookform/resolvers/zod',
      '@internationalized/date',
      'libphonenumber-js',
      'lucide-react',
      'msw',
      'msw/browser',
      'react',
      'react/jsx-dev-runtime',
      'react-aria',
      'react-aria/private/focus/FocusScope',
      'react-aria/private/interactions/PressResponder',
      'react-aria/private/interactions/useFocusable',
      'react-aria/private/live-announcer/LiveAnnouncer',
      'react-aria/VisuallyHidden',
      'react-dom',
      'react-dom/client',
      'react-hook-form',
      'react-router-dom',
      'react-stately',
      'react-stately/useControlledState',
      'react-virtuoso',
      'styled-components',
      'swr',
      'zod/mini',
      'zod/v4/locales/en.js',
    ],
  },
  server: {
    open: false,
    // `npm start`: transform what the first screen needs while the server starts, so the first load does
    // not wait for it (scripts/measure-dev-start.mjs measures it).
    warmup: { clientFiles: ['./main.tsx', './App.tsx', './demo.ts', './mock-api/index.ts', './pages/LoginPage.tsx'] },
  },
});
