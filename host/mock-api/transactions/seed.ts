import { holdsRole } from '../auth/roleHolder.js';
import type { DomainSeeder } from '../core/seeding.js';
import type { CompanyRecord } from '../auth/model.js';
import type { DemoTables } from '../model.js';
import type { SeededRandom } from '../core/random.js';
import type { TransactionCurrentStatus, TransactionRecord } from './model.js';

/** About 18 months of history, ending today. */
export const HISTORY_DAYS = 548;

export interface Merchant {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  /** Typical amount range in dollars. */
  min: number;
  max: number;
  currency?: string;
}

// prettier-ignore
export const MERCHANTS: readonly Merchant[] = [
  { name: 'Staples Business Depot', address: '375 University Ave', city: 'Toronto', state: 'ON', zip: 'M5G 2J5', min: 12, max: 480 },
  { name: 'Amazon Web Services', address: '410 Terry Ave N', city: 'Seattle', state: 'WA', zip: '98109', min: 40, max: 3200, currency: 'USD' },
  { name: 'Air Canada', address: '7373 Côte-Vertu Blvd W', city: 'Montreal', state: 'QC', zip: 'H4S 1Z3', min: 180, max: 1900 },
  { name: 'WestJet', address: '22 Aerial Pl NE', city: 'Calgary', state: 'AB', zip: 'T2E 3J1', min: 120, max: 1400 },
  { name: 'Fairmont Royal York', address: '100 Front St W', city: 'Toronto', state: 'ON', zip: 'M5J 1E3', min: 220, max: 1600 },
  { name: 'Uber Trip', address: '1455 Market St', city: 'San Francisco', state: 'CA', zip: '94103', min: 9, max: 85, currency: 'USD' },
  { name: 'Tim Hortons', address: '226 Wyecroft Rd', city: 'Oakville', state: 'ON', zip: 'L6K 3X7', min: 3, max: 45 },
  { name: 'Starbucks', address: '2401 Utah Ave S', city: 'Seattle', state: 'WA', zip: '98134', min: 4, max: 60, currency: 'USD' },
  { name: 'Canadian Tire', address: '2180 Yonge St', city: 'Toronto', state: 'ON', zip: 'M4S 2B9', min: 15, max: 650 },
  { name: 'Home Depot', address: '2121 Bloor St W', city: 'Toronto', state: 'ON', zip: 'M6S 1M6', min: 20, max: 1200 },
  { name: 'Petro-Canada', address: '150 6 Ave SW', city: 'Calgary', state: 'AB', zip: 'T2P 3E3', min: 35, max: 160 },
  { name: 'Shell', address: '400 4 Ave SW', city: 'Calgary', state: 'AB', zip: 'T2P 0J4', min: 30, max: 150 },
  { name: 'Slack Technologies', address: '500 Howard St', city: 'San Francisco', state: 'CA', zip: '94105', min: 8, max: 900, currency: 'USD' },
  { name: 'Zoom Video Communications', address: '55 Almaden Blvd', city: 'San Jose', state: 'CA', zip: '95113', min: 15, max: 400, currency: 'USD' },
  { name: 'Adobe', address: '345 Park Ave', city: 'San Jose', state: 'CA', zip: '95110', min: 25, max: 1100, currency: 'USD' },
  { name: 'Best Buy', address: '65 Dundas St W', city: 'Toronto', state: 'ON', zip: 'M5G 2C3', min: 30, max: 2500 },
  { name: 'Costco Wholesale', address: '100 Billy Bishop Way', city: 'Toronto', state: 'ON', zip: 'M3K 2C8', min: 40, max: 900 },
  { name: 'The Keg Steakhouse', address: '165 York St', city: 'Toronto', state: 'ON', zip: 'M5H 3R8', min: 60, max: 620 },
  { name: 'Earls Kitchen + Bar', address: '150 King St W', city: 'Toronto', state: 'ON', zip: 'M5H 1J9', min: 40, max: 480 },
  { name: 'FedEx Office', address: '459 Bloor St W', city: 'Toronto', state: 'ON', zip: 'M5S 1X9', min: 10, max: 300 },
  { name: 'Canada Post', address: '2701 Riverside Dr', city: 'Ottawa', state: 'ON', zip: 'K1A 0B1', min: 5, max: 220 },
  { name: 'Purolator', address: '5995 Avebury Rd', city: 'Mississauga', state: 'ON', zip: 'L5R 3T8', min: 12, max: 260 },
  { name: 'Marriott Downtown', address: '525 Bay St', city: 'Toronto', state: 'ON', zip: 'M5G 2L2', min: 180, max: 1300 },
  { name: 'Enterprise Rent-A-Car', address: '709 Yonge St', city: 'Toronto', state: 'ON', zip: 'M4Y 2B2', min: 70, max: 700 },
  { name: 'Google Workspace', address: '1600 Amphitheatre Pkwy', city: 'Mountain View', state: 'CA', zip: '94043', min: 12, max: 720, currency: 'USD' },
  { name: 'Microsoft 365', address: '1 Microsoft Way', city: 'Redmond', state: 'WA', zip: '98052', min: 12, max: 960, currency: 'USD' },
  { name: 'Indigo Books', address: '55 Bloor St W', city: 'Toronto', state: 'ON', zip: 'M4W 1A5', min: 15, max: 180 },
  { name: 'Grand & Toy', address: '200 Aviva Park Dr', city: 'Vaughan', state: 'ON', zip: 'L4L 9C7', min: 18, max: 540 },
  { name: 'Via Rail', address: '3 Place Ville Marie', city: 'Montreal', state: 'QC', zip: 'H3B 2C9', min: 45, max: 420 },
  { name: 'Metro Grocery', address: '89 Gould St', city: 'Toronto', state: 'ON', zip: 'M5B 2R2', min: 15, max: 260 },
];

