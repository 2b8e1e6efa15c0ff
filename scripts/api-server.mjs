// `npm run api`: the demo backend (host/mock-api) over HTTP and WebSocket on 127.0.0.1, for the host
// built or started with VITE_API_URL (see the README, "Running the dashboard against an HTTP API").
// The server is host/mock-api/node/server.ts: esbuild bundles it (with the handlers and the store, as
// the repository's sources are TypeScript) into a file of its own under node_modules/.cache, and Node
// runs it; packages stay in node_modules.
//
//   npm run api                                   port 8787 (API_PORT), pages of any loopback origin
//   npm run api -- --port 0                       a free port (printed)
//   npm run api -- --origin http://localhost:5173 only that page origin (repeat it for more; API_ORIGINS=a,b)
//   npm run api -- --latency 150                  waits before each answer, as the demo backend does
//   npm run api -- --live-interval 90000          a live notice on its own every 90 s, as in demo mode
//   npm run api -- --control                      the control routes (/__control, node/control.ts) for tests
//   npm run api -- --quiet                        no line per request
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { sourceAliases } from './aliases.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const DEFAULT_API_PORT = 8787;

const { values: options } = parseArgs({
  options: {
    port: { type: 'string' },
    origin: { type: 'string', multiple: true },
    latency: { type: 'string' },
    'live-interval': { type: 'string' },
    control: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
});

function integer(name, text, fallback) {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a whole number ≥ 0 (got "${text}").`);
    process.exit(2);
  }
  return value;
}

const port = integer('--port / API_PORT', options.port ?? process.env.API_PORT, DEFAULT_API_PORT);
const originList = options.origin ?? process.env.API_ORIGINS?.split(',').map((origin) => origin.trim());
const origins = originList?.filter(Boolean).length ? originList.filter(Boolean) : 'loopback';
const latencyMs = integer('--latency', options.latency, 0);
const liveIntervalMs = integer('--live-interval', options['live-interval'], null);

// The repository's sources as one ES module; its own folder per run, so two servers never share a file.
const cache = `${root}node_modules/.cache/spend-ui-api`;
mkdirSync(cache, { recursive: true });
const outDir = mkdtempSync(`${cache}/run-`);
const outfile = `${outDir}/server.mjs`;
try {
  await build({
    entryPoints: [`${root}host/mock-api/node/server.ts`],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    plugins: [
      {
        name: 'spend-ui-sources',
        setup(builder) {
          builder.onResolve({ filter: /^spend-ui(\/|$)/ }, ({ path }) => {
            const alias = sourceAliases.find(({ find }) => find.test(path));
            return alias ? { path: path.replace(alias.find, alias.replacement) } : undefined;
          });
        },
      },
    ],
  });
} catch (error) {
  rmSync(outDir, { recursive: true, force: true });
  throw error;
}
let module;
try {
  module = await import(pathToFileURL(outfile).href);
} finally {
  // Loaded: the file is no longer needed.
  rmSync(outDir, { recursive: true, force: true });
}

let server;
try {
  server = await module.startApiServer({
    port,
    origins,
    latencyMs,
    liveIntervalMs,
    control: options.control,
    log: options.quiet ? undefined : (line) => console.log(line),
  });
} catch (error) {
  if (error?.code === 'EADDRINUSE') {
    console.error(`Port ${port} is in use: choose another with --port (or API_PORT), or --port 0 for a free one.`);
    process.exit(1);
  }
  throw error;
}

// The first line is read by scripts/api-host.mjs (tests, Lighthouse): keep its shape.
console.log(`Spend demo API: ${server.apiUrl}`);
console.log(`Live channel:   ${server.liveUrl}`);
console.log(
  `Page origins:   ${origins === 'loopback' ? 'any on this machine (http://localhost:*, http://127.0.0.1:*)' : origins.join(', ')}`,
);
if (options.control) console.log(`Control routes: ${server.origin}/__control (test use)`);
console.log(
  `Run the dashboard against it:\n  VITE_API_URL=${server.apiUrl} VITE_LIVE_URL=${server.liveUrl} npm start\n` +
    `Every demo account works (password Spend-demo-1, one-time code 123456); changes last until this process stops.`,
);

let closing = false;
function stop() {
  if (closing) return;
  closing = true;
  void server.close().then(() => process.exit(0));
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
// Started by another process (scripts/api-host.mjs, with an IPC channel): stop when it goes, even if it
// was killed, so no server is left listening on the shared machine.
if (process.connected) process.on('disconnect', stop);
