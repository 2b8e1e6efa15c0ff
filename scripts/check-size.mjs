// Size budgets (size-budgets.mjs), checked on the builds `npm test` has just made (dist/, dist-host/):
// - every public component of `spend-ui` and `spend-ui/features` within its import budget, measured as
//   a consumer's Vite/Rolldown build imports it alone (scripts/size/importCosts.mjs);
// - the host's screens and the demo backend within theirs (scripts/size/hostCosts.mjs).
// Prints each figure beside its budget; exits 1 when any is over, or when a public component has no
// budget (add it to size-budgets.mjs). Usage: node scripts/check-size.mjs [--no-locales] [--only=Name,Name]
import { availableParallelism } from 'node:os';
import { importCosts } from './size/importCosts.mjs';
import { publicSurface } from './size/publicComponents.mjs';
import { loadHostGraph } from './size/hostCosts.mjs';
import { componentBudgets, widgetBudgets, hostBudgets, demoBackend } from '../size-budgets.mjs';

const args = process.argv.slice(2);
const locales = !args.includes('--no-locales');
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const kB = (bytes) => (bytes / 1024).toFixed(1);
const problems = [];

function line(name, bytes, budget) {
  const over = budget !== undefined && bytes > budget * 1024;
  if (over) problems.push(`${name} costs ${kB(bytes)} kB gzip, over its budget of ${budget} kB`);
  const verdict = budget === undefined ? 'NO BUDGET' : over ? 'OVER' : 'ok';
  console.log(
    `  ${name.padEnd(44)} ${kB(bytes).padStart(6)} kB  / ${String(budget ?? '—').padStart(4)} kB  ${verdict}`,
  );
}

/** Measures `names` of `entry`, a few builds at a time (each build is mostly waiting on its own threads). */
async function measure(names, entry) {
  const costs = new Map();
  const queue = [...names];
  const workers = Array.from({ length: Math.max(1, Math.min(3, availableParallelism())) }, async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      costs.set(name, (await importCosts([name], { entry, locales })).get(name));
    }
  });
  await Promise.all(workers);
  return costs;
}

const started = Date.now();
const surface = await publicSurface();
for (const [entry, budgets] of [
  ['spend-ui', componentBudgets],
  ['spend-ui/features', widgetBudgets],
]) {
  const components = surface[entry].components.filter((name) => !only || only.includes(name));
  for (const name of components) {
    if (!(name in budgets))
      problems.push(`${name} is a public component of ${entry} with no budget: add it to size-budgets.mjs`);
  }
  for (const name of Object.keys(budgets)) {
    if (!surface[entry].components.includes(name))
      problems.push(`size-budgets.mjs budgets ${name}, which ${entry} does not export as a component`);
  }
  console.log(`\nImport cost of each public component of ${entry} (gzip, alone${locales ? ', en-US strings' : ''}):`);
  const costs = await measure(components, entry);
  for (const name of components) line(name, costs.get(name)?.gzip ?? 0, budgets[name]);
}

if (!only) {
  console.log('\nHost JS by screen (gzip, with VITE_API_URL set; demo backend apart):');
  const host = loadHostGraph('dist-host', { demoEntries: demoBackend.modules });
  for (const [name, { lazy, kB: budget }] of Object.entries(hostBudgets)) line(name, host.screen(lazy), budget);
  line('demo backend (demo mode only)', host.demo(), demoBackend.kB);
}

console.log(`\nSize check took ${((Date.now() - started) / 1000).toFixed(1)} s.`);
if (problems.length > 0) {
  console.error(`\n✖ Size budgets:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('All sizes within their budgets.');
