// @vitest-environment node
// The demo backend refuses texts longer than the client's limits, with a message, and stores nothing.
import { describe, expect, it } from 'vitest';
import { type ApiSignedInUser } from '../../../host/mock-api/index.js';
import { emptyCardForm, toCreateCardPayload } from '../../../features/cards/cardForm.js';
import { textTooLong } from '../../../features/forms/textLimits.js';
import { failure, useDemoBackend } from './harness.js';

const backend = useDemoBackend();
const huge = 'x'.repeat(10_000);

function clientFor(email: string) {
  const user = backend.store.find('users', (row) => row.email === email);
  if (!user) throw new Error(`No demo user ${email}`);
  return { user, client: backend.clientWith(user.auth_token) };
}

describe('text limits of the demo backend', () => {
  it('refuse a 10,000-character card name, memo and registration name', async () => {
    const admin = clientFor('admin@northwind.example');
    const cards = backend.store.count('cards');
    const card = await failure(
      admin.client.post(
        '/card/card',
        toCreateCardPayload({
          ...emptyCardForm,
          card_name: huge,
          assignee: String(admin.user.id),
          card_limit: 100,
          cycle_rate: 400,
          cycle_type: 'weekly',
        }),
      ),
    );
    expect([card.status, card.body]).toEqual([400, { results: { error: textTooLong(50) } }]);
    expect(backend.store.count('cards')).toBe(cards);

    const employee = clientFor('employee@northwind.example');
    const row = backend.store.find(
      'transactions',
      (entry) =>
        entry.user_id === employee.user.id &&
        entry.transaction_status !== 'DECLINE' &&
        !backend.store.find('memoResponses', (memo) => memo.transaction_id === entry.id),
    );
    const memo = await failure(
      employee.client.post('/card/card/transaction/memo-receipt-response', {
        category: 'TRANSACTION_MEMO_RESPONSE',
        transaction: row?.id,
        reason: huge,
      }),
    );
    expect([memo.status, memo.body]).toEqual([400, { results: textTooLong(500) }]);

    const register = await failure(
      backend.client.post<{ user: ApiSignedInUser }>('/auth/users', {
        name: huge,
        account_name: 'Martin Coffee Roasters',
        phone: '+1(613) 555-0199',
        email: 'zoe@martin-coffee.example',
        password: 'roasting-2026',
      }),
    );
    expect(register.status).toBe(400);
    expect(register.body).toMatchObject({ errors: { name: [textTooLong(101)] } });
  });
});
