import { paymentDescription } from 'spend-ui/features/rules';
import type { DemoTables } from '../model.js';
import type { SeededRandom } from '../core/random.js';
import type { DomainSeeder } from '../core/seeding.js';
import type { AccountActivityRecord } from './model.js';
import { CONVERSION_MARKUP, PAYMENT_FEE_USD, convertAtMid, roundTo } from './quotes.js';

/**
 * Every company holds balances in ten currencies (USD first and largest) and a few months of activity:
 * payments out of its accounts and money received, in every status — error ones too, which the
 * activity list leaves out (§4).
 */
export const ACCOUNT_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'INR', 'JPY', 'SGD', 'CHF', 'AED'] as const;

/** Roughly how many US dollars each account holds (the seed varies it per company). */
const USD_WORTH: Record<(typeof ACCOUNT_CURRENCIES)[number], number> = {
  USD: 412_000,
  EUR: 86_000,
  GBP: 54_000,
  CAD: 38_000,
  AUD: 21_000,
  INR: 16_000,
  JPY: 12_000,
  SGD: 9_000,
  CHF: 7_500,
  AED: 5_200,
};

const BENEFICIARIES = [
  { name: 'Lumen Textiles GmbH', email: 'accounts@lumen-textiles.example', currency: 'EUR' },
  { name: 'Harbourside Packaging Ltd', email: 'billing@harbourside.example', currency: 'GBP' },
  { name: 'Shree Ganesh Exports', email: null, currency: 'INR' },
  { name: 'Kowloon Precision Parts', email: 'finance@kowloon-parts.example', currency: 'HKD' },
  { name: 'Maple Ridge Freight', email: 'ap@mapleridge.example', currency: 'CAD' },
  { name: 'Sakura Components KK', email: null, currency: 'JPY' },
  { name: 'Outback Logistics Pty', email: 'payables@outback.example', currency: 'AUD' },
  { name: 'Gulf Trading LLC', email: 'treasury@gulftrading.example', currency: 'AED' },
] as const;

const PURPOSES = ['Invoice', 'Supplier payment', 'Freight charges', 'Consulting fees', 'Raw materials'] as const;

/** The statuses of the first items, so every status is on the first page of every account. */
const FIRST_STATUSES = ['processing', 'completed', 'cancelled', 'error', 'pending', 'completed'] as const;

function randomStatus(random: SeededRandom): string {
  const roll = random.next();
  if (roll < 0.78) return 'completed';
  if (roll < 0.86) return 'cancelled';
  if (roll < 0.94) return 'processing';
  return 'error';
}

/** How many items each of the busier accounts gets. */
const ACTIVITY_PER_ACCOUNT: Partial<Record<(typeof ACCOUNT_CURRENCIES)[number], number>> = {
  USD: 34,
  EUR: 14,
  GBP: 9,
  CAD: 6,
};

export const accountsSeeder: DomainSeeder = {
  name: 'accounts',
  *seed(tables: DemoTables, random) {
    for (const company of tables.companies) {
      for (const currency of ACCOUNT_CURRENCIES) {
        const worth = USD_WORTH[currency] * (0.8 + random.next() * 0.4);
        tables.accountBalances.push({
          id: tables.accountBalances.length + 1,
          company_id: company.id,
          currency_code: currency,
          amount: roundTo(currency, convertAtMid(worth, 'USD', currency)),
        });
        const count = ACTIVITY_PER_ACCOUNT[currency] ?? 0;
        for (let index = 0; index < count; index += 1) {
          const status = FIRST_STATUSES[index] ?? randomStatus(random);
          const row =
            index % 3 === 2
              ? inboundItem(random, company.id, currency, status)
              : paymentItem(random, company.id, currency, status, tables.accountActivity.length);
          tables.accountActivity.push({
            ...row,
            id: tables.accountActivity.length + 1,
            days_ago: index === 0 ? 0 : Math.floor(index * 2.5 + random.integer(0, 2)),
            minute_of_day: random.integer(8 * 60, 18 * 60),
          });
        }
      }
      yield;
    }
  },
};

type Unplaced = Omit<AccountActivityRecord, 'id' | 'days_ago' | 'minute_of_day'>;

function inboundItem(random: SeededRandom, companyId: number, currency: string, status: string): Unplaced {
  return {
    company_id: companyId,
    model_name: 'inbound',
    status,
    account_currency: currency,
    amount: roundTo(currency, convertAtMid(random.integer(2_000, 60_000), 'USD', currency)),
    currency,
    amount_converted: null,
    conversion_rate: null,
    fees: null,
    description: null,
    payment_reference: null,
    beneficiary_name: null,
    beneficiary_email: null,
    short_reference: null,
  };
}

function paymentItem(
  random: SeededRandom,
  companyId: number,
  sellCurrency: string,
  status: string,
  serial: number,
): Unplaced {
  const beneficiary = random.pick(BENEFICIARIES);
  const buyCurrency = beneficiary.currency === sellCurrency ? 'USD' : beneficiary.currency;
  const sent = roundTo(sellCurrency, convertAtMid(random.integer(500, 25_000), 'USD', sellCurrency));
  const fee = roundTo(sellCurrency, convertAtMid(PAYMENT_FEE_USD, 'USD', sellCurrency));
  const rate = Math.round(convertAtMid(1, sellCurrency, buyCurrency) * (1 - CONVERSION_MARKUP) * 1e6) / 1e6;
  const purpose = random.pick(PURPOSES);
  const invoice = 1000 + serial;
  return {
    company_id: companyId,
    model_name: 'payment',
    status,
    account_currency: sellCurrency,
    amount: roundTo(buyCurrency, (sent - fee) * rate),
    currency: buyCurrency,
    amount_converted: sent,
    conversion_rate: rate,
    fees: fee,
    description: paymentDescription(beneficiary.name),
    payment_reference: `${purpose} ${invoice}`,
    beneficiary_name: beneficiary.name,
    beneficiary_email: beneficiary.email,
    short_reference: `${260105 + serial}-${String(invoice).padStart(6, '0')}`,
  };
}
