// DataGrid vs plain TableVirtuoso benchmark, with TanStack Table + Virtual, AG Grid Community and MUI X
// alongside. Usage: npm run bench [-- --runs 7 --no-build --json --variants none --case 1m]
// Installs the rival grids into bench/node_modules when missing, builds bench/ with Vite (production),
// serves it locally and drives Debian's Chromium through playwright-core: interleaved runs, a fresh
// browser context per measurement. See bench/README.md.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { chromiumArgs, requireChromium } from '../scripts/chromium.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const dist = join(here, 'dist');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? Number(args[index + 1]) : fallback;
};
const RUNS = Math.max(5, option('runs', 5));
const STEPS = 180;
/** A variant that takes longer than this to show its first row is recorded as not mounting. */
const MOUNT_LIMIT_MS = 60_000;
const rivals = ['tanstack', 'aggrid', 'muix'];
const variantNames = {
  plain: 'plain TableVirtuoso',
  datagrid: 'DataGrid',
  tanstack: 'TanStack Table + Virtual',
  aggrid: 'AG Grid Community',
  muix: 'MUI X DataGrid (MIT)',
};
const variantsOption = args[args.indexOf('--variants') + 1];
const variants = ['plain', 'datagrid', ...rivals].filter(
  (variant) =>
    !args.includes('--variants') ||
    variant === 'plain' ||
    variant === 'datagrid' ||
    variantsOption?.split(',').includes(variant),
);
const muixPaging = 'n/a: the MIT DataGrid shows at most 100 rows a page';
/**
 * The cases, each run side by side for every variant (see main.tsx for the query); `notApplicable` names
 * the variants a case leaves out, `noSweep` those whose sweep says nothing comparable, each with the reason.
 */
const allConfigs = [
  { id: '100k', name: '100k rows', query: 'rows=100000', sweep: true, noSweep: { muix: muixPaging } },
  { id: '1m', name: '1M rows', query: 'rows=1000000', sweep: true, sort: true, noSweep: { muix: muixPaging } },
  {
    id: 'pinned',
    name: '1M rows, first column pinned, 375 px wide (sideways sweep)',
    query: 'rows=1000000&case=pinned',
    sweep: true,
    notApplicable: { muix: 'n/a: pinned columns are MUI X Pro only' },
  },
  { id: 'select', name: '1M rows, select all', query: 'rows=1000000&case=selection', selectAll: true },
];
/** `--case 1m` (or `--case 1m,pinned`): only the cases named, by `id`; every case without it. */
const casesOption = args.includes('--case') ? (args[args.indexOf('--case') + 1] ?? '').split(',') : undefined;
const configs = casesOption ? allConfigs.filter((config) => casesOption.includes(config.id)) : allConfigs;
if (configs.length === 0) {
  throw new Error(`--case takes one or more of ${allConfigs.map((config) => config.id).join(', ')}, comma-separated`);
}

