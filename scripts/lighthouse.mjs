// `npm run lighthouse`: a benchmark, not a test. Serves the built host (dist-host/, built first only
// when missing) with Vite's preview server and runs Lighthouse's performance category on /login and on
// the signed-in home, with the desktop and the mobile preset, three runs each. Prints the median
// performance score, LCP, TBT and CLS beside the budgets in lighthouse-budgets.json and exits 1 when a
// median is over its budget.
//
// Every run gets a fresh Chromium (chrome-launcher, temporary profile). The home is measured signed in:
// playwright-core attaches to that Chromium over its debugging port and signs in through the login form
// (the session lives in localStorage, the demo backend's changes in sessionStorage), clears the HTTP
// cache so the run loads cold, and Lighthouse then runs on the same port with `disableStorageReset`.
//
// Two modes, each measured as above: `demo`, the demo build (dist-host/, the demo backend seeding itself in
// the page), and `api`, the product as it ships: the host built with VITE_API_URL and VITE_LIVE_URL into
// dist-host-api/ (rebuilt every time: the server's port is part of it) against `npm run api` started on a
// free port, another origin, as a company's API is. Both by default, the figures side by side at the end;
// `--mode demo|api` measures one. Budgets: lighthouse-budgets.json's `desktop`/`mobile` for demo mode,
// its `api` object for the real-API build.
//
// For quicker iterations: `npm run lighthouse -- --route home --preset desktop` measures only that pair
// (`--route login|home`, `--preset desktop|mobile`, each optional); `--json <folder>` also keeps each run's
// full Lighthouse report there (audits such as network-requests, lcp-breakdown, mainthread-work-breakdown).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { chromiumArgs, requireChromium } from './chromium.mjs';
import { API_HOST_DIR, buildApiHost, freePort, spawnApiServer } from './api-host.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const RUNS = 3;
const SIGNED_IN_AS = 'admin@northwind.example';
const DEMO_PASSWORD = 'Spend-demo-1';
const { values: options } = parseArgs({
  options: {
    route: { type: 'string' },
    preset: { type: 'string' },
    mode: { type: 'string' },
    json: { type: 'string' },
  },
});
if (options.route && !['login', 'home'].includes(options.route)) throw new Error('--route is login or home.');
if (options.preset && !['desktop', 'mobile'].includes(options.preset))
  throw new Error('--preset is desktop or mobile.');
if (options.mode && !['demo', 'api'].includes(options.mode)) throw new Error('--mode is demo or api.');
if (options.json) mkdirSync(options.json, { recursive: true });
const budgets = JSON.parse(readFileSync(`${root}lighthouse-budgets.json`, 'utf8'));
const budgetsOf = (mode) => (mode === 'api' ? budgets.api : budgets);

const chromePath = requireChromium();

/** Serves a host build with Vite's preview server (gzip, as a production host sends it). */
async function servePreview(outDir, port = 0) {
  const server = await preview({
    configFile: `${root}host/vite.config.ts`,
    build: { outDir },
    preview: { port, host: '127.0.0.1', strictPort: port !== 0 },
    logLevel: 'warn',
  });
  const origin = server.resolvedUrls?.local[0];
  if (!origin) throw new Error('The preview server did not report a URL.');
  return { origin, close: () => server.close() };
}

/** The host of a mode, served: its origin and how to stop it (and its API server). */
async function startHost(mode) {
  if (mode === 'demo') {
    if (!existsSync(`${root}dist-host/index.html`)) {
      console.log('dist-host/ is missing: building the host first.');
      const build = spawnSync('npx', ['vite', 'build', '--config', 'host/vite.config.ts', '--logLevel', 'warn'], {
        cwd: root,
        stdio: 'inherit',
      });
      if (build.status !== 0) process.exit(1);
    }
    return servePreview(`${root}dist-host`);
  }
  // The host's origin goes into the server's CORS list, the server's URL into the host's build.
  const hostPort = await freePort();
  const api = await spawnApiServer({ origins: [`http://127.0.0.1:${hostPort}`] });
  try {
    console.log(`Building the host against ${api.apiUrl} into dist-host-api/ …`);
    await buildApiHost({ apiUrl: api.apiUrl, liveUrl: api.liveUrl, outDir: API_HOST_DIR });
    const host = await servePreview(API_HOST_DIR, hostPort);
    return {
      origin: host.origin,
      close: async () => {
        await host.close();
        await api.stop();
      },
    };
  } catch (error) {
    await api.stop();
    throw error;
  }
}

