// Import cost of single exports of the built library, measured the way a consumer's bundler builds
// them: one Rolldown build (Vite 8's bundler) with one entry per export (`export { X } from 'spend-ui'`),
// minified, with react, react-dom and styled-components external (peers a consumer already has) and,
// unless `locales: false`, react-aria's strings cut to en-US by @react-aria/optimize-locales-plugin.
// The cost of an export is the gzip size of its entry chunk and every chunk it imports statically,
// concatenated (one build for all exports is ~50× faster than one build each and within 1% of it).
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

const root = fileURLToPath(new URL('../../', import.meta.url));
const entries = { 'spend-ui': `${root}dist/index.js`, 'spend-ui/features': `${root}dist/features/index.js` };
const peers = ['react', 'react-dom', 'styled-components'];
const isPeer = (id) => peers.some((name) => id === name || id.startsWith(`${name}/`));
const prefix = 'consumer:';

/**
 * Minified and gzipped bytes of a consumer importing each of `names` alone from `entry`.
 * @param {string[]} names exports of the entry
 * @param {{ entry?: 'spend-ui' | 'spend-ui/features', locales?: boolean }} [options]
 * @returns {Promise<Map<string, { minified: number, gzip: number }>>}
 */
export async function importCosts(names, { entry = 'spend-ui', locales = true } = {}) {
  const input = Object.fromEntries(names.map((name) => [name, `${prefix}${name}`]));
  const bundle = await rolldown({
    input,
    external: isPeer,
    platform: 'browser',
    experimental: { lazyBarrel: true, chunkOptimization: false },
    logLevel: 'silent',
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    plugins: [
      {
        name: 'consumer',
        // Filters keep Rolldown from calling into JavaScript for every other module.
        resolveId: {
          filter: { id: /^(consumer:|spend-ui)/ },
          handler: (id) => (id.startsWith(prefix) ? id : id in entries ? entries[id] : null),
        },
        load: {
          filter: { id: /^consumer:/ },
          handler: (id) => `export { ${id.slice(prefix.length)} } from '${entry}';`,
        },
      },
      ...(locales ? [optimizeLocales.rolldown({ locales: ['en-US'] })] : []),
    ],
  });
  const { output } = await bundle.generate({ format: 'es', minify: true, entryFileNames: '[name].js' });
  await bundle.close();
  const chunks = new Map(output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const costs = new Map();
  for (const chunk of chunks.values()) {
    if (!chunk.isEntry) continue;
    const seen = new Set();
    const visit = (fileName) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
    };
    visit(chunk.fileName);
    const code = [...seen].map((fileName) => chunks.get(fileName)?.code ?? '').join('\n');
    costs.set(chunk.name, { minified: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length });
  }
  return costs;
}
