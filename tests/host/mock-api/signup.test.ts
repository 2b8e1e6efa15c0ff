// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEMO_OTP_CODE,
  demoTokens,
  serverMessages,
  type ApiSignedInUser,
  type ApiUser,
} from '../../../host/mock-api/index.js';
import {
  EMAIL_INVALID,
  PASSWORD_BLANK,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PHONE_INVALID,
} from '../../../features/auth/messages.js';
import { failure, useDemoBackend } from './harness.js';

const backend = useDemoBackend();

const registration = {
  name: 'Zoe Martin',
  account_name: 'Martin Coffee Roasters',
  phone: '+1(613) 555-0199',
  email: 'zoe@martin-coffee.example',
  password: 'roasting-2026',
};

describe('POST /auth/users (register)', () => {
  it('creates an admin of a new company, without a token, whose login leads to phone verification', async () => {
    const { user } = await backend.client.post<{ user: ApiSignedInUser }>('/auth/users', registration);
    expect(user).toMatchObject({
      email: registration.email,
      name: registration.name,
      phone: registration.phone,
      permission_level: 1,
      role: 'CompanyAdmin',
      phone_verified: false,
      email_verified: false,
      kyb_form_filled: false,
      dashboard_ready: false,
      kyb_manager: registration.name,
      user_companies: [{ company_name: registration.account_name, selected: true, id: expect.any(Number) }],
    });
    expect(user).not.toHaveProperty('token');

    const login = await backend.client.post<{ user: ApiSignedInUser }>('/auth/users/login', {
      user: { email: registration.email, password: registration.password },
    });
    expect(login.user).not.toHaveProperty('token');
    await backend.client.post('/auth/verification-request', { user: { user_id: user.user_id, channel: 'phone' } });
    const verified = await backend.client.post<{ user: ApiSignedInUser }>('/auth/verify-otp', {
      user: { user_id: user.user_id, otp: DEMO_OTP_CODE, channel: 'phone', ...registration },
    });
    expect(verified.user).toMatchObject({ phone_verified: true, token: expect.any(String) });
    // A verification e-mail went to the outbox.
    expect(backend.store.filter('outbox', (mail) => mail.to === registration.email)).toHaveLength(1);
  });

  it('accepts the payload wrapped in `user` too', async () => {
    await expect(backend.client.post('/auth/users', { user: registration })).resolves.toBeTruthy();
  });

  it('answers 400 with user.response for a duplicate e-mail (any case)', async () => {
    const error = await failure(
      backend.client.post('/auth/users', { ...registration, email: 'Admin@Northwind.example' }),
    );
    expect(error.status).toBe(400);
    expect(error.body).toEqual({
      user: { response: serverMessages.registerDuplicateEmail },
      errors: { email: [serverMessages.registerDuplicateEmail] },
    });
  });

  it('answers 400 for a missing field, an invalid e-mail or a short password', async () => {
    for (const field of Object.keys(registration)) {
      const error = await failure(backend.client.post('/auth/users', { ...registration, [field]: '' }));
      expect(error.body, field).toMatchObject({ user: { response: serverMessages.registerMissingFields } });
    }
    expect((await failure(backend.client.post('/auth/users', { ...registration, email: 'zoe' }))).body).toMatchObject({
      user: { response: EMAIL_INVALID },
    });
    const short = await failure(backend.client.post('/auth/users', { ...registration, password: 'short' }));
    expect(short.body).toMatchObject({ user: { response: PASSWORD_TOO_SHORT } });
  });

  it('holds the fields to the register form’s own rules and messages (issue 39 item 2)', async () => {
    const refused = async (change: Partial<typeof registration>) =>
      (await failure(backend.client.post('/auth/users', { ...registration, ...change }))).body;
    expect(await refused({ phone: '+1abc' })).toMatchObject({ errors: { phone: [PHONE_INVALID] } });
    expect(await refused({ phone: '+1 (123) 555-0199' })).toMatchObject({ errors: { phone: [PHONE_INVALID] } });
    expect(await refused({ password: ' '.repeat(8) })).toMatchObject({ errors: { password: [PASSWORD_BLANK] } });
    expect(await refused({ password: 'x'.repeat(129) })).toMatchObject({ errors: { password: [PASSWORD_TOO_LONG] } });
    // Counted by character as the user sees them: seven emoji are 14 UTF-16 units but 7 characters.
    expect(await refused({ password: '🔑'.repeat(7) })).toMatchObject({ errors: { password: [PASSWORD_TOO_SHORT] } });
    expect(await refused({ password: 'password1' })).toMatchObject({
      errors: { password: [serverMessages.passwordTooCommon] },
    });
    for (const password of ['🔑'.repeat(8), 'x'.repeat(128)]) {
      const answer = await backend.client.post<{ user: ApiUser }>('/auth/users', {
        ...registration,
        email: `zoe+${password.length}@martin-coffee.example`,
        password,
      });
      expect(answer.user.email).toBe(`zoe+${password.length}@martin-coffee.example`);
    }
  });
});

