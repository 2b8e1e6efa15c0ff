import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { sourceAliases } from '../scripts/aliases.mjs';

// The host app: `npm start` serves it in development, `build:host` + `preview` serve it built.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  envDir: fileURLToPath(new URL('..', import.meta.url)),
  // The product speaks US English: react-aria's strings for every other locale stay out of the build.
  plugins: [react(), optimizeLocales.vite({ locales: ['en-US'] })],
  resolve: { alias: sourceAliases },
  // CountryFlag loads each flag as its own plain ES module: serve them as they are, not pre-bundled.
  optimizeDeps: { exclude: ['country-flag-icons'] },
  build: {
    outDir: fileURLToPath(new URL('../dist-host', import.meta.url)),
    emptyOutDir: true,
    // The chunk graph scripts/check-size.mjs reads for the host's budgets (dist-host/.vite/manifest.json).
    manifest: true,
  },
  server: {
    open: false,
    // `npm start`: transform what the first screen needs while the server starts, so the first load does
    // not wait for it (scripts/measure-dev-start.mjs measures it).
    warmup: { clientFiles: ['./main.tsx', './App.tsx', './demo.ts', './mock-api/index.ts', './pages/LoginPage.tsx'] },
  },
});
