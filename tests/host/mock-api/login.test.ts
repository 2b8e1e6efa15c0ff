// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEMO_OTP_CODE,
  demoAccounts,
  serverMessages,
  type ApiSignedInUser,
  type ApiUser,
} from '../../../host/mock-api/index.js';
import { failure, useDemoBackend } from './harness.js';

const backend = useDemoBackend();

async function login(email: string, password: string) {
  return backend.client.post<{ user: ApiSignedInUser }>('/auth/users/login', { user: { email, password } });
}

/** The company setting's flags on the user. */
const companyFlags = (beta_features: string[], float_by_comdata: boolean, onboarded_by_comdata: boolean) => ({
  beta_features_enabled: beta_features.length > 0,
  beta_features,
  float_by_comdata,
  onboarded_by_comdata,
});

/** What each demo account's login answer must say. */
const expected: Record<string, Partial<ApiUser> & { token: boolean; companies?: number }> = {
  'admin@northwind.example': { token: true, permission_level: 1, role: 'CompanyAdmin', dashboard_ready: true },
  'bookkeeper@northwind.example': {
    token: true,
    permission_level: 2,
    role: 'CompanyBookKeeper',
    dashboard_ready: true,
  },
  'manager@northwind.example': { token: true, permission_level: 3, role: 'CompanyManager', dashboard_ready: true },
  'employee@northwind.example': { token: true, permission_level: 4, role: 'CompanyEmployee', dashboard_ready: true },
  'awaiting-role@northwind.example': {
    token: true,
    permission_level: 5,
    role: 'KYBGroup',
    dashboard_ready: false,
    kyb: true,
    kyb_manager: 'Olivia Chen',
  },
  'external@harbourfront.example': {
    token: true,
    permission_level: 2,
    role: 'ExternalUser',
    external_user: true,
    dashboard_ready: true,
    companies: 3,
  },
  'two-step@northwind.example': { token: false, phone_verified: true, permission_level: 1 },
  'phone-unverified@cedargrove.example': { token: false, phone_verified: false },
  'email-unverified@granitepeak.example': {
    token: true,
    phone_verified: true,
    email_verified: false,
    verified: false,
    dashboard_ready: false,
  },
  'kyb-not-filled@lighthouse.example': {
    token: true,
    verified: true,
    kyb_form_filled: false,
    bank_connected: false,
    dashboard_ready: false,
  },
  'no-bank@prairiewind.example': {
    token: true,
    verified: true,
    kyb_form_filled: true,
    bank_connected: false,
    dashboard_ready: false,
  },
  'pending-review@riverbend.example': {
    token: true,
    verified: true,
    kyb_form_filled: true,
    bank_connected: true,
    kyb_form_accepted: false,
    dashboard_ready: false,
  },
  'custom-amount@summitridge.example': {
    token: true,
    permission_level: 1,
    dashboard_ready: true,
    company_setting: companyFlags(['CUSTOM_AMOUNT_SPENT'], false, false),
  },
  'float@harbourlight.example': {
    token: true,
    permission_level: 1,
    dashboard_ready: true,
    company_setting: companyFlags([], true, false),
  },
  'comdata@aurorafleet.example': {
    token: true,
    permission_level: 1,
    dashboard_ready: true,
    company_setting: companyFlags([], true, true),
  },
  'kyb-wizard@beaconharbor.example': {
    token: true,
    verified: true,
    kyb_form_filled: false,
    bank_connected: false,
    dashboard_ready: false,
    company_setting: companyFlags(['KYB_WIZARD'], false, false),
  },
};

