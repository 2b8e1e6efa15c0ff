import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { inviteRoleLabel, type InviteRole } from '../access/scopes.js';
import { memberInvited, memberUpdated } from './messages.js';
import { indefiniteArticle, memberRole, type Member } from './model.js';

/** The values of the member form, as its fields hold them. */
export interface MemberFormValues {
  first_name: string;
  last_name: string;
  email: string;
  employee_number: string;
  /** The country's dial code with its plus sign, `+1`. */
  dial_code: string;
  /** The national number's digits. */
  phone: string;
  /** admin, book-keeper, manager or employee; `''` while none is chosen. */
  role: string;
  /** Keys (ids as text) of the chosen manager, department and location; `''` while none is chosen. */
  assigned_manager: string;
  department: string;
  location: string;
}

/** The member body of the invite and update calls (§7). */
export interface MemberPayload {
  name: string;
  email: string;
  /** Plus sign, code and number: `+14165550134` (§5). */
  phone: string;
  employee_number: string;
  department: number | null;
  loc: number | null;
  role: InviteRole;
  assignedManager: number;
}

/** An empty form for "Add member"; the dial code starts at Canada's and the USA's. */
export const emptyMemberForm: MemberFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  employee_number: '',
  dial_code: '+1',
  phone: '',
  role: '',
  assigned_manager: '',
  department: '',
  location: '',
};

/** Role values that mean no role was chosen (§5: "not empty, 'none' or 'unassigned'"). */
const NO_ROLE_VALUES = new Set(['', 'none', 'unassigned']);

/** Whether the role field holds a role (not empty, 'none' or 'unassigned'). */
export function isRoleChosen(role: string): boolean {
  return !NO_ROLE_VALUES.has(role.trim().toLowerCase());
}

/** What the member form's fields hold before its rules run: a select's key may be a number, or `null` when cleared. */
export interface MemberFormInput extends Omit<
  MemberFormValues,
  'role' | 'assigned_manager' | 'department' | 'location'
> {
  role: string | number | null;
  assigned_manager: string | number | null;
  department: string | number | null;
  location: string | number | null;
}

const optionalId = (key: string): number | null => (key.trim() === '' ? null : Number(key));

/** The invite and update body from a valid form: the name joined, the phone as plus sign, code and number. */
export function toMemberPayload(form: MemberFormValues): MemberPayload {
  const role = memberRole(form.role);
  if (!role) throw new Error(`Not a role: ${form.role}`);
  return {
    name: `${form.first_name.trim()} ${form.last_name.trim()}`,
    email: form.email.trim().toLowerCase(),
    phone: `+${form.dial_code.replace(/\D/g, '')}${form.phone.replace(/\D/g, '')}`,
    employee_number: form.employee_number.trim(),
    department: optionalId(form.department),
    loc: optionalId(form.location),
    role,
    assignedManager: Number(form.assigned_manager),
  };
}

/** The invite call's path: the role with the company- prefix (§6, §7). */
export function invitePath(role: InviteRole): string {
  return `/auth/users/company/invite/company-${role}`;
}

/** '{first name} has been invited to be a/an {role}.' for a valid form. */
export function invitedMessage(form: Pick<MemberFormValues, 'first_name' | 'role'>): string {
  const role = memberRole(form.role);
  const label = role ? inviteRoleLabel(role) : form.role;
  return memberInvited(form.first_name.trim(), indefiniteArticle(label), label);
}

/** '{first name} has been updated.' */
export function updatedMessage(form: Pick<MemberFormValues, 'first_name'>): string {
  return memberUpdated(form.first_name.trim());
}

/** First name and the rest of a full name: "Mei Lin Zhou" → "Mei", "Lin Zhou". */
export function splitName(name: string): { first: string; last: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}

/** The country of a member's phone (its dial code and number), for the phone field's picker. */
export function phoneCountry(member: Pick<Member, 'phone' | 'phone_code'>): CountryCode | undefined {
  const code = (member.phone_code ?? '').replace(/\D/g, '');
  const digits = (member.phone ?? '').replace(/\D/g, '');
  if (!code) return undefined;
  return parsePhoneNumberFromString(`+${code}${digits}`)?.country;
}

/** The form prefilled with a member, for "Update". */
export function memberFormFrom(member: Member): MemberFormValues {
  const { first, last } = splitName(member.name);
  const dialCode = (member.phone_code ?? '').replace(/\D/g, '');
  return {
    first_name: first,
    last_name: last,
    email: member.email ?? '',
    employee_number:
      member.employee_number === null || member.employee_number === undefined ? '' : String(member.employee_number),
    dial_code: dialCode ? `+${dialCode}` : emptyMemberForm.dial_code,
    phone: (member.phone ?? '').replace(/\D/g, ''),
    role: memberRole(member.permission_level) ?? '',
    assigned_manager: member.assigned_manager?.manager__id ? String(member.assigned_manager.manager__id) : '',
    department: member.setting?.department ? String(member.setting.department.id) : '',
    location: member.setting?.location ? String(member.setting.location.id) : '',
  };
}
