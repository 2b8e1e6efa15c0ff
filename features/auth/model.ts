/** One company an external user can act for. */
export interface UserCompany {
  id: number;
  company_name: string;
  selected: boolean;
}

/** The company's settings as far as the shell needs them (beta features gate links). */
export interface CompanySettingSummary {
  beta_features_enabled?: boolean;
  beta_features?: string[];
  float_by_comdata?: boolean;
  onboarded_by_comdata?: boolean;
}

/** The signed-in user as the sign-in and user calls return it (access-settings-banking.md §3). */
export interface User {
  id?: number;
  user_id?: number | string;
  email?: string;
  name?: string;
  phone?: string;
  verified?: boolean;
  /** The role as a number (1 admin … 5 awaiting a role). */
  permission_level?: number | null;
  /** The role, as a number or a role name. */
  role?: number | string | null;
  dashboard_ready?: boolean;
  email_verified?: boolean;
  phone_verified?: boolean;
  kyb?: boolean;
  /** The company admin who handles KYB, when known (named in the role-5 message). */
  kyb_manager?: string | null;
  kyb_form_filled?: boolean;
  kyb_form_accepted?: boolean;
  bank_connected?: boolean;
  external_user?: boolean;
  token?: string | null;
  user_companies?: UserCompany[];
  company_setting?: CompanySettingSummary | null;
  company_cashback_percentage?: number | string | null;
}

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
