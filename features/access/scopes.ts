import type { User } from '../session/user.js';
import { can, type Capability } from './capabilities.js';
import { effectiveRole, ROLE_IDS, type RoleId } from '../session/roles.js';

/** Whose rows a list shows: the company's, the team the user leads, or the user's own. */
export type ListScope = 'company' | 'team' | 'own';
/** Whose cards the Cards page lists. */
export type CardListScope = ListScope;
/** Whose members the Team page lists. */
export type MemberListScope = ListScope;

// prettier-ignore
/**
 * cards-transactions-team.md §6 "Card list scope", and the Team page the same way: the admin sees the
 * company, a manager the team they lead; roles 2, 4 and 5 (not shown there) their own (spec README).
 */
const LIST_SCOPE: Record<RoleId, ListScope> = {
  1: 'company',
  2: 'own',
  3: 'team',
  4: 'own',
  5: 'own',
};

/** Whose cards this user's Cards page lists. */
export function cardListScope(user: User | null | undefined): CardListScope {
  return LIST_SCOPE[effectiveRole(user)];
}

/** Whose members this user's Team page lists (the server answers that much). */
export function memberListScope(user: User | null | undefined): MemberListScope {
  return LIST_SCOPE[effectiveRole(user)];
}

/** The `card-scale` query value of a scope: company or team; omitted for one's own cards. */
export function cardScale(scope: CardListScope): 'company' | 'team' | undefined {
  return scope === 'own' ? undefined : scope;
}

/** A tab of the Transactions page. */
export type TransactionTab = 'my' | 'team' | 'company';

/** A tab the user sees, with the `transaction-scale` it asks (omitted for one's own transactions). */
export interface TransactionTabOption {
  tab: TransactionTab;
  label: string;
  scale: 'company' | 'team' | undefined;
}

const TRANSACTION_TABS: ReadonlyArray<{ tab: TransactionTab; label: string; capability: Capability }> = [
  { tab: 'my', label: 'My Transactions', capability: 'transactions.my-tab' },
  { tab: 'team', label: 'Team Transactions', capability: 'transactions.team-tab' },
  { tab: 'company', label: 'Company Transactions', capability: 'transactions.company-tab' },
];

/**
 * The `transaction-scale` a tab asks for this user: none for My Transactions, `team` or `company`
 * otherwise — except that for role 2 the team scope becomes company scope (cards-transactions-team.md §6).
 */
export function transactionScale(user: User | null | undefined, tab: TransactionTab): 'company' | 'team' | undefined {
  if (tab === 'my') return undefined;
  if (tab === 'team' && effectiveRole(user) === ROLE_IDS.CompanyBookKeeper) return 'company';
  return tab;
}

/** The Transactions page's tabs this user sees, in order, each with the scale it asks. */
export function transactionTabsFor(user: User | null | undefined): TransactionTabOption[] {
  return TRANSACTION_TABS.filter(({ capability }) => can(user, capability)).map(({ tab, label }) => ({
    tab,
    label,
    scale: transactionScale(user, tab),
  }));
}

/** A role a member can be invited with; sent as `company-{value}` (cards-transactions-team.md §6, §7). */
export type InviteRole = 'admin' | 'book-keeper' | 'manager' | 'employee';

export interface InviteRoleOption {
  value: InviteRole;
  label: string;
}

const INVITE_ROLE_LABELS: Record<InviteRole, string> = {
  admin: 'Admin',
  'book-keeper': 'BookKeeper',
  manager: 'Manager',
  employee: 'Employee',
};

// prettier-ignore
/** cards-transactions-team.md §6 "Invite members" and §5 "Roles offered". */
const INVITE_ROLES: Record<RoleId, readonly InviteRole[]> = {
  1: ['admin', 'book-keeper', 'manager', 'employee'],
  2: [],
  3: ['employee'],
  4: [],
  5: [],
};

/** The role each invite role gives, from the role table (access-settings-banking.md §3). */
export const INVITE_ROLE_IDS: Readonly<Record<InviteRole, RoleId>> = {
  admin: ROLE_IDS.CompanyAdmin,
  'book-keeper': ROLE_IDS.CompanyBookKeeper,
  manager: ROLE_IDS.CompanyManager,
  employee: ROLE_IDS.CompanyEmployee,
};

/**
 * The roles this user may give a member — invite with, or set on one —, in the form's order: none
 * without `members.invite`. The member form offers these (and keeps a member's own role as it is); the
 * backend refuses any other.
 */
export function rolesGivenBy(user: User | null | undefined): readonly InviteRole[] {
  return can(user, 'members.invite') ? INVITE_ROLES[effectiveRole(user)] : [];
}

/** The label of an invite role: Admin, BookKeeper, Manager or Employee. */
export function inviteRoleLabel(role: InviteRole): string {
  return INVITE_ROLE_LABELS[role];
}

/** The roles this user may invite a member with (and set on a member), in the form's order. */
export function inviteRoleOptions(user: User | null | undefined): InviteRoleOption[] {
  return rolesGivenBy(user).map((value) => ({ value, label: INVITE_ROLE_LABELS[value] }));
}

/** Someone identified by e-mail, as transactions (`user.email`) and team members (`email`) carry it. */
interface Person {
  email?: string | null;
}

function isSamePerson(user: User | null | undefined, person: Person | null | undefined): boolean {
  const mine = user?.email?.trim().toLowerCase();
  const theirs = person?.email?.trim().toLowerCase();
  return Boolean(mine && theirs && mine === theirs);
}

/** Memo and receipt changes are restricted to the transaction's own user (cards-transactions-team.md §6). */
export function mayChangeMemoAndReceipt(user: User | null | undefined, transaction: { user?: Person | null }): boolean {
  return can(user, 'transactions.view') && isSamePerson(user, transaction.user);
}

/**
 * What the drawer offers on an unmatched receipt: Approve Receipt to role 1 on someone else's
 * transaction, Escalate to Manager to the other roles — and to role 1 on their own, since nobody
 * approves their own receipt (README ruling "Own receipts"); `null` when neither applies.
 */
export function receiptActionFor(
  user: User | null | undefined,
  transaction: { user?: Person | null },
): 'approve' | 'escalate' | null {
  if (can(user, 'receipts.approve')) return isSamePerson(user, transaction.user) ? 'escalate' : 'approve';
  return can(user, 'receipts.escalate') ? 'escalate' : null;
}

/**
 * Whether this user may edit this member: another member with `members.edit`, their own row only with
 * `members.edit-own` (users other than role 1 cannot edit their own profile, cards-transactions-team.md §4).
 */
export function mayEditMember(user: User | null | undefined, member: Person): boolean {
  return can(user, isSamePerson(user, member) ? 'members.edit-own' : 'members.edit');
}

/** The Active toggle: for roles 1 and 3, and disabled on the user's own row (cards-transactions-team.md §4). */
export function mayToggleMemberActive(user: User | null | undefined, member: Person): boolean {
  return can(user, 'members.toggle-active') && !isSamePerson(user, member);
}
