// Makes sure the tests have a Chromium. Installs Debian's `chromium` when none is found and this
// process may (root with apt-get); otherwise stops with the exact way to get one.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

const found = findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}
if (process.env.CHROMIUM_PATH) {
  console.error(
    `CHROMIUM_PATH is set to "${process.env.CHROMIUM_PATH}" but no file is there. Point it at a Chrome/Chromium executable.`,
  );
  process.exit(1);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    [
      'The browser tests need Chromium and none was found.',
      hasApt
        ? 'Install it with:  sudo apt-get update && sudo apt-get install -y chromium'
        : 'Install Chrome or Chromium with your system package manager,',
      'or set CHROMIUM_PATH to a Chrome/Chromium executable, then run npm test again.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log('No Chromium found: installing Debian chromium (apt-get) ...');
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
const installed = findChromium();
if (!installed) {
  console.error('apt-get finished but no Chromium executable was found.');
  process.exit(1);
}
console.log(`Chromium: ${installed}`);
