import { describe, expect, it } from 'vitest';
import { isApiError } from 'spend-ui/features';
import { LiveHub, type LiveClient } from '../../../host/mock-api/index.js';
import { cashbackMessages } from '../../../host/mock-api/cashback/handlers.js';
import { ROLE_IDS } from '../../../features/rules/index.js';
import { useDemoBackend } from './harness.js';

const backend = useDemoBackend();

function tokenOf(email: string): string {
  const user = backend.store.find('users', (row) => row.email === email);
  if (!user) throw new Error(email);
  return user.auth_token;
}

const tokenUserId = (email: string) => backend.store.find('users', (row) => row.email === email)?.id;

const as = (email: string) => backend.clientWith(tokenOf(email));

interface WithdrawalAnswer {
  results: {
    customer_withdrawals: Array<{
      success: boolean;
      processing: boolean;
      manually_resolved: boolean;
      last_known_status: string;
    }>;
  };
}

describe('withdrawals and cashback', () => {
  it('lists withdrawals in every state, newest first, for roles 1 and 2 only', async () => {
    const answer = await as('bookkeeper@northwind.example').get<WithdrawalAnswer>('/bank/customer-withdrawal');
    const rows = answer.results.customer_withdrawals;
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.some((row) => row.processing)).toBe(true);
    expect(rows.some((row) => row.success)).toBe(true);
    expect(rows.some((row) => !row.success && !row.processing && !row.manually_resolved)).toBe(true);
    expect(rows.some((row) => row.manually_resolved && row.last_known_status === 'CANCELLED_BY_SENDER')).toBe(true);
    expect(rows.some((row) => row.manually_resolved && row.last_known_status !== 'CANCELLED_BY_SENDER')).toBe(true);
    const failure = await as('employee@northwind.example')
      .get('/bank/customer-withdrawal')
      .catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(403);
  });

  it('gives cashback rows whose sums are the lifetime totals', async () => {
    const { results } = await as('admin@northwind.example').get<{
      results: {
        cashbacks: Array<{ cashback_earned: number; cashback_redeemed: number }>;
        lifetime_cashback_earned: number;
        lifetime_cashback_redeemed: number;
      };
    }>('/card/card/cashback');
    const earned = results.cashbacks.reduce((sum, row) => sum + row.cashback_earned, 0);
    expect(results.lifetime_cashback_earned).toBeCloseTo(earned, 1);
    expect(results.lifetime_cashback_redeemed).toBeGreaterThan(0);
  });

  it('refuses a redemption below 100 or above what is redeemable, with results.response; creates one otherwise', async () => {
    const admin = as('admin@northwind.example');
    const refused = async (amount: unknown) => {
      const error = await admin
        .post('/company/cashback-redemption-request', { amount })
        .catch((failure: unknown) => failure);
      return isApiError(error) ? (error.body as { results: { response: string } }).results.response : null;
    };
    expect(await refused(99.99)).toBe(cashbackMessages.belowMinimum);
    expect(await refused(90_000_000)).toMatch(/exceeds your redeemable cashback/);
    const before = await admin.get<{ results: unknown[] }>('/company/cashback-redemption-request');
    const created = await admin.post<{ results: { resolved: boolean; cashback_amount: number } }>(
      '/company/cashback-redemption-request',
      { amount: 100 },
    );
    expect(created.results).toMatchObject({ resolved: false, cashback_amount: 100 });
    const after = await admin.get<{ results: unknown[] }>('/company/cashback-redemption-request');
    expect(after.results).toHaveLength(before.results.length + 1);
    const bookkeeper = await as('bookkeeper@northwind.example')
      .post('/company/cashback-redemption-request', { amount: 100 })
      .catch((error: unknown) => error);
    expect(isApiError(bookkeeper) && bookkeeper.status).toBe(403);
  });
});

