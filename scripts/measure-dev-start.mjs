// Measures what a newcomer meets on `npm start`: the dev server's first (cold) load and its warm reloads
// of /login, until the login screen's heading shows. Usage: `node scripts/measure-dev-start.mjs [reloads]`.
// Starts its own dev server on a free port; prints the figures and the number of requests per load.
// With `--built` it measures the built host (`npm run build:host` first) on `vite preview` instead, for comparison.
import { fileURLToPath } from 'node:url';
import { createServer, preview } from 'vite';
import { chromium } from 'playwright-core';
import { chromiumArgs, requireChromium } from './chromium.mjs';

const built = process.argv.includes('--built');
const reloads = Number(process.argv.find((argument) => /^\d+$/.test(argument)) ?? 5);
const root = fileURLToPath(new URL('../', import.meta.url));

const startedServer = performance.now();
const server = built
  ? await preview({
      configFile: `${root}host/vite.config.ts`,
      preview: { port: 0, host: '127.0.0.1', strictPort: false },
      logLevel: 'warn',
    })
  : await createServer({
      configFile: `${root}host/vite.config.ts`,
      server: { port: 0, host: '127.0.0.1', strictPort: false },
      logLevel: 'warn',
    });
if (!built && 'listen' in server) await server.listen();
const address = server.resolvedUrls?.local[0];
if (!address) throw new Error('The dev server did not report a URL.');
const serverReady = performance.now() - startedServer;

const browser = await chromium.launch({ executablePath: requireChromium(), headless: true, args: chromiumArgs });
const context = await browser.newContext();
const page = await context.newPage();
let requests = 0;
page.on('request', () => {
  requests += 1;
});

/** Milliseconds from starting the load until the login heading is visible, and the requests it made. */
async function load(start) {
  requests = 0;
  const begin = performance.now();
  await start();
  await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor({ state: 'visible', timeout: 60_000 });
  return { ms: Math.round(performance.now() - begin), requests };
}

try {
  const cold = await load(() => page.goto(new URL('/login', address).toString(), { waitUntil: 'commit' }));
  const warm = [];
  for (let index = 0; index < reloads; index += 1) warm.push(await load(() => page.reload({ waitUntil: 'commit' })));
  const times = warm.map((run) => run.ms).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`${built ? 'preview' : 'dev'} server ready: ${Math.round(serverReady)} ms`);
  console.log(`cold load to the login screen: ${cold.ms} ms (${cold.requests} requests)`);
  console.log(
    `warm reloads: ${warm.map((run) => `${run.ms} ms`).join(', ')} (${warm[0]?.requests ?? 0} requests each)`,
  );
  console.log(`warm reload median: ${median} ms`);
} finally {
  await browser.close();
  await server.close();
}
