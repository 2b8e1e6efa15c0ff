// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { selectedCompany } from '../../../host/mock-api/auth/views.js';
import { centralDay, hasHappened, scopeSpendLimit } from '../../../host/mock-api/transactions/views.js';
import { useDemoBackend } from './harness.js';

// Wednesday 25 November 2026, noon in Chicago: most of a month spent.
const NOW = Date.UTC(2026, 10, 25, 18, 0, 0);
const backend = useDemoBackend({ now: () => NOW });

describe('the demo figures a reader sees', () => {
  it('put most Northwind members inside their monthly limit, a few near or over it', () => {
    const store = backend.store;
    const day = centralDay(NOW);
    const members = store.filter('memberships', (membership) => membership.company_id === 1);
    const ratios = members.flatMap((membership) => {
      const user = store.get('users', membership.user_id);
      if (!user || selectedCompany(store, user)?.id !== 1) return [];
      const spent = store
        .filter(
          'transactions',
          (row) =>
            row.user_id === user.id &&
            row.company_id === 1 &&
            row.days_ago < day.date.day &&
            hasHappened(row, day) &&
            row.transaction_status !== 'DECLINE',
        )
        .reduce((sum, row) => sum + row.amount, 0);
      return [{ id: user.id, ratio: spent / scopeSpendLimit(store, user, null) }];
    });
    expect(ratios.length).toBeGreaterThan(8);
    const inside = ratios.filter(({ ratio }) => ratio <= 0.85).length;
    expect(inside / ratios.length).toBeGreaterThanOrEqual(0.7);
    expect(ratios.some(({ ratio }) => ratio > 0.85)).toBe(true);
    // The demo accounts (ids 1 to 4) show a month well inside the limit.
    for (const { id, ratio } of ratios.filter((entry) => entry.id <= 4)) expect([id, ratio < 0.85]).toEqual([id, true]);
  });

  it('never show a card with more available than its limit', () => {
    const cards = backend.store.all('cards');
    expect(cards.length).toBeGreaterThan(60);
    for (const card of cards) expect(card.available_balance).toBeLessThanOrEqual(card.transaction_dollar_limit);
  });
});
