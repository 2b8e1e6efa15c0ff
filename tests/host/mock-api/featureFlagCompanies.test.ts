// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { User } from 'spend-ui/features';
import { balanceCards, searchPath } from '../../../features/transactions/model.js';
import { transactionListSchema } from '../../../features/transactions/schemas.js';
import type { ApiSignedInUser } from '../../../host/mock-api/index.js';
import { useDemoBackend } from './harness.js';

const backend = useDemoBackend();

async function signIn(email: string) {
  const { user } = await backend.client.post<{ user: ApiSignedInUser }>('/auth/users/login', {
    user: { email, password: 'Spend-demo-1' },
  });
  return { user: user as User, client: backend.clientWith(user.token ?? null) };
}

async function balanceKeys(email: string) {
  const { user, client } = await signIn(email);
  const body = await client.get<{ results: unknown }>('/card/card/transaction', {
    query: { 'transaction-scale': 'company' },
  });
  const { transactions, balances, cashback } = transactionListSchema.parse(body.results);
  expect(transactions.count).toBeGreaterThan(100);
  if (!balances) throw new Error(`No balances for ${email}`);
  return balanceCards(balances, cashback ?? 0, user).map((card) => card.key);
}

describe('the demo companies of the company flags', () => {
  it('CUSTOM_AMOUNT_SPENT: the summary hides the total limit, with a company full of spend', async () => {
    expect(await balanceKeys('custom-amount@summitridge.example')).not.toContain('total_balance');
    expect(await balanceKeys('admin@northwind.example')).toContain('total_balance');
  });

  it('float_by_comdata alone keeps the card search; with onboarded_by_comdata the search goes to Comdata', async () => {
    const floated = await signIn('float@harbourlight.example');
    expect(searchPath(floated.user)).toBe('card/card-transactions/search');
    const comdata = await signIn('comdata@aurorafleet.example');
    expect(searchPath(comdata.user)).toBe('card/comdata-transactions/search');

    const company = comdata.user.user_companies?.[0]?.id;
    const found = await comdata.client.get<{ results: Array<{ transaction_details: { id: number } }> }>(
      `/${searchPath(comdata.user)}`,
      { query: { search: 'tim hortons' } },
    );
    expect(found.results.length).toBeGreaterThan(0);
    for (const { transaction_details } of found.results) {
      expect(backend.store.get('transactions', transaction_details.id)?.company_id).toBe(company);
    }
  });

  it('each company has cards and a team beside its admin', async () => {
    for (const email of [
      'custom-amount@summitridge.example',
      'float@harbourlight.example',
      'comdata@aurorafleet.example',
    ]) {
      const { client } = await signIn(email);
      const cards = await client.get<{ results: { card: unknown[] } }>('/card/card', {
        query: { 'card-scale': 'company' },
      });
      expect(cards.results.card.length).toBeGreaterThanOrEqual(5);
      const members = await client.get<{ results: Array<{ dashboard_ready: boolean }> }>('/auth/company/employee');
      expect(members.results).toHaveLength(3);
      expect(members.results.every((member) => member.dashboard_ready)).toBe(true);
    }
  });
});
