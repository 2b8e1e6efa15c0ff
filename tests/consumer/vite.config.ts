// Builds the consumer app (`--mode app`) or the one-file Button app (`--mode button-only`) into
// ../../.tmp/consumer/<mode>, and writes beside it which modules each build kept (modules.json), for the
// tree-shaking check of tests/build/consumerApp.test.ts.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const here = fileURLToPath(new URL('.', import.meta.url));

function listKeptModules(file: string): Plugin {
  return {
    name: 'list-kept-modules',
    generateBundle(_options, bundle) {
      const kept = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? Object.entries(output.modules)
              .filter(([, module]) => module.renderedLength > 0)
              .map(([id]) => id)
          : [],
      );
      writeFileSync(file, JSON.stringify(kept, null, 2));
    },
  };
}

export default defineConfig(({ mode }) => {
  const outDir = `${here}../../.tmp/consumer/${mode}`;
  return {
    root: mode === 'button-only' ? `${here}button-only` : here,
    base: './',
    logLevel: 'warn',
    plugins: [react(), listKeptModules(`${here}../../.tmp/consumer/${mode}.modules.json`)],
    build: { outDir, emptyOutDir: true, minify: false },
  };
});
