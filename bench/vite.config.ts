import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sourceAliases } from '../scripts/aliases.mjs';

// The benchmark page, built in production mode (React's production build) to bench/dist.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: sourceAliases },
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    minify: process.env.BENCH_MINIFY !== 'false',
  },
});
