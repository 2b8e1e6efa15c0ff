import type { HttpHandler } from 'msw';
import type { Capability } from 'spend-ui/features/rules';
import { forbidden, isObject, json, readJson, text, type RouteBuilder } from '../core/http.js';
import { sendOneTimeCode } from '../auth/handlers.js';
import type { OtpChannel, UserRecord } from '../auth/model.js';
import { serverMessages } from '../core/serverMessages.js';
import { secretDigest } from '../core/passwordDigest.js';
import type { DemoStore } from '../core/store.js';

/*
 * One-time codes of the review steps: conversion, payment and add-recipient (spec
 * accounts-payments-recipients.md §4, §7).
 *
 * Answers:
 * - POST /utility/generate-otp-request {channel: 'phone'|'email'} → 200 {results:{message, mask}};
 *   400 {errors:{channel:[msg]}} for a missing or unknown channel; 401 without a valid token; 403 for a
 *   role that may take none of the actions a code confirms.
 *
 * The confirming calls (get-conversion-rate, fx-payment, scheduled-payment, beneficiary) check the code
 * they carry with `oneTimeCodeProblem` and answer its message in their own error shape. The demo code is
 * always DEMO_OTP_CODE; a code is used once and expires after OTP_LIFETIME_MS.
 */

function parseChannel(value: unknown): OtpChannel | null {
  const channel = text(value);
  return channel === 'phone' || channel === 'email' ? channel : null;
}

/**
 * Checks a review step's code for the signed-in user — `{code, channel}` as conversion and add-recipient
 * send it, or the bare code (then the channel of the latest code sent) — and uses it up. Returns the
 * message to answer with, or `null` when the code is accepted.
 */
export function oneTimeCodeProblem(store: DemoStore, user: UserRecord, otp: unknown): string | null {
  const code = text(isObject(otp) ? otp.code : otp);
  if (!code) return serverMessages.fieldRequired;
  const requestedChannel = isObject(otp) ? text(otp.channel) : '';
  if (requestedChannel && !parseChannel(requestedChannel)) return serverMessages.invalidChannel;
  const open = store.filter(
    'otpChallenges',
    (challenge) =>
      challenge.user_id === user.id && !challenge.used && (!requestedChannel || challenge.channel === requestedChannel),
  );
  const challenge = open[open.length - 1];
  if (!challenge) return serverMessages.codeNotRequested;
  if (challenge.expires_at <= store.now()) return serverMessages.codeExpired;
  if (challenge.code_digest !== secretDigest(code)) return serverMessages.codeWrong;
  store.update('otpChallenges', challenge.id, { used: true });
  return null;
}

/** The actions a review step's code confirms: a code goes only to a role that may take one of them. */
const ACTIONS_CONFIRMED_BY_CODE: readonly Capability[] = ['conversion.convert', 'payments.make', 'recipients.manage'];

export function utilityHandlers(routes: RouteBuilder): HttpHandler[] {
  return [
    routes.authenticated('post', '/utility/generate-otp-request', async ({ request, store, user, can }) => {
      if (!ACTIONS_CONFIRMED_BY_CODE.some(can)) return forbidden();
      const body = await readJson(request);
      if (!text(body.channel)) return json({ errors: { channel: [serverMessages.fieldRequired] } }, 400);
      const channel = parseChannel(body.channel);
      if (!channel) return json({ errors: { channel: [serverMessages.invalidChannel] } }, 400);
      return sendOneTimeCode(store, user, channel);
    }),
  ];
}
