import type { DemoTables, RowOf, TableName } from '../model.js';
import { createRandom, deriveSeed, type SeededRandom } from './random.js';
import { domainSeeders } from '../seed.js';
import { DEFAULT_SEED, type DomainSeeder } from './seeding.js';
import { containsBlob, FileVault, type FileAddress, type StoredFile } from './files.js';
import { copyRow, deepFreeze, type RowTable } from './rowTable.js';
import {
  defaultStorage,
  PERSISTED_VERSION,
  readPersisted,
  type DemoChange,
  type KeyValueStorage,
  type PersistedDemoState,
} from './changeLog.js';
import { seedAndIndex, seedAndIndexInSlices, type IndexedTables } from './seededTables.js';

/**
 * Tables whose rows last until the page reloads and never enter the change log: the outbox's mails
 * carry reset and verification links, whose tokens sessionStorage must not hold (the token tables
 * keep only their digests, so replaying the log still accepts a link the user kept).
 */
const IN_MEMORY_TABLES: ReadonlySet<TableName> = new Set<TableName>(['outbox']);

/** A failure the backend answers with instead of handling a request (tests and demos of error paths). */
export interface DemoFault {
  /** HTTP method; any when left out. */
  method?: string;
  /** Path after the base, e.g. `/auth/users/login` (or the route pattern, `/auth/users/external/company/:id`). */
  path: string;
  /** The answer's status; 0 answers nothing (a network failure). */
  status: number;
  body?: unknown;
  /** How many requests fail; 1 when left out. */
  times?: number;
}

export interface DemoStoreOptions {
  /** Seed of the generated data; a persisted log of another seed is discarded. Default `DEFAULT_SEED`. */
  seed?: number;
  /** Delay before every answer, in ms. Default 150; tests pass 0. */
  latencyMs?: number;
  /**
   * Where the change log is kept. Default: `sessionStorage` when there is one (the browser), else
   * nothing. `null` keeps everything in memory.
   */
  storage?: KeyValueStorage | null;
  /** Storage key of the log. */
  storageKey?: string;
  /** The clock for expiry of codes and links (epoch ms). Default `Date.now`. */
  now?: () => number;
  /**
   * The domains to seed. Default: all of them. Tests of the store's own mechanics pass fewer, so that
   * thousands of seeded transactions are not built and compared on every run.
   */
  seeders?: readonly DomainSeeder[];
  /**
   * Where uploaded files are served (the address `fileUrl` answers). Default: a `blob:` URL of the
   * bytes, for the page the store runs in; the HTTP server (`node/server.ts`) serves them itself.
   */
  fileAddress?: FileAddress;
}

export const DEFAULT_LATENCY_MS = 150;
export const DEFAULT_STORAGE_KEY = 'spend-ui.demo-backend';

function refuseFiles(table: TableName, value: unknown): void {
  if (containsBlob(value)) {
    throw new Error(`A ${table} row cannot hold a file: keep it with store.saveFile() and store the reference.`);
  }
}

/**
 * The demo backend's database: the seeded tables plus every change since, kept for the browser
 * session. Handlers read with `all`/`find`/`filter`/`get` and write with `insert`/`update`/`remove`,
 * which record the change and persist the log. Every row handed out is a copy; lookups by id use
 * the tables' index and stay fast at any size; `find` and `filter` scan.
 */
export class DemoStore {
  readonly seed: number;
  /** Delay before every answer, in ms (may be changed at run time). */
  latencyMs: number;
  private readonly storage: KeyValueStorage | null;
  private readonly storageKey: string;
  private readonly clock: () => number;
  private readonly seeders: readonly DomainSeeder[];
  private tables: IndexedTables;
  private log: DemoChange[] = [];
  /** Writes to `IN_MEMORY_TABLES` so far: they count for `random()` as the log's writes do. */
  private unloggedWrites = 0;
  private faults: DemoFault[] = [];
  private readonly files: FileVault;
  private lastPersistFailure: unknown = null;

