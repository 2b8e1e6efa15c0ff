import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { sourceAliases } from '../scripts/aliases.mjs';

// The benchmark page, built in production mode (React's production build) to bench/dist. The rival grids
// resolve from bench/node_modules, installed without their React peer: one React, the root's, for all.

/**
 * BENCH_RIVALS (set by run.mjs from `--variants`; every rival when unset) names the rival grids built. Any
 * other rival's chunk is a module that throws, so a run without it needs nothing from bench/node_modules.
 */
function onlyRivalsAsked(): Plugin {
  const asked = process.env.BENCH_RIVALS?.split(',');
  const leftOut = '\0bench-rival-left-out';
  return {
    name: 'bench-only-rivals-asked',
    enforce: 'pre',
    resolveId(source) {
      const rival = /\/rivals\/(\w+)\.tsx$/.exec(source)?.[1];
      return asked && rival && !asked.includes(rival) ? `${leftOut}:${rival}` : null;
    },
    load(id) {
      if (!id.startsWith(leftOut)) return null;
      return `throw new Error('rival ${id.slice(leftOut.length + 1)} left out of this build (--variants)');`;
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [onlyRivalsAsked(), react()],
  resolve: { alias: sourceAliases, dedupe: ['react', 'react-dom'] },
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    minify: process.env.BENCH_MINIFY !== 'false',
    // The rival grids' chunks are their libraries, loaded only by their own variant.
    chunkSizeWarningLimit: 2000,
  },
});