describe('password reset', () => {
  it('sends a link for a known e-mail, validates it, and the new password signs in', async () => {
    await expect(backend.client.post('/reset-password/', { email: 'manager@northwind.example' })).resolves.toEqual({
      status: 'OK',
    });
    const mail = backend.store.find('outbox', (entry) => entry.to === 'manager@northwind.example');
    const token = mail?.link.replace('/reset-password/', '') ?? '';
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    await expect(backend.client.post('/reset-password/validate_token/', { token })).resolves.toEqual({ status: 'OK' });
    await expect(backend.client.post('/reset-password/confirm/', { token, password: 'a-new-secret' })).resolves.toEqual(
      { status: 'OK' },
    );
    const oldPassword = await failure(
      backend.client.post('/auth/users/login', {
        user: { email: 'manager@northwind.example', password: 'Spend-demo-1' },
      }),
    );
    expect(oldPassword.status).toBe(400);
    await expect(
      backend.client.post('/auth/users/login', {
        user: { email: 'manager@northwind.example', password: 'a-new-secret' },
      }),
    ).resolves.toMatchObject({ user: { token: expect.any(String) } });
    // The link is single use.
    expect((await failure(backend.client.post('/reset-password/validate_token/', { token }))).status).toBe(404);
  });

  it('answers 400 with the first error per field for an unknown or missing e-mail', async () => {
    const unknown = await failure(backend.client.post('/reset-password/', { email: 'ghost@nowhere.example' }));
    expect(unknown).toMatchObject({ status: 400, body: { email: [serverMessages.resetUnknownEmail] } });
    const missing = await failure(backend.client.post('/reset-password/', {}));
    expect(missing.body).toEqual({ email: [serverMessages.fieldRequired] });
  });

  it('rejects an invalid and an expired token on validate and confirm', async () => {
    const invalid = await failure(backend.client.post('/reset-password/validate_token/', { token: 'nope' }));
    expect(invalid).toMatchObject({ status: 404, body: { status: 'notfound' } });
    const expired = await failure(
      backend.client.post('/reset-password/validate_token/', { token: demoTokens.expiredResetPassword }),
    );
    expect(expired).toMatchObject({ status: 404, body: { status: 'expired' } });
    const confirmInvalid = await failure(
      backend.client.post('/reset-password/confirm/', { token: 'nope', password: 'a-new-secret' }),
    );
    expect(confirmInvalid.status).toBe(404);
    const confirmExpired = await failure(
      backend.client.post('/reset-password/confirm/', {
        token: demoTokens.expiredResetPassword,
        password: 'x-new-secret',
      }),
    );
    expect(confirmExpired).toMatchObject({ status: 404, body: { status: 'expired' } });
  });

  it('expires a requested link after 24 hours', async () => {
    let now = Date.UTC(2026, 0, 10);
    backend.recreate({ now: () => now });
    await backend.client.post('/reset-password/', { email: 'manager@northwind.example' });
    const token = backend.store.find('outbox', (entry) => entry.to === 'manager@northwind.example')?.link.split('/')[2];
    now += 24 * 60 * 60 * 1000;
    const expired = await failure(backend.client.post('/reset-password/validate_token/', { token }));
    expect(expired.body).toMatchObject({ status: 'expired' });
  });

  it('answers 400 with errors keyed by field for a weak or missing password', async () => {
    const token = demoTokens.resetPassword;
    await expect(backend.client.post('/reset-password/validate_token/', { token })).resolves.toEqual({ status: 'OK' });
    const short = await failure(backend.client.post('/reset-password/confirm/', { token, password: 'abc' }));
    expect(short).toMatchObject({ status: 400, body: { password: [PASSWORD_TOO_SHORT] } });
    const blank = await failure(backend.client.post('/reset-password/confirm/', { token, password: ' '.repeat(9) }));
    expect(blank.body).toEqual({ password: [PASSWORD_BLANK] });
    const common = await failure(backend.client.post('/reset-password/confirm/', { token, password: 'password1' }));
    expect(common.body).toEqual({ password: [serverMessages.passwordTooCommon] });
    const missing = await failure(backend.client.post('/reset-password/confirm/', {}));
    expect(missing.body).toEqual({ token: [serverMessages.fieldRequired], password: [serverMessages.fieldRequired] });
    // None of these used the token up.
    await expect(
      backend.client.post('/reset-password/confirm/', { token, password: 'good-enough-1' }),
    ).resolves.toEqual({ status: 'OK' });
  });
});

