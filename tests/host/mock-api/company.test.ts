// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SETTINGS_THRESHOLD_NEGATIVE, SETTINGS_THRESHOLD_NOT_NUMERIC } from '../../../features/settings/messages.js';
import {
  serverMessages,
  type ApiCompanySetting,
  type ApiSignedInUser,
  type ApiUser,
} from '../../../host/mock-api/index.js';
import { failure, useDemoBackend } from './harness.js';

const backend = useDemoBackend();

async function clientFor(email: string) {
  const { user } = await backend.client.post<{ user: ApiSignedInUser }>('/auth/users/login', {
    user: { email, password: 'Spend-demo-1' },
  });
  return { user, client: backend.clientWith(user.token ?? null) };
}

describe('POST /auth/users/external/company/{id}', () => {
  it('switches an external user between its three companies', async () => {
    const { user, client } = await clientFor('external@harbourfront.example');
    expect(user.user_companies.map((company) => company.company_name)).toEqual([
      'Northwind Supply Co.',
      'Maple Leaf Logistics Inc.',
      'Blue Heron Studios Ltd.',
    ]);
    const target = user.user_companies[2];
    const { results } = await client.post<{ results: ApiUser }>(`/auth/users/external/company/${target?.id}`);
    expect(results.user_companies.find((company) => company.selected)?.company_name).toBe('Blue Heron Studios Ltd.');
    expect(results.company_setting.beta_features).toEqual(['HIDE_CURRENT_BALANCE']);
    // The session check sees the switch.
    const session = await client.get<{ results: ApiUser }>('/auth/user');
    expect(session.results.user_companies.filter((company) => company.selected)).toEqual([
      { id: target?.id, company_name: 'Blue Heron Studios Ltd.', selected: true },
    ]);
    const setting = await client.get<{ results: ApiCompanySetting }>('/auth/company/setting');
    expect(setting.results.department.map((entry) => entry.name)).toEqual(['Production', 'Marketing']);
  });

  it('fails for a company the user does not belong to, a non-external user and an unknown company', async () => {
    const external = await clientFor('external@harbourfront.example');
    const riverbend = backend.store.find('companies', (company) => company.company_name.startsWith('Riverbend'));
    const notMember = await failure(external.client.post(`/auth/users/external/company/${riverbend?.id}`));
    expect(notMember).toMatchObject({ status: 400, body: { errors: { company: [serverMessages.notAMember] } } });
    expect((await failure(external.client.post('/auth/users/external/company/9999'))).status).toBe(404);
    const admin = await clientFor('admin@northwind.example');
    const notExternal = await failure(
      admin.client.post(`/auth/users/external/company/${admin.user.user_companies[0]?.id}`),
    );
    expect(notExternal.body).toEqual({ errors: { company: [serverMessages.notExternalUser] } });
  });
});

describe('company setting', () => {
  it('reads the selected company setting', async () => {
    const { client } = await clientFor('manager@northwind.example');
    const { results } = await client.get<{ results: ApiCompanySetting }>('/auth/company/setting');
    expect(results).toMatchObject({
      billing_address: '1200 Bay Street, Suite 400, Toronto, ON M5R 2A5, Canada',
      receipt_threshold: 75,
      memo_threshold: 25,
      connected_banks: 2,
      beta_features_enabled: true,
      beta_features: ['RECEIPT_APPROVAL', 'REDEEM_CASHBACK'],
    });
    expect(results.location.map((entry) => entry.name)).toEqual(['Toronto', 'Vancouver', 'Montreal']);
    expect(results.banks.filter((bank) => bank.default)).toHaveLength(1);
    // Bank details are role 1's: the manager sees the last four digits of an account, nothing more.
    expect(results.banks[0]?.institution_details).toEqual({ account: expect.stringMatching(/^\*{4}\d{4}$/) });
  });

  it('lets the admin keep, remove and add entries and change thresholds', async () => {
    const { client } = await clientFor('admin@northwind.example');
    const before = (await client.get<{ results: ApiCompanySetting }>('/auth/company/setting')).results;
    const keep = before.location.slice(0, 2).map((entry) => entry.id);
    const { results } = await client.patch<{ results: ApiCompanySetting }>('/auth/company/setting', {
      locations: { id: keep, names: ['Ottawa'] },
      departments: { id: before.department.map((entry) => entry.id), names: [] },
      receipt_threshold: '120',
      memo_threshold: 40.5,
    });
    expect(results.location.map((entry) => entry.name)).toEqual(['Toronto', 'Vancouver', 'Ottawa']);
    expect(results.department).toEqual(before.department);
    expect(results).toMatchObject({ receipt_threshold: 120, memo_threshold: 40.5 });
    const after = (await client.get<{ results: ApiCompanySetting }>('/auth/company/setting')).results;
    expect(after).toEqual(results);
  });

  it('answers 400 for thresholds that are not numbers or negative, and for foreign ids', async () => {
    const { client } = await clientFor('admin@northwind.example');
    const error = await failure(
      client.patch('/auth/company/setting', {
        receipt_threshold: 'ten',
        memo_threshold: -1,
        locations: { id: [9999], names: [] },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      errors: {
        receipt_threshold: [SETTINGS_THRESHOLD_NOT_NUMERIC],
        memo_threshold: [SETTINGS_THRESHOLD_NEGATIVE],
        locations: [serverMessages.unknownEntry(9999)],
      },
    });
  });

  it('answers 403 to a non-admin change', async () => {
    const { client } = await clientFor('manager@northwind.example');
    const error = await failure(client.patch('/auth/company/setting', { receipt_threshold: 10 }));
    expect(error).toMatchObject({ status: 403, body: { detail: serverMessages.permissionDenied } });
  });
});
