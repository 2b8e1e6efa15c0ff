import type { User } from 'spend-ui/features';

type CompanySettingSummary = NonNullable<User['company_setting']>;
type UserCompany = NonNullable<User['user_companies']>[number];

function companySummary(setting: CompanySettingSummary): CompanySettingSummary {
  const { beta_features_enabled, beta_features, float_by_comdata, onboarded_by_comdata } = setting;
  return { beta_features_enabled, beta_features, float_by_comdata, onboarded_by_comdata };
}

function companyEntry({ id, company_name, selected }: UserCompany): UserCompany {
  return { id, company_name, selected };
}

/**
 * What the session keeps of a user from the sign-in and user answers: the fields of `User` and, of
 * the company setting, only the beta features and the comdata flags. Whatever else an answer carries
 * (bank accounts, thresholds, a token) never reaches storage (spec README ruling "What a role may read").
 */
export function sessionUser(user: User): User {
  const setting = user.company_setting;
  const kept: User = {
    id: user.id,
    user_id: user.user_id,
    email: user.email,
    name: user.name,
    phone: user.phone,
    verified: user.verified,
    permission_level: user.permission_level,
    role: user.role,
    dashboard_ready: user.dashboard_ready,
    email_verified: user.email_verified,
    phone_verified: user.phone_verified,
    kyb: user.kyb,
    kyb_manager: user.kyb_manager,
    kyb_form_filled: user.kyb_form_filled,
    kyb_form_accepted: user.kyb_form_accepted,
    bank_connected: user.bank_connected,
    external_user: user.external_user,
    user_companies: user.user_companies?.map(companyEntry),
    company_setting: setting ? companySummary(setting) : setting,
    company_cashback_percentage: user.company_cashback_percentage,
  };
  // Fields the answer did not have stay absent, so merging a partial answer keeps the stored ones.
  return Object.fromEntries(Object.entries(kept).filter(([, value]) => value !== undefined));
}
