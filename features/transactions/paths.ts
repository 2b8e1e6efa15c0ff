/** The transactions list (§7); the live notices refresh it. Apart from api.ts so the notices need no schema. */
export const TRANSACTIONS_PATH = '/card/card/transaction';
