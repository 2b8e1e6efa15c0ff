import type { DemoTables } from '../model.js';
import type { SeededRandom } from './random.js';

/** The seed the demo uses unless told otherwise. */
export const DEFAULT_SEED = 20260105;

/** Timestamps of seeded rows are spread over the weeks before this instant (never `Date.now()`). */
export const SEED_EPOCH_MS = Date.UTC(2026, 0, 5, 15, 0, 0);

/**
 * One domain's seed data. Each domain draws from its own random stream (derived from the seed and
 * the domain's name), so adding a domain later never changes the data of the others.
 */
export interface DomainSeeder {
  name: string;
  seed(tables: DemoTables, random: SeededRandom): void;
}
