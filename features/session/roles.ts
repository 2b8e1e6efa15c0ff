import type { User } from '../session/user.js';

/** Role ids of the product (access-settings-banking.md §3). ExternalUser shares id 2 with CompanyBookKeeper. */
export const ROLE_IDS = {
  CompanyAdmin: 1,
  CompanyBookKeeper: 2,
  CompanyManager: 3,
  CompanyEmployee: 4,
  KYBGroup: 5,
  ExternalUser: 2,
} as const;

export type RoleId = 1 | 2 | 3 | 4 | 5;

/** The fields of a user that carry the role. */
export type UserRoleFields = Pick<User, 'permission_level' | 'role'>;

function isRoleId(value: number): value is RoleId {
  return Number.isInteger(value) && value >= 1 && value <= 5;
}

function isRoleName(name: string): name is keyof typeof ROLE_IDS {
  return Object.hasOwn(ROLE_IDS, name);
}

function roleFromName(name: string): RoleId {
  return isRoleName(name) ? ROLE_IDS[name] : ROLE_IDS.CompanyEmployee;
}

/**
 * The role that decides what a user may see and do: `permission_level` first, then `role` (a number,
 * a numeric text or a role name). Least privilege wins (spec README, ruling "Unknown roles"): role 0,
 * an unknown or a missing role acts as an ordinary employee (4).
 *
 * Only this module reads it: everything else asks `can(user, capability)` or a scope helper.
 */
export function effectiveRole(user: UserRoleFields | null | undefined): RoleId {
  for (const value of [user?.permission_level, user?.role]) {
    if (typeof value === 'number') return isRoleId(value) ? value : ROLE_IDS.CompanyEmployee;
    if (typeof value === 'string' && value.trim() !== '') {
      const text = value.trim();
      const asNumber = Number(text);
      if (Number.isNaN(asNumber)) return roleFromName(text);
      return isRoleId(asNumber) ? asNumber : ROLE_IDS.CompanyEmployee;
    }
  }
  return ROLE_IDS.CompanyEmployee;
}

/**
 * A company member with role 5 (KYBGroup) waits for the company admin to assign a role and cannot act
 * until then (access-settings-banking.md §6); the onboarding gate shows them the ask-your-admin message.
 */
export function isAwaitingRole(user: UserRoleFields | null | undefined): boolean {
  return effectiveRole(user) === ROLE_IDS.KYBGroup;
}

/** Each role id's name (access-settings-banking.md §3), as the API and the screens write it. */
export const ROLE_NAMES = {
  1: 'CompanyAdmin',
  2: 'CompanyBookKeeper',
  3: 'CompanyManager',
  4: 'CompanyEmployee',
  5: 'KYBGroup',
} as const satisfies Record<RoleId, keyof typeof ROLE_IDS>;

/**
 * The role's display name. An unknown role shows as CompanyAdmin (access-settings-banking.md §3) — the
 * only place that fallback applies; what the user may do follows `effectiveRole`.
 */
export function roleName(role: number | string | null | undefined): keyof typeof ROLE_IDS {
  if (typeof role === 'number') return isRoleId(role) ? ROLE_NAMES[role] : ROLE_NAMES[1];
  if (typeof role === 'string' && isRoleName(role)) return role;
  return ROLE_NAMES[1];
}