describe('email verification', () => {
  async function signIn(email: string): Promise<string> {
    const { user } = await backend.client.post<{ user: ApiSignedInUser }>('/auth/users/login', {
      user: { email, password: 'Spend-demo-1' },
    });
    return user.token ?? '';
  }

  it('verifies with the seeded link and the user is then verified', async () => {
    await expect(
      backend.client.post('/auth/email-verification', { user: { token: demoTokens.emailVerification } }),
    ).resolves.toEqual({ results: { response: serverMessages.emailVerified } });
    const token = await signIn('email-unverified@granitepeak.example');
    const { results } = await backend.clientWith(token).get<{ results: ApiUser }>('/auth/user');
    expect(results).toMatchObject({ email_verified: true, verified: true });
    // Single use.
    const again = await failure(
      backend.client.post('/auth/email-verification', { user: { token: demoTokens.emailVerification } }),
    );
    expect(again.body).toEqual({ errors: { token: [serverMessages.emailTokenInvalid] } });
  });

  it('answers 400 for an unknown, an expired or a missing token', async () => {
    for (const token of ['unknown', demoTokens.expiredEmailVerification]) {
      const error = await failure(backend.client.post('/auth/email-verification', { user: { token } }));
      expect(error).toMatchObject({ status: 400, body: { errors: { token: [serverMessages.emailTokenInvalid] } } });
    }
    const missing = await failure(backend.client.post('/auth/email-verification', { user: {} }));
    expect(missing.body).toEqual({ errors: { token: [serverMessages.fieldRequired] } });
  });

  it('resends a link that verifies, and says so in results.response', async () => {
    const token = await signIn('email-unverified@granitepeak.example');
    const client = backend.clientWith(token);
    const sent = await client.get<{ results: { response: string } }>('/auth/user/resend-verification-email');
    expect(sent.results.response).toBe(serverMessages.verificationEmailSent('e***************@granitepeak.example'));
    const link = backend.store.all('outbox').at(-1)?.link ?? '';
    expect(link).toMatch(/^\/email-verification\/[0-9a-f]{32}$/);
    await backend.client.post('/auth/email-verification', { user: { token: link.split('/')[2] } });
    const already = await failure(client.get('/auth/user/resend-verification-email'));
    expect(already).toMatchObject({
      status: 400,
      body: { results: { response: serverMessages.emailAlreadyVerified } },
    });
  });
});
