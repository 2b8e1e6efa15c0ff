// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { centralDateTime } from '../../../features/format/dates.js';
import { type TransactionList } from 'spend-ui/features';
import {
  transactionListSchema,
  transactionSchema,
  transactionSearchSchema,
} from '../../../features/transactions/schemas.js';
import { toFormData } from '../../../features/api/uploads.js';
import type { ApiSignedInUser } from '../../../host/mock-api/index.js';
import { transactionMessages } from '../../../host/mock-api/transactions/messages.js';
import { BASE_URL, failure, useDemoBackend } from './harness.js';

// Monday 23 November 2026, noon in Chicago.
const NOW = Date.UTC(2026, 10, 23, 18, 0, 0);
const backend = useDemoBackend({ now: () => NOW });

async function clientFor(email: string) {
  const { user } = await backend.client.post<{ user: ApiSignedInUser }>('/auth/users/login', {
    user: { email, password: 'Spend-demo-1' },
  });
  return { user, client: backend.clientWith(user.token ?? null) };
}

const range = { 'start-date': '2026-11-01', 'end-date': '2026-11-23' };

async function list(
  client: Awaited<ReturnType<typeof clientFor>>['client'],
  query: Record<string, string | number | boolean>,
) {
  const body = await client.get<{ results: unknown }>('/card/card/transaction', { query });
  return transactionListSchema.parse(body.results) as TransactionList;
}

describe('the seeded transactions', () => {
  it('hold at least 5,000 Northwind transactions over 18 months with every status, declines, fines, memos and receipts', () => {
    const rows = backend.store.all('transactions').filter((row) => row.company_id === 1);
    expect(rows.length).toBeGreaterThanOrEqual(5000);
    expect(Math.max(...rows.map((row) => row.days_ago))).toBeGreaterThan(500);
    expect(new Set(rows.map((row) => row.transaction_current_status))).toEqual(
      new Set(['REVERSAL', 'CREDIT', 'DECLINE', 'POST', 'AUTHORIZATION']),
    );
    expect(rows.some((row) => row.fine)).toBe(true);
    expect(rows.some((row) => !row.processed)).toBe(true);
    const receipts = backend.store.all('receiptResponses');
    expect(receipts.some((receipt) => receipt.receipt_rejected)).toBe(true);
    expect(receipts.some((receipt) => receipt.kind === 'pdf')).toBe(true);
    expect(receipts.some((receipt) => !receipt.amount_match)).toBe(true);
    expect(backend.store.all('memoResponses').length).toBeGreaterThan(500);
    expect(backend.store.all('receiptApprovals').some((request) => request.status === 'pending')).toBe(true);
  });
});

