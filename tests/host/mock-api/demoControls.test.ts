// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_OTP_CODE, type ApiSignedInUser, type ApiUser } from '../../../host/mock-api/index.js';
import { demoMessages } from '../../../host/mock-api/demo/handlers.js';
import { failure, useDemoBackend } from './harness.js';

const backend = useDemoBackend();

const registration = {
  name: 'Nia New',
  account_name: 'Nia Trading Ltd',
  phone: '+1(416) 555-0123',
  email: 'nia.new@example.com',
  password: 'trading-2026',
};

type Balances = { results: Array<{ currency_code: string; amount: number }> };
type Activity = { results: { data: { inbound: Array<{ amount: number; currency: string; status: string }> } } };

/** A company registered through the API, its phone verified; returns the admin's token. */
async function registeredCompany(): Promise<{ token: string; userId: number; companyId: number }> {
  const { user } = await backend.client.post<{ user: ApiSignedInUser }>('/auth/users', registration);
  await backend.client.post('/auth/verification-request', { user: { user_id: user.user_id, channel: 'phone' } });
  const verified = await backend.client.post<{ user: ApiSignedInUser }>('/auth/verify-otp', {
    user: { user_id: user.user_id, otp: DEMO_OTP_CODE, channel: 'phone', ...registration },
  });
  const companyId = user.user_companies[0]?.id ?? 0;
  return { token: verified.user.token ?? '', userId: user.id, companyId };
}

/** What the e-mail link, the KYB submission and a bank link would do, written straight into the store. */
function handedEverythingIn(userId: number, companyId: number) {
  backend.store.update('users', userId, { email_verified: true });
  backend.store.update('companies', companyId, { kyb_form_filled: true });
  backend.store.insert('bankAccounts', {
    company_id: companyId,
    nickname: 'Operating',
    default: true,
    verified: true,
    institute_name: 'Royal Bank of Canada',
    institution_logo: null,
    account: '1234567',
    institution: '003',
    branch: '00011',
  });
}

describe('demo-only controls (spec README ruling "Demo-only controls")', () => {
  it('approves a submitted application: the dashboard is ready, the company holds empty accounts and no card', async () => {
    const { token, userId, companyId } = await registeredCompany();
    const admin = backend.clientWith(token);
    // Not yet handed in: refused, nothing changes.
    const early = await failure(admin.post('/demo/approve-application', {}));
    expect(early.status).toBe(400);
    expect(early.body).toEqual({ errors: [demoMessages.notAwaitingReview] });

    handedEverythingIn(userId, companyId);
    const answer = await admin.post<{ results: ApiUser }>('/demo/approve-application', {});
    expect(answer.results).toMatchObject({ dashboard_ready: true, kyb_form_accepted: true });
    const balances = await admin.get<Balances>('/account/balances');
    expect(balances.results[0]).toMatchObject({ currency_code: 'USD', amount: 0 });
    expect(balances.results.every((balance) => balance.amount === 0)).toBe(true);
    expect(backend.store.count('cards', (card) => card.company_id === companyId)).toBe(0);
    // Once approved, it is no longer under review.
    expect((await failure(admin.post('/demo/approve-application', {}))).status).toBe(400);
  });

  it('only the company admin approves', async () => {
    const bookkeeper = backend.store.find('users', (row) => row.email === 'bookkeeper@northwind.example');
    const error = await failure(backend.clientWith(bookkeeper?.auth_token ?? '').post('/demo/approve-application', {}));
    expect(error.status).toBe(403);
  });

  it('an incoming transfer raises the balance and shows in the account activity; bad ones are refused', async () => {
    const { token, userId, companyId } = await registeredCompany();
    handedEverythingIn(userId, companyId);
    const admin = backend.clientWith(token);
    await admin.post('/demo/approve-application', {});

    const answer = await admin.post<{ results: { amount: number } }>('/demo/incoming-transfer', {
      currency: 'USD',
      amount: 25_000,
    });
    expect(answer.results.amount).toBe(25_000);
    const balance = await admin.get<{ results: { amount: number } }>('/account/get-balance?currency=USD');
    expect(balance.results.amount).toBe(25_000);
    const activity = await admin.get<Activity>('/account/transferred-and-received-funds?type_filter=inbound');
    expect(activity.results.data.inbound).toEqual([
      expect.objectContaining({ amount: 25_000, currency: 'USD', status: 'completed' }),
    ]);

    for (const amount of [0, -5, 1_000_001, '100']) {
      const error = await failure(admin.post('/demo/incoming-transfer', { currency: 'USD', amount }));
      expect(error.body).toEqual({ errors: [demoMessages.amountOutOfRange] });
    }
    const unknown = await failure(admin.post('/demo/incoming-transfer', { currency: 'NOK', amount: 10 }));
    expect(unknown.body).toEqual({ errors: [demoMessages.unknownAccount('NOK')] });
    const employee = backend.store.find('users', (row) => row.email === 'employee@northwind.example');
    const refused = await failure(
      backend.clientWith(employee?.auth_token ?? '').post('/demo/incoming-transfer', { currency: 'USD', amount: 10 }),
    );
    expect(refused.status).toBe(403);
  });
});
