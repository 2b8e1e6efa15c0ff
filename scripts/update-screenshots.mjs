// `npm run test:update-screenshots`: rewrites the visual baselines that changed, and records which Chromium
// rendered them (tests/visual/baselines/chromium-version.txt): another Chromium draws text differently, so
// the visual project compares only in the Chromium its baselines came from. Extra arguments go to Vitest.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

const version = /(\d+\.\d+\.\d+\.\d+)/.exec(
  spawnSync(findChromium(), ['--version'], { encoding: 'utf8' }).stdout ?? '',
)?.[1];
if (!version) {
  console.error('update-screenshots: could not read the Chromium version.');
  process.exit(1);
}
writeFileSync('tests/visual/baselines/chromium-version.txt', `${version}\n`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'visual', '--update', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
