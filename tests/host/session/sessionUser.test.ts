import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type User } from 'spend-ui/features';
import { SessionStore, SESSION_STORAGE_KEY } from '../../../host/session/sessionStore.js';

/** Bank details as a server that sends too much would put them in the user. */
const ACCOUNT = '5104821';
const TRANSIT = '00102';
const INSTITUTION = '003';
const bank = {
  id: 1,
  nickname: 'Operating account',
  default: true,
  verified: true,
  institute_name: 'Royal Bank of Canada',
  institution_logo: null,
  institution_details: { account: ACCOUNT, institution: INSTITUTION, branch: TRANSIT },
};
const betaFlags = {
  beta_features_enabled: true,
  beta_features: ['RECEIPT_APPROVAL'],
  float_by_comdata: true,
  onboarded_by_comdata: false,
};
const overSharingUser = {
  name: 'Ada Admin',
  user_id: 'u-1',
  permission_level: 1,
  dashboard_ready: true,
  user_companies: [{ id: 1, company_name: 'Northwind Supply Co.', selected: true, bank_account: ACCOUNT }],
  company_setting: {
    ...betaFlags,
    billing_address: '1200 Bay Street',
    receipt_threshold: 75,
    banks: [bank],
    connected_banks: 1,
  },
  bank_accounts: [bank],
};

function stored(): string {
  return localStorage.getItem(SESSION_STORAGE_KEY) ?? '';
}

function expectNoBankDetails(text: string) {
  for (const secret of [ACCOUNT, TRANSIT, 'institution_details', 'banks', 'billing_address', 'bank_account']) {
    expect(text).not.toContain(secret);
  }
}

function storeAnswering(userAnswer: unknown) {
  const store = new SessionStore({ storage: localStorage });
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ results: userAnswer }), { headers: { 'content-type': 'application/json' } }),
  );
  store.connect(createApiClient({ baseUrl: '/api/v1', getToken: store.getToken, fetch }));
  return store;
}

beforeEach(() => localStorage.clear());

describe('what the session stores of the user', () => {
  it('keeps no bank details from the sign-in answer, only the beta and comdata flags of the company setting', () => {
    const store = new SessionStore({ storage: localStorage });
    store.signIn({ ...overSharingUser, token: 'tok-1' });
    expectNoBankDetails(stored());
    expectNoBankDetails(JSON.stringify(store.getSnapshot()));
    const { user } = JSON.parse(stored()) as { user: User };
    expect(user).toEqual({
      name: 'Ada Admin',
      user_id: 'u-1',
      permission_level: 1,
      dashboard_ready: true,
      user_companies: [{ id: 1, company_name: 'Northwind Supply Co.', selected: true }],
      company_setting: betaFlags,
    });
  });

  it('keeps none from the session check either, and keeps what an answer leaves out', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'tok-1', user: { name: 'Ada', kyb: true } }));
    const store = storeAnswering({ ...overSharingUser, name: undefined });
    await store.start();
    expectNoBankDetails(stored());
    expect(store.getSnapshot().user).toMatchObject({ name: 'Ada', kyb: true, company_setting: betaFlags });
  });

  it('trims a session stored before, as soon as the app starts', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'tok-1', user: overSharingUser }));
    const store = storeAnswering({ name: 'Ada Admin' });
    expectNoBankDetails(JSON.stringify(store.getSnapshot()));
    await store.start();
    expectNoBankDetails(stored());
    expect(store.getSnapshot().user?.company_setting).toEqual(betaFlags);
  });
});
