import type { SeededRandom } from '../core/random.js';
import type { DemoTables } from '../model.js';
import {
  DEMO_PASSWORD,
  type DemoAccount,
  type DemoCompanyDefinition,
  type DemoUserDefinition,
} from '../auth/demoAccounts.js';
import { addDemoCompany, addDemoUser, isoDaysBeforeEpoch } from '../auth/seed.js';

// The demo company whose beta features include KYB_WIZARD (spec README ruling "Two KYB variants"):
// incorporated in the US, its admin living in Canada, the business form not filled — the onboarding's
// business-form screen shows the five-step wizard, then the bank connection.

export const KYB_WIZARD_FEATURE = 'KYB_WIZARD';

interface WizardCompanyDefinition extends DemoCompanyDefinition {
  country_of_incorporation: string;
  legal_form: string;
}

export const kybWizardCompanies: readonly WizardCompanyDefinition[] = [
  {
    key: 'beaconHarbor',
    company_name: 'Beacon Harbor Trading LLC',
    billing_address: '12 Commercial Street, Portland, ME 04101, United States',
    kyb_form_filled: false,
    kyb_form_accepted: false,
    banks: 0,
    beta_features: [KYB_WIZARD_FEATURE],
    cashback_percentage: 1,
    locations: [],
    departments: [],
    country_of_incorporation: 'US',
    legal_form: 'Limited Liability Company',
  },
];

export const kybWizardUsers: readonly DemoUserDefinition[] = [
  {
    email: 'kyb-wizard@beaconharbor.example',
    name: 'Noah Tremblay',
    phone: '+1 (207) 555-0116',
    companies: ['beaconHarbor'],
    role: 1,
    external_user: false,
    phone_verified: true,
    email_verified: true,
    two_step_enabled: false,
    kyb: true,
    who: 'KYB_WIZARD (KYB not filled)',
    description:
      'Beacon Harbor Trading LLC (US): the five-step KYC/AML wizard, a Canadian home asks for a passport; then the bank connection.',
  },
];

/** The wizard's demo accounts as the login screen and the README list them. */
export const kybWizardAccounts: readonly DemoAccount[] = kybWizardUsers.map(({ email, who, description }) => ({
  email,
  password: DEMO_PASSWORD,
  who,
  description,
}));

/** Seeds the wizard's companies, their admins and their (empty) applications. */
export function seedKybWizardCompanies(tables: DemoTables, random: SeededRandom): void {
  kybWizardCompanies.forEach((definition, index) => {
    const company = addDemoCompany(tables, random, definition, tables.companies.length);
    const admin = kybWizardUsers.find((user) => user.companies[0] === definition.key);
    if (!admin) throw new Error(`No demo admin for ${definition.company_name}`);
    const user = addDemoUser(
      tables,
      random,
      admin,
      (key) => {
        if (key !== definition.key) throw new Error(`${key} is not seeded here`);
        return company.id;
      },
      isoDaysBeforeEpoch(3 + index),
    );
    company.kyb_manager_user_id = user.id;
    tables.kybWizardApplications.push({
      id: tables.kybWizardApplications.length + 1,
      company_id: company.id,
      country_of_incorporation: definition.country_of_incorporation,
      legal_form: definition.legal_form,
      steps: {},
      submitted: false,
    });
  });
}
