// @vitest-environment node
import {
  ACCOUNT_NUMBER_INVALID,
  ACCOUNT_TYPE_NOT_OFFERED,
  BANK_FIELD_REQUIRED,
  COUNTRY_NOT_OFFERED,
  INSTITUTION_NUMBER_INVALID,
  MAX_ACCOUNTS_HINT,
  TRANSIT_NUMBER_INVALID,
  UNSUPPORTED_FILE,
  VOID_CHEQUE_REQUIRED,
} from '../../../features/banking/messages.js';
import { describe, expect, it } from 'vitest';
import { toFormData } from '../../../features/api/uploads.js';
import {
  BANK_VERIFICATION_DELAY_MS,
  bankingMessages,
  type ApiBankAccount,
  type ApiCompanySetting,
  type ApiSignedInUser,
} from '../../../host/mock-api/index.js';
import { BASE_URL, failure, useDemoBackend } from './harness.js';

const backend = useDemoBackend();

async function clientFor(email: string) {
  const { user } = await backend.client.post<{ user: ApiSignedInUser }>('/auth/users/login', {
    user: { email, password: 'Spend-demo-1' },
  });
  const client = backend.clientWith(user.token ?? null);
  /** Node has no XMLHttpRequest (the client's upload path): the multipart body goes with fetch. */
  const upload = async (path: string, form: FormData) => {
    const answer = await fetch(`${BASE_URL}${path}`, {
      method: 'POST',
      headers: { Authorization: `Token ${user.token ?? ''}` },
      body: form,
    });
    return { status: answer.status, body: (await answer.json()) as unknown };
  };
  return Object.assign(client, { send: upload });
}

type Client = Awaited<ReturnType<typeof clientFor>>;

async function banks(client: Client): Promise<ApiBankAccount[]> {
  return (await client.get<{ results: ApiCompanySetting }>('/auth/company/setting')).results.banks;
}

const cheque = (name = 'cheque.pdf', type = 'application/pdf', content = '%PDF-1.4 cheque') =>
  new File([content], name, { type });

const manualForm = (overrides: Record<string, unknown> = {}) =>
  toFormData({
    accountNumber: '1234567',
    branchTransitNumber: '00011',
    instituteNumber: '004',
    nickname: 'Manual savings',
    bankCity: 'Regina',
    bankProvince: 'SK',
    bankPostalCode: 'S4P 2V1',
    bankAccountType: 'Savings',
    bankCountry: 'CA',
    institutionName: '',
    bankAddress: '1 Main Street',
    void_cheque: cheque(),
    ...overrides,
  });

/** Link token → the demo picker's connect → accounts for the public token. */
async function connectAutomatically(client: Client, institute = 'ins_rbc') {
  const { link_token } = await client.post<{ link_token: string }>('/bank/create-link-token');
  const institutions = await backend.client.get<{ results: { id: string; accounts: unknown[] }[] }>(
    `/bank/demo-provider/institutions?link_token=${link_token}`,
  );
  expect(institutions.results.map((entry) => entry.id)).toContain(institute);
  const connected = await backend.client.post<{ public_token: string; institute_name: string }>(
    '/bank/demo-provider/connect',
    { link_token, institute_id: institute },
  );
  const accounts = await client.post<{
    results: { accounts: { id: string; mask: string }[]; public_token: string; institute_name: string };
  }>('/bank/bank/accounts', {
    public_token: connected.public_token,
    institute_name: connected.institute_name,
    institute_id: institute,
  });
  return { link_token, ...accounts.results };
}

