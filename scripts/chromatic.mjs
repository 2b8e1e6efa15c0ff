// Publishes the built Storybook to Chromatic. Needs CHROMATIC_PROJECT_TOKEN (the team's CI has it).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set.\n' +
      'Set it to the project token from the Chromatic project settings, e.g.\n' +
      '  CHROMATIC_PROJECT_TOKEN=chpt_xxx npm run chromatic',
  );
  process.exit(1);
}
if (!existsSync('storybook-static/index.html')) {
  const build = spawnSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync(
  'npx',
  ['chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes', ...process.argv.slice(2)],
  { stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
