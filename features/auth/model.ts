import { FIELD_REQUIRED, PASSWORD_BLANK, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from './messages.js';

/** The first word of the user's name (shown on the sidebar's Logout entry). */
export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

/** Lower-cases (and trims) the e-mail as the login call expects it. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The fewest and most characters a new password may have (§9's minimum; a sane maximum). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The one rule of a new password, at registration, reset and change-password alike: required, not only
 * spaces, at least 8 and at most 128 characters (counted as the user sees them, by code point). The
 * password is sent as typed: spaces inside or around it are the user's.
 */
export function passwordProblem(value: string): string | undefined {
  if (value === '') return FIELD_REQUIRED;
  if (value.trim() === '') return PASSWORD_BLANK;
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  return undefined;
}

/** The registration request: name, account_name, phone (code plus number), email, password (§3). */
export interface RegisterRequest {
  name: string;
  account_name: string;
  phone: string;
  email: string;
  password: string;
}

/** Continue on the register form is enabled only when the terms are ticked or a request is loading (§5). */
export function isRegisterContinueEnabled(agreeToTermsAndPrivacy: boolean, isLoading: boolean): boolean {
  return agreeToTermsAndPrivacy || isLoading;
}

/** Formats up to 10 national digits as (###) ###-#### while typing. */
export function formatNorthAmericanPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export type { CodeChannel } from '../otp/model.js';
