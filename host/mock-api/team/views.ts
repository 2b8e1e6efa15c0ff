import { parsePhoneNumberFromString } from 'libphonenumber-js';
import {
  can,
  INVITE_ROLE_IDS,
  memberListScope,
  ROLE_NAMES,
  type InviteRole,
  type RoleId,
} from 'spend-ui/features/rules';
import { holdsRole, roleHolder } from '../auth/roleHolder.js';
import type { CompanyRecord, MembershipRecord, UserRecord } from '../auth/model.js';
import type { TableName } from '../model.js';
import type { DemoStore } from '../core/store.js';

/**
 * The level names GET /auth/company/employee shows as `permission_level` (cards-transactions-team.md §6:
 * "Level names seen: CompanyAdmin, CompanyManager … A level 'kyb-group' shows as no role").
 */
export const PERMISSION_LEVEL_NAMES: Readonly<Record<number, string>> = { ...ROLE_NAMES, 5: 'kyb-group' };

/** An invite role's name as sent (`company-{role}`, or a member body's `role`), or null for any other text. */
export function inviteRoleNamed(name: string): InviteRole | null {
  return isInviteRole(name) ? name : null;
}

function isInviteRole(name: string): name is InviteRole {
  return Object.hasOwn(INVITE_ROLE_IDS, name);
}

/** The role id an invite role gives (features/access `INVITE_ROLE_IDS`). */
export function inviteRoleId(role: InviteRole): RoleId {
  return INVITE_ROLE_IDS[role];
}

/** `+1 (416) 555-0101` → dial code `+1` and national number `(416) 555-0101`. */
export function splitPhone(phone: string): { code: string; number: string } {
  const [code = '', ...rest] = phone.trim().split(' ');
  return code.startsWith('+') ? { code, number: rest.join(' ') } : { code: '', number: phone.trim() };
}

/**
 * A phone number as the member form sends it (plus sign, code and number: `+14165550101`), in the
 * users table's form (`+1 (416) 555-0101`); `undefined` when it is not a phone number.
 */
export function storedPhone(sent: string): string | undefined {
  const compact = sent.replace(/[\s().-]/g, '');
  if (!/^\+\d{4,15}$/.test(compact)) return undefined;
  const parsed = parsePhoneNumberFromString(compact);
  if (!parsed?.isPossible()) return undefined;
  return `+${parsed.countryCallingCode} ${parsed.formatNational()}`;
}

/**
 * Users in a manager's team: the members the manager leads (`assigned_manager_id`), and the manager.
 * The one definition (spec ruling "A manager's team"): the Team page, the team cards, Team Transactions
 * and the receipt approvals all read it.
 */
export function teamUserIds(store: DemoStore, membership: MembershipRecord): Set<number> {
  const ids = store
    .filter(
      'memberships',
      (entry) => entry.company_id === membership.company_id && entry.assigned_manager_id === membership.user_id,
    )
    .map((entry) => entry.user_id);
  return new Set([membership.user_id, ...ids]);
}

/** A member may hold a new card once the invite is accepted and the company is ready (`dashboard_ready`). */
export function memberDashboardReady(
  user: UserRecord,
  membership: MembershipRecord,
  company: CompanyRecord | undefined,
  banks: number,
) {
  return (
    user.phone_verified &&
    user.email_verified &&
    holdsRole(membership) &&
    Boolean(company?.kyb_form_filled && company.kyb_form_accepted) &&
    banks > 0
  );
}

function namedEntry(store: DemoStore, table: Extract<TableName, 'locations' | 'departments'>, id?: number | null) {
  if (id === undefined || id === null) return null;
  const entry = store.get(table, id);
  return entry ? { id: entry.id, name: entry.name } : null;
}

/** A member as the team calls show it (§3 "Employee"). */
export function employeeView(store: DemoStore, membership: MembershipRecord) {
  const member = store.get('users', membership.user_id);
  if (!member) throw new Error(`No user ${membership.user_id}`);
  const company = store.get('companies', membership.company_id);
  const banks = store.count('bankAccounts', (bank) => bank.company_id === membership.company_id);
  const manager =
    membership.assigned_manager_id === undefined || membership.assigned_manager_id === null
      ? undefined
      : store.get('users', membership.assigned_manager_id);
  const phone = splitPhone(member.phone);
  return {
    id: member.id,
    name: member.name,
    email: member.email,
    phone: phone.number,
    phone_code: phone.code,
    employee_number: membership.employee_number ?? `E-${String(member.id).padStart(4, '0')}`,
    permission_level: PERMISSION_LEVEL_NAMES[membership.permission_level] ?? PERMISSION_LEVEL_NAMES[4],
    is_active: membership.is_active !== false,
    dashboard_ready: memberDashboardReady(member, membership, company, banks),
    assigned_manager: manager ? { manager__id: manager.id, manager__name: manager.name } : null,
    setting: {
      location: namedEntry(store, 'locations', membership.location_id),
      department: namedEntry(store, 'departments', membership.department_id),
    },
  };
}

/**
 * The members a caller sees on the Team page (features/access `memberListScope`): the admin the whole
 * company, a manager the team they lead (and themselves), anyone else only themselves.
 */
export function visibleMemberships(store: DemoStore, caller: MembershipRecord): MembershipRecord[] {
  const inCompany = (entry: MembershipRecord) => entry.company_id === caller.company_id;
  const scope = memberListScope(roleHolder(caller));
  if (scope === 'company') return store.filter('memberships', inCompany);
  if (scope === 'team') {
    const team = teamUserIds(store, caller);
    return store.filter('memberships', (entry) => inCompany(entry) && team.has(entry.user_id));
  }
  return store.filter('memberships', (entry) => entry.id === caller.id);
}

/** Whether a member may be chosen as assigned manager: an active admin or manager of the company (§5). */
export function isManagerChoice(membership: MembershipRecord | undefined): boolean {
  // An admin or a manager: who leads a team sees the Team page.
  return Boolean(membership && membership.is_active !== false && can(roleHolder(membership), 'team.view'));
}
