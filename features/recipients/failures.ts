import { fromErrors, type FailureText, type ServerTextReader } from '../api/index.js';
import { firstText } from '../api/failureMessage.js';
import { RECIPIENT_DELETE_FAILED } from './messages.js';

// The recipients rows of the error catalogue (accounts-payments-recipients.md §8).

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The provider's first error message: its `error_messages` (`{field: [{code, message}]}`), at the top of
 * the answer or under `errors` or `results`.
 */
export const fromProviderMessage: ServerTextReader = (body) => {
  if (!isRecord(body)) return undefined;
  for (const holder of [body, body.errors, body.results]) {
    if (!isRecord(holder) || !isRecord(holder.error_messages)) continue;
    for (const problems of Object.values(holder.error_messages)) {
      const list = Array.isArray(problems) ? problems : [problems];
      for (const problem of list) {
        const message = isRecord(problem) ? firstText(problem.message) : firstText(problem);
        if (message) return message;
      }
    }
  }
  return undefined;
};

/**
 * "Add failure shows errors or the provider's first error message in a 10 s snackbar." The provider's
 * message is read first: an `errors` that wraps it would otherwise give its first code, not its message.
 */
export const ADD_RECIPIENT_FAILURE: FailureText = {
  server: [fromProviderMessage, fromErrors],
  fallback: RECIPIENT_DELETE_FAILED,
};

/** "Delete failure 'Something went wrong please try again or contact support'." */
export const DELETE_RECIPIENT_FAILURE: FailureText = { fallback: RECIPIENT_DELETE_FAILED };
