import { describe, expect, it, vi } from 'vitest';
import { ApiError, type FailureText } from 'spend-ui/features';
import { failureMessage, fromErrors, fromResults } from 'spend-ui/features/internal';
import {
  FORGOT_FAILURE,
  LOGIN_FAILURE,
  REGISTER_FAILURE,
  RESEND_EMAIL_FAILURE,
  RESET_FAILURE,
} from '../../../features/auth/failures.js';
import { ONE_TIME_CODE_FAILURE } from '../../../features/otp/failures.js';
import {
  fieldErrorsOf,
  fromDetail,
  fromFieldErrors,
  fromFieldMessages,
  fromUser,
} from '../../../features/api/failureMessage.js';

// Each case names the catalogue row (spec §8 of its document) whose shape it checks, with the
// spec's own texts. Server texts are invented where the spec shows none.

const http = (status: number, body: unknown) => new ApiError({ status, body, kind: 'http' });
const network = () => new ApiError({ status: 0, body: null, kind: 'network', message: 'Failed to fetch' });
const aborted = () => new ApiError({ status: 0, body: null, kind: 'aborted' });
const wrongShape = (body: unknown) =>
  new ApiError({
    status: 200,
    body,
    kind: 'shape',
    message: '/card/card answered an unexpected shape: card: Required',
  });

const LOGIN_FAILED = 'An error has occured. Please try again later or contact the administrator.';
const REGISTER_FAILED = 'Something went wrong. Please check the form and try again.';
const MANUAL_LINK_FAILED = 'Something Went Wrong, Please try again of contact support.';
const CARD_CREATION_FAILED = 'Error creating a card. Please contact admin.';
const INVITE_FAILED = 'Error inviting user. Please contact admin.';
const RECEIPT_UPLOAD_FAILED = 'Something went wrong, please try again or contact support.';
const PROFILE_UPDATE_FAILED = 'Something went wrong please try again later or contact support.';

