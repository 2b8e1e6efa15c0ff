import type { HttpHandler } from 'msw';
import { fieldErrors, json, readJson, text, type RouteBuilder } from '../core/http.js';
import { RESET_TOKEN_LIFETIME_MS, type LinkTokenRecord } from './model.js';
import { serverMessages } from '../core/serverMessages.js';
import { newPasswordProblems } from './passwordRule.js';
import type { DemoStore } from '../core/store.js';
import { findUserByEmail, sendLinkMail } from './handlers.js';
import { passwordDigest, secretDigest } from '../core/passwordDigest.js';

/*
 * Password reset, in the shapes of django-rest-passwordreset:
 * - POST /reset-password/ {email} → 200 {status:'OK'} and a link in the outbox;
 *   400 {email:[msg]} for a missing or unknown e-mail.
 * - POST /reset-password/validate_token/ {token} → 200 {status:'OK'};
 *   404 {status:'notfound'|'expired', detail} for an unknown, used or expired token.
 * - POST /reset-password/confirm/ {token,password} → 200 {status:'OK'};
 *   400 {password:[msg]} (too short, too common) or {token:[msg]}; 404 as for validate_token.
 */

function tokenProblem(store: DemoStore, key: string): { token?: LinkTokenRecord; failure?: Response } {
  const digest = secretDigest(key);
  const token = store.find('resetTokens', (candidate) => candidate.key_digest === digest && !candidate.used);
  if (!token) return { failure: json({ status: 'notfound', detail: serverMessages.tokenNotFound }, 404) };
  if (token.expires_at <= store.now()) {
    return { failure: json({ status: 'expired', detail: serverMessages.tokenExpired }, 404) };
  }
  return { token };
}

/** These calls answer field errors at the top of the body (`{field: [message]}`). */
const TOP = { envelope: 'top' } as const;

export function passwordResetHandlers(routes: RouteBuilder): HttpHandler[] {
  return [
    routes.open('post', '/reset-password/', async ({ request, store }) => {
      const email = text((await readJson(request)).email);
      if (!email) return fieldErrors({ email: serverMessages.fieldRequired }, TOP);
      const user = findUserByEmail(store, email);
      if (!user) return fieldErrors({ email: serverMessages.resetUnknownEmail }, TOP);
      sendLinkMail(store, user, {
        table: 'resetTokens',
        lifetimeMs: RESET_TOKEN_LIFETIME_MS,
        subject: 'Reset your password',
        path: '/reset-password',
      });
      return json({ status: 'OK' });
    }),

    routes.open('post', '/reset-password/validate_token/', async ({ request, store }) => {
      const key = text((await readJson(request)).token);
      if (!key) return fieldErrors({ token: serverMessages.fieldRequired }, TOP);
      const { failure } = tokenProblem(store, key);
      return failure ?? json({ status: 'OK' });
    }),

    routes.open('post', '/reset-password/confirm/', async ({ request, store }) => {
      const body = await readJson(request);
      const key = text(body.token);
      const password = typeof body.password === 'string' ? body.password : '';
      const missing: Record<string, string> = {};
      if (!key) missing.token = serverMessages.fieldRequired;
      if (!password) missing.password = serverMessages.fieldRequired;
      if (Object.keys(missing).length > 0) return fieldErrors(missing, TOP);
      const { token, failure } = tokenProblem(store, key);
      if (failure || !token) return failure ?? json({ status: 'notfound' }, 404);
      const problems = newPasswordProblems(password);
      if (problems.length > 0) return fieldErrors({ password: problems }, TOP);
      store.update('users', token.user_id, { passwordDigest: passwordDigest(password) });
      for (const other of store.filter('resetTokens', (row) => row.user_id === token.user_id && !row.used)) {
        store.update('resetTokens', other.id, { used: true });
      }
      return json({ status: 'OK' });
    }),
  ];
}
