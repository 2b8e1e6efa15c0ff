/**
 * Rows of the multi-currency accounts domain (accounts-payments-recipients.md §3 "Balance", "Activity
 * item"). Like transactions, an activity item's day is kept as an offset from today in Central time, so
 * the seeded history always ends today while the same seed gives the same rows.
 */

/** One currency account of a company: its available balance. */
export interface AccountBalanceRecord {
  id: number;
  company_id: number;
  currency_code: string;
  amount: number;
}

/**
 * A movement of money: a payment out of one of a company's currency accounts, money received into one, or
 * a conversion out of one account (`account_currency`) into another (`currency`).
 */
export interface AccountActivityRecord {
  id: number;
  company_id: number;
  model_name: 'payment' | 'inbound' | 'conversion';
  /** `completed`, `cancelled`, `processing`, `pending`, `error` (the screen leaves error items out). */
  status: string;
  /** Days before today (Central time); 0 is today. */
  days_ago: number;
  /** Minutes after Central midnight. */
  minute_of_day: number;
  /** The account money left (payment, conversion) or entered (inbound). */
  account_currency: string;
  /** What the recipient gets (payment), what arrived (inbound) or what the conversion bought. */
  amount: number;
  currency: string;
  /** Payment and conversion: what left the account (in `account_currency`, fees included), the rate and the fees. */
  amount_converted: number | null;
  conversion_rate: number | null;
  fees: number | null;
  description: string | null;
  payment_reference: string | null;
  beneficiary_name: string | null;
  beneficiary_email: string | null;
  short_reference: string | null;
}

/** A conversion done: its quote can never be used again. */
export interface FxConversionRecord {
  id: number;
  company_id: number;
  user_id: number;
  quote_reference: string;
  sell_currency: string;
  buy_currency: string;
  sell_amount: number;
  buy_amount: number;
  /** Epoch milliseconds. */
  created_at: number;
}

/** The tables this domain adds to `DemoTables`. */
export interface AccountTables {
  accountBalances: AccountBalanceRecord[];
  accountActivity: AccountActivityRecord[];
  fxConversions: FxConversionRecord[];
}

export function emptyAccountTables(): AccountTables {
  return { accountBalances: [], accountActivity: [], fxConversions: [] };
}

/** The backend's error texts of this domain (the screens show conversion errors as they are, §8). */
export const accountMessages = {
  unknownAccount: (currency: string) => `You do not have a ${currency} account.`,
  unknownCurrency: (currency: string) => `${currency} is not a supported currency.`,
  sameCurrency: 'The buy and sell currencies must be different.',
  notASellCurrency: (currency: string) => `${currency} cannot be sold.`,
  amountRequired: 'Please enter an amount greater than 0.',
  amountTooPrecise: (currency: string, digits: number) => `Amounts in ${currency} have at most ${digits} decimals.`,
  quoteInvalid: 'This quote is not valid. Please request a new quote.',
  quoteUsed: 'This quote has already been used. Please request a new quote.',
  quoteForOtherRequest: 'This quote is for another amount. Please request a new quote.',
  termsRequired: 'Please accept the terms of the conversion.',
  notEnoughBalance: 'Insufficient balance to make this conversion.',
  thresholdCrossed: 'The amount crosses the allowed limit of transactions based on your available balance.',
  statementDates: 'Please choose valid From and To dates (YYYY-MM-DD).',
  statementFileType: 'Choose pdf or xlsx.',
  wrongOldPassword: 'Your old password was entered incorrectly. Please enter it again.',
  emailTaken: 'A user with this email already exists.',
} as const;
