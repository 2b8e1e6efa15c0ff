import type { MembershipRecord, UserRecord } from '../auth/model.js';
import type { DemoTables } from '../model.js';
import type { SeededRandom } from '../core/random.js';
import { SEED_EPOCH_MS, type DomainSeeder } from '../core/seeding.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Role ids as the memberships keep them. */
const ADMIN = 1;
const BOOKKEEPER = 2;
const MANAGER = 3;
const EMPLOYEE = 4;

/** Who leads a new member: the seeded second manager, the demo manager or the admin. */
type Lead = 'second-manager' | 'demo-manager' | 'admin';

interface NewMember {
  name: string;
  role: number;
  lead: Lead;
  /** Invited, not accepted yet (e-mail and phone unverified). */
  invited?: true;
  /** Blocked from the Team page. */
  blocked?: true;
}

/**
 * More Northwind staff for the Team page (cards-transactions-team.md §2, §3 "Employee"): every role,
 * a second manager with a team of their own, invited members who have not accepted, blocked members.
 * Names come from a list of their own, so they never meet the access seeder's drawn names.
 */
const NEW_MEMBERS: readonly NewMember[] = [
  { name: 'Grace Whitfield', role: MANAGER, lead: 'admin' },
  { name: 'Tomás Ferreira', role: EMPLOYEE, lead: 'second-manager' },
  { name: 'Aisha Mensah', role: EMPLOYEE, lead: 'second-manager' },
  { name: 'Ryan MacLeod', role: EMPLOYEE, lead: 'second-manager', blocked: true },
  { name: 'Mei Lin Zhou', role: EMPLOYEE, lead: 'demo-manager' },
  { name: 'Jonas Becker', role: EMPLOYEE, lead: 'demo-manager', invited: true },
  { name: 'Fatima Qureshi', role: BOOKKEEPER, lead: 'admin' },
  { name: 'Samuel Osei', role: ADMIN, lead: 'admin' },
  { name: 'Camille Roy', role: EMPLOYEE, lead: 'admin', blocked: true },
  { name: 'Arjun Mehta', role: EMPLOYEE, lead: 'second-manager', invited: true },
];

function emailOf(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return `${plain.replace(/\s+/g, '.')}@northwind.example`;
}

function addMember(tables: DemoTables, random: SeededRandom, companyId: number, member: NewMember): UserRecord {
  const accepted = member.invited !== true;
  const user: UserRecord = {
    id: tables.users.length + 1,
    user_id: random.uuid(),
    auth_token: random.hex(40),
    email: emailOf(member.name),
    passwordDigest: `random:${random.hex(16)}`,
    name: member.name,
    phone: `+1 (647) 555-${String(random.integer(1000, 9999))}`,
    phone_verified: accepted,
    email_verified: accepted,
    two_step_enabled: false,
    external_user: false,
    kyb: false,
    created_at: new Date(SEED_EPOCH_MS - random.integer(accepted ? 5 : 1, accepted ? 80 : 4) * DAY_MS).toISOString(),
  };
  tables.users.push(user);
  return user;
}

/** Team data: more Northwind members, and employee ids, locations, departments and the active flag for all. */
export const teamSeeder: DomainSeeder = {
  name: 'team',
  seed(tables, random) {
    const northwind = tables.companies.find((company) => company.company_name === 'Northwind Supply Co.')?.id;
    if (northwind === undefined) return;
    const userId = (email: string) => tables.users.find((user) => user.email === email)?.id ?? null;
    const admin = userId('admin@northwind.example');
    const demoManager = userId('manager@northwind.example');
    let secondManager: number | null = null;

    for (const member of NEW_MEMBERS) {
      const user = addMember(tables, random, northwind, member);
      const lead = { 'second-manager': secondManager, 'demo-manager': demoManager, admin }[member.lead];
      const membership: MembershipRecord = {
        id: tables.memberships.length + 1,
        user_id: user.id,
        company_id: northwind,
        permission_level: member.role,
        selected: true,
        assigned_manager_id: lead,
        is_active: member.blocked !== true,
      };
      tables.memberships.push(membership);
      if (member.role === MANAGER && secondManager === null) secondManager = user.id;
    }

    // Employee ids, locations and departments for every member of every company (some have none).
    for (const company of tables.companies) {
      const locations = tables.locations.filter((entry) => entry.company_id === company.id);
      const departments = tables.departments.filter((entry) => entry.company_id === company.id);
      const prefix = company.company_name
        .split(/\s+/)
        .slice(0, 2)
        .map((word) => word.charAt(0).toUpperCase())
        .join('');
      tables.memberships
        .filter((membership) => membership.company_id === company.id)
        .forEach((membership, index) => {
          membership.employee_number = `${prefix}-${String(1001 + index)}`;
          membership.is_active ??= true;
          const withoutPlace = index % 7 === 6;
          membership.location_id = withoutPlace ? null : (random.pick([...locations, undefined])?.id ?? null);
          membership.department_id = withoutPlace ? null : (random.pick([...departments, undefined])?.id ?? null);
        });
    }
  },
};
