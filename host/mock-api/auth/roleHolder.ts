import { isAwaitingRole, ROLE_IDS, type User } from 'spend-ui/features/rules';
import type { MembershipRecord } from './model.js';

/**
 * A membership as `can()` and the role tables of features/access read it: which rows a role reads is
 * asked of them (spend-ui/features/rules), never decided in the backend by a role number.
 */
export function roleHolder(membership: Pick<MembershipRecord, 'permission_level'> | undefined): User {
  return { permission_level: membership?.permission_level ?? null };
}

/** Whether the membership is its company's admin (the role table's CompanyAdmin). */
export function isCompanyAdmin(membership: Pick<MembershipRecord, 'permission_level'> | undefined): boolean {
  return membership?.permission_level === ROLE_IDS.CompanyAdmin;
}

/** Whether the membership holds a role yet: role 5 waits for the admin to assign one (features/session). */
export function holdsRole(membership: Pick<MembershipRecord, 'permission_level'>): boolean {
  return !isAwaitingRole(roleHolder(membership));
}
