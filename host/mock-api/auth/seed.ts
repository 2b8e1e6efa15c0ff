import { ROLE_IDS } from 'spend-ui/features/rules';
import { isCompanyAdmin } from './roleHolder.js';
import { passwordDigest, secretDigest } from '../core/passwordDigest.js';
import type { SeededRandom } from '../core/random.js';
import { SEED_EPOCH_MS, type DomainSeeder } from '../core/seeding.js';
import type { DemoTables } from '../model.js';
import {
  demoCompanies,
  demoTokens,
  demoUsers,
  DEMO_PASSWORD,
  type DemoCompanyDefinition,
  type DemoCompanyKey,
  type DemoUserDefinition,
} from './demoAccounts.js';
import type { CompanyRecord, MembershipRecord, UserRecord } from './model.js';

const FIRST_NAMES = [
  'Ava',
  'Ben',
  'Chloe',
  'Diego',
  'Elena',
  'Farah',
  'Gabriel',
  'Hana',
  'Isaac',
  'Jade',
  'Kai',
  'Lea',
];
const LAST_NAMES = ['Bouchard', 'Campbell', 'Dubois', 'Evans', 'Fraser', 'Gill', 'Ho', 'Ito', 'Jensen', 'Khan', 'Lam'];
const BANKS = [
  { name: 'Royal Bank of Canada', institution: '003' },
  { name: 'TD Canada Trust', institution: '004' },
  { name: 'Bank of Montreal', institution: '001' },
  { name: 'Scotiabank', institution: '002' },
];

export function isoDaysBeforeEpoch(days: number): string {
  return new Date(SEED_EPOCH_MS - days * 24 * 60 * 60 * 1000).toISOString();
}

/**
 * A demo company with its locations, departments and `banks` linked accounts (the account and transit
 * numbers drawn, the institution chosen by `bankOffset`). Its id is the next free one.
 */
export function addDemoCompany(
  tables: DemoTables,
  random: SeededRandom,
  company: DemoCompanyDefinition,
  bankOffset: number,
): CompanyRecord {
  const row: CompanyRecord = {
    id: tables.companies.length + 1,
    company_name: company.company_name,
    billing_address: company.billing_address,
    kyb_form_filled: company.kyb_form_filled,
    kyb_form_accepted: company.kyb_form_accepted,
    kyb_manager_user_id: null,
    cashback_percentage: company.cashback_percentage,
    beta_features_enabled: company.beta_features.length > 0,
    beta_features: [...company.beta_features],
    float_by_comdata: company.float_by_comdata ?? false,
    onboarded_by_comdata: company.onboarded_by_comdata ?? false,
    receipt_threshold: 75,
    memo_threshold: 25,
  };
  tables.companies.push(row);
  for (const name of company.locations) {
    tables.locations.push({ id: tables.locations.length + 1, company_id: row.id, name });
  }
  for (const name of company.departments) {
    tables.departments.push({ id: tables.departments.length + 1, company_id: row.id, name });
  }
  for (let bank = 0; bank < company.banks; bank += 1) {
    const institution = BANKS[(bankOffset + bank) % BANKS.length] ?? BANKS[0];
    if (!institution) continue;
    tables.bankAccounts.push({
      id: tables.bankAccounts.length + 1,
      company_id: row.id,
      nickname: bank === 0 ? 'Operating account' : 'Payroll account',
      default: bank === 0,
      verified: bank === 0,
      institute_name: institution.name,
      institution_logo: null,
      account: String(random.integer(1000000, 9999999)),
      institution: institution.institution,
      branch: String(random.integer(10000, 99999)),
    });
  }
  return row;
}

/** A user row with the next free id; its public id and token are drawn. */
export function addUser(
  tables: DemoTables,
  random: SeededRandom,
  user: Omit<UserRecord, 'id' | 'user_id' | 'auth_token'>,
): UserRecord {
  const row: UserRecord = {
    id: tables.users.length + 1,
    user_id: random.uuid(),
    auth_token: random.hex(40),
    ...user,
  };
  tables.users.push(row);
  return row;
}

export function addMembership(tables: DemoTables, membership: Omit<MembershipRecord, 'id'>): MembershipRecord {
  const row = { id: tables.memberships.length + 1, ...membership };
  tables.memberships.push(row);
  return row;
}

/** A demo account (password `DEMO_PASSWORD`) and its memberships, the first company selected. */
export function addDemoUser(
  tables: DemoTables,
  random: SeededRandom,
  definition: DemoUserDefinition,
  companyId: (key: DemoCompanyKey) => number,
  createdAt: string,
): UserRecord {
  const user = addUser(tables, random, {
    email: definition.email,
    passwordDigest: passwordDigest(DEMO_PASSWORD),
    name: definition.name,
    phone: definition.phone,
    phone_verified: definition.phone_verified,
    email_verified: definition.email_verified,
    two_step_enabled: definition.two_step_enabled,
    external_user: definition.external_user,
    kyb: definition.kyb,
    created_at: createdAt,
  });
  definition.companies.forEach((key, position) =>
    addMembership(tables, {
      user_id: user.id,
      company_id: companyId(key),
      permission_level: definition.role,
      selected: position === 0,
    }),
  );
  return user;
}

