// What the demo store persists for the browser session: the seed plus the log of changes since.
import type { RowOf, TableName } from '../model.js';

/** The part of `Storage` the store needs (sessionStorage in the browser, a Map-backed fake in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** One recorded write. Replaying the log over the seed rebuilds the store exactly. */
export type DemoChange = {
  [T in TableName]:
    | { table: T; op: 'insert'; row: RowOf<T> }
    | { table: T; op: 'update'; id: number; patch: Partial<RowOf<T>> }
    | { table: T; op: 'delete'; id: number };
}[TableName];

/** What is persisted: the seed plus the log of changes (never a copy of the tables). */
export interface PersistedDemoState {
  version: number;
  seed: number;
  changes: DemoChange[];
  /** How many writes to the in-memory tables came between them (left out when none). */
  unloggedWrites?: number;
}

export const PERSISTED_VERSION = 1;

/** `sessionStorage` when there is one (the browser) and it may be used, else null. */
export function defaultStorage(): KeyValueStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Access can throw when storage is disabled.
    return null;
  }
}

/** The state persisted under `key`, or null when there is none or it is of another version or malformed. */
export function readPersisted(storage: KeyValueStorage | null, key: string): PersistedDemoState | null {
  if (!storage) return null;
  try {
    const text = storage.getItem(key);
    if (!text) return null;
    const parsed = JSON.parse(text) as Partial<PersistedDemoState>;
    if (parsed.version !== PERSISTED_VERSION || typeof parsed.seed !== 'number' || !Array.isArray(parsed.changes)) {
      return null;
    }
    const unloggedWrites = typeof parsed.unloggedWrites === 'number' ? parsed.unloggedWrites : 0;
    return { version: parsed.version, seed: parsed.seed, changes: parsed.changes, unloggedWrites };
  } catch {
    return null;
  }
}
