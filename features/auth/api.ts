import { failureMessage, useApiAction, type ApiAction, type ApiClient } from '../api/index.js';
import { codeRequestResult } from '../otp/api.js';
import { ONE_TIME_CODE_FAILURE } from '../otp/failures.js';
import type { CodeChannel, CodeRequestResult } from '../otp/model.js';
import type { User } from '../session/user.js';
import type { RegisterRequest } from './model.js';

// Typed calls of sign-in, sign-up, codes and password reset (access-settings-banking.md §7).
// Each returns the useful part of the answer or throws the client's ApiError.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The user object from an answer shaped `{user}`, `{results}` or the user itself. */
export function userFromResponse(body: unknown): User {
  if (!isRecord(body)) return {};
  if (isRecord(body.user)) return body.user as User;
  if (isRecord(body.results)) {
    const results = body.results;
    if (isRecord(results.user)) return results.user as User;
    return results as User;
  }
  return body as User;
}

/** POST /auth/users/login with the e-mail lower-cased. */
export async function loginRequest(client: ApiClient, email: string, password: string): Promise<User> {
  return userFromResponse(await client.post('/auth/users/login', { user: { email, password } }));
}

/**
 * GET /auth/user: the session check on load (a 2xx means the token is valid). `token` reads the user of
 * a token not yet stored (right after a code is verified).
 */
export async function fetchCurrentUser(client: ApiClient, token?: string): Promise<User> {
  const headers = token ? { Authorization: `Token ${token}` } : undefined;
  return userFromResponse(await client.get('/auth/user', { headers }));
}

/**
 * GET /auth/user as the kit's action: the signed-in user read again after a step that changed them (a
 * phone verified, a bank linked, the business form sent), handed to `onRead`. A press while a read runs
 * is ignored; a failed read shows nothing (the next session check moves the gate on) and is the
 * outcome's `error`.
 */
export function useReadUserAgain(onRead: (user: User) => void): ApiAction<[], User> {
  return useApiAction((client: ApiClient) => fetchCurrentUser(client), { onSuccess: onRead });
}

/** POST /auth/users/external/company/{id}: an external user switches company. */
export async function switchCompanyRequest(client: ApiClient, companyId: number): Promise<User> {
  return userFromResponse(await client.post(`/auth/users/external/company/${companyId}`));
}

/** POST /auth/users: registration as the sign-up screen sends it. */
export async function registerRequest(client: ApiClient, request: RegisterRequest): Promise<User> {
  return userFromResponse(await client.post('/auth/users', request));
}

export type { CodeRequestResult } from '../otp/model.js';

/** POST /auth/verification-request: sends a one-time code by phone or e-mail. */
export async function requestVerificationCode(
  client: ApiClient,
  userId: number | string,
  channel: CodeChannel,
): Promise<CodeRequestResult> {
  return codeRequestResult(await client.post('/auth/verification-request', { user: { user_id: userId, channel } }));
}

/**
 * POST /auth/verify-otp: checks the code; the answer carries the token and the user's name. A signed-in
 * user verifying the phone sends no password (the product never keeps one).
 */
export async function verifyCode(
  client: ApiClient,
  request: { user_id: number | string; otp: string; channel: CodeChannel; email: string; password?: string },
): Promise<User> {
  return userFromResponse(await client.post('/auth/verify-otp', { user: request }));
}

/** POST /reset-password/: asks for a reset link. */
export async function requestPasswordReset(client: ApiClient, email: string): Promise<void> {
  await client.post('/reset-password/', { email });
}

/** POST /reset-password/validate_token/: rejects when the token is invalid or expired. */
export async function validateResetToken(client: ApiClient, token: string): Promise<void> {
  await client.post('/reset-password/validate_token/', { token });
}

/** POST /reset-password/confirm/: sets the new password. */
export async function confirmPasswordReset(client: ApiClient, token: string, password: string): Promise<void> {
  await client.post('/reset-password/confirm/', { token, password });
}

/** POST /auth/email-verification: confirms the e-mail link's token. */
export async function verifyEmailToken(client: ApiClient, token: string): Promise<void> {
  await client.post('/auth/email-verification', { user: { token } });
}

/** GET /auth/user/resend-verification-email: the server's message (results.response). */
export async function resendVerificationEmail(client: ApiClient): Promise<string | undefined> {
  const body = await client.get('/auth/user/resend-verification-email');
  if (isRecord(body) && isRecord(body.results) && typeof body.results.response === 'string') {
    return body.results.response;
  }
  return undefined;
}

/** Code request or verify failures as the screens show them (`ONE_TIME_CODE_FAILURE`); `undefined` shows nothing. */
export function codeErrorMessage(error: unknown): string | undefined {
  return failureMessage(error, ONE_TIME_CODE_FAILURE);
}
