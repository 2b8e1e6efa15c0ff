import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ApiError } from 'spend-ui/features';
import { failureMessage } from 'spend-ui/features/internal';
import { ONE_TIME_CODE_FAILURE } from '../../../features/otp/failures.js';
import { codeErrorMessage } from '../../../features/auth/api.js';

// access-settings-banking.md §8: "Code request or verify with 400: the field errors shown in a snackbar;
// other statuses show nothing." accounts-payments-recipients.md §8: "message extracted from the errors text".

const http = (status: number, body: unknown) => new ApiError({ status, body, kind: 'http' });

describe('code request and verify failures', () => {
  it('a 400 shows each field error, the first message of each, one per line, without field names', () => {
    const body = { errors: { otp: ['The code you entered is incorrect.', 'second'], user_id: ['No user.'] } };
    expect(codeErrorMessage(http(400, body))).toBe('The code you entered is incorrect.\nNo user.');
  });

  it('a 400 shows field errors at the top of the body, an errors list and a non-field message', () => {
    expect(codeErrorMessage(http(400, { channel: ['Choose phone or email.'] }))).toBe('Choose phone or email.');
    expect(codeErrorMessage(http(400, { errors: ['Invalid code'] }))).toBe('Invalid code');
    expect(codeErrorMessage(http(400, { non_field_errors: ['Mismatch'] }))).toBe('Mismatch');
  });

  it('a 400 with a text body shows that text', () => {
    expect(codeErrorMessage(http(400, 'Code expired'))).toBe('Code expired');
  });

  it('a 400 without any text says the general failure (issue 27: no write fails silently)', () => {
    expect(codeErrorMessage(http(400, null))).toBe('Something went wrong, please try again or contact support.');
    expect(codeErrorMessage(http(400, { errors: {} }))).toBe(
      'Something went wrong, please try again or contact support.',
    );
  });

  it('no answer or a wrong shape says the general failure; a cancelled call shows nothing', () => {
    for (const kind of ['network', 'shape'] as const) {
      expect(codeErrorMessage(new ApiError({ status: 0, body: null, kind }))).toBe(
        'Something went wrong, please try again or contact support.',
      );
    }
    expect(codeErrorMessage(new Error('boom'))).toBe('Something went wrong, please try again or contact support.');
    expect(codeErrorMessage(new ApiError({ status: 0, body: null, kind: 'aborted' }))).toBeUndefined();
  });

  it('any status other than 400 shows nothing, whatever the body says', () => {
    const status = fc.integer({ min: 300, max: 599 }).filter((value) => value !== 400);
    const body = fc.oneof(
      fc.string(),
      fc.dictionary(fc.string({ minLength: 1 }), fc.array(fc.string({ minLength: 1 }), { minLength: 1 })),
      fc.record({ errors: fc.array(fc.string({ minLength: 1 }), { minLength: 1 }) }),
    );
    fc.assert(
      fc.property(
        status,
        body,
        (code, answer) => failureMessage(http(code, answer), ONE_TIME_CODE_FAILURE) === undefined,
      ),
    );
  });
});
