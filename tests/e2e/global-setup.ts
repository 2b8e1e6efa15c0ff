// Serves the built host (npm test runs `build:host` first) with Vite's preview server on a free
// port, and hands its URL to the e2e tests.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { preview, type PreviewServer } from 'vite';

let server: PreviewServer | undefined;

export async function setup(project: TestProject) {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  if (!existsSync(`${root}dist-host/index.html`)) {
    throw new Error('dist-host/ is missing: run `npm run build:host` before the e2e tests (npm test does).');
  }
  server = await preview({
    configFile: `${root}host/vite.config.ts`,
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
    logLevel: 'warn',
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The preview server did not report a URL.');
  project.provide('hostUrl', url);
}

export async function teardown() {
  await server?.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    hostUrl: string;
  }
}
