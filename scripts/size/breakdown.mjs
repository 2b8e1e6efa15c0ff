// What one export's import cost is made of: builds `import { X } from 'spend-ui'` alone the way
// importCosts.mjs does (Rolldown, minified, peers external, en-US strings), keeps the entry chunk and
// the chunks it imports statically (what check-size counts; lazy chunks are listed apart), and
// attributes every minified byte to its source module through the source map.
// Per row: minified bytes, the gzip size of that module's code alone, and its share of the total gzip
// (gzip-alone scaled so the rows add up to the measured figure).
// Usage: npm run build && node scripts/size/breakdown.mjs DataGrid [--by=package|file] [--features]
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { SourceMapConsumer } from 'source-map-js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const name = args.find((arg) => !arg.startsWith('--'));
const byFile = args.includes('--by=file');
const entry = args.includes('--features') ? 'spend-ui/features' : 'spend-ui';
if (!name) {
  console.error('usage: node scripts/size/breakdown.mjs Name [--by=package|file] [--features]');
  process.exit(2);
}
const entries = { 'spend-ui': `${root}dist/index.js`, 'spend-ui/features': `${root}dist/features/index.js` };
const isPeer = (id) =>
  ['react', 'react-dom', 'styled-components'].some((peer) => id === peer || id.startsWith(`${peer}/`));

const bundle = await rolldown({
  input: { [name]: `consumer:${name}` },
  external: isPeer,
  platform: 'browser',
  experimental: { lazyBarrel: true, chunkOptimization: false },
  logLevel: 'silent',
  transform: { define: { 'process.env.NODE_ENV': '"production"' } },
  plugins: [
    {
      name: 'consumer',
      resolveId: (id) => (id.startsWith('consumer:') ? id : id in entries ? entries[id] : null),
      load: (id) => (id.startsWith('consumer:') ? `export { ${name} } from '${entry}';` : null),
    },
    optimizeLocales.rolldown({ locales: ['en-US'] }),
  ],
});
const { output } = await bundle.generate({ format: 'es', minify: true, sourcemap: true });
await bundle.close();

const chunks = new Map(output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
const staticChunks = new Set();
const visit = (fileName) => {
  if (staticChunks.has(fileName) || !chunks.has(fileName)) return;
  staticChunks.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
};
for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);

/** Groups a source path: its npm package (or spend-ui folder), or the file itself with --by=file. */
function groupOf(source) {
  const inPackage = source.split('node_modules/').at(-1) ?? source;
  if (source.includes('node_modules/')) {
    if (byFile) return inPackage;
    const parts = inPackage.split('/');
    return parts[0]?.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? inPackage);
  }
  const inDist = source.split('dist/').at(-1) ?? source;
  return byFile ? `spend-ui/${inDist}` : `spend-ui ${inDist.split('/').slice(0, -1).join('/') || inDist}`;
}

const groups = new Map();
let total = '';
for (const chunk of chunks.values()) {
  if (!staticChunks.has(chunk.fileName)) continue;
  total += `${chunk.code}\n`;
  const lineStarts = [0];
  for (let i = 0; i < chunk.code.length; i += 1) if (chunk.code[i] === '\n') lineStarts.push(i + 1);
  const mappings = [];
  new SourceMapConsumer(chunk.map).eachMapping((mapping) => mappings.push(mapping));
  const offset = (mapping) => (lineStarts[mapping.generatedLine - 1] ?? 0) + mapping.generatedColumn;
  mappings.sort((a, b) => offset(a) - offset(b));
  mappings.forEach((mapping, i) => {
    const next = mappings[i + 1];
    const code = chunk.code.slice(offset(mapping), next ? offset(next) : chunk.code.length);
    const group = mapping.source ? groupOf(mapping.source) : '(glue)';
    groups.set(group, (groups.get(group) ?? '') + code);
  });
}

const totalGzip = gzipSync(total, { level: 9 }).length;
const rows = [...groups].map(([group, code]) => ({
  group,
  minified: Buffer.byteLength(code),
  gzip: gzipSync(code, { level: 9 }).length,
}));
const gzipSum = rows.reduce((sum, row) => sum + row.gzip, 0);
const kB = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
console.log(`${name}: ${kB(Buffer.byteLength(total))} kB min, ${kB(totalGzip)} kB gzip (static chunks)`);
for (const chunk of chunks.values())
  if (!staticChunks.has(chunk.fileName))
    console.log(`  lazy chunk, not counted: ${chunk.fileName} (${kB(chunk.code.length)} kB min)`);
console.log(`${'min'.padStart(6)} ${'gz'.padStart(6)} ${'share'.padStart(6)}`);
for (const row of rows.sort((a, b) => b.minified - a.minified))
  console.log(`${kB(row.minified)} ${kB(row.gzip)} ${kB((row.gzip / gzipSum) * totalGzip)}  ${row.group}`);
