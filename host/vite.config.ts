import { fileURLToPath } from 'node:url';
import { defineConfig, normalizePath } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { sourceAliases } from '../scripts/aliases.mjs';
import { directImports } from '../scripts/vite-direct-imports.js';
import { previewCompression } from '../scripts/vite-preview-compression.js';

const repository = normalizePath(fileURLToPath(new URL('..', import.meta.url)));
const sourceFolders = ['components/', 'features/', 'host/'].map((folder) => `${repository}${folder}`);

// The host app: `npm start` serves it in development, `build:host` + `preview` serve it built.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  // The product speaks US English: react-aria's strings for every other locale stay out of the build.
  plugins: [
    react(),
    optimizeLocales.vite({ locales: ['en-US'] }),
    // `npm start`: imports skip the barrels, so a page loads the modules it uses, not every component.
    directImports({
      include: (id) => sourceFolders.some((folder) => id.startsWith(folder)) && !id.includes('/node_modules/'),
    }),
    // The built host's preview sends its scripts gzip-compressed, as a production host does.
    previewCompression(),
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
      output: {
        // What the entry imports statically loads on every first visit anyway: one chunk of it, rather
        // than the dozens of small ones automatic splitting makes of the modules the entry shares with lazy
        // screens, compresses as a whole (the login screen 145.7 → 134.5 kB gzip, the signed-in home
        // 269.7 → 254.9 kB; the lazy screens keep their own chunks).
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
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
