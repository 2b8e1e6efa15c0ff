// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ApiClient } from 'spend-ui/features';
import { useDemoBackend } from './harness.js';

// Monday 23 November 2026, noon in Chicago: a fixed clock, so "happened by now" is the same every run.
const NOW = Date.UTC(2026, 10, 23, 18, 0, 0);
const backend = useDemoBackend({ now: () => NOW });

interface TransactionPage {
  results: { transactions: { results: Array<{ id: number }>; total_pages: number } };
}

function managers() {
  const northwind = 1;
  return backend.store
    .filter('memberships', (entry) => entry.company_id === northwind && entry.permission_level === 3)
    .map((membership) => {
      const user = backend.store.get('users', membership.user_id);
      if (!user) throw new Error(`No user ${membership.user_id}`);
      return { user, client: backend.clientWith(user.auth_token) };
    });
}

/** The user ids on the caller's Team page. */
async function teamPage(client: ApiClient): Promise<Set<number>> {
  const body = await client.get<{ results: Array<{ id: number }> }>('/auth/company/employee');
  return new Set(body.results.map((member) => member.id));
}

/** The holders of every card the Team tab of the cards lists (blocked and expired included). */
async function teamCardHolders(client: ApiClient): Promise<Set<number>> {
  const body = await client.get<{ results: { card: Array<{ user: { id: number } }> } }>('/card/card', {
    query: { 'card-scale': 'team', blocked: true },
  });
  return new Set(body.results.card.map((card) => card.user.id));
}

/** The card holders of every row of Team Transactions (all dates, declined included). */
async function teamTransactionHolders(client: ApiClient): Promise<Set<number>> {
  const holders = new Set<number>();
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const body = await client.get<TransactionPage>('/card/card/transaction', {
      query: { 'transaction-scale': 'team', show_declined: true, page, page_size: 100 },
    });
    pages = body.results.transactions.total_pages;
    for (const { id } of body.results.transactions.results) {
      const row = backend.store.get('transactions', id);
      if (row) holders.add(row.user_id);
    }
  }
  return holders;
}

/** Whose transactions the caller's receipt approvals are for. */
async function approvalHolders(client: ApiClient): Promise<Set<number>> {
  const body = await client.get<{ results: Array<{ transaction: { id: number } | null }> }>(
    '/card/card/transaction/receipt/approval',
  );
  return new Set(
    body.results.map((request) => backend.store.get('transactions', request.transaction?.id ?? 0)?.user_id ?? 0),
  );
}

const holdersAmong = (team: Set<number>, userIds: number[]) => new Set(userIds.filter((id) => team.has(id)));

describe("a manager's team", () => {
  it('is the members they lead and themselves on the Team page, the team cards and Team Transactions, and the members alone in the approvals', async () => {
    const all = managers();
    expect(all.length).toBeGreaterThanOrEqual(2);
    for (const { user, client } of all) {
      const team = await teamPage(client);
      const led = backend.store
        .filter('memberships', (entry) => entry.company_id === 1 && entry.assigned_manager_id === user.id)
        .map((entry) => entry.user_id);
      expect(team).toEqual(new Set([user.id, ...led]));

      const cards = backend.store.filter('cards', (card) => card.company_id === 1).map((card) => card.user_id);
      expect(await teamCardHolders(client)).toEqual(holdersAmong(team, cards));

      const happened = backend.store
        .filter('transactions', (row) => row.company_id === 1 && row.days_ago > 0)
        .map((row) => row.user_id);
      expect(await teamTransactionHolders(client)).toEqual(holdersAmong(team, happened));

      const waiting = backend.store
        .filter('receiptApprovals', (request) => request.company_id === 1 && request.status !== 'approved')
        .map((request) => backend.store.get('transactions', request.transaction_id))
        .filter((row) => row !== undefined && row.days_ago > 0)
        .map((row) => row?.user_id ?? 0);
      const approvals = await approvalHolders(client);
      // Nobody approves their own receipt (the "Own receipts" ruling): the members they lead, not themselves.
      const othersInTeam = new Set([...team].filter((id) => id !== user.id));
      expect(approvals).toEqual(holdersAmong(othersInTeam, waiting));
      // The demo manager has requests to decide (the approval stories and e2e use them).
      if (user.email === 'manager@northwind.example') expect(approvals.size).toBeGreaterThan(1);
    }
  });
});
