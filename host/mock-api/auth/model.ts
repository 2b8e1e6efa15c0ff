import { ROLE_NAMES } from 'spend-ui/features/rules';
import type { ApiBankAccount, ApiMaskedBankAccount } from '../banking/model.js';

/**
 * Sign-in and company data: the rows the store keeps (`*Record`) and the shapes the API answers with
 * (`Api*`, spec access-settings-banking.md §3). Rows are plain JSON so the change log can be stored in
 * sessionStorage.
 */

/** The one-time code the demo backend accepts on every channel. */
export const DEMO_OTP_CODE = '123456';
/** How long a requested one-time code stays valid. */
export const OTP_LIFETIME_MS = 10 * 60 * 1000;
/** How long a password-reset link stays valid. */
export const RESET_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How long an email-verification link stays valid. */
export const EMAIL_TOKEN_LIFETIME_MS = 72 * 60 * 60 * 1000;

/** Role ids and names (spec §3 "Roles"), the client's table; ExternalUser shares id 2 with CompanyBookKeeper. */
export { ROLE_NAMES };
export const EXTERNAL_USER_ROLE_NAME = 'ExternalUser';
export type RoleId = keyof typeof ROLE_NAMES;
export type RoleName = (typeof ROLE_NAMES)[RoleId] | typeof EXTERNAL_USER_ROLE_NAME;

export type OtpChannel = 'phone' | 'email';

/** A person who can sign in. Onboarding flags of the company live on `CompanyRecord`. */
export interface UserRecord {
  id: number;
  /** The public id the code screens send back (`user_id`). */
  user_id: string;
  email: string;
  /** `passwordDigest(password)`: no password is kept as typed, even in the demo's sessionStorage log. */
  passwordDigest: string;
  name: string;
  /** Dial code plus number, as registration sends it, e.g. `+1 (416) 555-0134`. */
  phone: string;
  phone_verified: boolean;
  email_verified: boolean;
  /** Login answers without a token and asks for a one-time code. */
  two_step_enabled: boolean;
  external_user: boolean;
  /** The user belongs to the company's KYB group (filled the application or was named in it). */
  kyb: boolean;
  /**
   * A demo account's DRF-style token (`Authorization: Token <token>`), drawn from the seed, which is
   * code and never stored. Users who register or are invited have '' (none): each sign-in gives them
   * a new token whose digest only is kept (`authTokens`), so the change log holds no token.
   */
  auth_token: string;
  /** ISO timestamp. */
  created_at: string;
}

export interface CompanyRecord {
  id: number;
  company_name: string;
  billing_address: string;
  kyb_form_filled: boolean;
  kyb_form_accepted: boolean;
  /** The user who manages the KYB application (named in the role-5 message). */
  kyb_manager_user_id: number | null;
  cashback_percentage: number;
  beta_features_enabled: boolean;
  beta_features: string[];
  float_by_comdata: boolean;
  onboarded_by_comdata: boolean;
  /** Dollar amounts (spec §3 "Company setting"). */
  receipt_threshold: number;
  memo_threshold: number;
}

/** A user's place in a company: its role there and whether it is the selected company. */
export interface MembershipRecord {
  id: number;
  user_id: number;
  company_id: number;
  permission_level: number;
  selected: boolean;
  /** The member's manager (a user id), whose team the member is in; null or absent for none. */
  assigned_manager_id?: number | null;
  /** The member's employee id in the company (Team page); absent: derived from the user id. */
  employee_number?: string;
  /** False once blocked from the Team page (absent: active). A blocked member cannot sign in. */
  is_active?: boolean;
  /** The member's location and department (ids of the company setting's lists); null or absent for none. */
  location_id?: number | null;
  department_id?: number | null;
}

/** A location or department of a company (company setting lists). */
export interface CompanyListEntryRecord {
  id: number;
  company_id: number;
  name: string;
}

/** A requested one-time code. */
export interface OtpChallengeRecord {
  id: number;
  user_id: number;
  channel: OtpChannel;
  /** `secretDigest(code)`: the code itself never enters the change log. */
  code_digest: string;
  /** Epoch milliseconds. */
  expires_at: number;
  used: boolean;
}

