import type { HttpHandler } from 'msw';
import { fieldErrors, isObject, json, readJson, text, type JsonObject, type RouteBuilder } from '../core/http.js';
import { DEMO_OTP_CODE, EMAIL_TOKEN_LIFETIME_MS, OTP_LIFETIME_MS, type OtpChannel, type UserRecord } from './model.js';
import { serverMessages } from '../core/serverMessages.js';
import type { DemoStore } from '../core/store.js';
import { maskEmail, maskPhone, selectedMembership, userView } from './views.js';
import { passwordDigest, secretDigest } from '../core/passwordDigest.js';
import { textTooLong } from '../core/textLimits.js';
import { isDialablePhone, PHONE_INVALID, ROLE_IDS, emailProblem } from 'spend-ui/features/rules';
import { newPasswordProblems } from './passwordRule.js';

/*
 * Sign-in, codes, registration and email verification (spec access-settings-banking.md §7).
 *
 * Answers:
 * - POST /auth/users/login {user:{email,password}} → 200 {user: ApiUser & {token}}; without `token`
 *   when a code is needed (phone not verified, or two-step on). 400 {errors:{error:[msg]}, user:{error:msg}}.
 * - GET /auth/user → 200 {results: ApiUser}; 401 {detail} for a missing or unknown token.
 * - POST /auth/verification-request {user:{user_id,channel}} → 200 {results:{message,mask}};
 *   400 {errors:{field:[msg]}}.
 * - POST /auth/verify-otp {user:{user_id,otp,channel,email,password}} → 200 {user: ApiUser & {token}};
 *   400 {errors:{otp|user_id|channel|non_field_errors:[msg]}} (wrong, expired or never requested code).
 * - POST /auth/users {name,account_name,phone,email,password} → 201 {user: ApiUser};
 *   400 {user:{response:msg}, errors:{field:[msg]}} (duplicate e-mail, missing field, short password).
 * - POST /auth/email-verification {user:{token}} → 200 {results:{response}}; 400 {errors:{token:[msg]}}.
 * - GET /auth/user/resend-verification-email → 200 {results:{response}}; 400 {results:{response}}.
 */

/** Body fields may come wrapped in `user` (as the spec's payloads are) or flat. */
function userPayload(body: JsonObject): JsonObject {
  return isObject(body.user) ? body.user : body;
}

export function findUserByEmail(store: DemoStore, email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return store.find('users', (user) => user.email.toLowerCase() === wanted);
}

function findUserById(store: DemoStore, userId: string): UserRecord | undefined {
  return store.find('users', (user) => user.user_id === userId || String(user.id) === userId);
}

function loginError(message: string): Response {
  return json({ errors: { error: [message] }, user: { error: message } }, 400);
}

function registerError(message: string, field: string): Response {
  return fieldErrors({ [field]: message }, { extra: { user: { response: message } } });
}

function parseChannel(value: unknown): OtpChannel | null {
  const channel = text(value) || 'phone';
  return channel === 'phone' || channel === 'email' ? channel : null;
}

/**
 * Creates a single-use link token for the user (the table keeps its digest) and "sends" the link to
 * the outbox: `<path>/<token>`.
 */
export function sendLinkMail(
  store: DemoStore,
  user: UserRecord,
  link: { table: 'emailTokens' | 'resetTokens'; lifetimeMs: number; subject: string; path: string },
): void {
  const key = store.random(link.table === 'emailTokens' ? 'email-token' : 'reset-token').hex(32);
  store.insert(link.table, {
    key_digest: secretDigest(key),
    user_id: user.id,
    expires_at: store.now() + link.lifetimeMs,
    used: false,
  });
  store.insert('outbox', { to: user.email, subject: link.subject, link: `${link.path}/${key}`, sent_at: store.now() });
}

/** Creates a single-use email-verification link for the user and "sends" it to the outbox. */
export function sendVerificationEmail(store: DemoStore, user: UserRecord): void {
  sendLinkMail(store, user, {
    table: 'emailTokens',
    lifetimeMs: EMAIL_TOKEN_LIFETIME_MS,
    subject: 'Verify your email',
    path: '/email-verification',
  });
}

