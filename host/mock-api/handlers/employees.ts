import type { HttpHandler } from 'msw';
import { memberDashboardReady } from '../cardViews.js';
import { json, type RouteBuilder } from '../http.js';
import { serverMessages } from '../serverMessages.js';
import { selectedMembership } from '../views.js';

/*
 * GET /auth/company/employee → {results: [employee]}: the members of the caller's selected company
 * (cards-transactions-team.md §3 "Employee"), read-only. The card form's assignee list needs it; the Team
 * issue owns the rest of the team calls and may extend this view.
 */
export function employeeHandlers(routes: RouteBuilder): HttpHandler[] {
  return [
    routes.authenticated('get', '/auth/company/employee', ({ store, user }) => {
      const caller = selectedMembership(store, user);
      if (!caller) return json({ detail: serverMessages.companyNotFound }, 404);
      const company = store.get('companies', caller.company_id);
      const banks = store.filter('bankAccounts', (bank) => bank.company_id === caller.company_id).length;
      const results = store
        .filter('memberships', (membership) => membership.company_id === caller.company_id)
        .flatMap((membership) => {
          const member = store.get('users', membership.user_id);
          if (!member) return [];
          const manager =
            membership.assigned_manager_id == null ? undefined : store.get('users', membership.assigned_manager_id);
          const [phoneCode = '', ...rest] = member.phone.split(' ');
          return [
            {
              id: member.id,
              name: member.name,
              email: member.email,
              phone: rest.join(' '),
              phone_code: phoneCode,
              employee_number: `E-${String(member.id).padStart(4, '0')}`,
              permission_level: membership.permission_level,
              is_active: true,
              dashboard_ready: memberDashboardReady(member, membership, company, banks),
              assigned_manager: manager ? { manager__id: manager.id, manager__name: manager.name } : null,
              setting: { location: null, department: null },
            },
          ];
        });
      return json({ results });
    }),
  ];
}
