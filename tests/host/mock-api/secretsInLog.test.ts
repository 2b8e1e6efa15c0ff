// @vitest-environment node
// The demo backend keeps its changes in sessionStorage: no one-time code or link token may land there
// as it was sent, and replaying the log after a reload still accepts them.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STORAGE_KEY,
  DEMO_OTP_CODE,
  serverMessages,
  type ApiSignedInUser,
  type PersistedDemoState,
} from '../../../host/mock-api/index.js';
import { secretDigest } from '../../../host/mock-api/core/passwordDigest.js';
import { memoryStorage, useDemoBackend } from './harness.js';

const backend = useDemoBackend();
const PASSWORD = 'Spend-demo-1';

function tokenOf(link: string | undefined): string {
  return link?.split('/').at(-1) ?? '';
}

function mailTo(address: string): string | undefined {
  return backend.store.filter('outbox', (mail) => mail.to === address).at(-1)?.link;
}

async function userIdOf(email: string): Promise<string> {
  const { user } = await backend.client.post<{ user: ApiSignedInUser }>('/auth/users/login', {
    user: { email, password: PASSWORD },
  });
  return user.user_id;
}

/** Asks for everything the demo backend makes a one-time secret for; returns the secrets as sent. */
async function askForSecrets() {
  const twoStep = await userIdOf('two-step@northwind.example');
  await backend.client.post('/auth/verification-request', { user: { user_id: twoStep, channel: 'phone' } });

  await backend.client.post('/reset-password/', { email: 'manager@northwind.example' });
  const resetToken = tokenOf(mailTo('manager@northwind.example'));

  const admin = await backend.client.post<{ user: ApiSignedInUser }>('/auth/users/login', {
    user: { email: 'email-unverified@granitepeak.example', password: PASSWORD },
  });
  await backend.clientWith(admin.user.token ?? null).get('/auth/user/resend-verification-email');
  const emailToken = tokenOf(mailTo('email-unverified@granitepeak.example'));

  // A review step's code goes to a role that may convert, pay or add recipients.
  const bookkeeper = backend.store.find('users', (user) => user.email === 'bookkeeper@northwind.example');
  await backend.clientWith(bookkeeper?.auth_token ?? null).post('/utility/generate-otp-request', { channel: 'email' });

  const noBank = backend.store.find('users', (user) => user.email === 'no-bank@prairiewind.example');
  const banker = backend.clientWith(noBank?.auth_token ?? null);
  const { link_token: linkToken } = await banker.post<{ link_token: string }>('/bank/create-link-token');
  const { public_token: publicToken } = await backend.client.post<{ public_token: string }>(
    '/bank/demo-provider/connect',
    { link_token: linkToken, institute_id: 'ins_rbc' },
  );
  return { twoStep, resetToken, emailToken, linkToken, publicToken, banker };
}

describe('one-time secrets in the change log', () => {
  it('are kept only as digests: codes, reset and verification tokens, bank link tokens', async () => {
    const storage = memoryStorage();
    backend.recreate({ storage });
    const secrets = await askForSecrets();
    const persisted = storage.getItem(DEFAULT_STORAGE_KEY) ?? '';
    const { changes } = JSON.parse(persisted) as PersistedDemoState;

    for (const secret of [secrets.resetToken, secrets.emailToken, secrets.linkToken, secrets.publicToken]) {
      expect(secret.length).toBeGreaterThan(20);
      expect(persisted).not.toContain(secret);
    }
    expect(persisted).not.toContain('/reset-password/');
    expect(persisted).not.toContain('/email-verification/');
    const codes = changes.flatMap((change) =>
      change.table === 'otpChallenges' && change.op === 'insert' ? [change.row] : [],
    );
    expect(codes).toHaveLength(2);
    for (const row of codes) {
      expect(Object.values(row)).not.toContain(DEMO_OTP_CODE);
      expect(row.code_digest).toBe(secretDigest(DEMO_OTP_CODE));
    }
    // The outbox lasts for the page (the links are there to follow), not in storage.
    expect(backend.store.count('outbox')).toBe(2);
    expect(changes.some((change) => change.table === 'outbox')).toBe(false);
  });

  it('still accept the code and the links after a reload replays the log', async () => {
    const storage = memoryStorage();
    backend.recreate({ storage });
    const secrets = await askForSecrets();
    const random = backend.store.random('next').hex(32);

    backend.recreate({ storage }); // the page reloads
    // Writes to the outbox still count for the next random values: nothing drawn before repeats.
    expect(backend.store.random('next').hex(32)).toBe(random);
    expect(backend.store.count('outbox')).toBe(0);

    const verified = await backend.client.post<{ user: ApiSignedInUser }>('/auth/verify-otp', {
      user: { user_id: secrets.twoStep, otp: DEMO_OTP_CODE, channel: 'phone' },
    });
    expect(verified.user.token).toEqual(expect.any(String));
    await expect(
      backend.client.post('/reset-password/confirm/', { token: secrets.resetToken, password: 'Fresh-secret-1' }),
    ).resolves.toEqual({ status: 'OK' });
    await expect(
      backend.client.post('/auth/email-verification', { user: { token: secrets.emailToken } }),
    ).resolves.toEqual({ results: { response: serverMessages.emailVerified } });
    const accounts = await secrets.banker.post<{ results: { public_token: string } }>('/bank/bank/accounts', {
      public_token: secrets.publicToken,
      institute_name: 'Royal Bank of Canada',
      institute_id: 'ins_rbc',
    });
    expect(accounts.results.public_token).toBe(secrets.publicToken);
  });
});
