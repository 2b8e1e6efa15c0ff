import { emptyAccessTables } from './auth/model.js';
import { emptyAccountTables } from './accounts/model.js';
import { accountsSeeder } from './accounts/seed.js';
import { featureFlagCompaniesSeeder } from './auth/featureFlagSeed.js';
import { accessSeeder } from './auth/seed.js';
import { emptyBankingTables } from './banking/model.js';
import { emptyCardTables } from './cards/model.js';
import { cardsSeeder } from './cards/seed.js';
import { emptyCashbackTables } from './cashback/model.js';
import { cashbackSeeder } from './cashback/seed.js';
import { emptyRecipientTables } from './recipients/model.js';
import { recipientsSeeder } from './recipients/seed.js';
import { createRandom, deriveSeed } from './core/random.js';
import { emptyKybWizardTables } from './kyb/wizardModel.js';
import { runToEnd, type DomainSeeder } from './core/seeding.js';
import type { DemoTables } from './model.js';
import { teamSeeder } from './team/seed.js';
import { emptyKybTables } from './kyb/model.js';
import { emptyTransactionTables } from './transactions/model.js';
import { transactionsSeeder } from './transactions/seed.js';

export { DEFAULT_SEED, SEED_EPOCH_MS, type DomainSeeder } from './core/seeding.js';

export function emptyTables(): DemoTables {
  return {
    ...emptyAccessTables(),
    ...emptyCardTables(),
    ...emptyTransactionTables(),
    ...emptyCashbackTables(),
    ...emptyBankingTables(),
    ...emptyKybWizardTables(),
    ...emptyKybTables(),
    ...emptyAccountTables(),
    ...emptyRecipientTables(),
  };
}

/** Every domain's seeder, in order. Later issues append theirs. */
export const domainSeeders: DomainSeeder[] = [
  accessSeeder,
  cardsSeeder,
  transactionsSeeder,
  teamSeeder,
  cashbackSeeder,
  featureFlagCompaniesSeeder,
  accountsSeeder,
  recipientsSeeder,
];

/** Builds the whole seeded database for a seed. Same seed, same data. */
export function seedTables(seed: number, seeders: readonly DomainSeeder[] = domainSeeders): DemoTables {
  return runToEnd(seedTablesInSteps(seed, seeders));
}

/**
 * `seedTables` in steps: it pauses after each domain and wherever a domain's seeder yields, so a
 * caller can seed a little at a time. Returns the same tables as `seedTables`.
 */
export function* seedTablesInSteps(
  seed: number,
  seeders: readonly DomainSeeder[] = domainSeeders,
): Generator<void, DemoTables, undefined> {
  const tables = emptyTables();
  for (const seeder of seeders) {
    const steps = seeder.seed(tables, createRandom(deriveSeed(seed, seeder.name)));
    if (steps) yield* steps;
    yield;
  }
  return tables;
}
