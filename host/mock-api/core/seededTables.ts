// The seed's tables, built and indexed by id: at once, or in slices of a few milliseconds in the browser.
import type { DemoTables, RowOf, TableName } from '../model.js';
import { seedTables, seedTablesInSteps } from '../seed.js';
import { runToEnd, type DomainSeeder } from './seeding.js';
import { RowTable } from './rowTable.js';

export type IndexedTables = { [T in TableName]: RowTable<RowOf<T>> };

/** The seed's tables, built and indexed at once. */
export function seedAndIndex(seed: number, seeders: readonly DomainSeeder[]): IndexedTables {
  return indexTables(seedTables(seed, seeders));
}

/**
 * The seed's tables, built and indexed in slices of `SEEDING_SLICE_MS`, each in its own task, so that
 * seeding thousands of rows never blocks the page for long.
 */
export function seedAndIndexInSlices(seed: number, seeders: readonly DomainSeeder[]): Promise<IndexedTables> {
  return runInSlices(seedAndIndexInSteps(seed, seeders));
}

/** The seeded tables by id; their rows are kept as they are (the seed's own, referenced nowhere else). */
function indexTables(tables: DemoTables): IndexedTables {
  return runToEnd(indexTablesInSteps(tables));
}

/** How many rows an indexing step takes in before it pauses. */
const ROWS_PER_INDEXING_STEP = 500;

/** `indexTables` in steps of `ROWS_PER_INDEXING_STEP` rows. */
function* indexTablesInSteps(tables: DemoTables): Generator<void, IndexedTables, undefined> {
  const indexed: Partial<Record<TableName, RowTable<{ id: number }>>> = {};
  for (const [name, rows] of Object.entries(tables) as [TableName, { id: number }[]][]) {
    const table = new RowTable<{ id: number }>();
    for (const [position, row] of rows.entries()) {
      if (position > 0 && position % ROWS_PER_INDEXING_STEP === 0) yield;
      table.adopt(row);
    }
    indexed[name] = table;
  }
  return indexed as IndexedTables;
}

/** The seed's tables, built and indexed in steps. */
function* seedAndIndexInSteps(
  seed: number,
  seeders: readonly DomainSeeder[],
): Generator<void, IndexedTables, undefined> {
  const tables = yield* seedTablesInSteps(seed, seeders);
  return yield* indexTablesInSteps(tables);
}

/**
 * How long a slice of seeding may run before the browser gets the main thread back: a long task is
 * 50 ms, and on a phone's CPU (four times slower, as Lighthouse's mobile preset has it) 8 ms stay under.
 */
const SEEDING_SLICE_MS = 8;

/** Resolves in a task of its own, after what the browser has queued (rendering, input, network). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs steps to their end, a slice of `SEEDING_SLICE_MS` at a time, each slice in its own task. */
async function runInSlices<Result>(steps: Generator<void, Result, undefined>): Promise<Result> {
  let sliceEnd = performance.now() + SEEDING_SLICE_MS;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() >= sliceEnd) {
      await nextTask();
      sliceEnd = performance.now() + SEEDING_SLICE_MS;
    }
  }
}