class FakeClient implements LiveClient {
  sent: string[] = [];
  closed: number | undefined;
  private readonly listeners: Record<string, Array<(event: MessageEvent) => void>> = {};
  constructor(readonly id: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closed = code;
    for (const listener of this.listeners.close ?? []) listener(new MessageEvent('close'));
  }
  addEventListener(type: 'message' | 'close', listener: (event: MessageEvent) => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  say(data: string) {
    for (const listener of this.listeners.message ?? []) listener(new MessageEvent('message', { data }));
  }
}

describe('the live channel', () => {
  function connect(hub: LiveHub, email: string | null) {
    const client = new FakeClient(`${email}-${Math.random()}`);
    hub.accept(client);
    client.say(JSON.stringify({ type: 'authenticate', token: email ? tokenOf(email) : 'wrong' }));
    return client;
  }

  it('closes a socket with a wrong token with 4401', () => {
    const hub = new LiveHub(() => backend.store);
    const client = connect(hub, null);
    expect(client.closed).toBe(4401);
    expect(hub.connectionCount()).toBe(0);
  });

  it('makes the change first, then tells those who may read it', () => {
    const hub = new LiveHub(() => backend.store);
    const admin = connect(hub, 'admin@northwind.example');
    const employee = connect(hub, 'employee@northwind.example');
    const outsider = connect(hub, 'pending-review@riverbend.example');
    const transactions = backend.store.count('transactions');
    hub.emit('TRANSACTION', { email: 'admin@northwind.example', merchant: 'Test Merchant', amount: 12.5 });
    expect(backend.store.count('transactions')).toBe(transactions + 1);
    expect(admin.sent.map((data) => JSON.parse(data) as unknown)).toEqual([
      {
        messageType: 'TRANSACTION',
        message: expect.stringContaining('A transaction was made for $12.50 at Test Merchant') as unknown,
      },
    ]);
    expect(employee.sent).toEqual([]);
    expect(outsider.sent).toEqual([]);

    hub.emit('FINE', { email: 'admin@northwind.example' });
    expect(JSON.parse(admin.sent[1] ?? '{}')).toEqual({
      messageType: 'FINE',
      message: 'A fine of $25.00 was added because of a Failed Withdrawal.',
    });
    for (const kind of ['REVERSAL', 'CREDIT', 'DECLINE'] as const)
      hub.emit(kind, { email: 'employee@northwind.example' });
    expect(employee.sent.map((data) => (JSON.parse(data) as { messageType: string }).messageType)).toEqual([
      'REVERSAL',
      'CREDIT',
      'DECLINE',
    ]);
    expect(admin.sent).toHaveLength(5);
  });

  it('tells a manager of their own team’s cards only, as Team Transactions shows them; a fine to who reads withdrawals', () => {
    const hub = new LiveHub(() => backend.store);
    const manager = backend.store.find('users', (row) => row.email === 'manager@northwind.example');
    const northwind = backend.store.find('memberships', (row) => row.user_id === manager?.id)?.company_id;
    const employees = backend.store.filter(
      'memberships',
      (row) => row.company_id === northwind && row.permission_level === ROLE_IDS.CompanyEmployee,
    );
    // An employee the manager does not lead: outside their Team Transactions (features/access scopes).
    const notLed = employees.find((row) => row.assigned_manager_id !== manager?.id);
    // The demo employee, whom the manager leads.
    const led = employees.find((row) => row.user_id === tokenUserId('employee@northwind.example'));
    expect(led?.assigned_manager_id).toBe(manager?.id);
    const emailOf = (userId: number | undefined) => backend.store.get('users', userId ?? 0)?.email ?? '';
    expect(emailOf(notLed?.user_id)).not.toBe('');
    expect(emailOf(led?.user_id)).not.toBe('');
    const listeners = Object.fromEntries(
      ['manager@northwind.example', 'bookkeeper@northwind.example', 'employee@northwind.example'].map((email) => [
        email,
        connect(hub, email),
      ]),
    );
    const heard = () =>
      Object.fromEntries(
        Object.entries(listeners).map(([email, client]) => [
          email,
          client.sent.map((data) => (JSON.parse(data) as { messageType: string }).messageType),
        ]),
      );

    hub.emit('DECLINE', { email: emailOf(notLed?.user_id) });
    hub.emit('CREDIT', { email: emailOf(led?.user_id) });
    hub.emit('FINE', { email: 'admin@northwind.example' });
    expect(heard()).toEqual({
      'manager@northwind.example': ['CREDIT'],
      'bookkeeper@northwind.example': ['DECLINE', 'CREDIT', 'FINE'],
      'employee@northwind.example': ['CREDIT'],
    });
  });

  it('makes nothing for a company that is not ready: no fine, withdrawal, transaction or decline (issue 38 item 2)', () => {
    const hub = new LiveHub(() => backend.store);
    for (const email of ['kyb-not-filled@lighthouse.example', 'no-bank@prairiewind.example']) {
      const client = connect(hub, email);
      const counts = () => [backend.store.count('transactions'), backend.store.count('withdrawals')];
      const before = counts();
      for (const kind of ['FINE', 'TRANSACTION', 'REVERSAL', 'CREDIT', 'DECLINE'] as const) hub.emit(kind, { email });
      expect(counts()).toEqual(before);
      expect(client.sent).toEqual([]);
    }
  });

  it('drops every socket as a restart would', () => {
    const hub = new LiveHub(() => backend.store);
    const admin = connect(hub, 'admin@northwind.example');
    expect(hub.connectionCount('admin@northwind.example')).toBe(1);
    hub.dropAll();
    expect(admin.closed).toBe(1012);
    expect(hub.connectionCount()).toBe(0);
  });
});
