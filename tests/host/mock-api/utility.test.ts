// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEMO_OTP_CODE,
  DEMO_PASSWORD,
  serverMessages,
  type ApiSignedInUser,
  type UserRecord,
} from '../../../host/mock-api/index.js';
import { oneTimeCodeProblem } from '../../../host/mock-api/utility/handlers.js';
import { failure, useDemoBackend } from './harness.js';

const backend = useDemoBackend();
const ADMIN = 'admin@northwind.example';

async function signedIn(email = ADMIN) {
  const { user } = await backend.client.post<{ user: ApiSignedInUser }>('/auth/users/login', {
    user: { email, password: DEMO_PASSWORD },
  });
  if (!user.token) throw new Error(`${email} signs in without a code`);
  const record = backend.store.find('users', (row) => row.email === email);
  if (!record) throw new Error(`${email} is not seeded`);
  return { client: backend.clientWith(user.token), user: record };
}

function requestCode(client: ReturnType<typeof backend.clientWith>, body: Record<string, unknown>) {
  return client.post<{ results: { message: string; mask: string } }>('/utility/generate-otp-request', body);
}

describe('POST /utility/generate-otp-request', () => {
  it('answers the masked phone or e-mail of the signed-in user', async () => {
    const { client } = await signedIn();
    await expect(requestCode(client, { channel: 'phone' })).resolves.toEqual({
      results: { message: serverMessages.codeSentPhone, mask: '(***) ***-0101' },
    });
    await expect(requestCode(client, { channel: 'email' })).resolves.toEqual({
      results: { message: serverMessages.codeSentEmail, mask: 'a****@northwind.example' },
    });
  });

  it('answers 400 with the channel field error for a missing or unknown channel', async () => {
    const { client } = await signedIn();
    expect((await failure(requestCode(client, {}))).body).toEqual({
      errors: { channel: [serverMessages.fieldRequired] },
    });
    const unknown = await failure(requestCode(client, { channel: 'fax' }));
    expect(unknown).toMatchObject({ status: 400, body: { errors: { channel: [serverMessages.invalidChannel] } } });
  });

  it('answers 401 without a token', async () => {
    expect((await failure(requestCode(backend.client, { channel: 'phone' }))).status).toBe(401);
  });

  it('sends a code only to a role that may convert, pay or add recipients (roles 1 and 2): others get 403 and no code', async () => {
    for (const email of ['bookkeeper@northwind.example', 'external@harbourfront.example'])
      await expect(requestCode((await signedIn(email)).client, { channel: 'phone' })).resolves.toMatchObject({
        results: { message: serverMessages.codeSentPhone },
      });
    for (const email of ['manager@northwind.example', 'employee@northwind.example']) {
      const { client, user } = await signedIn(email);
      expect((await failure(requestCode(client, { channel: 'phone' }))).status, email).toBe(403);
      expect(backend.store.filter('otpChallenges', (challenge) => challenge.user_id === user.id)).toEqual([]);
    }
  });
});

describe('oneTimeCodeProblem: the code a confirming call carries', () => {
  async function withCodeSent(channel: 'phone' | 'email'): Promise<UserRecord> {
    const { client, user } = await signedIn();
    await requestCode(client, { channel });
    return user;
  }

  it('accepts the demo code once, on the channel it was sent to', async () => {
    const user = await withCodeSent('email');
    expect(oneTimeCodeProblem(backend.store, user, { code: DEMO_OTP_CODE, channel: 'phone' })).toBe(
      serverMessages.codeNotRequested,
    );
    expect(oneTimeCodeProblem(backend.store, user, { code: DEMO_OTP_CODE, channel: 'email' })).toBeNull();
    expect(oneTimeCodeProblem(backend.store, user, { code: DEMO_OTP_CODE, channel: 'email' })).toBe(
      serverMessages.codeNotRequested,
    );
  });

  it('accepts a bare code against the latest code sent', async () => {
    const user = await withCodeSent('phone');
    expect(oneTimeCodeProblem(backend.store, user, DEMO_OTP_CODE)).toBeNull();
  });

  it('refuses a wrong, missing or expired code, and a wrong code does not use it up', async () => {
    let now = Date.UTC(2026, 0, 10);
    backend.recreate({ now: () => now });
    const user = await withCodeSent('phone');
    expect(oneTimeCodeProblem(backend.store, user, { code: '654321', channel: 'phone' })).toBe(
      serverMessages.codeWrong,
    );
    expect(oneTimeCodeProblem(backend.store, user, { code: '', channel: 'phone' })).toBe(serverMessages.fieldRequired);
    expect(oneTimeCodeProblem(backend.store, user, { code: DEMO_OTP_CODE, channel: 'fax' })).toBe(
      serverMessages.invalidChannel,
    );
    now += 10 * 60 * 1000 + 1;
    expect(oneTimeCodeProblem(backend.store, user, { code: DEMO_OTP_CODE, channel: 'phone' })).toBe(
      serverMessages.codeExpired,
    );
  });

  it('refuses a code sent to someone else', async () => {
    await withCodeSent('phone');
    const { user: other } = await signedIn('bookkeeper@northwind.example');
    expect(oneTimeCodeProblem(backend.store, other, DEMO_OTP_CODE)).toBe(serverMessages.codeNotRequested);
  });
});
