import { holdsRole } from '../auth/roleHolder.js';
import type { DemoTables } from '../model.js';
import type { CardRecord } from './model.js';
import type { SeededRandom } from '../core/random.js';
import { SEED_EPOCH_MS, type DomainSeeder } from '../core/seeding.js';
import { secretDigest } from '../core/passwordDigest.js';
import { cardNumber } from './secrets.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const CARD_NAMES = [
  'Travel',
  'Software subscriptions',
  'Office supplies',
  'Client dinners',
  'Fuel',
  'Conference 2026',
  'Online ads',
  'Team lunches',
  'Hardware',
  'Shipping',
  'Training',
  'Parking',
  'Trade show booth',
  'Cloud hosting',
];
const MULTI_USE_CYCLES = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
const ADDRESSES = [
  { street: '1200 Bay Street', unit: 'Suite 400', city: 'Toronto', state: 'ON', zip: 'M5R 2A5' },
  { street: '555 Burrard Street', unit: '', city: 'Vancouver', state: 'BC', zip: 'V7X 1M8' },
  { street: '1000 Rue De La Gauchetière', unit: 'Floor 12', city: 'Montréal', state: 'QC', zip: 'H3B 4W5' },
];

function isoDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

export interface CardPlan {
  holder: number;
  company: number;
  /** Forces a state the demo accounts need to show; otherwise drawn. */
  kind?: 'active-multi' | 'active-single' | 'blocked' | 'expired' | 'physical';
}

function makeCard(random: SeededRandom, plan: CardPlan, index: number): Omit<CardRecord, 'id'> {
  const kind =
    plan.kind ??
    random.pick(['active-multi', 'active-multi', 'active-multi', 'active-single', 'physical', 'blocked', 'expired']);
  const singleUse = kind === 'active-single' || (kind !== 'physical' && random.chance(0.15));
  const physical = kind === 'physical';
  const limit = random.pick([50, 100, 250, 500, 1000, 2500, 5000, 10000]);
  const createdMs = SEED_EPOCH_MS - random.integer(20, 700) * DAY_MS;
  const expiresMs =
    kind === 'expired'
      ? SEED_EPOCH_MS - random.integer(10, 300) * DAY_MS
      : SEED_EPOCH_MS + random.integer(400, 1500) * DAY_MS;
  const spent = Math.round(random.next() * limit * 100) / 100;
  // A multi-use card's cycle rate is within its limit, so what is available never passes the limit.
  const rate = singleUse ? null : limit * random.pick([0.25, 0.5, 1]);
  const inCycle = rate === null ? null : Math.round(random.next() * Math.min(rate, spent) * 100) / 100;
  const address = ADDRESSES[index % ADDRESSES.length] ?? ADDRESSES[0];
  const cycleType = singleUse ? 'single_use' : random.pick(MULTI_USE_CYCLES);
  const currency = random.chance(0.7) ? 'CAD' : 'USD';
  const pinDigest = physical ? secretDigest(String(random.integer(1000, 9999))) : '';
  // The seed used to keep a number and a CVV here (now `cardSecrets`): still drawn, so that every
  // value drawn after them stays as it was.
  cardNumber(random);
  random.integer(100, 999);
  return {
    company_id: plan.company,
    user_id: plan.holder,
    card_name: CARD_NAMES[index % CARD_NAMES.length] ?? 'Card',
    single_use: singleUse,
    transaction_dollar_limit: limit,
    custom_cycle_rate: rate,
    cycle_type: cycleType,
    currency_type: currency,
    available_balance: rate === null ? Math.max(0, limit - spent) : Math.max(0, rate - (inCycle ?? 0)),
    amount_spent_in_cycle: inCycle,
    amount_spent: spent,
    physical_card: physical,
    physical_card_pin_digest: pinDigest,
    physical_card_address1: physical && address ? address.street : '',
    physical_card_address2: physical && address ? address.unit : '',
    physical_card_city: physical && address ? address.city : '',
    physical_card_state: physical && address ? address.state : '',
    physical_card_zip: physical && address ? address.zip : '',
    physical_card_country: physical ? 'CA' : '',
    expiration_date: isoDate(expiresMs),
    blocked: kind === 'blocked',
    created_at: new Date(createdMs).toISOString(),
  };
}

export function addCard(tables: DemoTables, random: SeededRandom, plan: CardPlan): void {
  const card = { ...makeCard(random, plan, tables.cards.length), id: tables.cards.length + 1 };
  tables.cards.push(card);
  const history = (reason: string, atMs: number) =>
    tables.cardHistory.push({
      id: tables.cardHistory.length + 1,
      card_id: card.id,
      history_change_reason: reason,
      created_at: new Date(atMs).toISOString(),
    });
  const created = Date.parse(card.created_at);
  history('Card created', created);
  if (random.chance(0.4)) {
    const before = card.transaction_dollar_limit / 2;
    history(`Card limit changed from ${before} to ${card.transaction_dollar_limit}`, created + 3 * DAY_MS);
  }
  if (card.blocked) history('Card blocked', created + 10 * DAY_MS);
}

/**
 * Company cards: at least 60 for Northwind across its members (each demo role with cards of every
 * kind: multi-use, single use, physical, blocked, expired), and a few for the other ready companies.
 */
export const cardsSeeder: DomainSeeder = {
  name: 'cards',
  seed(tables, random) {
    const userByEmail = (email: string) => tables.users.find((user) => user.email === email)?.id;
    const companyByName = (name: string) => tables.companies.find((company) => company.company_name === name)?.id;
    const northwind = companyByName('Northwind Supply Co.');
    if (northwind === undefined) return;

    const demoHolders: Array<[string, NonNullable<CardPlan['kind']>[]]> = [
      ['admin@northwind.example', ['active-multi', 'physical', 'active-single', 'blocked']],
      ['bookkeeper@northwind.example', ['active-multi', 'expired']],
      ['manager@northwind.example', ['active-multi', 'active-single', 'blocked']],
      ['employee@northwind.example', ['active-multi', 'active-single', 'blocked', 'expired']],
    ];
    for (const [email, kinds] of demoHolders) {
      const holder = userByEmail(email);
      if (holder !== undefined) for (const kind of kinds) addCard(tables, random, { holder, company: northwind, kind });
    }

    // Members who accepted their invite (verified) hold the rest.
    const holders = tables.memberships
      .filter((membership) => membership.company_id === northwind && holdsRole(membership))
      .map((membership) => tables.users.find((user) => user.id === membership.user_id))
      .filter((user) => user !== undefined && user.email_verified && user.phone_verified && !user.external_user)
      .map((user) => user?.id ?? 0);
    while (tables.cards.length < 64) addCard(tables, random, { holder: random.pick(holders), company: northwind });

    for (const name of ['Maple Leaf Logistics Inc.', 'Blue Heron Studios Ltd.']) {
      const company = companyByName(name);
      const members = tables.memberships.filter((membership) => membership.company_id === company);
      for (const membership of members) {
        if (company !== undefined)
          addCard(tables, random, { holder: membership.user_id, company, kind: 'active-multi' });
      }
    }
  },
};