  /**
   * @param seeded The seed's tables, indexed, when they were built beforehand (`DemoStore.seedInSlices`);
   * built here otherwise.
   */
  constructor(options: DemoStoreOptions = {}, seeded?: { seed: number; tables: IndexedTables }) {
    this.storage = options.storage === undefined ? defaultStorage() : options.storage;
    this.storageKey = options.storageKey ?? DEFAULT_STORAGE_KEY;
    this.latencyMs = options.latencyMs ?? DEFAULT_LATENCY_MS;
    this.clock = options.now ?? (() => Date.now());
    this.files = new FileVault(options.fileAddress);
    const persisted = readPersisted(this.storage, this.storageKey);
    const seed = options.seed ?? persisted?.seed ?? DEFAULT_SEED;
    this.seed = seed;
    this.seeders = options.seeders ?? domainSeeders;
    this.tables = seeded?.seed === seed ? seeded.tables : seedAndIndex(seed, this.seeders);
    if (persisted && persisted.seed === seed && this.replay(persisted.changes)) {
      this.unloggedWrites = persisted.unloggedWrites ?? 0;
    }
    // Record the seed at once, so a reload without options comes back to the same data.
    if (persisted?.seed !== seed || this.log.length !== persisted.changes.length) this.persist();
  }

  /**
   * The same store as `new DemoStore(options)`, built in slices of a few milliseconds, each in its own
   * task, so that seeding thousands of rows never blocks the page for long.
   */
  static async seedInSlices(options: DemoStoreOptions = {}): Promise<DemoStore> {
    const storage = options.storage === undefined ? defaultStorage() : options.storage;
    const seed =
      options.seed ?? readPersisted(storage, options.storageKey ?? DEFAULT_STORAGE_KEY)?.seed ?? DEFAULT_SEED;
    const seeders = options.seeders ?? domainSeeders;
    const tables = await seedAndIndexInSlices(seed, seeders);
    return new DemoStore({ ...options, storage, seed, seeders }, { seed, tables });
  }

  /** The current time of the store's clock (epoch ms). */
  now(): number {
    return this.clock();
  }

  /** The changes since the seed, oldest first (frozen). */
  get changes(): readonly DemoChange[] {
    return this.log;
  }

  /**
   * Why the change log could not be written to storage the last time (quota exceeded, storage
   * disabled), or null when the last write succeeded. The session keeps working in memory; a reload
   * would lose the changes since.
   */
  get persistFailure(): unknown {
    return this.lastPersistFailure;
  }

  /**
   * A random source for the next write: derived from the seed, the number of writes so far and a
   * label, so the same actions in the same order produce the same tokens and ids.
   */
  random(label: string): SeededRandom {
    return createRandom(deriveSeed(this.seed, `change:${this.log.length + this.unloggedWrites}:${label}`));
  }

  /** Copies of every row of a table, in table order. */
  all<T extends TableName>(table: T): RowOf<T>[] {
    return this.tables[table].toArray();
  }

  /** How many rows match (every row without a predicate); copies nothing. */
  count<T extends TableName>(table: T, predicate?: (row: Readonly<RowOf<T>>) => boolean): number {
    if (!predicate) return this.tables[table].size;
    let count = 0;
    for (const row of this.tables[table].values()) if (predicate(row)) count += 1;
    return count;
  }

  /** A copy of the first row that matches. */
  find<T extends TableName>(table: T, predicate: (row: Readonly<RowOf<T>>) => boolean): RowOf<T> | undefined {
    for (const row of this.tables[table].values()) if (predicate(row)) return copyRow(row);
    return undefined;
  }

  /** Copies of the rows that match, in table order. */
  filter<T extends TableName>(table: T, predicate: (row: Readonly<RowOf<T>>) => boolean): RowOf<T>[] {
    const matches: RowOf<T>[] = [];
    for (const row of this.tables[table].values()) if (predicate(row)) matches.push(copyRow(row));
    return matches;
  }

  /** A copy of the row with this id (an index lookup). */
  get<T extends TableName>(table: T, id: number): RowOf<T> | undefined {
    const row = this.tables[table].get(id);
    return row && copyRow(row);
  }

  /** Adds a row with the next free id and returns a copy of it. Files go in with `saveFile` first. */
  insert<T extends TableName>(table: T, values: Omit<RowOf<T>, 'id'>): RowOf<T> {
    refuseFiles(table, values);
    const row = { ...copyRow(values), id: this.tables[table].nextId() } as RowOf<T>;
    this.record({ table, op: 'insert', row } as DemoChange);
    return copyRow(row);
  }

  /** Changes fields of a row and returns a copy of the updated row. */
  update<T extends TableName>(table: T, id: number, patch: Partial<Omit<RowOf<T>, 'id'>>): RowOf<T> {
    if (!this.tables[table].has(id)) throw new Error(`No ${table} row with id ${id}`);
    refuseFiles(table, patch);
    this.record({ table, op: 'update', id, patch: copyRow(patch) } as DemoChange);
    const row = this.get(table, id);
    if (!row) throw new Error(`No ${table} row with id ${id}`);
    return row;
  }

