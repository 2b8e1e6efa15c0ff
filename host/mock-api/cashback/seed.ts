import { isCompanyAdmin } from '../auth/roleHolder.js';
import type { CashbackRecord, WithdrawalRecord } from './model.js';
import type { CompanyRecord } from '../auth/model.js';
import type { DemoTables } from '../model.js';
import type { SeededRandom } from '../core/random.js';
import { SEED_EPOCH_MS, type DomainSeeder } from '../core/seeding.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days of withdrawals listed (one pre-authorized debit per day with spend). */
const WITHDRAWAL_DAYS = 120;
/** Days of cashback rows. */
const CASHBACK_DAYS = 365;
/** A resolved redemption every this many days. */
const REDEMPTION_EVERY_DAYS = 45;

export const WITHDRAWAL_FAILURE_REASONS = {
  RETURNED: ['Insufficient funds in the linked bank account (R01)', 'Account closed (R02)'],
  REJECTED: ['Payment stopped by the account holder (R08)', 'Debit not authorized by the account holder (R10)'],
} as const;

const roundCents = (value: number) => Math.round(value * 100) / 100;

type WithdrawalState = Pick<
  WithdrawalRecord,
  'success' | 'processing' | 'failure_reason' | 'manually_resolved' | 'last_known_status'
>;

/** Every state a withdrawal can be in (the seed shows each at least once, in the first days). */
export function withdrawalState(
  kind: 'settled' | 'processing' | 'returned' | 'rejected' | 'resolved' | 'reverted',
  random: SeededRandom,
): WithdrawalState {
  switch (kind) {
    case 'settled':
      return {
        success: true,
        processing: false,
        failure_reason: null,
        manually_resolved: false,
        last_known_status: 'SETTLED',
      };
    case 'processing':
      return {
        success: false,
        processing: true,
        failure_reason: null,
        manually_resolved: false,
        last_known_status: 'PENDING',
      };
    case 'returned':
      return {
        success: false,
        processing: false,
        failure_reason: random.pick(WITHDRAWAL_FAILURE_REASONS.RETURNED),
        manually_resolved: false,
        last_known_status: 'RETURNED',
      };
    case 'rejected':
      return {
        success: false,
        processing: false,
        failure_reason: random.pick(WITHDRAWAL_FAILURE_REASONS.REJECTED),
        manually_resolved: false,
        last_known_status: 'REJECTED',
      };
    case 'resolved':
      return {
        success: false,
        processing: false,
        failure_reason: random.pick(WITHDRAWAL_FAILURE_REASONS.RETURNED),
        manually_resolved: true,
        last_known_status: 'RETURNED',
      };
    case 'reverted':
      return {
        success: false,
        processing: false,
        failure_reason: 'Cancelled by the sender',
        manually_resolved: true,
        last_known_status: 'CANCELLED_BY_SENDER',
      };
  }
}

/** The states of the first days, so every state is on the first page of every company. */
const FIRST_DAYS = ['processing', 'processing', 'returned', 'reverted', 'resolved', 'rejected'] as const;

function randomKind(random: SeededRandom) {
  const roll = random.next();
  if (roll < 0.84) return 'settled';
  if (roll < 0.9) return 'returned';
  if (roll < 0.93) return 'rejected';
  if (roll < 0.97) return 'resolved';
  return 'reverted';
}

/** Withdrawals, cashback rows and redemption requests of every company with card spend. */
export const cashbackSeeder: DomainSeeder = {
  name: 'cashback',
  *seed(tables: DemoTables, random) {
    for (const company of tables.companies) {
      seedCompanyCashback(tables, random, company);
      yield;
    }
  },
};

/**
 * One company's, from its card spend (nothing without): one pre-authorized debit per day of spend
 * (the day's approved total), daily cashback rows from the transactions' cashback, resolved
 * redemptions every few weeks and one unresolved request.
 */
export function seedCompanyCashback(tables: DemoTables, random: SeededRandom, company: CompanyRecord): void {
  const spendByDay = new Map<number, number>();
  const cashbackByDay = new Map<number, number>();
  for (const row of tables.transactions) {
    if (row.company_id !== company.id || row.transaction_status === 'DECLINE') continue;
    spendByDay.set(row.days_ago, (spendByDay.get(row.days_ago) ?? 0) + row.amount);
    cashbackByDay.set(row.days_ago, (cashbackByDay.get(row.days_ago) ?? 0) + row.cashback);
  }
  if (spendByDay.size === 0) return;

  let firstDay = 0;
  for (let day = 0; day < WITHDRAWAL_DAYS; day += 1) {
    const spend = roundCents(spendByDay.get(day) ?? 0);
    if (spend <= 0) continue;
    const kind = FIRST_DAYS[firstDay] ?? randomKind(random);
    firstDay += 1;
    tables.withdrawals.push({
      id: tables.withdrawals.length + 1,
      company_id: company.id,
      days_ago: day,
      minute_of_day: 23 * 60 + random.integer(0, 45),
      total_amount_deducted: spend,
      ...withdrawalState(kind, random),
    });
  }

  const rows: CashbackRecord[] = [];
  let unredeemed = 0;
  for (let day = CASHBACK_DAYS - 1; day >= 0; day -= 1) {
    const earned = roundCents(cashbackByDay.get(day) ?? 0);
    const redeemNow = day > 0 && day % REDEMPTION_EVERY_DAYS === 0 && unredeemed + earned >= 200;
    if (earned <= 0 && !redeemNow) continue;
    unredeemed += earned;
    const redeemed = redeemNow ? roundCents(Math.floor((unredeemed * 0.8) / 50) * 50) : 0;
    unredeemed = roundCents(unredeemed - redeemed);
    rows.push({
      id: 0,
      company_id: company.id,
      days_ago: day,
      cashback_earned: earned,
      cashback_redeemed: redeemed,
    });
    if (redeemed > 0) {
      const requestedAt = SEED_EPOCH_MS - (day + 3) * DAY_MS;
      tables.redemptionRequests.push({
        id: tables.redemptionRequests.length + 1,
        company_id: company.id,
        user_id: adminOf(tables, company.id),
        created_at: requestedAt,
        updated_at: SEED_EPOCH_MS - day * DAY_MS,
        cashback_amount: redeemed,
        resolved: true,
        redeemable_cashback: roundCents(unredeemed + redeemed),
        redeemed_cashback: redeemed,
      });
    }
  }
  for (const row of rows) tables.cashbacks.push({ ...row, id: tables.cashbacks.length + 1 });

  // One request still waiting for the team.
  const pending = 150;
  if (unredeemed >= pending + 100) {
    tables.redemptionRequests.push({
      id: tables.redemptionRequests.length + 1,
      company_id: company.id,
      user_id: adminOf(tables, company.id),
      created_at: SEED_EPOCH_MS - 2 * DAY_MS,
      updated_at: SEED_EPOCH_MS - 2 * DAY_MS,
      cashback_amount: pending,
      resolved: false,
      redeemable_cashback: unredeemed,
      redeemed_cashback: 0,
    });
  }
}

function adminOf(tables: DemoTables, companyId: number): number {
  return (
    tables.memberships.find((membership) => membership.company_id === companyId && isCompanyAdmin(membership))
      ?.user_id ?? 0
  );
}
