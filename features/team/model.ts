import { inviteRoleLabel, type InviteRole } from '../access/scopes.js';
import { INVITE_ACCEPTED, INVITE_UNACCEPTED } from './messages.js';

/** Team grid: 50 per page at 700 px (§9). */
export const TEAM_PAGE_SIZE = 50;
export const TEAM_GRID_HEIGHT = 700;

// --- API shapes (§3 "Employee", "Company setting"), checked at the seam by schemas.ts -----------------

export interface NamedEntry {
  id: number;
  name: string;
}

export interface Member {
  id: number;
  name: string;
  email?: string | null;
  phone?: string | null;
  phone_code?: string | null;
  employee_number?: string | number | null;
  /** A level name (CompanyAdmin, CompanyManager … or 'kyb-group') or a role number. */
  permission_level?: string | number | null;
  is_active?: boolean | null;
  /** The invite was accepted. */
  dashboard_ready?: boolean | null;
  assigned_manager?: { manager__id?: number | null; manager__name?: string | null } | null;
  setting?: { location?: NamedEntry | null; department?: NamedEntry | null } | null;
}

/** The company setting's lists the member form offers (GET /auth/company/setting). */
export interface CompanyLists {
  location?: NamedEntry[] | null;
  department?: NamedEntry[] | null;
}

// --- Rules ---------------------------------------------------------------------------------------

const ROLE_OF_LEVEL: Readonly<Record<string, InviteRole>> = {
  '1': 'admin',
  '2': 'book-keeper',
  '3': 'manager',
  '4': 'employee',
  companyadmin: 'admin',
  companybookkeeper: 'book-keeper',
  companymanager: 'manager',
  companyemployee: 'employee',
  admin: 'admin',
  'book-keeper': 'book-keeper',
  manager: 'manager',
  employee: 'employee',
};

/** Levels that show as no role (§6: "A level 'kyb-group' shows as no role"). */
const NO_ROLE_LEVELS = new Set(['5', 'kyb-group', 'kybgroup']);

/**
 * The member's role as the form and the grid name it: admin, book-keeper, manager or employee from a
 * level name or number; `null` for 'kyb-group' (no role), a missing level or one the product does not know.
 */
export function memberRole(level: Member['permission_level']): InviteRole | null {
  if (level === null || level === undefined) return null;
  return ROLE_OF_LEVEL[String(level).trim().toLowerCase()] ?? null;
}

/**
 * The Role column's text: Admin, BookKeeper, Manager, Employee; nothing for 'kyb-group' or no level. An
 * unknown level shows as Admin, the name the product gives an unknown role (spec README, "Unknown roles").
 */
export function memberRoleLabel(level: Member['permission_level']): string {
  const role = memberRole(level);
  if (role) return inviteRoleLabel(role);
  if (level === null || level === undefined || NO_ROLE_LEVELS.has(String(level).trim().toLowerCase())) return '';
  return inviteRoleLabel('admin');
}

/** 'Accepted' or 'UnAccepted' (dashboard_ready, §2). */
export function acceptedInviteLabel(member: Pick<Member, 'dashboard_ready'>): string {
  return member.dashboard_ready ? INVITE_ACCEPTED : INVITE_UNACCEPTED;
}

/** A member is active unless the server says otherwise. */
export function isActiveMember(member: Pick<Member, 'is_active'>): boolean {
  return member.is_active !== false;
}

/**
 * Assigned manager choices (§5): active members whose level is CompanyAdmin or CompanyManager, never the
 * member being edited.
 */
export function managerChoices(members: readonly Member[], editedMemberId?: number): Member[] {
  return members.filter((member) => {
    const role = memberRole(member.permission_level);
    return (role === 'admin' || role === 'manager') && isActiveMember(member) && member.id !== editedMemberId;
  });
}

// Words whose first letter is a vowel but whose first sound is not ("a user", "a one-off") and words
// whose first letter is a consonant but whose first sound is a vowel ("an hour", "an MBA").
const CONSONANT_SOUND_START = /^(uni|use|usu|uti|ure|euro|eu|ewe|one|once|ouija|ubiq|uku|uga|ufo)/i;
const VOWEL_SOUND_START = /^(hour|honest|honou?r|heir|herb)/i;
/** Initialisms read letter by letter whose first letter's name starts with a vowel sound (F = "eff"). */
const VOWEL_SOUND_LETTERS = /^[AEFHILMNORSX](?:[A-Z]|$)/;

/** 'a' or 'an' before a word, chosen by the word's first sound: an Admin, a BookKeeper, a Manager, an Employee. */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const text = word.trim();
  if (text === '') return 'a';
  if (/^[A-Z]{2,}\b/.test(text)) return VOWEL_SOUND_LETTERS.test(text) ? 'an' : 'a';
  if (CONSONANT_SOUND_START.test(text)) return 'a';
  if (VOWEL_SOUND_START.test(text)) return 'an';
  return /^[aeiou]/i.test(text) ? 'an' : 'a';
}
