import type { RoleId } from './model.js';

/** A demo account as the login screen and the README list it. */
export interface DemoAccount {
  email: string;
  password: string;
  /** Role number and name, or the onboarding state the account is in. */
  who: string;
  /** What the account shows after signing in. */
  description: string;
}

/** The companies of the demo. Bank accounts are seeded per company (`banks`). */
export type DemoCompanyKey =
  | 'northwind'
  | 'mapleLeaf'
  | 'blueHeron'
  | 'cedarGrove'
  | 'granitePeak'
  | 'lighthouse'
  | 'prairieWind'
  | 'riverbend'
  | 'summitRidge'
  | 'harbourLight'
  | 'auroraFleet';

export interface DemoCompanyDefinition {
  key: DemoCompanyKey;
  company_name: string;
  billing_address: string;
  kyb_form_filled: boolean;
  kyb_form_accepted: boolean;
  /** How many bank accounts are linked (0 = no bank connected). */
  banks: number;
  beta_features: string[];
  cashback_percentage: number;
  /** E-mail of the user who manages the KYB application. */
  kyb_manager?: string;
  locations: string[];
  departments: string[];
  /** The company's spend is floated by Comdata (with `onboarded_by_comdata`: Comdata's transaction search). */
  float_by_comdata?: boolean;
  onboarded_by_comdata?: boolean;
}

export interface DemoUserDefinition {
  email: string;
  name: string;
  phone: string;
  /** Companies the user belongs to; the first is selected. */
  companies: DemoCompanyKey[];
  role: RoleId;
  external_user: boolean;
  phone_verified: boolean;
  email_verified: boolean;
  two_step_enabled: boolean;
  kyb: boolean;
  who: string;
  description: string;
}

/** A company whose KYB application is filled and accepted. */
export const readyCompany = { kyb_form_filled: true, kyb_form_accepted: true } as const;

/** A user whose phone and e-mail are verified, without two-step sign-in. */
export const verifiedUser = { phone_verified: true, email_verified: true, two_step_enabled: false } as const;
