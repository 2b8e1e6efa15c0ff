// JS cost of the built host's screens, read from the build's chunk graph (dist-host/.vite/manifest.json):
// a screen loads the entry (index.html) and the lazy modules it renders at first paint, each with every
// chunk it imports statically. The demo backend (host/mock-api, reached only through a lazy import that
// never runs when VITE_API_URL is set) is counted apart: its chunks are those it reaches that nothing of
// the app reaches without it. So one build (the demo build `npm test` makes anyway) gives both the
// figures with VITE_API_URL set and the demo backend's own.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/**
 * @param {string} outDir the host build (dist-host)
 * @param {{ demoEntries: string[] }} options manifest keys of the demo backend's lazy modules
 */
export function loadHostGraph(outDir, { demoEntries }) {
  /** @type {Record<string, { file: string, imports?: string[], dynamicImports?: string[], isEntry?: boolean }>} */
  const manifest = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8'));
  const gzipOf = new Map();
  const gzip = (key) => {
    const file = manifest[key]?.file;
    if (!file?.endsWith('.js')) return 0;
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(`${outDir}/${file}`), { level: 9 }).length);
    return gzipOf.get(file);
  };
  /** Keys reached from `keys` through static imports (and dynamic ones with `dynamic`), not entering `stop`. */
  const closure = (keys, { dynamic = false, stop = new Set() } = {}) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || stop.has(key)) return;
      const chunk = manifest[key];
      if (!chunk) throw new Error(`The host build has no chunk for "${key}" (keys are paths from host/).`);
      seen.add(key);
      for (const next of chunk.imports ?? []) visit(next);
      if (dynamic) for (const next of chunk.dynamicImports ?? []) visit(next);
    };
    keys.forEach(visit);
    return seen;
  };
  const sum = (keys) => [...keys].reduce((total, key) => total + gzip(key), 0);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The host build has no entry chunk.');
  for (const demoEntry of demoEntries) {
    if (!manifest[demoEntry]) throw new Error(`The host build has no chunk for the demo backend "${demoEntry}".`);
  }
  // Everything the app can load without the demo backend: the entry and the lazy modules it reaches,
  // statically or lazily, but for the demo backend's.
  const app = closure([entry], { dynamic: true, stop: new Set(demoEntries) });
  // The demo backend's own chunks: what it reaches, statically or lazily, that the app does not.
  const demo = closure(demoEntries, { dynamic: true, stop: app });
  return {
    entry,
    /** gzip bytes of the entry plus the given lazy modules, each with its static imports (no demo chunk). */
    screen: (lazy) => sum([...closure([entry, ...lazy])].filter((key) => !demo.has(key))),
    /** gzip bytes of the chunks only the demo backend loads. */
    demo: () => sum(demo),
    /** The chunk files a screen loads, for the runtime check (demo chunks apart). */
    files: (lazy) => [...closure([entry, ...lazy])].map((key) => manifest[key].file).filter((f) => f.endsWith('.js')),
    demoFiles: () => [...demo].map((key) => manifest[key].file).filter((f) => f.endsWith('.js')),
  };
}
