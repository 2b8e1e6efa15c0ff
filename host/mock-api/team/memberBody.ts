import { fieldErrors, fail, text, type JsonObject } from '../core/http.js';
import type { MembershipRecord } from '../auth/model.js';
import { serverMessages } from '../core/serverMessages.js';
import type { DemoStore } from '../core/store.js';
import { inviteRoleId, inviteRoleNamed, isManagerChoice, storedPhone } from './views.js';
import { textTooLong } from '../core/textLimits.js';
import { EMAIL_INVALID, emailProblem, type InviteRole } from 'spend-ui/features/rules';

/** What an invite or an update of a member sets, checked. */
export interface MemberChange {
  name: string;
  email: string;
  /** In the users table's form, `+1 (416) 555-0101`. */
  phone: string;
  employee_number: string;
  /** The invite role the body names, and the role id it gives. */
  role: InviteRole;
  permission_level: number;
  assigned_manager_id: number;
  location_id: number | null;
  department_id: number | null;
}

export interface MemberBodyContext {
  store: DemoStore;
  companyId: number;
  /** The member being updated; absent for an invite. */
  existing?: MembershipRecord;
  /** The role the invite path names (`company-{role}`); an update takes the body's `role`. */
  role?: string;
}

function optionalId(value: unknown): number | null | 'invalid' {
  if (value === undefined || value === null || value === '') return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 'invalid';
}

/**
 * Reads the body of POST /auth/users/company/invite/company-{role} and PATCH /auth/company/employee/{id}
 * (name, email, phone, employee_number, department, loc, role, assignedManager; §7). Ends the request
 * with 400 `{errors: {field: [message]}}` when a field is missing or wrong.
 */
export function readMemberBody(body: JsonObject, context: MemberBodyContext): MemberChange {
  const { store, companyId, existing } = context;
  const errors: Record<string, string> = {};
  const name = text(body.name);
  const email = text(body.email).toLowerCase();
  const employeeNumber = text(body.employee_number);
  const phoneText = text(body.phone);
  const role = context.role ?? text(body.role).replace(/^company-/, '');

  if (!name) errors.name = serverMessages.fieldRequired;
  const tooLong = textTooLong({
    name: [name, 'fullName'],
    email: [email, 'email'],
    employee_number: [employeeNumber, 'identifier'],
  });
  if (tooLong) errors[tooLong[0]] = tooLong[1];
  if (!email) errors.email = serverMessages.fieldRequired;
  else if (emailProblem(email))
    errors.email = EMAIL_INVALID; // the sign-up form's e-mail rule and text
  else {
    const owner = store.find('users', (user) => user.email.toLowerCase() === email);
    if (owner && owner.id !== existing?.user_id) errors.email = serverMessages.registerDuplicateEmail;
  }
  const phone = phoneText ? storedPhone(phoneText) : undefined;
  if (!phoneText) errors.phone = serverMessages.fieldRequired;
  else if (!phone) errors.phone = serverMessages.invalidPhone;
  if (!employeeNumber) errors.employee_number = serverMessages.fieldRequired;
  else if (
    store.find(
      'memberships',
      (entry) =>
        entry.company_id === companyId && entry.employee_number === employeeNumber && entry.id !== existing?.id,
    )
  ) {
    errors.employee_number = serverMessages.duplicateEmployeeNumber;
  }
  const inviteRole = inviteRoleNamed(role);
  if (!role) errors.role = serverMessages.fieldRequired;
  else if (!inviteRole) errors.role = serverMessages.invalidChoice(role);

  const managerId = optionalId(body.assignedManager);
  if (managerId === null) errors.assignedManager = serverMessages.fieldRequired;
  else if (
    managerId === 'invalid' ||
    managerId === existing?.user_id ||
    !isManagerChoice(
      store.find('memberships', (entry) => entry.company_id === companyId && entry.user_id === managerId),
    )
  ) {
    errors.assignedManager = serverMessages.unknownEntry(Number(body.assignedManager));
  }

  const places = { loc: 'locations', department: 'departments' } as const;
  const placeIds: Record<keyof typeof places, number | null> = { loc: null, department: null };
  for (const [field, table] of Object.entries(places) as [
    keyof typeof places,
    (typeof places)[keyof typeof places],
  ][]) {
    const id = optionalId(body[field]);
    if (id === 'invalid' || (id !== null && store.get(table, id)?.company_id !== companyId)) {
      errors[field] = serverMessages.unknownEntry(Number(body[field]));
    } else placeIds[field] = id;
  }

  if (Object.keys(errors).length > 0) fail(fieldErrors(errors));
  const given = inviteRole ?? 'employee'; // named: a missing or unknown role ended the request above
  return {
    name,
    email,
    phone: phone ?? '',
    employee_number: employeeNumber,
    role: given,
    permission_level: inviteRoleId(given),
    assigned_manager_id: typeof managerId === 'number' ? managerId : 0,
    location_id: placeIds.loc,
    department_id: placeIds.department,
  };
}
