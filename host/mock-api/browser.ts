import type { SetupWorker } from 'msw/browser';
import { createHandlers } from './handlers/index.js';
import { createDemoStore, getDemoStore, type DemoFault, type DemoStore, type DemoStoreOptions } from './store.js';

export interface StartDemoBackendOptions {
  /** Silence MSW's console messages about intercepted requests. */
  quiet?: boolean;
  /** Options of a fresh store (seed, latency …); by default the session's store is used as it is. */
  store?: DemoStoreOptions;
}

export interface DemoBackend {
  worker: SetupWorker;
  store: DemoStore;
}

declare global {
  // The running demo backend, for e2e tests and the console (`__SPEND_DEMO_BACKEND__.store.all('outbox')`).
  var __SPEND_DEMO_BACKEND__: DemoBackend | undefined;
}

/**
 * Starts the demo backend in the browser: a service worker (`/mockServiceWorker.js`) answering the
 * API over the session's store. Requests the handlers do not know pass through.
 */
export async function startDemoBackend(options: StartDemoBackendOptions = {}): Promise<DemoBackend> {
  if (options.store) createDemoStore(options.store);
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker(...createHandlers());
  await worker.start({
    quiet: options.quiet ?? false,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  const backend = { worker, store: getDemoStore() };
  for (const fault of takeArmedFaults()) backend.store.injectFault(fault);
  globalThis.__SPEND_DEMO_BACKEND__ = backend;
  return backend;
}

/** Where a fault for the next page load waits (`armFaultForNextLoad`). */
export const ARMED_FAULTS_KEY = 'spend-ui.demo-backend.armed-faults';

/**
 * Arms faults that the backend injects when it next starts (after a reload), so the calls a page
 * makes on load — the session check — can be made to fail. Used by e2e tests and from the console.
 */
export function armFaultForNextLoad(...faults: DemoFault[]) {
  sessionStorage.setItem(ARMED_FAULTS_KEY, JSON.stringify([...readArmedFaults(), ...faults]));
}

function readArmedFaults(): DemoFault[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(ARMED_FAULTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as DemoFault[]) : [];
  } catch {
    return [];
  }
}

function takeArmedFaults(): DemoFault[] {
  if (typeof sessionStorage === 'undefined') return [];
  const faults = readArmedFaults();
  sessionStorage.removeItem(ARMED_FAULTS_KEY);
  return faults;
}
