import type { AccessTables } from './auth/model.js';
import type { AccountTables } from './accounts/model.js';
import type { BankingTables } from './banking/model.js';
import type { CardTables } from './cards/model.js';
import type { CashbackTables } from './cashback/model.js';
import type { KybWizardTables } from './kyb/wizardModel.js';
import type { RecipientTables } from './recipients/model.js';
import type { TransactionTables } from './transactions/model.js';
import type { KybTables } from './kyb/model.js';

/**
 * Every table of the store: each domain declares its own rows in its `model.ts`; a later domain adds
 * its tables here and its empty tables to `emptyTables()` (seed.ts). Each row has a numeric `id`,
 * unique in its table.
 */
export interface DemoTables
  extends
    AccessTables,
    CardTables,
    TransactionTables,
    CashbackTables,
    BankingTables,
    KybTables,
    KybWizardTables,
    AccountTables,
    RecipientTables {}

export type TableName = keyof DemoTables;
export type RowOf<T extends TableName> = DemoTables[T][number];
