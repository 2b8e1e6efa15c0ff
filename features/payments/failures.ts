import { fromErrors, fromResults, type FailureText } from '../api/index.js';
import { SOMETHING_WENT_WRONG } from '../fx/messages.js';

// The payment rows of the error catalogue (accounts-payments-recipients.md §7, §8). "OTP is required"
// is the one-time code's own (features/otp).

/**
 * "Payment errors: the server's error text as an error toast" — §7: "error in results.error". A failure
 * without that text still says the payment did not go through.
 */
export const PAYMENT_FAILURE: FailureText = {
  server: [fromResults('error'), fromErrors],
  fallback: SOMETHING_WENT_WRONG,
};

/** "Scheduled payment: first of errors." */
export const SCHEDULED_PAYMENT_FAILURE: FailureText = { server: fromErrors, fallback: SOMETHING_WENT_WRONG };
