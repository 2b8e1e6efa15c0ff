import { fromErrors, fromResults, type FailureText } from '../api/index.js';
import { fromFieldErrors, fromUser, GENERAL_FAILURE } from '../api/failureMessage.js';
import { COMPANY_SWITCH_FAILED, FORGOT_FAILED, LOGIN_FAILED, REGISTER_FAILED, RESET_FAILED } from './messages.js';

// The failure texts of sign-in, sign-up, codes and password reset (access-settings-banking.md §7, §8;
// accounts-payments-recipients.md §8), each as the catalogue writes it.

/** Login 400: the server's user error message; other failures: the generic text. */
export const LOGIN_FAILURE: FailureText = {
  server: [fromUser('error'), fromErrors],
  statuses: [400],
  fallback: LOGIN_FAILED,
};

/** Register: the server message in user.response, otherwise the fallback. */
export const REGISTER_FAILURE: FailureText = { server: fromUser('response'), fallback: REGISTER_FAILED };

/** Forgot password: a 400 shows the first error per field; otherwise its own text. */
export const FORGOT_FAILURE: FailureText = { server: fromFieldErrors, statuses: [400], fallback: FORGOT_FAILED };

/** Reset password: a 400's errors keyed by field, first message per field as "field: message". */
export const RESET_FAILURE: FailureText = { server: fromFieldErrors, statuses: [400], fallback: RESET_FAILED };

/** Resend verification email: the message in results.response, else the product's general failure. */
export const RESEND_EMAIL_FAILURE: FailureText = { server: fromResults('response'), fallback: GENERAL_FAILURE };

/** Company switch. */
export const COMPANY_SWITCH_FAILURE: FailureText = { fallback: COMPANY_SWITCH_FAILED };
