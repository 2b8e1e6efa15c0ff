// The host as it ships to a company with its own API: `npm run api` in a child process, and the host
// built with VITE_API_URL / VITE_LIVE_URL pointing at it. Shared by the real-API e2e tests
// (tests/e2e/global-setup.ts) and `npm run lighthouse -- --mode api`.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
/** Where the real-API host is built (its own folder: dist-host/ stays the demo build). */
export const API_HOST_DIR = `${root}dist-host-api`;
/** How long the server may take to bundle, seed and listen on a loaded machine. */
const START_TIMEOUT_MS = 120_000;

/**
 * Starts `scripts/api-server.mjs` and resolves once it prints its URL.
 * @param {{ port?: number, origins?: string[], control?: boolean, quiet?: boolean, latencyMs?: number }} [options]
 */
export function spawnApiServer({ port = 0, origins = [], control = false, quiet = true, latencyMs } = {}) {
  const args = [`${root}scripts/api-server.mjs`, '--port', String(port)];
  for (const origin of origins) args.push('--origin', origin);
  if (control) args.push('--control');
  if (quiet) args.push('--quiet');
  if (latencyMs !== undefined) args.push('--latency', String(latencyMs));
  // The IPC channel tells the server when this process is gone (it then stops), however this one ends.
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  const output = [];
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text) => process.stderr.write(`[api] ${text}`));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`npm run api printed no URL in ${START_TIMEOUT_MS / 1000} s:\n${output.join('')}`));
    }, START_TIMEOUT_MS);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`npm run api exited (${code}) before it listened:\n${output.join('')}`));
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text) => {
      output.push(text);
      const printed = output.join('');
      const apiUrl = /^Spend demo API: (\S+)$/m.exec(printed)?.[1];
      const liveUrl = /^Live channel: +(\S+)$/m.exec(printed)?.[1];
      if (!apiUrl || !liveUrl) return;
      clearTimeout(timer);
      resolve({
        origin: new URL(apiUrl).origin,
        apiUrl,
        liveUrl,
        /** Stops the server (SIGTERM) and waits for it to exit. */
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

/**
 * Builds the host with VITE_API_URL and VITE_LIVE_URL into `outDir` (default dist-host-api/).
 * @param {{ apiUrl: string, liveUrl: string, outDir?: string }} options
 */
export function buildApiHost({ apiUrl, liveUrl, outDir = API_HOST_DIR }) {
  const vite = `${root}node_modules/vite/bin/vite.js`;
  const args = [
    vite,
    'build',
    '--config',
    'host/vite.config.ts',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--logLevel',
    'error',
  ];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_URL: apiUrl, VITE_LIVE_URL: liveUrl },
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(outDir) : reject(new Error(`The real-API host build failed (exit ${code}).`)),
    );
  });
}

/** A port free on 127.0.0.1 right now (for a server that must know its address before it starts). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port.')),
      );
    });
  });
}