describe('POST /auth/users/login', () => {
  it('has an expectation for every demo account', () => {
    expect(demoAccounts.map((account) => account.email).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(demoAccounts.map((account) => [account.who, account] as const))('signs in %s', async (_who, account) => {
    const { token, companies, ...fields } = expected[account.email] ?? { token: true };
    const { user } = await login(account.email, account.password);
    expect(user).toMatchObject({ email: account.email, ...fields });
    expect(typeof user.name).toBe('string');
    expect(typeof user.user_id).toBe('string');
    // Only the feature-flag companies float by or are onboarded by Comdata.
    expect(user.company_setting).toMatchObject({
      beta_features_enabled: expect.any(Boolean),
      beta_features: expect.any(Array),
      float_by_comdata: fields.company_setting?.float_by_comdata ?? false,
      onboarded_by_comdata: fields.company_setting?.onboarded_by_comdata ?? false,
    });
    expect(user.user_companies.filter((company) => company.selected)).toHaveLength(1);
    if (companies) expect(user.user_companies).toHaveLength(companies);
    if (token) {
      expect(user.token).toMatch(/^[0-9a-f]{40}$/);
      // The token opens the session check.
      const session = await backend.clientWith(user.token ?? null).get<{ results: ApiUser }>('/auth/user');
      const { token: _token, ...withoutToken } = user;
      expect(session.results).toEqual(withoutToken);
    } else {
      expect(user).not.toHaveProperty('token');
    }
  });

  it('marks every fully verified, ready user dashboard_ready', async () => {
    for (const account of demoAccounts) {
      const { user } = await login(account.email, account.password);
      const ready =
        user.verified &&
        user.kyb_form_filled &&
        user.kyb_form_accepted &&
        user.bank_connected &&
        user.permission_level !== 5;
      expect(user.dashboard_ready, account.email).toBe(ready);
    }
  });

  it('accepts the e-mail in any case', async () => {
    const { user } = await login('Admin@Northwind.Example', 'Spend-demo-1');
    expect(user.token).toBeTruthy();
  });

  it('answers 400 with errors and user objects for a wrong password', async () => {
    const error = await failure(login('admin@northwind.example', 'wrong-password'));
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      errors: { error: [serverMessages.loginWrongPassword] },
      user: { error: serverMessages.loginWrongPassword },
    });
  });

  it('answers 400 for an unknown e-mail', async () => {
    const error = await failure(login('nobody@nowhere.example', 'Spend-demo-1'));
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ user: { error: serverMessages.loginUnknownEmail } });
  });

  it('answers 400 when e-mail or password is missing', async () => {
    const error = await failure(
      backend.client.post('/auth/users/login', { user: { email: 'admin@northwind.example' } }),
    );
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ user: { error: serverMessages.loginMissingFields } });
  });

  it('answers an injected server failure (the catalogue\'s "other login failures")', async () => {
    backend.store.injectFault({ method: 'POST', path: '/auth/users/login', status: 500 });
    expect((await failure(login('admin@northwind.example', 'Spend-demo-1'))).status).toBe(500);
    // One use only.
    await expect(login('admin@northwind.example', 'Spend-demo-1')).resolves.toBeTruthy();
  });
});

describe('GET /auth/user', () => {
  it('answers 401 without a token', async () => {
    const error = await failure(backend.client.get('/auth/user'));
    expect(error).toMatchObject({ status: 401, body: { detail: serverMessages.noCredentials } });
  });

  it('answers 401 with a bad token', async () => {
    const error = await failure(backend.clientWith('0'.repeat(40)).get('/auth/user'));
    expect(error).toMatchObject({ status: 401, body: { detail: serverMessages.invalidToken } });
  });

  it('answers 401 on every authenticated call with a bad token', async () => {
    const client = backend.clientWith('not-a-token');
    const calls = [
      client.get('/auth/user'),
      client.get('/auth/company/setting'),
      client.patch('/auth/company/setting', { receipt_threshold: 10 }),
      client.post('/auth/users/external/company/1'),
      client.get('/auth/user/resend-verification-email'),
    ];
    for (const call of calls) expect((await failure(call)).status).toBe(401);
  });
});

describe('two-step sign-in', () => {
  it('completes with the demo code and returns the token', async () => {
    const { user } = await login('two-step@northwind.example', 'Spend-demo-1');
    const request = await backend.client.post<{ results: { message: string; mask: string } }>(
      '/auth/verification-request',
      { user: { user_id: user.user_id, channel: 'phone' } },
    );
    expect(request.results.mask).toBe('(***) ***-0107');
    const verified = await backend.client.post<{ user: ApiSignedInUser }>('/auth/verify-otp', {
      user: {
        user_id: user.user_id,
        otp: DEMO_OTP_CODE,
        channel: 'phone',
        email: user.email,
        password: 'Spend-demo-1',
      },
    });
    expect(verified.user).toMatchObject({ name: 'Hannah Müller', dashboard_ready: true, token: expect.any(String) });
  });
});