/** `npm ci` of bench/package.json into bench/node_modules, without the React peer (the root's is used). */
function installRivals() {
  const manifest = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
  const missing = Object.keys(manifest.dependencies).filter(
    (name) => !existsSync(join(here, 'node_modules', name, 'package.json')),
  );
  if (missing.length === 0) return;
  process.stderr.write(`Installing the rival grids into bench/node_modules (${missing.join(', ')} missing)\n`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--prefix', here, '--omit=peer', '--no-audit', '--no-fund'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('npm ci --prefix bench failed');
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2' };

function serve() {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(dist, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dist)) return void response.writeHead(403).end();
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function heapUsed(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/** CPU time the page's main thread has used so far (less sensitive to a busy machine than wall time). */
async function threadTimeMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? 0) * 1000;
}

async function measure(browser, baseUrl, variant, config) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await page.goto(`${baseUrl}/?variant=${variant}&${config.query}`);
    await page.waitForFunction(() => window.spendBench !== undefined, undefined, { timeout: 120_000 });
    const heapBefore = await heapUsed(cdp);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const cpuBefore = await threadTimeMs(cdp);
    let timer;
    const mounting = page.evaluate(() => window.spendBench.mount());
    mounting.catch(() => {}); // past the limit the context closes under it
    const firstRowMs = await Promise.race([
      mounting,
      new Promise((resolve) => (timer = setTimeout(resolve, MOUNT_LIMIT_MS, undefined))),
    ]).finally(() => clearTimeout(timer));
    if (firstRowMs === undefined) return { mountTimedOut: true };
    const mountCpuMs = (await threadTimeMs(cdp)) - cpuBefore;
    await page.waitForTimeout(300);
    const domNodes = await page.evaluate(() => window.spendBench.domNodeCount());
    const renderedRows = await page.evaluate(() => window.spendBench.renderedRows());
    const heapAfter = await heapUsed(cdp);
    const sweepCpuBefore = await threadTimeMs(cdp);
    const frames =
      config.sweep && !config.noSweep?.[variant]
        ? await page.evaluate((steps) => window.spendBench.sweep(steps), STEPS)
        : [0];
    const sweepCpuMs = (await threadTimeMs(cdp)) - sweepCpuBefore;
    const sort = config.sort ? await page.evaluate(() => window.spendBench.sortByAmount()) : undefined;
    const select = config.selectAll ? await page.evaluate(() => window.spendBench.selectAll()) : undefined;
    return {
      sortMs: sort?.totalMs ?? 0,
      sortLongestTaskMs: sort?.longestTaskMs ?? 0,
      selectAllMs: select?.totalMs ?? 0,
      selectAllLongestTaskMs: select?.longestTaskMs ?? 0,
      firstRowMs,
      mountCpuMs,
      domNodes,
      renderedRows,
      heapAfterMount: heapAfter,
      heapForMount: heapAfter - heapBefore,
      frames,
      sweepCpuMs,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

function summarise(samples) {
  return {
    firstRowMs: median(samples.map((s) => s.firstRowMs)),
    mountCpuMs: median(samples.map((s) => s.mountCpuMs)),
    domNodes: median(samples.map((s) => s.domNodes)),
    renderedRows: median(samples.map((s) => s.renderedRows)),
    heapAfterMountMB: median(samples.map((s) => s.heapAfterMount)) / 2 ** 20,
    heapForMountMB: median(samples.map((s) => s.heapForMount)) / 2 ** 20,
    frameMedianMs: median(samples.map((s) => median(s.frames))),
    frameP95Ms: median(samples.map((s) => percentile(s.frames, 95))),
    framesOver50: median(samples.map((s) => s.frames.filter((f) => f > 50).length)),
    sweepCpuMs: median(samples.map((s) => s.sweepCpuMs)),
    sortMs: median(samples.map((s) => s.sortMs)),
    sortLongestTaskMs: median(samples.map((s) => s.sortLongestTaskMs)),
    selectAllMs: median(samples.map((s) => s.selectAllMs)),
    selectAllLongestTaskMs: median(samples.map((s) => s.selectAllLongestTaskMs)),
  };
}

const rowsOfTable = [
  ['Time to first painted row (ms)', 'firstRowMs', 'ratio', '≤ 1.2×'],
  ['  main-thread CPU time of the mount (ms)', 'mountCpuMs', 'ratio', '(info)'],
  ['DOM nodes after mount', 'domNodes', 'ratio', '≤ 1.5×'],
  ['JS heap after mount (MB)', 'heapAfterMountMB', 'ratio', '≤ 1.5×'],
  ['  of which added by mounting (MB)', 'heapForMountMB', 'ratio', '(info)'],
  ['Sweep frame median (ms)', 'frameMedianMs', 'diff', '(info)'],
  ['Sweep frame p95 (ms)', 'frameP95Ms', 'diff', '≤ +16.7 ms'],
  ['Sweep frames > 50 ms', 'framesOver50', 'diff', '≤ plain'],
  ['  main-thread CPU time of the sweep (ms)', 'sweepCpuMs', 'ratio', '(info)'],
  ['Sort by amount, to painted rows (ms)', 'sortMs', 'ratio', '(info)'],
  ['  longest main-thread task of the sort (ms)', 'sortLongestTaskMs', 'diff', '< 200 ms'],
  ['Select all, to painted rows (ms)', 'selectAllMs', 'ratio', '(info)'],
  ['  longest main-thread task of select all (ms)', 'selectAllLongestTaskMs', 'diff', '(info)'],
];

function verdicts(plain, grid) {
  return {
    mount: grid.firstRowMs <= 1.2 * plain.firstRowMs,
    dom: grid.domNodes <= 1.5 * plain.domNodes,
    heap: grid.heapAfterMountMB <= 1.5 * plain.heapAfterMountMB,
    sweepP95: grid.frameP95Ms <= plain.frameP95Ms + 16.7,
    longFrames: grid.framesOver50 <= plain.framesOver50,
  };
}

async function main() {
  const rivalsAsked = rivals.filter((rival) => variants.includes(rival));
  if (rivalsAsked.length > 0) installRivals();
  if (!args.includes('--no-build')) {
    process.env.BENCH_RIVALS = rivalsAsked.join(',');
    await build({ configFile: join(here, 'vite.config.ts'), logLevel: 'warn' });
  }
  const server = await serve();
  const baseUrl = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    headless: true,
    args: [...chromiumArgs, '--enable-precise-memory-info', '--js-flags=--expose-gc'],
  });
  const results = [];
  try {
    for (const config of configs) {
      /** Why a variant has no numbers in this case: not applicable, or it did not mount in time. */
      const left = { ...config.notApplicable };
      const samples = Object.fromEntries(variants.filter((variant) => !left[variant]).map((variant) => [variant, []]));
      const measured = () => Object.keys(samples).filter((variant) => !left[variant]);
      // One warm-up measurement per variant (discarded), then interleaved runs, rotating which variant goes first.
      for (const variant of measured()) {
        if ((await measure(browser, baseUrl, variant, config)).mountTimedOut)
          left[variant] = 'did not mount within 60 s';
      }
      for (let run = 0; run < RUNS; run += 1) {
        const order = measured();
        const shift = run % order.length;
        for (const variant of [...order.slice(shift), ...order.slice(0, shift)]) {
          const sample = await measure(browser, baseUrl, variant, config);
          if (sample.mountTimedOut) {
            left[variant] = 'did not mount within 60 s';
            continue;
          }
          samples[variant].push(sample);
          process.stderr.write(
            `${config.name}: run ${run + 1}/${RUNS} ${variant.padEnd(8)} first row ${sample.firstRowMs.toFixed(0)} ms ` +
              `(CPU ${sample.mountCpuMs.toFixed(0)} ms), ` +
              `${sample.domNodes} nodes, heap ${(sample.heapAfterMount / 2 ** 20).toFixed(1)} MB, ` +
              `p95 frame ${percentile(sample.frames, 95).toFixed(1)} ms\n`,
          );
        }
      }
      const kept = Object.fromEntries(Object.entries(samples).filter(([variant]) => !left[variant]));
      const plain = summarise(samples.plain);
      const grid = summarise(samples.datagrid);
      const rivalResults = Object.fromEntries(
        rivals
          .filter((rival) => variants.includes(rival))
          .map((rival) => [
            rival,
            kept[rival]
              ? { ...summarise(kept[rival]), noSweep: config.noSweep?.[rival] }
              : { notMeasured: left[rival] },
          ]),
      );
      results.push({
        config: config.name,
        plain,
        datagrid: grid,
        pass: verdicts(plain, grid),
        rivals: rivalResults,
        samples: kept,
      });
    }
  } finally {
    await browser.close();
    server.close();
  }
  await writeFile(join(here, 'dist', 'results.json'), JSON.stringify({ runs: RUNS, steps: STEPS, results }, null, 2));
  if (args.includes('--json')) {
    console.log(
      JSON.stringify(
        results.map(({ samples: _samples, ...result }) => result),
        null,
        2,
      ),
    );
    return;
  }
  const fmt = (value) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
  const compare = (kind, grid, plain) =>
    kind === 'ratio' ? `${(grid / plain).toFixed(2)}×` : `${grid - plain >= 0 ? '+' : ''}${fmt(grid - plain)}`;
  for (const { config, plain, datagrid: grid, pass } of results) {
    console.log(
      `\nDataGrid vs plain TableVirtuoso, ${config} × 8 columns, 36 px rows, medians of ${RUNS} interleaved runs\n`,
    );
    console.log('| Measure | Plain | DataGrid | DataGrid/plain | Target |');
    console.log('|---|---:|---:|---:|---|');
    for (const [label, key, kind, target] of rowsOfTable) {
      if (plain[key] === 0 && grid[key] === 0) continue;
      console.log(
        `| ${label} | ${fmt(plain[key])} | ${fmt(grid[key])} | ${compare(kind, grid[key], plain[key])} | ${target} |`,
      );
    }
    console.log(`\nRendered rows: plain ${plain.renderedRows}, DataGrid ${grid.renderedRows}`);
    console.log(
      'Targets met:',
      Object.entries(pass)
        .map(([name, ok]) => `${name} ${ok ? 'yes' : 'NO'}`)
        .join(', '),
    );
  }
  console.log('\nDataGrid/plain by case\n');
  console.log(`| Measure | ${results.map((result) => result.config).join(' | ')} |`);
  console.log(`|---|${results.map(() => '---:').join('|')}|`);
  for (const [label, key, kind] of rowsOfTable) {
    if (results.every(({ plain, datagrid }) => plain[key] === 0 && datagrid[key] === 0)) continue;
    const cells = results.map(({ plain, datagrid }) =>
      plain[key] === 0 && datagrid[key] === 0 ? '' : compare(kind, datagrid[key], plain[key]),
    );
    console.log(`| ${label.trim()} | ${cells.join(' | ')} |`);
  }
  if (variants.length > 2) printRatios(results, compare);
}

