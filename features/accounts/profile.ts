import { type FailureText, type ServerTextReader } from '../api/index.js';
import { fieldErrorsOf } from '../api/failureMessage.js';
import { TEXT_LIMITS, textTooLong } from '../forms/textLimits.js';
import { PROFILE_UPDATE_FAILED } from './messages.js';

// The profile page's two forms (accounts-payments-recipients.md §2, §5, §7, §8): Profile Details and
// Change Password.

/** GET /auth/user-profile's results. */
export interface Profile {
  name: string;
  email?: string | null | undefined;
  phone?: string | null | undefined;
}

/** What Profile Details edits: email and phone; the full name is read-only (§5). */
export interface ProfileFormValues {
  email: string;
  phone: string;
}

export function profileFormValues(profile: Profile): ProfileFormValues {
  return { email: profile.email ?? '', phone: profile.phone ?? '' };
}

/** The fields longer than the limits table allows, with their message (the demo backend refuses them too). */
export function profileTooLong(values: ProfileFormValues): Partial<Record<keyof ProfileFormValues, string>> {
  const problems: Partial<Record<keyof ProfileFormValues, string>> = {};
  if (values.email.trim().length > TEXT_LIMITS.email) problems.email = textTooLong(TEXT_LIMITS.email);
  if (values.phone.trim().length > TEXT_LIMITS.phone) problems.phone = textTooLong(TEXT_LIMITS.phone);
  return problems;
}

/** POST /auth/update-user-profile (§7). */
export function profileUpdatePayload(values: ProfileFormValues): { phone: string; email: string } {
  return { phone: values.phone.trim(), email: values.email.trim() };
}

/**
 * "Profile update failure: 'Something went wrong please try again later or contact support.'" (§8) — unless
 * the server says what is wrong with a field (an empty one, an e-mail in use): then its message.
 */
export const PROFILE_UPDATE_FAILURE: FailureText = {
  server: (body) => {
    const fields = serverFieldMessages(body);
    return fields.email ?? fields.phone;
  },
  fallback: PROFILE_UPDATE_FAILED,
};

/** The server's message for each field of a refused answer (`{email: [...]}` at the top or under `errors`/`results`). */
export function serverFieldMessages(body: unknown): Record<string, string> {
  const nested = typeof body === 'object' && body !== null && 'results' in body ? fieldErrorsOf(body.results) : {};
  return { ...nested, ...fieldErrorsOf(body) };
}

export interface ChangePasswordValues {
  old_password: string;
  new_password: string;
  repeat_password: string;
}

export const emptyChangePassword: ChangePasswordValues = { old_password: '', new_password: '', repeat_password: '' };

/**
 * Whether the two new fields show their error state (§5: "fields show error state when they differ"):
 * once the repeat has been typed and it differs from the new password.
 */
export function newPasswordsDiffer(values: Pick<ChangePasswordValues, 'new_password' | 'repeat_password'>): boolean {
  return values.repeat_password !== '' && values.new_password !== values.repeat_password;
}

/** The button is enabled only when all three fields are filled and new equals repeat (§5). */
export function changePasswordEnabled(values: ChangePasswordValues): boolean {
  return (
    values.old_password !== '' &&
    values.new_password !== '' &&
    values.repeat_password !== '' &&
    values.new_password === values.repeat_password
  );
}

/** PATCH /auth/update-user-password (§7). */
export function changePasswordPayload(values: ChangePasswordValues): { new_password: string; old_password: string } {
  return { new_password: values.new_password, old_password: values.old_password };
}

/** The `old_password` message of an answer, at the top, under `errors` or under `results`. */
export const fromOldPasswordMessage: ServerTextReader = (body) => serverFieldMessages(body).old_password;

/** The old password's message (§8), else the new password's ("too common"): the server's reason either way. */
const fromPasswordMessage: ServerTextReader = (body) => {
  const fields = serverFieldMessages(body);
  return fields.old_password ?? fields.new_password;
};

/**
 * "Password change … Failure: the old_password message from the response" (§8); an answer that refuses the
 * new password instead gives its message (issue 40 item 18). An answer with neither gets the profile page's
 * failure sentence.
 */
export const PASSWORD_CHANGE_FAILURE: FailureText = { server: fromPasswordMessage, fallback: PROFILE_UPDATE_FAILED };