describe('failureMessage: where each catalogue row keeps the server text', () => {
  it('errors[0] — "Conversion confirm failure: first entry of errors"', () => {
    const rule: FailureText = { server: fromErrors };
    const body = { errors: ['Quote has expired, please request a new one', 'second entry'] };
    expect(failureMessage(http(400, body), rule)).toBe('Quote has expired, please request a new one');
  });

  it('errors[0] skips blank entries and reads the first message of an errors field map — "Scheduled payment: first of errors"', () => {
    expect(failureMessage(http(400, { errors: ['  ', 'Start date is in the past'] }), { server: fromErrors })).toBe(
      'Start date is in the past',
    );
    expect(
      failureMessage(http(400, { errors: { start_date: ['Start date is in the past'] } }), { server: fromErrors }),
    ).toBe('Start date is in the past');
  });

  it('results.error — "Statement upload failure: the server\'s results.error message"', () => {
    const body = { results: { error: 'Statement could not be read', response: 'not this one' } };
    expect(failureMessage(http(400, body), { server: fromResults('error') })).toBe('Statement could not be read');
  });

  it('results.error — "Card status change: the server\'s results.error text", a list of texts gives its first', () => {
    expect(
      failureMessage(http(400, { results: { error: ['Card is already blocked'] } }), { server: fromResults('error') }),
    ).toBe('Card is already blocked');
  });

  it('results.response — "Redemption request error: results.response text"', () => {
    const body = { results: { response: 'A redemption request is already pending' } };
    expect(failureMessage(http(400, body), { server: fromResults('response') })).toBe(
      'A redemption request is already pending',
    );
  });

  it('results.response — "Resend verification email: … error message from results.response" (RESEND_EMAIL_FAILURE)', () => {
    const body = { results: { response: 'Email is already verified' } };
    expect(failureMessage(http(400, body), RESEND_EMAIL_FAILURE)).toBe('Email is already verified');
    // No text in results.response and no fallback in the catalogue: the product's general failure.
    expect(failureMessage(http(500, { results: {} }), RESEND_EMAIL_FAILURE)).toBe(
      'Something went wrong, please try again or contact support.',
    );
  });

  it('user.response — "Register failure: the server message in user.response; fallback …" (REGISTER_FAILURE)', () => {
    const body = { user: { response: 'A user with this email already exists' } };
    expect(failureMessage(http(400, body), REGISTER_FAILURE)).toBe('A user with this email already exists');
    expect(failureMessage(http(400, { user: {} }), REGISTER_FAILURE)).toBe(REGISTER_FAILED);
    expect(failureMessage(http(500, { detail: 'Internal error' }), REGISTER_FAILURE)).toBe(REGISTER_FAILED);
  });

  it('user.error then errors[0] — "Login 400: the server\'s user error message" (LOGIN_FAILURE)', () => {
    expect(failureMessage(http(400, { user: { error: 'Invalid email or password' } }), LOGIN_FAILURE)).toBe(
      'Invalid email or password',
    );
    expect(failureMessage(http(400, { errors: ['Account is locked'] }), LOGIN_FAILURE)).toBe('Account is locked');
    expect(failureMessage(http(400, {}), LOGIN_FAILURE)).toBe(LOGIN_FAILED);
    expect(failureMessage(http(400, { user: { error: 'x' } }), { server: fromUser('response') })).toBeUndefined();
  });

  it('field errors as "field: message" — "Reset password: first message per field shown as field: message" (RESET_FAILURE)', () => {
    const body = { errors: { password: ['This password is too common.', 'second'], token: ['Invalid token.'] } };
    expect(failureMessage(http(400, body), RESET_FAILURE)).toBe(
      'password: This password is too common.\ntoken: Invalid token.',
    );
    // Field errors at the top of the body; a message about the whole request keeps no field name.
    expect(failureMessage(http(400, { email: ['Enter a valid email address.'] }), FORGOT_FAILURE)).toBe(
      'email: Enter a valid email address.',
    );
    expect(failureMessage(http(400, { non_field_errors: ['Token expired'] }), { server: fromFieldErrors })).toBe(
      'Token expired',
    );
  });

  it('field messages without names — "Code request or verify with 400: the field errors shown" (ONE_TIME_CODE_FAILURE)', () => {
    const body = { code: ['Invalid verification code'], phone: ['Phone number is not verified'] };
    expect(failureMessage(http(400, body), ONE_TIME_CODE_FAILURE)).toBe(
      'Invalid verification code\nPhone number is not verified',
    );
    expect(failureMessage(http(400, { errors: 'Code has expired' }), { server: fromFieldMessages })).toBe(
      'Code has expired',
    );
  });

  it('one named field — "Password change failure: the old_password message from the response"', () => {
    const rule: FailureText = { server: (body) => fieldErrorsOf(body).old_password };
    expect(failureMessage(http(400, { old_password: ['Old password is not correct'] }), rule)).toBe(
      'Old password is not correct',
    );
    expect(failureMessage(http(400, { new_password: ['Too short'] }), rule)).toBeUndefined();
  });

  it('detail — "Manual link failure: the server\'s error text, otherwise …"', () => {
    const rule: FailureText = { server: fromDetail, fallback: MANUAL_LINK_FAILED };
    expect(failureMessage(http(400, { detail: 'Routing number is invalid' }), rule)).toBe('Routing number is invalid');
    expect(failureMessage(http(400, { message: 'Account already linked' }), rule)).toBe('Account already linked');
    expect(failureMessage(http(400, { error: 'Bank is not supported' }), rule)).toBe('Bank is not supported');
    expect(failureMessage(http(400, 'Plain text from the server'), rule)).toBe('Plain text from the server');
    expect(failureMessage(http(400, { something: 'else' }), rule)).toBe(MANUAL_LINK_FAILED);
  });

  it('an HTML error page is not a server text — "Team server errors: the server error is shown" behind a proxy', () => {
    const rule: FailureText = { server: fromDetail, fallback: INVITE_FAILED };
    const page = '<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>';
    expect(failureMessage(http(502, page), rule)).toBe(INVITE_FAILED);
    expect(failureMessage(http(400, { detail: 'You cannot invite this user' }), rule)).toBe(
      'You cannot invite this user',
    );
  });

  it('readers are tried in order — "Card creation error: the server\'s error text, otherwise …"', () => {
    const rule: FailureText = { server: [fromResults('error'), fromDetail], fallback: CARD_CREATION_FAILED };
    expect(failureMessage(http(400, { results: { error: 'Limit too high' }, detail: 'later' }), rule)).toBe(
      'Limit too high',
    );
    expect(failureMessage(http(400, { detail: 'Card holder not found' }), rule)).toBe('Card holder not found');
    expect(failureMessage(http(400, null), rule)).toBe(CARD_CREATION_FAILED);
  });

  it('no server text at all — "Receipt upload error" shows its own text even when the server sends one', () => {
    const rule: FailureText = { fallback: RECEIPT_UPLOAD_FAILED };
    expect(failureMessage(http(400, { detail: 'Image too large' }), rule)).toBe(RECEIPT_UPLOAD_FAILED);
  });
});

