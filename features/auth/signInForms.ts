// The login and forgot-password forms, checked by plain rules: they are the screens of a signed-out first
// visit, which must not load zod (issue 15). The register form's zod rule (`emailRule`) agrees with
// `emailProblem` on every input (tests/features/auth/model.test.ts).
import { EMAIL_INVALID, FIELD_REQUIRED } from './messages.js';

/** zod's e-mail pattern (`z.regexes.email`), the one `emailRule` checks. */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- zod's pattern verbatim (its test compares the sources)
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** An e-mail field: required, then a well-formed address (checked at the field, not by the browser). */
export function emailProblem(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return FIELD_REQUIRED;
  return EMAIL_PATTERN.test(email) ? undefined : EMAIL_INVALID;
}

/** A field that must be filled (not only spaces); what it holds is the server's to judge. */
export function requiredProblem(value: string): string | undefined {
  return value.trim() === '' ? FIELD_REQUIRED : undefined;
}

/**
 * The login form. The spec has no client-side rule beyond required fields (README ruling "Login
 * validation"): the e-mail is lower-cased and sent as typed, and the server's answer says what is wrong.
 */
export interface LoginForm {
  email: string;
  password: string;
}

/** The forgot-password form: one e-mail. */
export interface ForgotPasswordForm {
  email: string;
}
