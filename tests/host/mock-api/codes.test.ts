// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_OTP_CODE, serverMessages, type ApiSignedInUser } from '../../../host/mock-api/index.js';
import { failure, useDemoBackend } from './harness.js';

const backend = useDemoBackend();
const PASSWORD = 'Spend-demo-1';

async function userIdOf(email: string): Promise<string> {
  const { user } = await backend.client.post<{ user: ApiSignedInUser }>('/auth/users/login', {
    user: { email, password: PASSWORD },
  });
  return user.user_id;
}

function requestCode(user_id: string, channel: string = 'phone') {
  return backend.client.post<{ results: { message: string; mask: string } }>('/auth/verification-request', {
    user: { user_id, channel },
  });
}

function verify(user_id: string, otp: string, extra: Record<string, string> = {}) {
  return backend.client.post<{ user: ApiSignedInUser }>('/auth/verify-otp', {
    user: { user_id, otp, channel: 'phone', ...extra },
  });
}

describe('POST /auth/verification-request', () => {
  it('answers the message and the masked destination per channel', async () => {
    const id = await userIdOf('two-step@northwind.example');
    await expect(requestCode(id, 'phone')).resolves.toEqual({
      results: { message: serverMessages.codeSentPhone, mask: '(***) ***-0107' },
    });
    await expect(requestCode(id, 'email')).resolves.toEqual({
      results: { message: serverMessages.codeSentEmail, mask: 't*******@northwind.example' },
    });
  });

  it('answers 400 with field errors for an unknown user, a missing id or a bad channel', async () => {
    const id = await userIdOf('two-step@northwind.example');
    expect((await failure(requestCode('no-such-user'))).body).toEqual({
      errors: { user_id: [serverMessages.userNotFound] },
    });
    expect((await failure(requestCode(''))).body).toEqual({ errors: { user_id: [serverMessages.fieldRequired] } });
    const badChannel = await failure(requestCode(id, 'carrier-pigeon'));
    expect(badChannel).toMatchObject({ status: 400, body: { errors: { channel: [serverMessages.invalidChannel] } } });
  });
});

describe('POST /auth/verify-otp', () => {
  it('verifies the phone of a phone-unverified user and signs in', async () => {
    const id = await userIdOf('phone-unverified@cedargrove.example');
    await requestCode(id);
    const { user } = await verify(id, DEMO_OTP_CODE, {
      email: 'phone-unverified@cedargrove.example',
      password: PASSWORD,
    });
    expect(user).toMatchObject({ phone_verified: true, name: 'Noah Tremblay', token: expect.any(String) });
    // The change sticks: the next login answers with a token straight away.
    const again = await backend.client.post<{ user: ApiSignedInUser }>('/auth/users/login', {
      user: { email: 'phone-unverified@cedargrove.example', password: PASSWORD },
    });
    expect(again.user.token).toBe(user.token);
  });

  it('answers 400 for a wrong code, and the right code still works after it', async () => {
    const id = await userIdOf('two-step@northwind.example');
    await requestCode(id);
    const wrong = await failure(verify(id, '654321'));
    expect(wrong).toMatchObject({ status: 400, body: { errors: { otp: [serverMessages.codeWrong] } } });
    await expect(verify(id, DEMO_OTP_CODE)).resolves.toMatchObject({ user: { token: expect.any(String) } });
  });

  it('answers 400 for an expired code', async () => {
    let now = Date.UTC(2026, 0, 10);
    backend.recreate({ now: () => now });
    const id = await userIdOf('two-step@northwind.example');
    await requestCode(id);
    now += 10 * 60 * 1000 + 1;
    expect((await failure(verify(id, DEMO_OTP_CODE))).body).toEqual({ errors: { otp: [serverMessages.codeExpired] } });
    // A new code is valid again.
    await requestCode(id);
    await expect(verify(id, DEMO_OTP_CODE)).resolves.toBeTruthy();
  });

  it('answers 400 when no code was requested, or the code was already used', async () => {
    const id = await userIdOf('two-step@northwind.example');
    expect((await failure(verify(id, DEMO_OTP_CODE))).body).toEqual({
      errors: { otp: [serverMessages.codeNotRequested] },
    });
    await requestCode(id);
    await verify(id, DEMO_OTP_CODE);
    expect((await failure(verify(id, DEMO_OTP_CODE))).status).toBe(400);
  });

  it('answers 400 for a missing code, an unknown user or credentials of someone else', async () => {
    const id = await userIdOf('two-step@northwind.example');
    await requestCode(id);
    expect((await failure(verify(id, ''))).body).toEqual({ errors: { otp: [serverMessages.fieldRequired] } });
    expect((await failure(verify('nobody', DEMO_OTP_CODE))).body).toEqual({
      errors: { user_id: [serverMessages.userNotFound] },
    });
    expect((await failure(verify(id, DEMO_OTP_CODE, { password: 'not-the-password' }))).body).toEqual({
      errors: { non_field_errors: [serverMessages.credentialsMismatch] },
    });
  });

  it('verifies by email when the code was sent by email', async () => {
    const id = await userIdOf('two-step@northwind.example');
    await requestCode(id, 'email');
    const failed = await failure(verify(id, DEMO_OTP_CODE));
    expect(failed.body).toEqual({ errors: { otp: [serverMessages.codeNotRequested] } });
    await expect(verify(id, DEMO_OTP_CODE, { channel: 'email' })).resolves.toMatchObject({
      user: { token: expect.any(String) },
    });
  });
});
