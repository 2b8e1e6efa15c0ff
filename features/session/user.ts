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
