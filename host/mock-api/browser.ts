import type { SetupWorker } from 'msw/browser';
import { createHandlers } from './handlers.js';
import type { DemoFault, DemoStore, DemoStoreOptions } from './core/store.js';
import { createDemoStore, getDemoStore, seedDemoStoreInSlices } from './core/activeStore.js';
import { DEMO_LIVE_INTERVAL_MS, getLiveHub, type LiveHub } from './live/hub.js';

export interface StartDemoBackendOptions {
  /** Silence MSW's console messages about intercepted requests. */
  quiet?: boolean;
  /** Options of a fresh store (seed, latency …); by default the session's store is used as it is. */
  store?: DemoStoreOptions;
  /**
   * How often the live channel emits a notice on its own (ms); `null` never. Default: every 90 s,
   * unless `sessionStorage['spend-ui.demo-backend.live-timer']` is `off` (tests switch it off there
   * before the page loads, or with `__SPEND_DEMO_BACKEND__.live.stopTimer()`).
   */
  liveIntervalMs?: number | null;
}

export interface DemoBackend {
  worker: SetupWorker;
  store: DemoStore;
  /** The live channel: `emit(kind, options)`, `dropAll()`, `connectionCount()`, the timer. */
  live: LiveHub;
}

/** sessionStorage key that switches the live channel's demo timer off (`off`). */
export const LIVE_TIMER_KEY = 'spend-ui.demo-backend.live-timer';

declare global {
  // The running demo backend, for e2e tests and the console (`__SPEND_DEMO_BACKEND__.store.all('outbox')`).
  var __SPEND_DEMO_BACKEND__: DemoBackend | undefined;
}

/**
 * Starts the demo backend in the browser: a service worker (`/demoServiceWorker.js`: MSW's worker behind
 * a filter that leaves every request outside `/api/v1` to the browser) answering the API over the
 * session's store. Requests the handlers do not know pass through.
 */
export async function startDemoBackend(options: StartDemoBackendOptions = {}): Promise<DemoBackend> {
  if (options.store) createDemoStore(options.store);
  // Faults armed for this load go into the store at once (seeding it at once). Otherwise the store
  // seeds in slices from here, while the worker starts and the app renders; requests wait for it.
  for (const fault of takeArmedFaults()) getDemoStore().injectFault(fault);
  void seedDemoStoreInSlices();
  const { setupWorker } = await import('msw/browser');
  const live = getLiveHub();
  const worker = setupWorker(...createHandlers(), live.handler());
  if (typeof navigator !== 'undefined' && navigator.serviceWorker)
    await handleRegistrationUpdateFailures(navigator.serviceWorker);
  await worker.start({
    quiet: options.quiet ?? false,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: '/demoServiceWorker.js' },
  });
  // `__SPEND_DEMO_BACKEND__.store` before the seeding in slices is done gets a store seeded at once.
  const backend: DemoBackend = {
    worker,
    live,
    get store() {
      return getDemoStore();
    },
  };
  const interval = options.liveIntervalMs === undefined ? defaultLiveInterval() : options.liveIntervalMs;
  if (interval !== null) live.startTimer(interval);
  globalThis.__SPEND_DEMO_BACKEND__ = backend;
  return backend;
}

/**
 * MSW asks an existing registration to check for an update without awaiting it (msw 2.15,
 * `getWorkerInstance`). When a quick full-page load interrupts that check, the browser rejects it
 * ("Failed to update a ServiceWorker … demoServiceWorker.js: Not found") and the rejection escapes as
 * unhandled. The check is the browser's routine one and the registration keeps working, so its failure
 * is handled here; a caller that awaits `update()` still sees it.
 */
export async function handleRegistrationUpdateFailures(container: Pick<ServiceWorkerContainer, 'getRegistrations'>) {
  for (const registration of await container.getRegistrations()) {
    const update = registration.update.bind(registration);
    registration.update = () => {
      const checked = update();
      checked.catch(() => undefined);
      return checked;
    };
  }
}

function defaultLiveInterval(): number | null {
  try {
    return sessionStorage.getItem(LIVE_TIMER_KEY) === 'off' ? null : DEMO_LIVE_INTERVAL_MS;
  } catch {
    return DEMO_LIVE_INTERVAL_MS;
  }
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
