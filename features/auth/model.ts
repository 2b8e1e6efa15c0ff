/** The first word of the user's name (shown on the sidebar's Logout entry). */
export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

/** Lower-cases (and trims) the e-mail as the login call expects it. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
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
