// Demo mode: with no VITE_API_URL the host runs on the embedded demo backend (host/mock-api).
// The module is reached through a lazy glob, so with VITE_API_URL set it is never fetched, and the
// host still builds while the backend is absent.

/** A demo account as the login screen lists it. */
export interface DemoAccount {
  email: string;
  password: string;
  who: string;
  description?: string;
}

interface DemoBackendModule {
  startDemoBackend?: () => Promise<unknown> | unknown;
  getDemoStore?: () => unknown;
  demoAccounts?: DemoAccount[];
}

const demoModules = import.meta.glob<DemoBackendModule>('./mock-api/index.ts');

/** True when no backend URL is configured. */
export function isDemoMode(apiUrl: string | undefined = import.meta.env.VITE_API_URL as string | undefined): boolean {
  return !apiUrl;
}

let started: Promise<DemoAccount[]> | null = null;

/**
 * Starts the demo backend (once: later calls share the first start) and returns its accounts; an empty
 * list when it is not part of this build.
 */
export function startDemo(): Promise<DemoAccount[]> {
  started ??= start();
  return started;
}

async function start(): Promise<DemoAccount[]> {
  const load = demoModules['./mock-api/index.ts'];
  if (!load) return [];
  const module = await load();
  await module.startDemoBackend?.();
  return module.demoAccounts ?? [];
}

/**
 * Seeds the demo backend's data when the browser is next idle. The backend seeds on its first request
 * otherwise (about a second's work on a slow machine), which would hold up the first screen if done on
 * start.
 */
export function seedDemoWhenIdle() {
  const seed = () => {
    void demoModules['./mock-api/index.ts']?.().then((module) => module.getDemoStore?.());
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(seed, { timeout: 2_000 });
  else setTimeout(seed, 0);
}
