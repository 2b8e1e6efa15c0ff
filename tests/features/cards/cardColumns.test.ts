import { describe, expect, it } from 'vitest';
import { toCsv } from 'spend-ui';
import { cardColumns } from '../../../features/cards/cardColumns.js';
import { cardSchema } from '../../../features/cards/schemas.js';

const card = cardSchema.parse({
  id: 7,
  card_name: 'Travel',
  user: { id: 3, name: 'Liam O’Connor' },
  single_use: false,
  card_limit: { transaction_dollar_limit: 10_000, custom_cycle_rate: 2_500.1 },
  cycle_type: 'monthly',
  currency_type: 'CAD',
  balance: { available_balance: 11.400000000000006, amount_spent_in_cycle: 2_488.7, amount_spent: 2_488.7 },
  created_at: '2026-03-02T16:30:00Z',
  blocked: false,
  expired: false,
});

describe('the cards export', () => {
  it('writes what the grid shows: money to the cent, the cycle and the day as on screen', () => {
    const [header, row] = toCsv(cardColumns(undefined), [card]).trim().split(/\r?\n/);
    expect(header).toBe(
      'Card Name,Card Holder Name,Card Type,Card Limit,Currency,Cycle Type,Available Balance,Created,Status',
    );
    expect(row).toBe('Travel,Liam O’Connor,Multi-use,10000.00,CAD,Monthly,11.40,03/02/2026,Active');
  });
});
