// Serves the built host (npm test runs `build:host` first) with Vite's preview server on a free
// port, and hands its URL to the e2e tests. When the run includes the real-API file, also starts
// `npm run api` (the demo backend over HTTP) and builds the host against it once, with VITE_API_URL,
// into dist-host-api/, served by a second preview server.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { preview, type PreviewServer } from 'vite';
import {
  API_HOST_DIR,
  buildApiHost,
  freePort,
  spawnApiServer,
  type SpawnedApiServer,
} from '../../scripts/api-host.mjs';

/** The e2e file that drives the host built against the HTTP API. */
export const REAL_API_TEST_FILE = 'tests/e2e/realApi.e2e.test.ts';

const servers: PreviewServer[] = [];
let apiServer: SpawnedApiServer | undefined;

const root = fileURLToPath(new URL('../../', import.meta.url));

async function servePreview(outDir: string, port = 0): Promise<string> {
  const server = await preview({
    configFile: `${root}host/vite.config.ts`,
    build: { outDir },
    preview: { port, host: '127.0.0.1', strictPort: port !== 0 },
    logLevel: 'warn',
  });
  servers.push(server);
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The preview server did not report a URL.');
  return url;
}

/**
 * Whether this run includes the real-API file: building a host and starting a server for it costs
 * seconds of a shared machine, so a run of other e2e files skips them. Vitest keeps the command
 * line's file filters on `filenamePattern`, not in its public types; without filters the whole
 * project runs.
 */
async function runsRealApiFile(project: TestProject): Promise<boolean> {
  const { filenamePattern } = project.vitest as unknown as { filenamePattern?: string[] };
  if (!filenamePattern?.length) return true;
  const { testFiles } = await project.globTestFiles(filenamePattern);
  return testFiles.some((file) => file.endsWith(REAL_API_TEST_FILE));
}

export async function setup(project: TestProject) {
  if (!existsSync(`${root}dist-host/index.html`)) {
    throw new Error('dist-host/ is missing: run `npm run build:host` before the e2e tests (npm test does).');
  }
  project.provide('hostUrl', await servePreview(`${root}dist-host`));
  if (!(await runsRealApiFile(project))) return;

  // The host's origin goes into the server's CORS list, and the server's URL into the host's build:
  // the host's port is chosen first, the server takes a free one and says which.
  const hostPort = await freePort();
  const hostOrigin = `http://127.0.0.1:${hostPort}`;
  apiServer = await spawnApiServer({ origins: [hostOrigin], control: true });
  await buildApiHost({ apiUrl: apiServer.apiUrl, liveUrl: apiServer.liveUrl });
  const hostUrl = await servePreview(API_HOST_DIR, hostPort);
  project.provide('realApi', {
    hostUrl,
    apiUrl: apiServer.apiUrl,
    liveUrl: apiServer.liveUrl,
    controlUrl: `${apiServer.origin}/__control`,
    buildDir: API_HOST_DIR,
  });
}

export async function teardown() {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await apiServer?.stop();
}

/** The host built with VITE_API_URL and the server it calls (only when the run includes the real-API file). */
export interface RealApiSetup {
  /** The real-API build's preview server. */
  hostUrl: string;
  /** The host's VITE_API_URL: `http://127.0.0.1:<port>/api/v1`. */
  apiUrl: string;
  /** The host's VITE_LIVE_URL. */
  liveUrl: string;
  /** The server's control routes (host/mock-api/node/control.ts). */
  controlUrl: string;
  /** Where the real-API build is (its .vite/manifest.json names the demo backend's chunks). */
  buildDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    hostUrl: string;
    realApi?: RealApiSetup;
  }
}