/** A single-use link token (password reset or email verification). */
export interface LinkTokenRecord {
  id: number;
  /** `secretDigest(token)`: the token itself goes out in the link only, never into the change log. */
  key_digest: string;
  user_id: number;
  /** Epoch milliseconds. */
  expires_at: number;
  used: boolean;
}

/** A token handed out at sign-in to a user created at run time. */
export interface AuthTokenRecord {
  id: number;
  user_id: number;
  /** `secretDigest(token)`: the token itself goes out in the sign-in answer only. */
  token_digest: string;
}

/** An e-mail the backend "sent": the demo has no mail server, so links land here. */
export interface OutboxRecord {
  id: number;
  to: string;
  subject: string;
  /** The path the mail links to, e.g. `/reset-password/<token>`. */
  link: string;
  /** Epoch milliseconds. */
  sent_at: number;
}

/** The tables of users, companies and their memberships, settings lists, codes, links and mail. */
export interface AccessTables {
  users: UserRecord[];
  companies: CompanyRecord[];
  memberships: MembershipRecord[];
  locations: CompanyListEntryRecord[];
  departments: CompanyListEntryRecord[];
  otpChallenges: OtpChallengeRecord[];
  resetTokens: LinkTokenRecord[];
  emailTokens: LinkTokenRecord[];
  authTokens: AuthTokenRecord[];
  outbox: OutboxRecord[];
}

export function emptyAccessTables(): AccessTables {
  return {
    users: [],
    companies: [],
    memberships: [],
    locations: [],
    departments: [],
    otpChallenges: [],
    resetTokens: [],
    emailTokens: [],
    authTokens: [],
    outbox: [],
  };
}

// ---------------------------------------------------------------------------------------------
// API shapes (what the handlers answer with)
// ---------------------------------------------------------------------------------------------

export interface ApiNamedEntry {
  id: number;
  name: string;
}

/**
 * `results` of GET /auth/company/setting: role 1 sees the linked accounts in full, every other role
 * masked (`ApiCompanySetting<ApiMaskedBankAccount>`).
 */
export interface ApiCompanySetting<Bank extends ApiBankAccount | ApiMaskedBankAccount = ApiBankAccount> {
  billing_address: string;
  location: ApiNamedEntry[];
  department: ApiNamedEntry[];
  receipt_threshold: number;
  memo_threshold: number;
  banks: Bank[];
  connected_banks: number;
  beta_features_enabled: boolean;
  beta_features: string[];
  float_by_comdata: boolean;
  onboarded_by_comdata: boolean;
}

/**
 * `company_setting` on the user (spec §3 "User": the beta features and the comdata flags). No bank
 * details and no other part of the settings: the client keeps the user in storage.
 */
export type ApiUserCompanySetting = Pick<
  ApiCompanySetting,
  'beta_features_enabled' | 'beta_features' | 'float_by_comdata' | 'onboarded_by_comdata'
>;

export interface ApiUserCompany {
  /** The company id, as used by POST /auth/users/external/company/{id}. */
  id: number;
  company_name: string;
  selected: boolean;
}

/** The user fields of sign-in and user responses (spec §3 "User"). */
export interface ApiUser {
  id: number;
  user_id: string;
  email: string;
  name: string;
  phone: string;
  /** Phone and email both verified. */
  verified: boolean;
  /** The role id in the selected company. */
  permission_level: number;
  role: RoleName;
  dashboard_ready: boolean;
  email_verified: boolean;
  phone_verified: boolean;
  kyb: boolean;
  /** Name of the company's KYB manager, or null when none is known. */
  kyb_manager: string | null;
  kyb_form_filled: boolean;
  kyb_form_accepted: boolean;
  bank_connected: boolean;
  external_user: boolean;
  user_companies: ApiUserCompany[];
  company_setting: ApiUserCompanySetting;
  company_cashback_percentage: number;
}

/** The login and verify-otp answer: the user, with `token` when the session may start. */
export type ApiSignedInUser = ApiUser & { token?: string };
