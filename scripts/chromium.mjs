// Where the system Chromium is. Tests never download a browser: Playwright's own download is not
// reachable from these machines.
import { existsSync } from 'node:fs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** `CHROMIUM_PATH` if set, else the first Chrome/Chromium found in the usual places, else undefined. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return candidates.find((path) => existsSync(path));
}

/** Like findChromium, but throws a message that says how to get one. */
export function requireChromium() {
  const path = findChromium();
  if (!path) {
    throw new Error(
      process.env.CHROMIUM_PATH
        ? `CHROMIUM_PATH is set to "${process.env.CHROMIUM_PATH}" but no file is there.`
        : 'No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH to a Chrome/Chromium executable, then run `npm run ensure-browser`.',
    );
  }
  return path;
}

/** Flags for a quiet headless run on a machine with no outside network. */
export const chromiumArgs = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