const REVERSAL_REASONS = ['Merchant refund', 'Duplicate charge', 'Cancelled order'];
const DECLINE_REASONS = ['Insufficient funds', 'Card limit exceeded', 'Merchant category blocked', 'Card blocked'];
const MEMOS = [
  'Client lunch with the Acme team',
  'Team offsite supplies',
  'Flight to the Vancouver trade show',
  'Monthly software subscription',
  'Replacement toner for the office printer',
  'Fuel for the delivery van',
  'Courier for signed contracts',
  'Hotel for the Montreal client visit',
];

/** How many transactions each company gets (Northwind is the demo's main company). */
const VOLUME_BY_COMPANY: Record<string, number> = {
  'Northwind Supply Co.': 5400,
  'Maple Leaf Logistics Inc.': 420,
  'Blue Heron Studios Ltd.': 360,
};

const roundCents = (value: number) => Math.round(value * 100) / 100;

interface Holder {
  userId: number;
  cards: Array<{ id: number; name: string }>;
  /** Relative share of the company's transactions. */
  weight: number;
}

function pickWeighted(random: SeededRandom, holders: readonly Holder[], totalWeight: number): Holder {
  let draw = random.next() * totalWeight;
  for (const holder of holders) {
    draw -= holder.weight;
    if (draw < 0) return holder;
  }
  const last = holders[holders.length - 1];
  if (!last) throw new Error('No card holders');
  return last;
}

function statusOf(
  random: SeededRandom,
  daysAgo: number,
): {
  status: 'APPROVED' | 'DECLINE';
  current: TransactionCurrentStatus;
} {
  const roll = random.next();
  if (roll < 0.05) return { status: 'DECLINE', current: 'DECLINE' };
  if (roll < 0.08) return { status: 'APPROVED', current: 'REVERSAL' };
  if (roll < 0.11) return { status: 'APPROVED', current: 'CREDIT' };
  // Recent transactions are often still authorised only.
  if (daysAgo < 3 && roll < 0.6) return { status: 'APPROVED', current: 'AUTHORIZATION' };
  return { status: 'APPROVED', current: 'POST' };
}

/**
 * Transactions, memos, receipts in every state with OCR flags, and approval requests, on the cards
 * the cards seeder made (it runs first).
 */
export const transactionsSeeder: DomainSeeder = {
  name: 'transactions',
  *seed(tables: DemoTables, random) {
    for (const company of tables.companies) {
      const volume = VOLUME_BY_COMPANY[company.company_name];
      if (volume) yield* seedCompanyTransactions(tables, random, company, volume);
    }
  },
};

/** How many transactions a seeding step makes before it pauses (see `DomainSeeder`). */
const TRANSACTIONS_PER_STEP = 100;

/**
 * `volume` transactions of one company on its members' cards, with memos, receipts and approval
 * requests (none when no member holds a card). Pauses every `TRANSACTIONS_PER_STEP` rows.
 */
