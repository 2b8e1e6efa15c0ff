import type { HttpHandler } from 'msw';
import { fail, forbidden, json, readJson, type AuthenticatedContext, type RouteBuilder } from '../core/http.js';
import type { MembershipRecord } from '../auth/model.js';
import { serverMessages } from '../core/serverMessages.js';
import { readMemberBody, type MemberChange } from './memberBody.js';
import { employeeView, inviteRoleNamed, visibleMemberships } from './views.js';
import { rolesGivenBy } from 'spend-ui/features/rules';
import { roleHolder } from '../auth/roleHolder.js';
import { selectedMembership } from '../auth/views.js';

/*
 * The team calls (cards-transactions-team.md §7 "Team"):
 * - GET /auth/company/employee → {results: [employee]}: role 1 the company, role 3 the team they lead and
 *   themselves, anyone else themselves (the card form reads it too).
 * - GET /auth/company/employee/{id} → {results: employee}; 404 outside what the caller sees.
 * - PATCH /auth/company/employee/{id} {name, email, phone, employee_number, department, loc, role,
 *   assignedManager} → {results: employee}. Roles 1 and 3; one's own profile only role 1 (403). A manager
 *   sets no role but Employee (or the member's own). 400 {errors: {field: [message]}} for a missing or
 *   wrong field (phone as plus sign, code and number; manager an active admin or manager; department and
 *   loc ids of the company setting's lists; e-mail and employee id not taken).
 * - POST /auth/users/company/invite/company-{admin|book-keeper|manager|employee} {same body} → 201
 *   {results: employee}: an unaccepted member, an invitation in the outbox. Role 3 invites employees only.
 * - POST /auth/user/block/{id}, /auth/user/unblock/{id} → {results: employee}; roles 1 and 3, not oneself
 *   (400 {results: {error}}). A blocked member cannot sign in.
 */

/** The caller's membership, or the request ends with 404. */
function callerMembership({ store, user }: AuthenticatedContext): MembershipRecord {
  const caller = selectedMembership(store, user);
  if (!caller) fail(json({ detail: serverMessages.companyNotFound }, 404));
  return caller;
}

/** The member `{id}` (a user id) among those the caller sees, or the request ends with 404. */
function visibleMember(context: AuthenticatedContext, caller: MembershipRecord): MembershipRecord {
  const id = Number(context.params.id);
  const member = visibleMemberships(context.store, caller).find((entry) => entry.user_id === id);
  if (!member) fail(json({ detail: serverMessages.companyNotFound }, 404));
  return member;
}

/**
 * The caller gives only the roles features/access `rolesGivenBy` offers them (a manager: Employee), or
 * leaves a member's own role as it is — as the member form offers (403 otherwise).
 */
function requireRoleAllowed(caller: MembershipRecord, change: MemberChange, member?: MembershipRecord) {
  if (rolesGivenBy(roleHolder(caller)).includes(change.role)) return;
  if (change.permission_level !== member?.permission_level) fail(forbidden());
}

function writeMember(context: AuthenticatedContext, member: MembershipRecord, change: MemberChange) {
  const { store } = context;
  store.update('users', member.user_id, { name: change.name, email: change.email, phone: change.phone });
  return store.update('memberships', member.id, {
    permission_level: change.permission_level,
    employee_number: change.employee_number,
    assigned_manager_id: change.assigned_manager_id,
    location_id: change.location_id,
    department_id: change.department_id,
  });
}

function setActive(context: AuthenticatedContext, active: boolean) {
  const caller = callerMembership(context);
  const member = visibleMember(context, caller);
  if (member.id === caller.id) return json({ results: { error: serverMessages.cannotBlockSelf } }, 400);
  const updated = context.store.update('memberships', member.id, { is_active: active });
  return json({ results: employeeView(context.store, updated) });
}

export function teamHandlers(routes: RouteBuilder): HttpHandler[] {
  return [
    routes.authenticated('get', '/auth/company/employee', (context) => {
      const caller = callerMembership(context);
      return json({
        results: visibleMemberships(context.store, caller).map((entry) => employeeView(context.store, entry)),
      });
    }),

    routes.authenticated('get', '/auth/company/employee/:id', (context) => {
      const caller = callerMembership(context);
      return json({ results: employeeView(context.store, visibleMember(context, caller)) });
    }),

    routes.guarded('patch', '/auth/company/employee/:id', 'members.edit', async (context) => {
      const caller = callerMembership(context);
      const member = visibleMember(context, caller);
      if (member.id === caller.id) context.requireCan('members.edit-own');
      const body = await readJson(context.request);
      const change = readMemberBody(body, { store: context.store, companyId: caller.company_id, existing: member });
      requireRoleAllowed(caller, change, member);
      return json({ results: employeeView(context.store, writeMember(context, member, change)) });
    }),

    routes.guarded('post', '/auth/users/company/invite/:role', 'members.invite', async (context) => {
      const { store } = context;
      const caller = callerMembership(context);
      const role = String(context.params.role ?? '');
      const inviteRole = role.startsWith('company-') ? role.slice('company-'.length) : '';
      if (!inviteRoleNamed(inviteRole)) {
        return json({ detail: serverMessages.companyNotFound }, 404);
      }
      const body = await readJson(context.request);
      const change = readMemberBody(body, { store, companyId: caller.company_id, role: inviteRole });
      requireRoleAllowed(caller, change);
      const random = store.random('invite');
      const user = store.insert('users', {
        user_id: random.uuid(),
        auth_token: '',
        email: change.email,
        passwordDigest: `random:${random.hex(16)}`,
        name: change.name,
        phone: change.phone,
        phone_verified: false,
        email_verified: false,
        two_step_enabled: false,
        external_user: false,
        kyb: false,
        created_at: new Date(store.now()).toISOString(),
      });
      const membership = store.insert('memberships', {
        user_id: user.id,
        company_id: caller.company_id,
        permission_level: change.permission_level,
        selected: true,
        assigned_manager_id: change.assigned_manager_id,
        employee_number: change.employee_number,
        is_active: true,
        location_id: change.location_id,
        department_id: change.department_id,
      });
      store.insert('outbox', {
        to: user.email,
        subject: serverMessages.invitationSubject(store.get('companies', caller.company_id)?.company_name ?? ''),
        link: '/forgot-password',
        sent_at: store.now(),
      });
      return json({ results: employeeView(store, membership) }, 201);
    }),

    routes.guarded('post', '/auth/user/block/:id', 'members.toggle-active', (context) => setActive(context, false)),
    routes.guarded('post', '/auth/user/unblock/:id', 'members.toggle-active', (context) => setActive(context, true)),
  ];
}
