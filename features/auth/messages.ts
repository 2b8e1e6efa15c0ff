// The spec's texts for sign-in, sign-up, codes and password reset (access-settings-banking.md §2, §8;
// accounts-payments-recipients.md §2, §8). Quoted verbatim, typos included.

export const LOGIN_FAILED = 'An error has occured. Please try again later or contact the administrator.';
export const REGISTER_FAILED = 'Something went wrong. Please check the form and try again.';
export const MANDATORY_FIELDS = 'Please enter all mandatory fields';
export const PASSWORD_TOO_SHORT = 'Password must be a minimum of 8 digits';
export const FIELD_REQUIRED = 'This field is required';
export const TOKEN_INVALID = 'Token is invalid or expired, Redirecting in 3s.';
export const RESET_SUCCESS = 'Password reset successful, Redirecting to login in 3s.';
export const FORGOT_SUCCESS = 'Your password reset link has been sent. Please check your email. Redirecting in 3s';
export const COMPANY_SWITCH_FAILED = 'Something went wrong while switching companies.';

export { CODE_SENT_PREFIX } from '../otp/messages.js';
export const SEND_CODE_BY_EMAIL = 'Send me a code via email instead';
export const PHONE_VERIFICATION_TITLE = 'Phone Verification';
export const EMAIL_VERIFIED = 'Email Verified';
export const LOGIN_HERE = 'Login here';

/** Milliseconds before the token screens and forgot-password redirect (§9). */
export const REDIRECT_DELAY_MS = 3000;

// The spec gives forgot- and reset-password no fallback of their own; these say what failed.
export const FORGOT_FAILED = 'We could not send the reset link. Please try again later or contact support.';
export const RESET_FAILED = 'Your password could not be reset. Please try again later or contact support.';

// The spec has no text for a malformed e-mail or phone number (it checks neither); these say what to fix.
export const EMAIL_INVALID = 'Enter a valid email address, like name@example.com';
export const PHONE_INVALID = 'Enter a valid phone number for the chosen country code';

// The spec sets a minimum only (§9); these refuse what no one means as a password (issue 27).
export const PASSWORD_BLANK = 'Password cannot be only spaces';
export const PASSWORD_TOO_LONG = 'Password must be at most 128 characters';

// The spec has no text for a session the server ended (a 401 sent the user to the login screen; issue 27).
export const SESSION_ENDED = 'Your session has ended. Please log in again.';
