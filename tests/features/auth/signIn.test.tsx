import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider, SignInProvider, createApiClient, useSignIn, type SignedInUser } from 'spend-ui/features';
import { signInOutcome } from '../../../features/auth/SignIn.js';

type Route = (body: unknown) => { status: number; body: unknown };

function fakeServer(routes: Record<string, Route>) {
  const requests: Array<{ method: string; url: string; body: unknown; auth: string | undefined }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    requests.push({ method, url, body, auth: headers.Authorization });
    const route = routes[`${method} ${url}`];
    const answer = route ? route(body) : { status: 404, body: {} };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch, requests };
}

function everythingStored(): string {
  let all = '';
  for (const storage of [localStorage, sessionStorage]) {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index) ?? '';
      all += `${key}=${storage.getItem(key) ?? ''}\n`;
    }
  }
  return all + document.cookie;
}

const PASSWORD = 'S3cret-pass-word!';

function renderSignIn(routes: Record<string, Route>) {
  const server = fakeServer(routes);
  const client = createApiClient({ baseUrl: '/api/v1', getToken: () => null, fetch: server.fetch });
  const signedIn = vi.fn<(user: SignedInUser) => void>();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <ApiProvider client={client}>
      <SignInProvider onSignedIn={signedIn}>{children}</SignInProvider>
    </ApiProvider>
  );
  const { result } = renderHook(() => useSignIn(), { wrapper });
  return { result, server, signedIn };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('signInOutcome', () => {
  it('a token signs in; without one, two-step when the phone is verified, phone verification otherwise', () => {
    expect(signInOutcome({ token: 't', phone_verified: false })).toBe('signed-in');
    expect(signInOutcome({ phone_verified: true })).toBe('two-step');
    expect(signInOutcome({ phone_verified: false })).toBe('phone');
    expect(signInOutcome({})).toBe('phone');
  });
});

describe('the sign-in flow', () => {
  it('a token in the answer signs in at once, with the e-mail sent lower-cased', async () => {
    const { result, server, signedIn } = renderSignIn({
      'POST /api/v1/auth/users/login': () => ({ status: 200, body: { user: { token: 'tok-1', name: 'Ada' } } }),
    });
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.login('  Ada@Example.COM ', PASSWORD);
    });
    expect(outcome).toBe('signed-in');
    expect(server.requests[0]?.body).toEqual({ user: { email: 'ada@example.com', password: PASSWORD } });
    expect(signedIn).toHaveBeenCalledWith(expect.objectContaining({ token: 'tok-1', name: 'Ada' }));
    expect(result.current.pending).toBeNull();
  });

  it('without a token: two-step, the password in memory only, then verify and read the whole user with the new token', async () => {
    const { result, server, signedIn } = renderSignIn({
      'POST /api/v1/auth/users/login': () => ({
        status: 200,
        body: { user: { user_id: 7, name: 'Tom', phone_verified: true } },
      }),
      'POST /api/v1/auth/verification-request': () => ({
        status: 200,
        body: { results: { message: 'sent', mask: '******1234' } },
      }),
      'POST /api/v1/auth/verify-otp': () => ({ status: 200, body: { user: { token: 'tok-7', name: 'Tom' } } }),
      'GET /api/v1/auth/user': () => ({
        status: 200,
        body: { results: { user_id: 7, name: 'Tom', dashboard_ready: true } },
      }),
    });
    await act(async () => {
      await expect(result.current.login('tom@example.com', PASSWORD)).resolves.toBe('two-step');
    });
    expect(result.current.pending).toMatchObject({ email: 'tom@example.com', password: PASSWORD, userId: 7 });
    expect(signedIn).not.toHaveBeenCalled();
    expect(everythingStored()).not.toContain(PASSWORD);

    await act(async () => {
      await expect(result.current.requestCode('phone')).resolves.toEqual({ message: 'sent', mask: '******1234' });
      await result.current.verifyCode('123456', 'phone');
    });
    const verify = server.requests.find((request) => request.url.endsWith('/auth/verify-otp'));
    expect(verify?.body).toEqual({
      user: { user_id: 7, otp: '123456', channel: 'phone', email: 'tom@example.com', password: PASSWORD },
    });
    const userRead = server.requests.at(-1);
    expect(userRead).toMatchObject({ method: 'GET', url: '/api/v1/auth/user', auth: 'Token tok-7' });
    expect(signedIn).toHaveBeenCalledWith(
      expect.objectContaining({ token: 'tok-7', dashboard_ready: true, phone_verified: true }),
    );
    expect(result.current.pending).toBeNull();
    expect(everythingStored()).not.toContain(PASSWORD);
  });

  it('an unverified phone leads to phone verification; a wrong code keeps the sign-in pending', async () => {
    const { result, signedIn } = renderSignIn({
      'POST /api/v1/auth/users/login': () => ({ status: 200, body: { user: { user_id: 8, phone_verified: false } } }),
      'POST /api/v1/auth/verify-otp': () => ({ status: 400, body: { errors: { otp: ['Wrong code'] } } }),
    });
    await act(async () => {
      await expect(result.current.login('new@example.com', PASSWORD)).resolves.toBe('phone');
    });
    await act(async () => {
      await expect(result.current.verifyCode('000000', 'phone')).rejects.toMatchObject({ status: 400 });
    });
    expect(result.current.pending).toMatchObject({ userId: 8 });
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('registration keeps the password in memory only and leaves the phone step pending', async () => {
    const { result } = renderSignIn({
      'POST /api/v1/auth/users': () => ({ status: 201, body: { user: { user_id: 9, name: 'Nia New' } } }),
    });
    await act(async () => {
      await result.current.register({
        name: 'Nia New',
        account_name: 'Nia Co',
        phone: '+14165550123',
        email: 'nia@example.com',
        password: PASSWORD,
      });
    });
    expect(result.current.pending).toMatchObject({ userId: 9, password: PASSWORD, phoneVerified: false });
    expect(everythingStored()).not.toContain(PASSWORD);
  });

  it('asking for a code with no sign-in in progress fails without a request', async () => {
    const { result, server } = renderSignIn({});
    await expect(result.current.requestCode('phone')).rejects.toThrow('No sign-in is in progress.');
    expect(server.requests).toHaveLength(0);
  });
});
