/** The withdrawals and cashback lists (§7); the live notices refresh them. Apart from api.ts so the notices need no schema. */
export const WITHDRAWALS_PATH = '/bank/customer-withdrawal';
export const CASHBACK_PATH = '/card/card/cashback';
