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

const root = fileURLToPath(new URL('../', import.meta.url));
const RUNS = 3;
const SIGNED_IN_AS = 'admin@northwind.example';
const DEMO_PASSWORD = 'Spend-demo-1';
const { values: options } = parseArgs({
  options: { route: { type: 'string' }, preset: { type: 'string' }, json: { type: 'string' } },
});
if (options.route && !['login', 'home'].includes(options.route)) throw new Error('--route is login or home.');
if (options.preset && !['desktop', 'mobile'].includes(options.preset))
  throw new Error('--preset is desktop or mobile.');
if (options.json) mkdirSync(options.json, { recursive: true });
const budgets = JSON.parse(readFileSync(`${root}lighthouse-budgets.json`, 'utf8'));

if (!existsSync(`${root}dist-host/index.html`)) {
  console.log('dist-host/ is missing: building the host first.');
  const build = spawnSync('npx', ['vite', 'build', '--config', 'host/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}

const chromePath = requireChromium();
const server = await preview({
  configFile: `${root}host/vite.config.ts`,
  preview: { port: 0, host: '127.0.0.1', strictPort: false },
  logLevel: 'warn',
});
const origin = server.resolvedUrls?.local[0];
if (!origin) throw new Error('The preview server did not report a URL.');

/** Signs in through the login form of a page in the browser's default context, then empties the HTTP cache. */
async function signIn(port) {
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
async function measure(route, preset) {
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', ...chromiumArgs],
  });
  try {
    if (route.signedIn) await signIn(chrome.port);
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
      const file = `${options.json}/${route.key}-${preset}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
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

let over = 0;
try {
  for (const route of routes) {
    for (const preset of presets) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(route, preset));
      // Lighthouse's own measure of the machine's speed: a busy machine scores low and its TBT grows.
      const speed = Math.round(median(runs.map((figures) => figures.benchmarkIndex)));
      console.log(`\n${route.name}, ${preset} (median of ${RUNS}; machine benchmark index ${speed})`);
      for (const [key, label, higherIsBetter, format] of metrics) {
        const value = median(runs.map((figures) => figures[key]));
        const budget = budgets[preset][key];
        const ok = higherIsBetter ? value >= budget : value <= budget;
        if (!ok) over += 1;
        const all = runs.map((figures) => format(figures[key])).join(', ');
        console.log(
          `  ${ok ? '✓' : '✖'} ${label.padEnd(12)} ${format(value).padStart(8)}   budget ${higherIsBetter ? '≥' : '≤'} ${format(budget)}   (runs: ${all})`,
        );
      }
    }
  }
} finally {
  await server.close();
}

if (over > 0) {
  console.error(`\n${over} figure(s) over budget (lighthouse-budgets.json).`);
  process.exit(1);
}
console.log('\nEvery median is within its budget.');