describe('failureMessage: statuses, failures without an answer, blank texts', () => {
  it('a 400-only rule stays 400-only — "Login 400 … Other login failures: …": a 500 gets the fallback', () => {
    const body = { user: { error: 'Database unavailable' } };
    expect(failureMessage(http(500, body), LOGIN_FAILURE)).toBe(LOGIN_FAILED);
    expect(failureMessage(http(404, body), LOGIN_FAILURE)).toBe(LOGIN_FAILED);
  });

  it('"other statuses show nothing" — "Code request or verify": a 500 with a field-shaped body shows no text', () => {
    expect(failureMessage(http(500, { code: ['Invalid verification code'] }), ONE_TIME_CODE_FAILURE)).toBeUndefined();
    const withFallback: FailureText = { ...ONE_TIME_CODE_FAILURE, fallback: 'unused' };
    expect(failureMessage(http(503, { code: ['x'] }), withFallback)).toBeUndefined();
  });

  it('a network failure gets the fallback, never the exception\'s text — "Invite fails: default: …"', () => {
    const rule: FailureText = { server: fromDetail, fallback: INVITE_FAILED };
    expect(failureMessage(network(), rule)).toBe(INVITE_FAILED);
    expect(failureMessage(new TypeError('Failed to fetch'), rule)).toBe(INVITE_FAILED);
    expect(failureMessage(new Error('Cannot read properties of undefined'), rule)).toBe(INVITE_FAILED);
    expect(failureMessage(network(), { server: fromDetail })).toBeUndefined();
  });

  it('a reader that throws on an unexpected body falls through to the next reader, then the fallback', () => {
    const throwing: FailureText['server'] = (body) => (body as { user: { error: string } }).user.error;
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(
      failureMessage(http(400, { detail: 'Bank refused' }), {
        server: [throwing, fromDetail],
        fallback: MANUAL_LINK_FAILED,
      }),
    ).toBe('Bank refused');
    expect(failureMessage(http(400, null), { server: throwing, fallback: MANUAL_LINK_FAILED })).toBe(
      MANUAL_LINK_FAILED,
    );
    expect(quiet).toHaveBeenCalledTimes(2);
    quiet.mockRestore();
  });

  it('a cancelled call shows nothing, even with a fallback — "Receipt upload error"', () => {
    expect(failureMessage(aborted(), { fallback: RECEIPT_UPLOAD_FAILED })).toBeUndefined();
  });

  it('a 2xx of the wrong shape gets the fallback, not the schema\'s message — "Profile update failure"', () => {
    const error = wrongShape({ detail: 'Saved' });
    expect(failureMessage(error, { server: fromDetail, fallback: PROFILE_UPDATE_FAILED })).toBe(PROFILE_UPDATE_FAILED);
  });

  it('empty or blank server text gets the fallback — "Card creation error"', () => {
    const rule: FailureText = { server: [fromResults('error'), fromDetail], fallback: CARD_CREATION_FAILED };
    for (const body of [
      { results: { error: '' } },
      { results: { error: '   ' } },
      { results: { error: [] } },
      { detail: '\n' },
      '   ',
      '',
      null,
    ]) {
      expect(failureMessage(http(400, body), rule)).toBe(CARD_CREATION_FAILED);
    }
    expect(failureMessage(http(400, { email: ['  '] }), FORGOT_FAILURE)).toBe(FORGOT_FAILURE.fallback);
  });
});
