// The store the exported handlers use: created on first use, or seeded in slices, or set by a test.
import { DemoStore, type DemoStoreOptions } from './store.js';

let activeStore: DemoStore | undefined;
/** The default store being seeded in slices (`seedDemoStoreInSlices`), until it is the active one. */
let seeding: Promise<DemoStore> | undefined;

/** What the store `getDemoStore` creates next is made with (the defaults, or what `dropDemoStore` asked for). */
let nextStoreOptions: DemoStoreOptions = {};

/** The store the exported `handlers` use, created on first use. */
export function getDemoStore(): DemoStore {
  activeStore ??= new DemoStore(nextStoreOptions);
  return activeStore;
}

/**
 * Drops the active store: the next `getDemoStore()` seeds a fresh one with `options`. Seeding takes a few
 * hundred milliseconds, which a caller that may never touch the store (a story that calls no API) then
 * does not pay.
 */
export function dropDemoStore(options: DemoStoreOptions = {}): void {
  seeding = undefined;
  activeStore = undefined;
  nextStoreOptions = options;
}

/**
 * Starts seeding the default store in slices (`DemoStore.seedInSlices`), unless there is an active
 * store already; `demoStoreWhenSeeded` waits for it. A synchronous `getDemoStore()` meanwhile still
 * gets a whole store (seeded at once), and the sliced one is then dropped.
 */
export function seedDemoStoreInSlices(): Promise<DemoStore> {
  if (activeStore) return Promise.resolve(activeStore);
  seeding ??= DemoStore.seedInSlices().then((store) => {
    seeding = undefined;
    activeStore ??= store;
    return activeStore;
  });
  return seeding;
}

/** The active store, once the seeding in slices that may be under way is done. */
export function demoStoreWhenSeeded(): DemoStore | Promise<DemoStore> {
  return activeStore ?? seeding ?? getDemoStore();
}

/** Creates a store and makes it the one the exported `handlers` use. */
export function createDemoStore(options: DemoStoreOptions = {}): DemoStore {
  seeding = undefined;
  activeStore = new DemoStore(options);
  return activeStore;
}

/** Resets the active store to its seed (drops the session's changes) and returns it. */
export function resetDemoStore(): DemoStore {
  const store = getDemoStore();
  store.reset();
  return store;
}