/** Records a one-time code for the user on a channel (its digest) and answers where it went. */
export function sendOneTimeCode(store: DemoStore, user: UserRecord, channel: OtpChannel): Response {
  store.insert('otpChallenges', {
    user_id: user.id,
    channel,
    code_digest: secretDigest(DEMO_OTP_CODE),
    expires_at: store.now() + OTP_LIFETIME_MS,
    used: false,
  });
  return json({
    results: {
      message: channel === 'phone' ? serverMessages.codeSentPhone : serverMessages.codeSentEmail,
      mask: channel === 'phone' ? maskPhone(user.phone) : maskEmail(user.email),
    },
  });
}

/**
 * The token a sign-in answer carries: a demo account's own, or for a user created at run time a new
 * one, of which the store keeps only the digest.
 */
function issueToken(store: DemoStore, user: UserRecord): string {
  if (user.auth_token) return user.auth_token;
  const token = store.random('auth-token').hex(40);
  store.insert('authTokens', { user_id: user.id, token_digest: secretDigest(token) });
  return token;
}

export function authHandlers(routes: RouteBuilder): HttpHandler[] {
  return [
    routes.open('post', '/auth/users/login', async ({ request, store }) => {
      const credentials = userPayload(await readJson(request));
      const email = text(credentials.email).toLowerCase();
      const password = typeof credentials.password === 'string' ? credentials.password : '';
      if (!email || !password) return loginError(serverMessages.loginMissingFields);
      const user = findUserByEmail(store, email);
      if (!user) return loginError(serverMessages.loginUnknownEmail);
      if (user.passwordDigest !== passwordDigest(password)) return loginError(serverMessages.loginWrongPassword);
      if (selectedMembership(store, user)?.is_active === false) return loginError(serverMessages.accountBlocked);
      const view = userView(store, user);
      const needsCode = !user.phone_verified || user.two_step_enabled;
      return json({ user: needsCode ? view : { ...view, token: issueToken(store, user) } });
    }),

    routes.authenticated('get', '/auth/user', ({ store, user }) => json({ results: userView(store, user) })),

    routes.open('post', '/auth/verification-request', async ({ request, store }) => {
      const payload = userPayload(await readJson(request));
      const userId = text(payload.user_id);
      if (!userId) return fieldErrors({ user_id: serverMessages.fieldRequired });
      const channel = parseChannel(payload.channel);
      if (!channel) return fieldErrors({ channel: serverMessages.invalidChannel });
      const user = findUserById(store, userId);
      if (!user) return fieldErrors({ user_id: serverMessages.userNotFound });
      return sendOneTimeCode(store, user, channel);
    }),

    routes.open('post', '/auth/verify-otp', async ({ request, store }) => {
      const payload = userPayload(await readJson(request));
      const userId = text(payload.user_id);
      const otp = text(payload.otp);
      if (!userId) return fieldErrors({ user_id: serverMessages.fieldRequired });
      if (!otp) return fieldErrors({ otp: serverMessages.fieldRequired });
      const channel = parseChannel(payload.channel);
      if (!channel) return fieldErrors({ channel: serverMessages.invalidChannel });
      const user = findUserById(store, userId);
      if (!user) return fieldErrors({ user_id: serverMessages.userNotFound });
      const email = text(payload.email).toLowerCase();
      const password = typeof payload.password === 'string' ? payload.password : '';
      if (
        (email && email !== user.email.toLowerCase()) ||
        (password && passwordDigest(password) !== user.passwordDigest)
      ) {
        return fieldErrors({ non_field_errors: serverMessages.credentialsMismatch });
      }
      const challenges = store.filter(
        'otpChallenges',
        (challenge) => challenge.user_id === user.id && challenge.channel === channel && !challenge.used,
      );
      const challenge = challenges[challenges.length - 1];
      if (!challenge) return fieldErrors({ otp: serverMessages.codeNotRequested });
      if (challenge.expires_at <= store.now()) return fieldErrors({ otp: serverMessages.codeExpired });
      if (challenge.code_digest !== secretDigest(otp)) return fieldErrors({ otp: serverMessages.codeWrong });
      store.update('otpChallenges', challenge.id, { used: true });
      const verified = channel === 'phone' ? { phone_verified: true } : { email_verified: true };
      const updated = store.update('users', user.id, verified);
      return json({ user: { ...userView(store, updated), token: issueToken(store, updated) } });
    }),

    routes.open('post', '/auth/users', async ({ request, store }) => {
      const payload = userPayload(await readJson(request));
      const name = text(payload.name);
      const accountName = text(payload.account_name);
      const phone = text(payload.phone);
      const email = text(payload.email).toLowerCase();
      const password = typeof payload.password === 'string' ? payload.password : '';
      const missing = (
        [
          ['name', name],
          ['account_name', accountName],
          ['phone', phone],
          ['email', email],
          ['password', password],
        ] as const
      ).find(([, value]) => !value);
      if (missing) return registerError(serverMessages.registerMissingFields, missing[0]);
      const tooLong = textTooLong({
        name: [name, 'fullName'],
        account_name: [accountName, 'organisationName'],
        email: [email, 'email'],
      });
      if (tooLong) return registerError(tooLong[1], tooLong[0]);
      // The client's own rules, with their messages (features/auth): one verdict on both sides.
      const emailIssue = emailProblem(email);
      if (emailIssue) return registerError(emailIssue, 'email');
      if (!isDialablePhone(phone)) return registerError(PHONE_INVALID, 'phone');
      if (findUserByEmail(store, email)) return registerError(serverMessages.registerDuplicateEmail, 'email');
      const [passwordIssue] = newPasswordProblems(password);
      if (passwordIssue) return registerError(passwordIssue, 'password');

      const random = store.random('register');
      const company = store.insert('companies', {
        company_name: accountName,
        billing_address: '',
        kyb_form_filled: false,
        kyb_form_accepted: false,
        kyb_manager_user_id: null,
        cashback_percentage: 1,
        beta_features_enabled: false,
        beta_features: [],
        float_by_comdata: false,
        onboarded_by_comdata: false,
        receipt_threshold: 75,
        memo_threshold: 25,
      });
      const user = store.insert('users', {
        user_id: random.uuid(),
        email,
        passwordDigest: passwordDigest(password),
        name,
        phone,
        phone_verified: false,
        email_verified: false,
        two_step_enabled: false,
        external_user: false,
        kyb: true,
        auth_token: '',
        created_at: new Date(store.now()).toISOString(),
      });
      store.update('companies', company.id, { kyb_manager_user_id: user.id });
      store.insert('memberships', {
        user_id: user.id,
        company_id: company.id,
        permission_level: ROLE_IDS.CompanyAdmin,
        selected: true,
      });
      sendVerificationEmail(store, user);
      return json({ user: userView(store, user) }, 201);
    }),

    routes.open('post', '/auth/email-verification', async ({ request, store }) => {
      const key = text(userPayload(await readJson(request)).token);
      if (!key) return fieldErrors({ token: serverMessages.fieldRequired });
      const digest = secretDigest(key);
      const token = store.find('emailTokens', (candidate) => candidate.key_digest === digest);
      if (!token || token.used || token.expires_at <= store.now()) {
        return fieldErrors({ token: serverMessages.emailTokenInvalid });
      }
      store.update('emailTokens', token.id, { used: true });
      store.update('users', token.user_id, { email_verified: true });
      return json({ results: { response: serverMessages.emailVerified } });
    }),

    routes.authenticated('get', '/auth/user/resend-verification-email', ({ store, user }) => {
      if (user.email_verified) return json({ results: { response: serverMessages.emailAlreadyVerified } }, 400);
      sendVerificationEmail(store, user);
      return json({ results: { response: serverMessages.verificationEmailSent(maskEmail(user.email)) } });
    }),

    routes.authenticated('post', '/auth/users/external/company/:id', ({ params, store, user }) => {
      const companyId = Number(params.id);
      const company = Number.isInteger(companyId) ? store.get('companies', companyId) : undefined;
      if (!company) return json({ detail: serverMessages.companyNotFound }, 404);
      if (!user.external_user) return fieldErrors({ company: serverMessages.notExternalUser });
      const memberships = store.filter('memberships', (membership) => membership.user_id === user.id);
      const target = memberships.find((membership) => membership.company_id === company.id);
      if (!target) return fieldErrors({ company: serverMessages.notAMember });
      for (const membership of memberships) {
        const selected = membership.id === target.id;
        if (membership.selected !== selected) store.update('memberships', membership.id, { selected });
      }
      return json({ results: userView(store, user) });
    }),
  ];
}
