import { roleName as clientRoleName } from 'spend-ui/features/rules';
import type { DemoStore } from '../core/store.js';
import { holdsRole } from './roleHolder.js';
import { userCompanySettingView } from '../settings/views.js';
import {
  EXTERNAL_USER_ROLE_NAME,
  type ApiUser,
  type CompanyRecord,
  type MembershipRecord,
  type RoleName,
  type UserRecord,
} from './model.js';

/** The role name for a role id, by the client's rule (unknown ids show as CompanyAdmin, spec §3); external users as ExternalUser. */
export function roleName(permissionLevel: number, externalUser: boolean): RoleName {
  return externalUser ? EXTERNAL_USER_ROLE_NAME : clientRoleName(permissionLevel);
}

/** The membership of the company the user currently works in (the selected one, else the first). */
export function selectedMembership(store: DemoStore, user: UserRecord): MembershipRecord | undefined {
  const memberships = store.filter('memberships', (membership) => membership.user_id === user.id);
  return memberships.find((membership) => membership.selected) ?? memberships[0];
}

/** The company the user currently works in. */
export function selectedCompany(store: DemoStore, user: UserRecord): CompanyRecord | undefined {
  const membership = selectedMembership(store, user);
  return membership ? store.get('companies', membership.company_id) : undefined;
}

/**
 * The user as the API shows it: the user's own flags, plus role and onboarding state of the
 * selected company. `dashboard_ready` follows the onboarding order of the rulings.
 */
export function userView(store: DemoStore, user: UserRecord): ApiUser {
  const membership = selectedMembership(store, user);
  const company = membership ? store.get('companies', membership.company_id) : undefined;
  if (!membership || !company) throw new Error(`User ${user.email} belongs to no company`);
  const verified = user.phone_verified && user.email_verified;
  const bankConnected = store.count('bankAccounts', (bank) => bank.company_id === company.id) > 0;
  const manager = company.kyb_manager_user_id === null ? undefined : store.get('users', company.kyb_manager_user_id);
  const dashboardReady =
    verified &&
    holdsRole(membership) && // role 5 asks the admin for a role first (features/onboarding)
    company.kyb_form_filled &&
    bankConnected &&
    company.kyb_form_accepted;
  return {
    id: user.id,
    user_id: user.user_id,
    email: user.email,
    name: user.name,
    phone: user.phone,
    verified,
    permission_level: membership.permission_level,
    role: roleName(membership.permission_level, user.external_user),
    dashboard_ready: dashboardReady,
    email_verified: user.email_verified,
    phone_verified: user.phone_verified,
    kyb: user.kyb,
    kyb_manager: manager?.name ?? null,
    kyb_form_filled: company.kyb_form_filled,
    kyb_form_accepted: company.kyb_form_accepted,
    bank_connected: bankConnected,
    external_user: user.external_user,
    user_companies: store
      .filter('memberships', (entry) => entry.user_id === user.id)
      .map((entry) => ({
        id: entry.company_id,
        company_name: store.get('companies', entry.company_id)?.company_name ?? '',
        selected: entry.id === membership.id,
      })),
    company_setting: userCompanySettingView(company),
    company_cashback_percentage: company.cashback_percentage,
  };
}

/** `(***) ***-0134` for a phone number. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `(***) ***-${digits.slice(-4)}`;
}

/** `o****@northwind.example` for an e-mail address. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(local.length - 1, 3))}@${domain}`;
}