  remove(table: TableName, id: number): void {
    if (!this.tables[table].has(id)) throw new Error(`No ${table} row with id ${id}`);
    this.record({ table, op: 'delete', id } as DemoChange);
  }

  /**
   * Keeps an uploaded file's bytes in memory and returns the reference a row stores. The reference
   * goes into the change log with the row; the bytes never do.
   */
  saveFile(file: Blob, name = file instanceof File ? file.name : 'file'): StoredFile {
    const fileId = this.random(`file:${this.files.size}`).hex(24);
    this.files.put(fileId, file);
    return { file_id: fileId, name, type: file.type, size: file.size };
  }

  /** The bytes of a stored file, or undefined when they were lost with a reload. */
  file(reference: Pick<StoredFile, 'file_id'>): Blob | undefined {
    return this.files.get(reference.file_id);
  }

  /** The address of a stored file for previews and downloads (`fileAddress`), or null when its bytes are gone. */
  fileUrl(reference: Pick<StoredFile, 'file_id'>): string | null {
    return this.files.url(reference.file_id);
  }

  /** Deep copy of every table (tests compare these). */
  snapshot(): DemoTables {
    return Object.fromEntries(
      Object.entries(this.tables).map(([name, rows]: [string, RowTable<{ id: number }>]) => [name, rows.toArray()]),
    ) as unknown as DemoTables;
  }

  /** Back to the seeded data: the log, the files and the faults are dropped, in memory and in storage (the seed stays). */
  reset(): void {
    this.tables = seedAndIndex(this.seed, this.seeders);
    this.log = [];
    this.unloggedWrites = 0;
    this.faults = [];
    this.files.clear();
    this.persist();
  }

  /** Makes the next matching request(s) fail with the given status and body. */
  injectFault(fault: DemoFault): void {
    this.faults.push({ ...fault, times: fault.times ?? 1 });
  }

  /**
   * The fault for a request, if one is armed (consumes one use). A fault's path matches the route
   * pattern (`/auth/users/external/company/:id`) or the end of the requested path.
   */
  takeFault(method: string, routePath: string, requestPath = routePath): DemoFault | undefined {
    const index = this.faults.findIndex(
      (fault) =>
        (fault.path === routePath || requestPath.endsWith(fault.path)) &&
        (!fault.method || fault.method.toUpperCase() === method.toUpperCase()),
    );
    const fault = this.faults[index];
    if (!fault) return undefined;
    const remaining = (fault.times ?? 1) - 1;
    if (remaining <= 0) this.faults.splice(index, 1);
    else this.faults[index] = { ...fault, times: remaining };
    return fault;
  }

  private record(change: DemoChange): void {
    deepFreeze(change);
    this.apply(change);
    if (IN_MEMORY_TABLES.has(change.table)) this.unloggedWrites += 1;
    else this.log.push(change);
    this.persist();
  }

  private apply(change: DemoChange): void {
    const rows: RowTable<{ id: number }> = this.tables[change.table];
    if (change.op === 'insert') rows.insert(change.row);
    else if (change.op === 'update') rows.update(change.id, change.patch);
    else rows.delete(change.id);
  }

  /** Applies a stored log; false when it no longer fits the seed (the store then starts from the seed). */
  private replay(changes: readonly DemoChange[]): boolean {
    try {
      for (const change of changes) this.apply(deepFreeze(change));
      this.log = [...changes];
      return true;
    } catch {
      // A log that no longer fits the seed (the data model changed): start again from the seed.
      this.tables = seedAndIndex(this.seed, this.seeders);
      this.log = [];
      return false;
    }
  }

  /** Writes the log to storage; a failure is reported on the console once and kept in `persistFailure`. */
  private persist(): boolean {
    if (!this.storage) return true;
    const state: PersistedDemoState = {
      version: PERSISTED_VERSION,
      seed: this.seed,
      changes: this.log,
      ...(this.unloggedWrites > 0 ? { unloggedWrites: this.unloggedWrites } : {}),
    };
    try {
      this.storage.setItem(this.storageKey, JSON.stringify(state));
      this.lastPersistFailure = null;
      return true;
    } catch (error) {
      if (this.lastPersistFailure === null) {
        console.error(
          'The demo backend could not save its changes to sessionStorage; they stay until the page reloads.',
          error,
        );
      }
      this.lastPersistFailure = error;
      return false;
    }
  }
}
