import { describe, expect, it } from 'vitest';
import { ApiError, failureMessage } from '../../../features/api/index.js';
import { CONVERSION_CONFIRM_FAILURE, SIDE_CONVERTER_QUOTE_FAILURE } from '../../../features/fx/failures.js';
import { SOMETHING_WENT_WRONG } from '../../../features/fx/messages.js';

const http = (status: number, body: unknown) => new ApiError({ kind: 'http', status, body });

describe('quote and conversion failures (§8)', () => {
  it('the side converter shows every error of the answer', () => {
    const error = http(400, { errors: ['Amount too small', { amount: ['Must be positive'] }] });
    expect(failureMessage(error, SIDE_CONVERTER_QUOTE_FAILURE)).toBe('Amount too small\nMust be positive');
  });

  it('the side converter shows nothing for a failure without an answer (only logged)', () => {
    expect(
      failureMessage(new ApiError({ kind: 'network', status: 0, body: null }), SIDE_CONVERTER_QUOTE_FAILURE),
    ).toBeUndefined();
    expect(failureMessage(http(500, '<html>'), SIDE_CONVERTER_QUOTE_FAILURE)).toBeUndefined();
  });

  it('a conversion confirm shows the first entry of errors, else the generic sentence', () => {
    expect(failureMessage(http(400, { errors: ['Invalid OTP', 'Quote expired'] }), CONVERSION_CONFIRM_FAILURE)).toBe(
      'Invalid OTP',
    );
    expect(failureMessage(new ApiError({ kind: 'network', status: 0, body: null }), CONVERSION_CONFIRM_FAILURE)).toBe(
      SOMETHING_WENT_WRONG,
    );
  });
});
