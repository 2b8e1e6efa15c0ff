import type { HttpHandler } from 'msw';
import { findUserByEmail } from '../auth/handlers.js';
import { fieldErrors, json, readJson, text, type RouteBuilder } from '../core/http.js';
import { passwordDigest } from '../core/passwordDigest.js';
import { serverMessages } from '../core/serverMessages.js';
import { newPasswordProblems } from '../auth/passwordRule.js';
import { textTooLong } from '../core/textLimits.js';
import { accountMessages } from '../accounts/model.js';

/*
 * The profile page's calls (accounts-payments-recipients.md §7). Everyone signed in.
 *
 * GET /auth/user-profile → {results: {name, email, phone}}.
 * POST /auth/update-user-profile {phone, email} → {results: {name, email, phone}}; 400 {errors: {field:
 *   [text]}} for an empty field or an e-mail another user has. The verified flags stay (the spec shows
 *   no verification step after an edit).
 * PATCH /auth/update-user-password {new_password, old_password} → {results: {response}}; 400
 *   {old_password: [text]} for a wrong old password, {new_password: [texts]} for a short or common one.
 *   The stored digest changes; the session's token stays valid.
 */

export function profileHandlers(routes: RouteBuilder): HttpHandler[] {
  return [
    routes.authenticated('get', '/auth/user-profile', ({ user }) =>
      json({ results: { name: user.name, email: user.email, phone: user.phone } }),
    ),

    routes.authenticated('post', '/auth/update-user-profile', async ({ request, store, user }) => {
      const body = await readJson(request);
      const email = text(body.email).toLowerCase();
      const phone = text(body.phone);
      const missing: Record<string, string> = {};
      if (!email) missing.email = serverMessages.fieldRequired;
      if (!phone) missing.phone = serverMessages.fieldRequired;
      if (Object.keys(missing).length > 0) return fieldErrors(missing);
      const tooLong = textTooLong({ email: [email, 'email'], phone: [phone, 'phone'] });
      if (tooLong) return fieldErrors({ [tooLong[0]]: tooLong[1] });
      const holder = findUserByEmail(store, email);
      if (holder && holder.id !== user.id) return fieldErrors({ email: accountMessages.emailTaken });
      const updated = store.update('users', user.id, { email, phone });
      return json({ results: { name: updated.name, email: updated.email, phone: updated.phone } });
    }),

    routes.authenticated('patch', '/auth/update-user-password', async ({ request, store, user }) => {
      const body = await readJson(request);
      const oldPassword = typeof body.old_password === 'string' ? body.old_password : '';
      const newPassword = typeof body.new_password === 'string' ? body.new_password : '';
      if (!oldPassword || passwordDigest(oldPassword) !== user.passwordDigest) {
        return fieldErrors({ old_password: accountMessages.wrongOldPassword }, { envelope: 'top' });
      }
      const problems = newPasswordProblems(newPassword);
      if (problems.length > 0) return fieldErrors({ new_password: problems }, { envelope: 'top' });
      store.update('users', user.id, { passwordDigest: passwordDigest(newPassword) });
      return json({ results: { response: 'Password updated.' } });
    }),
  ];
}