/** Signs in through the login form of a page in the browser's default context, then empties the HTTP cache. */
async function signIn(port, origin) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    const page = await context.newPage();
    await page.goto(new URL('/login', origin).toString());
    await page.getByRole('textbox', { name: 'Email' }).fill(SIGNED_IN_AS);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Detaches playwright; the Chromium itself belongs to chrome-launcher.
    await browser.close();
  }
}

/** One Lighthouse run; the figures of its performance category. */
async function measure(route, preset, origin, mode) {
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', ...chromiumArgs],
  });
  try {
    if (route.signedIn) await signIn(chrome.port, origin);
    const result = await lighthouse(
      new URL(route.path, origin).toString(),
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: route.signedIn,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${route.path}.`);
    const { lhr } = result;
    if (options.json) {
      const file = `${options.json}/${mode}-${route.key}-${preset}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
      writeFileSync(file, JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${route.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const landedOn = new URL(lhr.finalDisplayedUrl).pathname;
    if (landedOn !== route.path) throw new Error(`${route.path} ended on ${landedOn}: the run measured another page.`);
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time'].numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? Number.NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const routes = [
  { key: 'login', name: '/login', path: '/login', signedIn: false },
  { key: 'home', name: 'home (signed in)', path: '/', signedIn: true },
].filter((route) => !options.route || route.key === options.route);
const presets = ['desktop', 'mobile'].filter((preset) => !options.preset || preset === options.preset);
const metrics = [
  // [key, label, higher is better, format]
  ['performance', 'performance', true, (value) => String(value)],
  ['lcpMs', 'LCP', false, (value) => `${Math.round(value)} ms`],
  ['tbtMs', 'TBT', false, (value) => `${Math.round(value)} ms`],
  ['cls', 'CLS', false, (value) => value.toFixed(3)],
];

const modes = options.mode ? [options.mode] : ['demo', 'api'];
const medians = [];
let over = 0;
for (const mode of modes) {
  const host = await startHost(mode);
  try {
    for (const route of routes) {
      for (const preset of presets) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await measure(route, preset, host.origin, mode));
        // Lighthouse's own measure of the machine's speed: a busy machine scores low and its TBT grows.
        const speed = Math.round(median(runs.map((figures) => figures.benchmarkIndex)));
        console.log(`\n${mode} mode: ${route.name}, ${preset} (median of ${RUNS}; machine benchmark index ${speed})`);
        const figures = { mode, route: route.name, preset, speed };
        for (const [key, label, higherIsBetter, format] of metrics) {
          const value = median(runs.map((run) => run[key]));
          figures[key] = format(value);
          const budget = budgetsOf(mode)?.[preset]?.[key];
          const ok = budget === undefined || (higherIsBetter ? value >= budget : value <= budget);
          if (!ok) over += 1;
          const all = runs.map((run) => format(run[key])).join(', ');
          const limit = budget === undefined ? 'no budget' : `budget ${higherIsBetter ? '≥' : '≤'} ${format(budget)}`;
          console.log(
            `  ${ok ? '✓' : '✖'} ${label.padEnd(12)} ${format(value).padStart(8)}   ${limit}   (runs: ${all})`,
          );
        }
        medians.push(figures);
      }
    }
  } finally {
    await host.close();
  }
}

console.log('\nMedians (performance, LCP, TBT, CLS; machine benchmark index):');
for (const route of routes) {
  for (const preset of presets) {
    const cells = modes.map((mode) => {
      const figures = medians.find((row) => row.mode === mode && row.route === route.name && row.preset === preset);
      return figures
        ? `${mode} ${figures.performance} (LCP ${figures.lcpMs}, TBT ${figures.tbtMs}, CLS ${figures.cls}; ${figures.speed})`
        : `${mode} –`;
    });
    console.log(`  ${`${route.name}, ${preset}`.padEnd(26)} ${cells.join('   ')}`);
  }
}

if (over > 0) {
  console.error(`\n${over} figure(s) over budget (lighthouse-budgets.json).`);
  process.exit(1);
}
console.log('\nEvery median is within its budget.');
