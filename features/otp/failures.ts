import { type FailureText } from '../api/index.js';
import { fromDetail, fromFieldMessages, GENERAL_FAILURE } from '../api/failureMessage.js';

/**
 * A code request or a code check failed (access-settings-banking.md §8: "Code request or verify with 400:
 * the field errors shown in a snackbar; other statuses show nothing"; accounts-payments-recipients.md §8:
 * "message extracted from the errors text, error toast 5 s"). Each field's first message, one per line;
 * a 400 without field errors shows its text body or detail; other statuses show nothing. A failure with no
 * answer at all (no status) and a 400 without any text say the product's general failure.
 */
export const ONE_TIME_CODE_FAILURE: FailureText = {
  server: [fromFieldMessages, fromDetail],
  statuses: [400],
  silentOtherwise: true,
  fallback: GENERAL_FAILURE,
};
