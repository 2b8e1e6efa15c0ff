import type { DemoTables } from '../model.js';
import type { SeededRandom } from './random.js';

/** The seed the demo uses unless told otherwise. */
export const DEFAULT_SEED = 20260105;

/** Timestamps of seeded rows are spread over the weeks before this instant (never `Date.now()`). */
export const SEED_EPOCH_MS = Date.UTC(2026, 0, 5, 15, 0, 0);

/** Runs steps (a generator that pauses with `yield`) to their end at once, and returns their result. */
export function runToEnd<Result>(steps: Generator<void, Result, undefined>): Result {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * One domain's seed data. Each domain draws from its own random stream (derived from the seed and
 * the domain's name), so adding a domain later never changes the data of the others.
 */
export interface DomainSeeder {
  name: string;
  /**
   * Adds the domain's rows. A seeder with much to do is a generator that yields between parts of its
   * work (one company's rows), so that the browser can seed in slices between frames; `seedTables`
   * runs it to the end at once.
   */
  seed(tables: DemoTables, random: SeededRandom): void | Iterable<void>;
}