describe('GET /card/card/transaction', () => {
  it('pages, sorts and counts the range for the scope, declined rows only when asked', async () => {
    const { client } = await clientFor('admin@northwind.example');
    const first = await list(client, { 'transaction-scale': 'company', ...range, page: 1, page_size: 25 });
    expect(first.transactions.results).toHaveLength(25);
    expect(first.transactions.count).toBeGreaterThan(100);
    expect(first.transactions.results.some((row) => row.transaction_status === 'DECLINE')).toBe(false);
    const dates = first.transactions.results.map((row) => row.transaction_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const row of first.transactions.results) {
      expect(row.transaction_date >= '2026-11-01T05:00:00.000Z').toBe(true);
      expect(Date.parse(row.transaction_date)).toBeLessThanOrEqual(NOW);
    }
    const withDeclined = await list(client, { 'transaction-scale': 'company', ...range, show_declined: true });
    expect(withDeclined.transactions.count).toBeGreaterThan(first.transactions.count);

    const byAmount = await list(client, {
      'transaction-scale': 'company',
      ...range,
      sort_field: 'transaction_amount',
      sort_direction: 'desc',
      page: 2,
      page_size: 50,
    });
    const amounts = byAmount.transactions.results.map((row) => row.transaction_amount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    expect(byAmount.transactions.previous).toContain('page=1');
    // The company's limit is its members' monthly limits summed, each a whole $1,000.
    expect(byAmount.balances?.total_balance).toBeGreaterThan(byAmount.balances?.amount_spent ?? Infinity);
    expect((byAmount.balances?.total_balance ?? 1) % 1000).toBe(0);
  });

  it('gives an employee only their own transactions whatever scale they ask', async () => {
    const { user, client } = await clientFor('employee@northwind.example');
    const own = await list(client, { ...range, page_size: 100 });
    const asked = await list(client, { 'transaction-scale': 'company', ...range, page_size: 100 });
    expect(own.transactions.count).toBeGreaterThan(0);
    expect(asked.transactions.count).toBe(own.transactions.count);
    expect(new Set(own.transactions.results.map((row) => row.user?.email))).toEqual(new Set([user.email]));
  });

  it('answers a load failure injected with store.injectFault', async () => {
    const { client } = await clientFor('admin@northwind.example');
    backend.store.injectFault({ path: '/card/card/transaction', method: 'GET', status: 500 });
    expect((await failure(client.get('/card/card/transaction'))).status).toBe(500);
  });
});

describe('detail, search, export and history', () => {
  it('reads one transaction with memo and receipt; another company or user gets 404', async () => {
    const { client } = await clientFor('admin@northwind.example');
    const receipt = backend.store.all('receiptResponses')[0];
    const { results } = await client.get<{ results: unknown }>(`/card/card/transaction/${receipt?.transaction_id}`);
    expect(transactionSchema.parse(results).receipt_response?.id).toBe(receipt?.id);
    const employee = await clientFor('employee@northwind.example');
    const notTheirs = backend.store.find(
      'transactions',
      (row) => row.user_id !== employee.user.id && row.company_id === 1,
    );
    expect((await failure(employee.client.get(`/card/card/transaction/${notTheirs?.id}`))).status).toBe(404);
  });

  it('searches merchant, card, holder and memo on both endpoints', async () => {
    const { client } = await clientFor('admin@northwind.example');
    for (const path of ['card/card-transactions/search', 'card/comdata-transactions/search']) {
      const { results } = await client.get<{ results: unknown }>(path, {
        query: { search: 'tim hortons', 'transaction-scale': 'company' },
      });
      const found = transactionSearchSchema.parse(results);
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((entry) => entry.transaction_details.merchant_name === 'Tim Hortons')).toBe(true);
    }
  });

  it('searches within the scale asked, as the list does: own when omitted', async () => {
    const { client, user } = await clientFor('admin@northwind.example');
    const holdersFound = async (query: Record<string, string>) =>
      new Set(
        transactionSearchSchema
          .parse((await client.get<{ results: unknown }>('card/card-transactions/search', { query })).results)
          .map((entry) => entry.transaction_details.card_holder_name),
      );
    expect((await holdersFound({ search: 'a', 'transaction-scale': 'company' })).size).toBeGreaterThan(1);
    expect([...(await holdersFound({ search: 'a' }))]).toEqual([user.name]);
  });

  it('exports the range as CSV with its file name', async () => {
    const { client } = await clientFor('admin@northwind.example');
    const file = await client.download('/card/card/transaction/export', {
      query: { start_date: '2026-11-01', end_date: '2026-11-23' },
    });
    expect(file.fileName).toBe('transactions_2026-11-01_2026-11-23.csv');
    const lines = (await file.blob.text()).trim().split('\n');
    expect(lines[0]).toBe('Transaction Id,Transaction Date,Merchant,Card Name,Card Holder,Amount,Currency,Status,Memo');
    expect(lines.length).toBeGreaterThan(100);
    // Each time as the screen shows that transaction's, in US Central time; each amount to the cent.
    for (const line of lines.slice(1, 6)) {
      const [id, date] = line.split(',');
      const { results } = await client.get<{ results: unknown }>(`/card/card/transaction/${id}`);
      expect(date).toBe(centralDateTime(transactionSchema.parse(results).transaction_date));
      expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M C[SD]T$/);
    }
  });

  it('exports a memo that would be a formula as text, and amounts as numbers', async () => {
    const { user, client } = await clientFor('admin@northwind.example');
    const row = backend.store.find(
      'transactions',
      (entry) => entry.user_id === user.id && entry.days_ago >= 1 && entry.days_ago <= 20,
    );
    if (!row) throw new Error('the admin has a transaction this month');
    const memo = '=HYPERLINK("http://evil.example","Receipt")';
    const existing = backend.store.find('memoResponses', (entry) => entry.transaction_id === row.id);
    if (existing) backend.store.update('memoResponses', existing.id, { reason: memo });
    else
      backend.store.insert('memoResponses', {
        transaction_id: row.id,
        user_id: user.id,
        reason: memo,
        created_at: NOW,
      });
    const file = await client.download('/card/card/transaction/export', {
      query: { start_date: '2026-11-01', end_date: '2026-11-23' },
    });
    const line = (await file.blob.text()).split('\n').find((entry) => entry.startsWith(`${row.id},`));
    expect(line?.endsWith(`,"'=HYPERLINK(""http://evil.example"",""Receipt"")"`)).toBe(true);
    expect(line).toContain(`,${row.amount.toFixed(2)},`);
  });

  it('lists a card’s history', async () => {
    const { client } = await clientFor('admin@northwind.example');
    const row = backend.store.all('transactions')[0];
    const { results } = await client.get<{ results: Array<{ card_name: string }> }>(
      `/card/card/transaction/history/${row?.card_id}`,
    );
    expect(results.length).toBeGreaterThan(0);
    expect(new Set(results.map((entry) => entry.card_name))).toEqual(new Set([row?.card_name]));
  });
});

