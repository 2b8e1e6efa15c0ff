// DataGrid vs plain TableVirtuoso benchmark. Usage: npm run bench [-- --runs 7 --no-build --json]
// Builds bench/ with Vite (production), serves it locally and drives Debian's Chromium through
// playwright-core: interleaved runs, a fresh browser context per measurement. See bench/README.md.
import { createServer } from 'node:http';
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
const variants = ['plain', 'datagrid'];

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

async function measure(browser, baseUrl, variant) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await page.goto(`${baseUrl}/?variant=${variant}`);
    await page.waitForFunction(() => window.spendBench !== undefined);
    const heapBefore = await heapUsed(cdp);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const cpuBefore = await threadTimeMs(cdp);
    const firstRowMs = await page.evaluate(() => window.spendBench.mount());
    const mountCpuMs = (await threadTimeMs(cdp)) - cpuBefore;
    await page.waitForTimeout(300);
    const domNodes = await page.evaluate(() => window.spendBench.domNodeCount());
    const renderedRows = await page.evaluate(() => window.spendBench.renderedRows());
    const heapAfter = await heapUsed(cdp);
    const sweepCpuBefore = await threadTimeMs(cdp);
    const frames = await page.evaluate((steps) => window.spendBench.sweep(steps), STEPS);
    const sweepCpuMs = (await threadTimeMs(cdp)) - sweepCpuBefore;
    return {
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
  if (!args.includes('--no-build')) await build({ configFile: join(here, 'vite.config.ts'), logLevel: 'warn' });
  const server = await serve();
  const baseUrl = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    headless: true,
    args: [...chromiumArgs, '--enable-precise-memory-info', '--js-flags=--expose-gc'],
  });
  const samples = { plain: [], datagrid: [] };
  try {
    // One warm-up pair (discarded), then interleaved runs, alternating which variant goes first.
    for (const variant of variants) await measure(browser, baseUrl, variant);
    for (let run = 0; run < RUNS; run += 1) {
      const order = run % 2 === 0 ? variants : [...variants].reverse();
      for (const variant of order) {
        const sample = await measure(browser, baseUrl, variant);
        samples[variant].push(sample);
        process.stderr.write(
          `run ${run + 1}/${RUNS} ${variant.padEnd(8)} first row ${sample.firstRowMs.toFixed(0)} ms ` +
            `(CPU ${sample.mountCpuMs.toFixed(0)} ms), ` +
            `${sample.domNodes} nodes, heap ${(sample.heapAfterMount / 2 ** 20).toFixed(1)} MB, ` +
            `p95 frame ${percentile(sample.frames, 95).toFixed(1)} ms\n`,
        );
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  const plain = summarise(samples.plain);
  const grid = summarise(samples.datagrid);
  const result = { runs: RUNS, steps: STEPS, plain, datagrid: grid, pass: verdicts(plain, grid) };
  await writeFile(join(here, 'dist', 'results.json'), JSON.stringify({ ...result, samples }, null, 2));
  if (args.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  const fmt = (value) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
  console.log(
    `\nDataGrid vs plain TableVirtuoso, 100,000 rows × 8 columns, 36 px rows, medians of ${RUNS} interleaved runs\n`,
  );
  console.log('| Measure | Plain | DataGrid | DataGrid/plain | Target |');
  console.log('|---|---:|---:|---:|---|');
  for (const [label, key, kind, target] of rowsOfTable) {
    const compare =
      kind === 'ratio'
        ? `${(grid[key] / plain[key]).toFixed(2)}×`
        : `${grid[key] - plain[key] >= 0 ? '+' : ''}${fmt(grid[key] - plain[key])}`;
    console.log(`| ${label} | ${fmt(plain[key])} | ${fmt(grid[key])} | ${compare} | ${target} |`);
  }
  console.log(`\nRendered rows: plain ${plain.renderedRows}, DataGrid ${grid.renderedRows}`);
  console.log(
    'Targets met:',
    Object.entries(result.pass)
      .map(([name, ok]) => `${name} ${ok ? 'yes' : 'NO'}`)
      .join(', '),
  );
}

await main();
