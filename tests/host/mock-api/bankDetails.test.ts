// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoAccounts, type ApiCompanySetting, type ApiMaskedBankAccount } from '../../../host/mock-api/index.js';
import { useDemoBackend } from './harness.js';

const backend = useDemoBackend();

/** Full account and transit numbers of every linked account of every company. */
function bankSecrets(): string[] {
  return backend.store.all('bankAccounts').flatMap((bank) => [bank.account, bank.branch]);
}

function expectNoBankDetails(answer: unknown) {
  const text = JSON.stringify(answer);
  for (const secret of bankSecrets()) expect(text).not.toContain(secret);
  expect(text).not.toContain('"institution"');
  expect(text).not.toContain('"branch"');
}

function tokenOf(email: string): string {
  const user = backend.store.find('users', (row) => row.email === email);
  if (!user) throw new Error(`No demo user ${email}`);
  return user.auth_token;
}

const northwindRoles = [
  ['CompanyBookKeeper (2)', 'bookkeeper@northwind.example'],
  ['CompanyManager (3)', 'manager@northwind.example'],
  ['CompanyEmployee (4)', 'employee@northwind.example'],
  ['ExternalUser (2)', 'external@harbourfront.example'],
  ['KYBGroup (5)', 'awaiting-role@northwind.example'],
] as const;

describe('GET /auth/company/setting', () => {
  it('gives role 1 the linked accounts in full', async () => {
    const client = backend.clientWith(tokenOf('admin@northwind.example'));
    const { results } = await client.get<{ results: ApiCompanySetting }>('/auth/company/setting');
    const rows = backend.store.filter('bankAccounts', (bank) => bank.company_id === 1);
    expect(results.banks.map((bank) => bank.institution_details)).toEqual(
      rows.map(({ account, institution, branch }) => ({ account, institution, branch })),
    );
  });

  it.each(northwindRoles)(
    'gives %s at most the last four digits of each account, no institution or transit number',
    async (_role, email) => {
      const client = backend.clientWith(tokenOf(email));
      const answer = await client.get<{ results: ApiCompanySetting<ApiMaskedBankAccount> }>('/auth/company/setting');
      expectNoBankDetails(answer);
      const rows = backend.store.filter('bankAccounts', (bank) => bank.company_id === 1);
      expect(answer.results.banks.map((bank) => bank.institution_details)).toEqual(
        rows.map((row) => ({ account: `****${row.account.slice(-4)}` })),
      );
      // The rest of the setting stays: the Team page reads the lists.
      expect(answer.results.department.map((entry) => entry.name)).toContain('Finance');
      expect(answer.results.connected_banks).toBe(rows.length);
    },
  );
});

describe('the sign-in and user answers', () => {
  it.each(demoAccounts.map((account) => [account.who, account] as const))(
    'carry no bank details for %s',
    async (_who, account) => {
      const login = await backend.client.post<{ user: { company_setting: object } }>('/auth/users/login', {
        user: { email: account.email, password: account.password },
      });
      expectNoBankDetails(login);
      expect(Object.keys(login.user.company_setting).sort()).toEqual([
        'beta_features',
        'beta_features_enabled',
        'float_by_comdata',
        'onboarded_by_comdata',
      ]);
      expectNoBankDetails(await backend.clientWith(tokenOf(account.email)).get('/auth/user'));
    },
  );
});