describe('bank linking', () => {
  it('links automatically: the first account is the default and unverified until the delay passes', async () => {
    let now = Date.UTC(2026, 0, 10);
    backend.recreate({ now: () => now });
    const client = await clientFor('no-bank@prairiewind.example');
    expect(await banks(client)).toEqual([]);
    const connection = await connectAutomatically(client);
    expect(connection.institute_name).toBe('Royal Bank of Canada');
    const account = connection.accounts[1];
    const { results } = await client.post<{ results: ApiBankAccount }>('/bank/bank/link/automatically', {
      public_token: connection.public_token,
      institute_name: connection.institute_name,
      institute_id: 'ins_rbc',
      account: account?.id,
    });
    expect(results).toMatchObject({ default: true, verified: false, nickname: 'Business Savings' });
    expect(results.institution_details.account.endsWith(account?.mask ?? '?')).toBe(true);
    const user = await client.get<{ results: { bank_connected: boolean } }>('/auth/user');
    expect(user.results.bank_connected).toBe(true);
    now += BANK_VERIFICATION_DELAY_MS;
    expect((await banks(client))[0]?.verified).toBe(true);
    // The link token served its one connection.
    const reused = await failure(
      backend.client.post('/bank/demo-provider/connect', { link_token: connection.link_token, institute_id: 'ins_td' }),
    );
    expect(reused.body).toEqual({ results: { error: bankingMessages.linkTokenInvalid } });
  });

  it('refuses an unknown public token or account, and an account linked already', async () => {
    const client = await clientFor('no-bank@prairiewind.example');
    const bad = await failure(
      client.post('/bank/bank/accounts', { public_token: 'nope', institute_name: 'X', institute_id: 'ins_rbc' }),
    );
    expect(bad.body).toEqual({ results: { error: bankingMessages.publicTokenInvalid } });
    const connection = await connectAutomatically(client, 'ins_td');
    const link = (account: string) =>
      client.post('/bank/bank/link/automatically', {
        public_token: connection.public_token,
        institute_name: connection.institute_name,
        institute_id: 'ins_td',
        account,
      });
    expect((await failure(link('rbc-chq-4821'))).body).toEqual({ results: { error: bankingMessages.unknownAccount } });
    await link('td-chq-1188');
    expect((await failure(link('td-chq-1188'))).body).toEqual({ results: { error: bankingMessages.alreadyLinked } });
  });

  it('links manually with a void cheque, refuses missing fields, a missing or wrong cheque and a 4th account', async () => {
    const client = await clientFor('admin@northwind.example');
    expect(await banks(client)).toHaveLength(2);
    const missing = await client.send(
      '/bank/bank/link/manually',
      manualForm({ accountNumber: '', void_cheque: undefined }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      errors: { accountNumber: [BANK_FIELD_REQUIRED], void_cheque: [VOID_CHEQUE_REQUIRED] },
      results: { error: BANK_FIELD_REQUIRED },
    });
    // Judged by content: a GIF, and a page with script called cheque.pdf, are refused.
    for (const [type, content] of [
      ['image/gif', 'GIF89a'],
      ['text/html', '<html><script>alert(1)</script>'],
    ]) {
      const wrongType = await client.send(
        '/bank/bank/link/manually',
        manualForm({ void_cheque: cheque('cheque.pdf', type, content) }),
      );
      expect(wrongType.body).toMatchObject({
        errors: { void_cheque: [UNSUPPORTED_FILE] },
        results: { error: UNSUPPORTED_FILE },
      });
    }
    const linked = await client.send('/bank/bank/link/manually', manualForm());
    expect(linked.status).toBe(201);
    const { results } = linked.body as { results: ApiBankAccount };
    expect(results).toMatchObject({
      nickname: 'Manual savings',
      default: false,
      verified: false,
      institute_name: 'TD Canada Trust',
      institution_details: { account: '1234567', institution: '004', branch: '00011' },
    });
    expect(backend.store.get('bankAccounts', results.id)?.void_cheque?.name).toBe('cheque.pdf');
    const fourth = await client.send('/bank/bank/link/manually', manualForm({ accountNumber: '7654321' }));
    expect(fourth.body).toEqual({ results: { error: MAX_ACCOUNTS_HINT } });
    expect(await banks(client)).toHaveLength(3);
  });

  it('refuses bank numbers that are not digits of the Canadian lengths, and a type or country not offered, and links nothing', async () => {
    const client = await clientFor('admin@northwind.example');
    for (const [field, value, message] of [
      ['instituteNumber', 'abc', INSTITUTION_NUMBER_INVALID],
      ['instituteNumber', '0041', INSTITUTION_NUMBER_INVALID],
      ['branchTransitNumber', '-1', TRANSIT_NUMBER_INVALID],
      ['branchTransitNumber', '1e3', TRANSIT_NUMBER_INVALID],
      ['accountNumber', '12.5e3', ACCOUNT_NUMBER_INVALID],
      ['accountNumber', '123456', ACCOUNT_NUMBER_INVALID],
      ['accountNumber', '9'.repeat(10_000), ACCOUNT_NUMBER_INVALID],
      // Lists: only what the form offers (issue 39 item 6).
      ['bankAccountType', 'Brokerage', ACCOUNT_TYPE_NOT_OFFERED],
      ['bankCountry', 'XX', COUNTRY_NOT_OFFERED],
      ['bankCountry', 'Canada', COUNTRY_NOT_OFFERED],
    ] as const) {
      const refused = await client.send('/bank/bank/link/manually', manualForm({ [field]: value }));
      expect([refused.status, refused.body]).toEqual([
        400,
        { errors: { [field]: [message] }, results: { error: message } },
      ]);
    }
    expect(await banks(client)).toHaveLength(2);
    expect((await client.send('/bank/bank/link/manually', manualForm({ accountNumber: '123456789012' }))).status).toBe(
      201,
    );
  });

  it('makes an account primary (exactly one default) and never deletes the default', async () => {
    const client = await clientFor('admin@northwind.example');
    const [first, second] = await banks(client);
    if (!first || !second) throw new Error('Northwind has two seeded accounts');
    expect([first.default, second.default]).toEqual([true, false]);
    const primary = await client.patch<{ results: { response: string; account: ApiBankAccount } }>(
      `/bank/bank/${second.id}`,
    );
    expect(primary.results).toMatchObject({ response: bankingMessages.primarySet, account: { default: true } });
    expect((await banks(client)).map((bank) => bank.default)).toEqual([false, true]);
    const refused = await failure(client.delete(`/bank/bank/${second.id}`));
    expect(refused.body).toEqual({ results: { error: bankingMessages.defaultNotDeletable } });
    const deleted = await client.delete<{ results: { response: string } }>(`/bank/bank/${first.id}`);
    expect(deleted.results.response).toBe('Account is deleted.');
    expect((await banks(client)).map((bank) => bank.id)).toEqual([second.id]);
    expect((await failure(client.patch('/bank/bank/abc'))).body).toEqual({
      results: { error: bankingMessages.invalidId },
    });
    expect((await failure(client.delete(`/bank/bank/${first.id}`))).status).toBe(404);
  });

  it('keeps another company and other roles out', async () => {
    const other = await clientFor('pending-review@riverbend.example');
    const [northwindAccount] = backend.store.filter('bankAccounts', (row) => row.company_id === 1);
    expect((await failure(other.patch(`/bank/bank/${northwindAccount?.id}`))).status).toBe(404);
    const bookkeeper = await clientFor('bookkeeper@northwind.example');
    expect((await failure(bookkeeper.post('/bank/create-link-token'))).status).toBe(403);
  });

  it('uploads one statement of pdf, jpg, jpeg or png, judged by its content', async () => {
    const client = await clientFor('admin@northwind.example');
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const ok = await client.send('/bank/bank/statement', toFormData({ file: new File([png], 'march', { type: '' }) }));
    expect(ok.body).toEqual({ results: { response: 'bank statement uploaded' } });
    const [statement] = backend.store.all('bankStatements');
    expect(statement?.file).toMatchObject({ name: 'march', type: 'image/png' });
    for (const file of [
      new File(['x'], 'march.docx'),
      new File(['<html><script>alert(1)</script>'], 'march.pdf', { type: 'text/html' }),
    ]) {
      const wrong = await client.send('/bank/bank/statement', toFormData({ file }));
      expect(wrong.body).toEqual({ results: { error: bankingMessages.unsupportedFile } });
    }
    const none = await client.send('/bank/bank/statement', new FormData());
    expect(none.body).toEqual({ results: { error: bankingMessages.statementMissing } });
    expect(backend.store.count('bankStatements')).toBe(1);
  });

  it('answers each failure the catalogue names through injected faults', async () => {
    const client = await clientFor('admin@northwind.example');
    backend.store.injectFault({ method: 'DELETE', path: '/bank/bank/:id', status: 500 });
    expect((await failure(client.delete('/bank/bank/2'))).status).toBe(500);
    expect(await banks(client)).toHaveLength(2);
  });
});
