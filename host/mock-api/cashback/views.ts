import type { CashbackRecord, RedemptionRequestRecord, WithdrawalRecord } from './model.js';
import type { DemoStore } from '../core/store.js';
import { transactionInstant, type CentralDay } from '../transactions/views.js';

const roundCents = (value: number) => Math.round(value * 100) / 100;

/** A withdrawal as GET /bank/customer-withdrawal lists it. */
export function withdrawalView(row: WithdrawalRecord, day: CentralDay) {
  return {
    id: row.id,
    created_at: new Date(transactionInstant(row, day)).toISOString(),
    total_amount_deducted: row.total_amount_deducted,
    success: row.success,
    processing: row.processing,
    failure_reason: row.failure_reason,
    manually_resolved: row.manually_resolved,
    last_known_status: row.last_known_status,
  };
}

/** A cashback row: its Central day as YYYY-MM-DD. */
export function cashbackView(row: CashbackRecord, day: CentralDay) {
  return {
    id: row.id,
    date: day.date.subtract({ days: row.days_ago }).toString(),
    cashback_earned: row.cashback_earned,
    cashback_redeemed: row.cashback_redeemed,
  };
}

export function redemptionView(row: RedemptionRequestRecord) {
  return {
    id: row.id,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    cashback_amount: row.cashback_amount,
    resolved: row.resolved,
    redeemable_cashback: row.redeemable_cashback,
    redeemed_cashback: row.redeemed_cashback,
  };
}

/** Lifetime totals of a company and what it may still redeem (earned − redeemed − requests still open). */
export function cashbackTotals(store: DemoStore, companyId: number) {
  const rows = store.filter('cashbacks', (row) => row.company_id === companyId);
  const earned = roundCents(rows.reduce((sum, row) => sum + row.cashback_earned, 0));
  const redeemed = roundCents(rows.reduce((sum, row) => sum + row.cashback_redeemed, 0));
  const open = store
    .filter('redemptionRequests', (row) => row.company_id === companyId && !row.resolved)
    .reduce((sum, row) => sum + row.cashback_amount, 0);
  return { earned, redeemed, redeemable: Math.max(0, roundCents(earned - redeemed - open)) };
}