describe('memos, receipts and approvals', () => {
  const ownRow = (userId: number, predicate: (id: number) => boolean = () => true) =>
    backend.store.find(
      'transactions',
      (row) =>
        row.user_id === userId &&
        row.transaction_status !== 'DECLINE' &&
        row.amount > 0 &&
        !backend.store.find('memoResponses', (memo) => memo.transaction_id === row.id) &&
        !backend.store.find('receiptResponses', (receipt) => receipt.transaction_id === row.id) &&
        predicate(row.id),
    );

  it('creates and updates a memo only for the owner; a requested receipt blocks the update', async () => {
    const { user, client } = await clientFor('employee@northwind.example');
    const row = ownRow(user.id, (id) => !backend.store.get('transactions', id)?.receipt_requested);
    const payload = { category: 'TRANSACTION_MEMO_RESPONSE', transaction: row?.id, reason: 'Client lunch' };
    const created = await client.post<{ results: unknown }>('/card/card/transaction/memo-receipt-response', payload);
    const memo = transactionSchema.parse(created.results).memo_response;
    expect(memo?.reason).toBe('Client lunch');
    const empty = await failure(
      client.patch(`/card/card/transaction/memo-receipt-response/${memo?.id}`, { ...payload, reason: '  ' }),
    );
    expect(empty.body).toEqual({ results: 'Memo cannot be empty.' });
    if (row) backend.store.update('transactions', row.id, { receipt_requested: true });
    const flagged = await failure(
      client.patch(`/card/card/transaction/memo-receipt-response/${memo?.id}`, { ...payload, reason: 'Other' }),
    );
    expect(flagged.body).toMatchObject({ transaction: [expect.any(String)] });

    const admin = await clientFor('admin@northwind.example');
    expect((await failure(admin.client.post('/card/card/transaction/memo-receipt-response', payload))).status).toBe(
      403,
    );
  });

  it('uploads a receipt (multipart), refuses other file types, and approves by role', async () => {
    const { user, client } = await clientFor('manager@northwind.example');
    const row = ownRow(user.id);
    // Node has no XMLHttpRequest (the client's upload path): the multipart body goes with fetch.
    const upload = (name: string, content = '%PDF-1.4', type = 'application/pdf') =>
      fetch(`${BASE_URL}/card/card/transaction/memo-receipt-response`, {
        method: 'POST',
        headers: { Authorization: `Token ${user.token ?? ''}` },
        body: toFormData({
          category: 'TRANSACTION_RECEIPT_RESPONSE',
          transaction: row?.id,
          image: new File([content], name, { type }),
        }),
      });
    // Judged by content, not by name or declared type: a GIF and a page with script are refused.
    for (const refused of [
      upload('receipt.gif', 'GIF89a', 'image/gif'),
      upload('receipt.pdf', '<script>', 'text/html'),
    ]) {
      const answer = await refused;
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ results: transactionMessages.unsupportedFile });
    }
    const answer = await upload('receipt.pdf');
    expect(answer.status).toBe(201);
    const uploaded = transactionSchema.parse(((await answer.json()) as { results: unknown }).results);
    expect(uploaded.receipt_response?.file).toBe('receipt.pdf');
    // The row keeps the stored file's reference (the change log carries it); the answer reads its bytes.
    const stored = backend.store.find('receiptResponses', (receipt) => receipt.transaction_id === row?.id);
    expect(stored?.upload).toMatchObject({ name: 'receipt.pdf', type: 'application/pdf', size: 8 });
    expect(stored?.upload && (await backend.store.file(stored.upload)?.text())).toBe('%PDF-1.4');
    expect(uploaded.receipt_response?.receipt_image).toBe(
      stored?.upload ? backend.store.fileUrl(stored.upload) : 'none',
    );
    expect(uploaded.receipt_response?.ocr).toEqual({
      vendor_match: expect.any(Boolean),
      amount_match: expect.any(Boolean),
      date_match: expect.any(Boolean),
    });
    if (row) backend.store.update('transactions', row.id, { receipt_matched: false });

    // The manager escalates; a second escalation is refused with results.response.
    const escalated = await client.post<{ results: { approved: boolean } }>(
      `/card/card/transaction/receipt/approval/${row?.id}`,
    );
    expect(escalated.results.approved).toBe(false);
    const again = await failure(client.post(`/card/card/transaction/receipt/approval/${row?.id}`));
    expect(again.body).toEqual({ results: { response: 'An approval request is already pending for this receipt.' } });

    // The admin sees the request and rejects it; the receipt is then rejected.
    const admin = await clientFor('admin@northwind.example');
    const requests = await admin.client.get<{ results: Array<{ id: number; transaction: { id: number } }> }>(
      '/card/card/transaction/receipt/approval',
    );
    const request = requests.results.find((entry) => entry.transaction.id === row?.id);
    expect(request).toBeDefined();
    const rejected = await admin.client.patch<{ results: { rejected: boolean } }>(
      `/card/card/transaction/receipt/approval/${request?.id}`,
      { status: 'reject' },
    );
    expect(rejected.results.rejected).toBe(true);
    const employee = await clientFor('employee@northwind.example');
    expect((await failure(employee.client.get('/card/card/transaction/receipt/approval'))).status).toBe(403);
  });

  it('lets the admin approve an unmatched receipt at once', async () => {
    const { client, user } = await clientFor('admin@northwind.example');
    const row = backend.store.find(
      'transactions',
      (entry) =>
        entry.company_id === 1 &&
        entry.user_id !== user.id &&
        !entry.receipt_matched &&
        Boolean(backend.store.find('receiptResponses', (r) => r.transaction_id === entry.id && !r.receipt_rejected)),
    );
    const approved = await client.post<{ results: { approved: boolean } }>(
      `/card/card/transaction/receipt/approval/${row?.id}`,
    );
    expect(approved.results.approved).toBe(true);
    expect(backend.store.get('transactions', row?.id ?? 0)?.receipt_matched).toBe(true);
  });

  it('never lets anyone approve their own receipt: own requests are not listed, an admin’s own receipt is escalated', async () => {
    const unmatchedOf = (userId: number) =>
      backend.store.find(
        'transactions',
        (entry) =>
          entry.user_id === userId &&
          !entry.receipt_matched &&
          !backend.store.find('receiptApprovals', (r) => r.transaction_id === entry.id && r.status === 'pending') &&
          Boolean(backend.store.find('receiptResponses', (r) => r.transaction_id === entry.id && !r.receipt_rejected)),
      );
    for (const email of ['manager@northwind.example', 'admin@northwind.example']) {
      const { client, user } = await clientFor(email);
      const own = unmatchedOf(user.id);
      if (!own) throw new Error(`${email} has an unmatched receipt in the seed`);
      const asked = await client.post<{ results: { approved: boolean } }>(
        `/card/card/transaction/receipt/approval/${own.id}`,
      );
      expect(asked.results.approved).toBe(false);
      expect(backend.store.get('transactions', own.id)?.receipt_matched).toBe(false);
      const { results } = await client.get<{ results: unknown }>(`/card/card/transaction/${own.id}`);
      expect(transactionSchema.parse(results).receipt_approval_pending).toBe(true);
      const listed = await client.get<{ results: Array<{ id: number; transaction: { id: number } }> }>(
        '/card/card/transaction/receipt/approval',
      );
      const ownIds = new Set(
        backend.store.filter('transactions', (row) => row.user_id === user.id).map((row) => row.id),
      );
      expect(listed.results.filter((entry) => ownIds.has(entry.transaction.id))).toEqual([]);
      const request = backend.store.find(
        'receiptApprovals',
        (r) => r.transaction_id === own.id && r.status === 'pending',
      );
      expect(
        (await failure(client.patch(`/card/card/transaction/receipt/approval/${request?.id}`, { status: 'approve' })))
          .status,
      ).toBe(404);
    }
  });
});