/** Users, companies, memberships, company lists, bank accounts and the documented link tokens. */
export const accessSeeder: DomainSeeder = {
  name: 'access',
  seed(tables, random) {
    const companyIds = new Map<string, number>();
    demoCompanies.forEach((company, index) => {
      companyIds.set(company.key, addDemoCompany(tables, random, company, index).id);
    });

    const companyId = (key: string) => {
      const id = companyIds.get(key);
      if (id === undefined) throw new Error(`Unknown demo company ${key}`);
      return id;
    };

    demoUsers.forEach((definition, index) =>
      addDemoUser(tables, random, definition, companyId, isoDaysBeforeEpoch(90 - index)),
    );

    // KYB managers are named by e-mail in the definitions; the onboarding companies' own admins manage theirs.
    for (const company of tables.companies) {
      const definition = demoCompanies.find((entry) => entry.company_name === company.company_name);
      const managerEmail =
        definition?.kyb_manager ??
        demoUsers.find(
          (user) =>
            isCompanyAdmin({ permission_level: user.role }) &&
            !user.external_user &&
            user.companies[0] === definition?.key,
        )?.email;
      company.kyb_manager_user_id = tables.users.find((user) => user.email === managerEmail)?.id ?? null;
    }

    // More Northwind staff (not demo accounts: their passwords are random), for team and card pages.
    const northwind = companyId('northwind');
    const takenNames = new Set<string>();
    for (let count = 0; count < 10; count += 1) {
      let first = random.pick(FIRST_NAMES);
      let last = random.pick(LAST_NAMES);
      while (takenNames.has(`${first} ${last}`)) {
        first = random.pick(FIRST_NAMES);
        last = random.pick(LAST_NAMES);
      }
      takenNames.add(`${first} ${last}`);
      const user = addUser(tables, random, {
        email: `${first}.${last}@northwind.example`.toLowerCase(),
        passwordDigest: `random:${random.hex(16)}`,
        name: `${first} ${last}`,
        phone: `+1 (416) 555-${String(random.integer(1000, 9999))}`,
        phone_verified: true,
        email_verified: true,
        two_step_enabled: false,
        external_user: false,
        kyb: false,
        created_at: isoDaysBeforeEpoch(random.integer(1, 60)),
      });
      addMembership(tables, {
        user_id: user.id,
        company_id: northwind,
        permission_level: random.pick([3, 4, 4, 4]),
        selected: true,
      });
    }

    // Two invited Northwind members who have not accepted yet (not dashboard ready: no card for them).
    for (const [name, email] of [
      ['Maya Roussel', 'maya.roussel@northwind.example'],
      ['Omar Haddad', 'omar.haddad@northwind.example'],
    ] as const) {
      const user = addUser(tables, random, {
        email,
        passwordDigest: `random:${random.hex(16)}`,
        name,
        phone: `+1 (416) 555-${String(random.integer(1000, 9999))}`,
        phone_verified: false,
        email_verified: false,
        two_step_enabled: false,
        external_user: false,
        kyb: false,
        created_at: isoDaysBeforeEpoch(3),
      });
      addMembership(tables, { user_id: user.id, company_id: northwind, permission_level: 4, selected: true });
    }

    const userId = (email: string) => tables.users.find((user) => user.email === email)?.id ?? 0;

    // Teams: the Northwind manager leads the demo employee and every other ordinary member; the admin
    // leads the rest (decided by position, not drawn, so the data above stays as it was).
    const admin = userId('admin@northwind.example');
    const manager = userId('manager@northwind.example');
    tables.memberships
      .filter((membership) => membership.company_id === northwind && membership.user_id !== admin)
      .forEach((membership, index) => {
        const ordinary = membership.permission_level === ROLE_IDS.CompanyEmployee;
        membership.assigned_manager_id = ordinary && index % 2 === 1 ? manager : admin;
      });
    const employeeMembership = tables.memberships.find(
      (entry) => entry.user_id === userId('employee@northwind.example'),
    );
    if (employeeMembership) employeeMembership.assigned_manager_id = manager;
    const forever = Date.UTC(2100, 0, 1);
    const past = Date.UTC(2025, 0, 1);
    tables.resetTokens.push(
      {
        id: 1,
        key_digest: secretDigest(demoTokens.resetPassword),
        user_id: userId('employee@northwind.example'),
        expires_at: forever,
        used: false,
      },
      {
        id: 2,
        key_digest: secretDigest(demoTokens.expiredResetPassword),
        user_id: userId('employee@northwind.example'),
        expires_at: past,
        used: false,
      },
    );
    tables.emailTokens.push(
      {
        id: 1,
        key_digest: secretDigest(demoTokens.emailVerification),
        user_id: userId('email-unverified@granitepeak.example'),
        expires_at: forever,
        used: false,
      },
      {
        id: 2,
        key_digest: secretDigest(demoTokens.expiredEmailVerification),
        user_id: userId('email-unverified@granitepeak.example'),
        expires_at: past,
        used: false,
      },
    );
  },
};
