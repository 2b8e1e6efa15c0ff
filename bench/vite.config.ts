import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sourceAliases } from '../scripts/aliases.mjs';

// The benchmark page, built in production mode (React's production build) to bench/dist. The rival grids
// resolve from bench/node_modules, installed without their React peer: one React, the root's, for all.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
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
