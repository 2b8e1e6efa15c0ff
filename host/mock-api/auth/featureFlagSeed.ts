import { addCard, type CardPlan } from '../cards/seed.js';
import { seedCompanyCashback } from '../cashback/seed.js';
import type { DomainSeeder } from '../core/seeding.js';
import { seedCompanyTransactions } from '../transactions/seed.js';
import { seedKybWizardCompanies } from '../kyb/wizardDemo.js';
import type { DemoCompanyKey } from './demoDefinitions.js';
import { featureFlagCompanies, featureFlagUsers } from './featureFlagAccounts.js';
import type { MembershipRecord } from './model.js';
import { addDemoCompany, addDemoUser, addMembership, addUser, isoDaysBeforeEpoch } from './seed.js';

/** Two staff members beside each admin, so the Company Transactions tab lists more than one holder. */
const STAFF: Readonly<Record<string, readonly [string, string]>> = {
  summitRidge: ['Léa Martin', 'Owen Lavoie'],
  harbourLight: ['Tariq Hassan', 'Emily Boudreau'],
  auroraFleet: ['Jacob Beaulieu', 'Mary Nitsiza'],
};

const ADMIN_CARDS: NonNullable<CardPlan['kind']>[] = ['active-multi', 'active-single', 'physical'];
const STAFF_CARDS: NonNullable<CardPlan['kind']>[] = ['active-multi', 'active-multi'];
/** Transactions per company: enough for several pages and a search that finds something. */
const TRANSACTIONS_PER_COMPANY = 240;

function emailOf(name: string, domain: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return `${plain.replace(/\s+/g, '.')}@${domain}`;
}

/**
 * The companies of `featureFlagCompanies` with their admins (demo accounts), two staff each, cards,
 * transactions and cashback. It runs after every other seeder and draws from its own stream, so the
 * data of the other companies stays exactly as it was.
 */
export const featureFlagCompaniesSeeder: DomainSeeder = {
  name: 'feature-flag-companies',
  *seed(tables, random) {
    const bankOffset = tables.companies.length;
    for (const [index, definition] of featureFlagCompanies.entries()) {
      const company = addDemoCompany(tables, random, definition, bankOffset + index);
      const companyId = (key: DemoCompanyKey) => {
        if (key !== definition.key) throw new Error(`${key} is not seeded here`);
        return company.id;
      };
      const adminDefinition = featureFlagUsers.find((user) => user.companies[0] === definition.key);
      if (!adminDefinition) throw new Error(`No demo admin for ${definition.company_name}`);
      const admin = addDemoUser(tables, random, adminDefinition, companyId, isoDaysBeforeEpoch(60 - index));
      company.kyb_manager_user_id = admin.id;

      const domain = adminDefinition.email.split('@')[1] ?? 'example.com';
      const staff = (STAFF[definition.key] ?? []).map((name) => {
        const user = addUser(tables, random, {
          email: emailOf(name, domain),
          passwordDigest: `random:${random.hex(16)}`,
          name,
          phone: `${adminDefinition.phone.slice(0, -4)}${String(random.integer(1000, 9999))}`,
          phone_verified: true,
          email_verified: true,
          two_step_enabled: false,
          external_user: false,
          kyb: false,
          created_at: isoDaysBeforeEpoch(random.integer(5, 50)),
        });
        addMembership(tables, {
          user_id: user.id,
          company_id: company.id,
          permission_level: 4,
          selected: true,
          assigned_manager_id: admin.id,
        });
        return user;
      });

      // Team details as the team seeder gives every other company's members.
      const prefix = company.company_name
        .split(/\s+/)
        .slice(0, 2)
        .map((word) => word.charAt(0).toUpperCase())
        .join('');
      const location = tables.locations.find((entry) => entry.company_id === company.id)?.id ?? null;
      const department = tables.departments.find((entry) => entry.company_id === company.id)?.id ?? null;
      tables.memberships
        .filter((membership) => membership.company_id === company.id)
        .forEach((membership: MembershipRecord, position) => {
          membership.employee_number = `${prefix}-${String(1001 + position)}`;
          membership.is_active = true;
          membership.location_id = location;
          membership.department_id = department;
        });

      for (const kind of ADMIN_CARDS) addCard(tables, random, { holder: admin.id, company: company.id, kind });
      for (const user of staff) {
        for (const kind of STAFF_CARDS) addCard(tables, random, { holder: user.id, company: company.id, kind });
      }
      yield* seedCompanyTransactions(tables, random, company, TRANSACTIONS_PER_COMPANY);
      seedCompanyCashback(tables, random, company);
      yield;
    }
    // The KYB_WIZARD company: not onboarded yet, so no cards, transactions or cashback.
    seedKybWizardCompanies(tables, random);
  },
};
