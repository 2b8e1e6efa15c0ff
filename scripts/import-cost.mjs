// Import cost of single exports of the built library: bundles a one-line consumer
// (`import { X } from 'spend-ui'`) with Rollup, minifies it and reports the gzip size, with react,
// react-dom and styled-components external (peers a consumer already has).
// Usage: npm run build && node scripts/import-cost.mjs Button TextField [--json]
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import { minify } from 'rollup-plugin-esbuild';

const root = fileURLToPath(new URL('../', import.meta.url));
const peers = ['react', 'react-dom', 'styled-components'];
const isPeer = (id) => peers.some((name) => id === name || id.startsWith(`${name}/`));

/** Minified and gzipped bytes of a consumer importing `names` from `spend-ui` (or `spend-ui/features`). */
export async function importCost(names, entry = 'spend-ui') {
  const target = entry === 'spend-ui/features' ? `${root}dist/features/index.js` : `${root}dist/index.js`;
  const bundle = await rollup({
    input: 'consumer',
    external: isPeer,
    onwarn: () => {},
    plugins: [
      {
        name: 'consumer',
        resolveId: (id) => (id === 'consumer' ? id : id === entry ? target : null),
        load: (id) => (id === 'consumer' ? `export { ${names.join(', ')} } from '${entry}';` : null),
      },
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true }),
      commonjs(),
      minify(),
    ],
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  const code = output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
  return { minified: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const features = args.includes('--features');
  const names = args.filter((arg) => !arg.startsWith('--'));
  if (names.length === 0) {
    console.error('usage: node scripts/import-cost.mjs Name [Name ...] [--features] [--json]');
    process.exit(2);
  }
  const rows = [];
  for (const name of names) {
    rows.push({ name, ...(await importCost([name], features ? 'spend-ui/features' : 'spend-ui')) });
  }
  if (json) console.log(JSON.stringify(rows, null, 2));
  else
    for (const row of rows)
      console.log(
        `${row.name.padEnd(24)} ${(row.gzip / 1024).toFixed(1)} kB gzip (${(row.minified / 1024).toFixed(1)} kB min)`,
      );
}
