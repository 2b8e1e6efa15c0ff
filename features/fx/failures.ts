import { fromErrors, type FailureText, type ServerTextReader } from '../api/index.js';
import { firstText } from '../api/failureMessage.js';
import { SOMETHING_WENT_WRONG } from './messages.js';

// The quote and conversion rows of the error catalogue (accounts-payments-recipients.md §8).

/** Every entry of an `errors` list, one per line (an entry that is an object gives its first text). */
export const fromEveryError: ServerTextReader = (body) => {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  const { errors } = body;
  const entries = Array.isArray(errors) ? errors : [errors];
  const lines = entries.map(firstText).filter((line): line is string => line !== undefined);
  return lines.length ? lines.join('\n') : undefined;
};

/**
 * "Side-converter quote failures show errors as an error notification" (the converter resets the
 * opposite amount to 0 itself). "Other list and quote failures are only logged": a failure without an
 * answer shows nothing.
 */
export const SIDE_CONVERTER_QUOTE_FAILURE: FailureText = { server: fromEveryError };

/**
 * "Conversion confirm failure: first entry of errors in an error toast for 5 seconds." A failure with no
 * errors list (no answer at all) still says that the conversion did not go through.
 */
export const CONVERSION_CONFIRM_FAILURE: FailureText = { server: fromErrors, fallback: SOMETHING_WENT_WRONG };