export function* seedCompanyTransactions(
  tables: DemoTables,
  random: SeededRandom,
  company: CompanyRecord,
  volume: number,
): Generator<void, void, undefined> {
  const members = tables.memberships.filter(
    (membership) => membership.company_id === company.id && holdsRole(membership),
  );
  // Each member's cards as the cards seeder made them, so a transaction names a real card.
  const holders: Holder[] = members.flatMap((membership) => {
    const cards = tables.cards
      .filter((card) => card.company_id === company.id && card.user_id === membership.user_id)
      .map((card) => ({ id: card.id, name: card.card_name }));
    if (cards.length === 0) return [];
    const user = tables.users.find((candidate) => candidate.id === membership.user_id);
    // Demo accounts (verified phone and a readable e-mail) get a bigger share so each role has history.
    const isDemoAccount = user ? !user.passwordDigest.startsWith('random:') : false;
    return [{ userId: membership.user_id, cards, weight: isDemoAccount ? 3 : 1 }];
  });
  if (holders.length === 0) return;
  const totalWeight = holders.reduce((sum, holder) => sum + holder.weight, 0);

  for (let index = 0; index < volume; index += 1) {
    if (index > 0 && index % TRANSACTIONS_PER_STEP === 0) yield;
    const holder = pickWeighted(random, holders, totalWeight);
    const card = random.pick(holder.cards);
    const merchant = random.pick(MERCHANTS);
    // Denser recent history: squaring skews the offsets towards today.
    const daysAgo = Math.floor(random.next() ** 1.4 * HISTORY_DAYS);
    const { status, current } = statusOf(random, daysAgo);
    const base = roundCents(merchant.min + random.next() * (merchant.max - merchant.min));
    const negative = current === 'CREDIT' || current === 'REVERSAL';
    const amount = negative ? -base : base;
    const foreign = merchant.currency !== undefined && merchant.currency !== 'CAD';
    const posted = current === 'POST' || current === 'CREDIT' || current === 'REVERSAL';
    const row: Omit<TransactionRecord, 'id'> = {
      company_id: company.id,
      user_id: holder.userId,
      card_id: card.id,
      card_name: card.name,
      days_ago: daysAgo,
      minute_of_day: random.integer(6 * 60, 22 * 60),
      posted_after_days: posted ? Math.min(daysAgo, random.integer(0, 3)) : null,
      merchant_name: merchant.name,
      merchant_address: merchant.address,
      merchant_city: merchant.city,
      merchant_state: merchant.state,
      merchant_zip: merchant.zip,
      amount,
      assigned_currency: 'USD',
      source_currency: merchant.currency ?? 'CAD',
      source_amount: foreign ? amount : roundCents(amount * 1.36),
      transaction_status: status,
      transaction_current_status: current,
      reversal_reason: current === 'REVERSAL' ? random.pick(REVERSAL_REASONS) : null,
      fine: current === 'POST' && random.chance(0.004),
      cashback: status === 'DECLINE' || negative ? 0 : roundCents(base * (company.cashback_percentage / 100)),
      processed: !(daysAgo < 2 && random.chance(0.35)),
      receipt_matched: false,
      receipt_requested: false,
      error_string: status === 'DECLINE' ? random.pick(DECLINE_REASONS) : null,
    };
    const id = tables.transactions.length + 1;
    tables.transactions.push({ ...row, id });
    if (status === 'DECLINE' || negative) continue;

    if (random.chance(0.3)) {
      tables.memoResponses.push({
        id: tables.memoResponses.length + 1,
        transaction_id: id,
        user_id: holder.userId,
        reason: random.pick(MEMOS),
        created_at: 0,
      });
    }
    const receiptRoll = random.next();
    if (receiptRoll < 0.45) {
      const rejected = receiptRoll < 0.03;
      const flags = {
        vendor_match: random.chance(0.85),
        amount_match: random.chance(0.8),
        date_match: random.chance(0.9),
      };
      const matched = !rejected && flags.vendor_match && flags.amount_match && flags.date_match;
      const kind = random.chance(0.25) ? 'pdf' : 'image';
      tables.receiptResponses.push({
        id: tables.receiptResponses.length + 1,
        transaction_id: id,
        user_id: holder.userId,
        kind,
        file_name: `receipt-${id}.${kind === 'pdf' ? 'pdf' : 'png'}`,
        upload: null,
        receipt_rejected: rejected,
        ...flags,
      });
      const record = tables.transactions[id - 1];
      if (record) record.receipt_matched = matched;
      // Some unmatched receipts wait for a manager or admin.
      if (!matched && !rejected && daysAgo < 60 && random.chance(0.25)) {
        tables.receiptApprovals.push({
          id: tables.receiptApprovals.length + 1,
          company_id: company.id,
          transaction_id: id,
          requested_by_user_id: holder.userId,
          status: random.chance(0.15) ? 'rejected' : 'pending',
          created_at: 0,
        });
      }
    } else if (base > company.receipt_threshold && random.chance(0.2)) {
      const record = tables.transactions[id - 1];
      if (record) record.receipt_requested = true;
    }
  }
}