/** The measures of the side-by-side table, each variant against plain TableVirtuoso. */
const ratioColumns = [
  ['First painted row', 'firstRowMs', 'ratio'],
  ['Mount CPU', 'mountCpuMs', 'ratio'],
  ['DOM nodes', 'domNodes', 'ratio'],
  ['Heap after mount', 'heapAfterMountMB', 'ratio'],
  ['Heap added by mount', 'heapForMountMB', 'ratio'],
  ['Sweep frame p95 (ms)', 'frameP95Ms', 'diff', 'sweep'],
  ['Sweep frames > 50 ms', 'framesOver50', 'diff', 'sweep'],
  ['Sweep CPU', 'sweepCpuMs', 'ratio', 'sweep'],
  ['Sort by amount', 'sortMs', 'ratio', 'sort'],
  ['Select all', 'selectAllMs', 'ratio', 'selectAll'],
];

function printRatios(results, compare) {
  console.log(
    `\nEach variant ÷ plain TableVirtuoso (sweep p95 and long frames: difference), medians of ${RUNS} interleaved runs\n`,
  );
  console.log(`| Case | Variant | ${ratioColumns.map(([label]) => label).join(' | ')} |`);
  console.log(`|---|---|${ratioColumns.map(() => '---:').join('|')}|`);
  for (const [index, { config, plain, datagrid, rivals: rivalResults }] of results.entries()) {
    const measuredIn = configs[index];
    for (const [variant, result] of [['datagrid', datagrid], ...Object.entries(rivalResults)]) {
      const cells = result.notMeasured
        ? [result.notMeasured, ...ratioColumns.slice(1).map(() => '')]
        : ratioColumns.map(([, key, kind, only]) => {
            if (only && !measuredIn[only]) return '';
            if (only === 'sweep' && result.noSweep) return 'n/a';
            return compare(kind, result[key], plain[key]);
          });
      console.log(`| ${config} | ${variantNames[variant]} | ${cells.join(' | ')} |`);
    }
  }
}

await main();
