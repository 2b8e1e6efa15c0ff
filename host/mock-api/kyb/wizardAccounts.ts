import { verifiedUser, type DemoCompanyDefinition, type DemoUserDefinition } from '../auth/demoDefinitions.js';

// The demo company whose beta features include KYB_WIZARD (spec README ruling "Two KYB variants"):
// incorporated in the US, its admin living in Canada, the business form not filled — the onboarding's
// business-form screen shows the five-step wizard, then the bank connection. Seeded by wizardDemo.ts.

export const KYB_WIZARD_FEATURE = 'KYB_WIZARD';

export interface WizardCompanyDefinition extends DemoCompanyDefinition {
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
    ...verifiedUser,
    kyb: true,
    who: 'KYB wizard (KYB not filled)',
    description:
      'Beacon Harbor Trading LLC (US): the five-step KYC/AML wizard, a Canadian home asks for a passport; then the bank connection.',
  },
];
