// Publishes the built Storybook to Chromatic. Needs CHROMATIC_PROJECT_TOKEN (the team's CI has it).
// Extra arguments go to the Chromatic CLI. With `--only-changed` (TurboSnap) Chromatic snapshots only the
// stories whose files or imports changed since its last build: it needs the git history and the
// Storybook build's module graph (`preview-stats.json`, written by `storybook build --stats-json`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const BUILD_DIR = 'storybook-static';
const args = process.argv.slice(2);
const onlyChanged = args.some((arg) => arg === '--only-changed' || arg.startsWith('--only-changed='));

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set.\n' +
      'Set it to the project token from the Chromatic project settings, e.g.\n' +
      '  CHROMATIC_PROJECT_TOKEN=chpt_xxx npm run chromatic',
  );
  process.exit(1);
}

if (onlyChanged) {
  const shallow = spawnSync('git', ['rev-parse', '--is-shallow-repository'], { encoding: 'utf8' });
  if (shallow.status !== 0 || shallow.stdout.trim() === 'true') {
    console.error(
      "chromatic: --only-changed (TurboSnap) compares with the commit of Chromatic's last build and needs the\n" +
        'git history: clone or fetch it in full (`git fetch --unshallow`, or `fetch-depth: 0` in CI).',
    );
    process.exit(1);
  }
}

const statsMissing = onlyChanged && !existsSync(`${BUILD_DIR}/preview-stats.json`);
if (!existsSync(`${BUILD_DIR}/index.html`) || statsMissing) {
  // The stats file only costs a little build time; without it TurboSnap cannot trace story files.
  const build = spawnSync('npm', ['run', 'build-storybook', '--', '--stats-json', BUILD_DIR], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const result = spawnSync('npx', ['chromatic', '--storybook-build-dir', BUILD_DIR, '--exit-zero-on-changes', ...args], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
