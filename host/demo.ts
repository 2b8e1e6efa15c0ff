// Demo mode: with no VITE_API_URL the host runs on the embedded demo backend (host/mock-api).
// The modules are reached through lazy globs, so with VITE_API_URL set they are never fetched, and the
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
}

interface DemoAccountsModule {
  demoAccounts?: DemoAccount[];
}

const demoModules = import.meta.glob<DemoBackendModule>('./mock-api/index.ts');
// The login screen's list alone, without the backend's half megabyte.
const demoAccountModules = import.meta.glob<DemoAccountsModule>('./mock-api/auth/demoAccounts.ts');

/** True when no backend URL is configured. */
export function isDemoMode(apiUrl: string | undefined = import.meta.env.VITE_API_URL as string | undefined): boolean {
  return !apiUrl;
}

let started: Promise<void> | null = null;

/**
 * Starts the demo backend (once: later calls share the first start). Settles when it intercepts the
 * API's requests (at once when it is not part of this build).
 */
export function startDemo(): Promise<void> {
  started ??= start();
  return started;
}

async function start(): Promise<void> {
  const load = demoModules['./mock-api/index.ts'];
  if (!load) return;
  // MSW's browser half is fetched beside the backend's modules, not once they have run: the backend
  // imports it lazily to stay importable in Node, and then gets this same module from the cache.
  void import('msw/browser').catch(() => undefined);
  const module = await load();
  await module.startDemoBackend?.();
}

let accounts: Promise<DemoAccount[]> | null = null;

/** The demo accounts the login screen lists; an empty list when the backend is not part of this build. */
export function loadDemoAccounts(): Promise<DemoAccount[]> {
  accounts ??= (demoAccountModules['./mock-api/auth/demoAccounts.ts']?.() ?? Promise.resolve({})).then(
    (module: DemoAccountsModule) => module.demoAccounts ?? [],
  );
  return accounts;
}
