import { readyCompany, verifiedUser, type DemoCompanyDefinition, type DemoUserDefinition } from './demoDefinitions.js';

/**
 * Ready companies that each show a branch of a company flag (spec cards-transactions-team.md §3
 * "Balances", §7 search): the hidden total limit of CUSTOM_AMOUNT_SPENT, and the comdata flags, which
 * send the transaction search to card/comdata-transactions/search only when both are set. Seeded after
 * every other domain (`featureFlagCompaniesSeeder`), so the data of `demoAccounts.ts` stays as it is.
 */
export const featureFlagCompanies: readonly DemoCompanyDefinition[] = [
  {
    key: 'summitRidge',
    company_name: 'Summit Ridge Consulting Ltd.',
    billing_address: '700 West Georgia Street, Vancouver, BC V7Y 1A1, Canada',
    ...readyCompany,
    banks: 1,
    beta_features: ['CUSTOM_AMOUNT_SPENT'],
    cashback_percentage: 1,
    locations: ['Vancouver'],
    departments: ['Advisory', 'Operations'],
  },
  {
    key: 'harbourLight',
    company_name: 'Harbour Light Freight Inc.',
    billing_address: '1 Water Street, Saint John, NB E2L 4Z6, Canada',
    ...readyCompany,
    banks: 1,
    beta_features: [],
    cashback_percentage: 1,
    locations: ['Saint John'],
    departments: ['Dispatch', 'Fleet'],
    float_by_comdata: true,
  },
  {
    key: 'auroraFleet',
    company_name: 'Aurora Fleet Services Corp.',
    billing_address: '4910 50 Avenue, Yellowknife, NT X1A 3S5, Canada',
    ...readyCompany,
    banks: 1,
    beta_features: [],
    cashback_percentage: 1,
    locations: ['Yellowknife'],
    departments: ['Fleet', 'Maintenance'],
    float_by_comdata: true,
    onboarded_by_comdata: true,
  },
];

/** The admins of `featureFlagCompanies`, one each. */
export const featureFlagUsers: readonly DemoUserDefinition[] = [
  {
    email: 'custom-amount@summitridge.example',
    name: 'Isabelle Fontaine',
    phone: '+1 (604) 555-0113',
    companies: ['summitRidge'],
    role: 1,
    external_user: false,
    ...verifiedUser,
    kyb: true,
    who: 'Total limit hidden (1 CompanyAdmin)',
    description: 'Summit Ridge Consulting Ltd., ready: the transactions summary hides the total limit.',
  },
  {
    email: 'float@harbourlight.example',
    name: 'Marco Bianchi',
    phone: '+1 (506) 555-0114',
    companies: ['harbourLight'],
    role: 1,
    external_user: false,
    ...verifiedUser,
    kyb: true,
    who: 'Floated by Comdata (1 CompanyAdmin)',
    description:
      'Harbour Light Freight Inc., ready, floated by Comdata but not onboarded by it: transaction search stays on card/card-transactions/search.',
  },
  {
    email: 'comdata@aurorafleet.example',
    name: 'Nina Kaskamin',
    phone: '+1 (867) 555-0115',
    companies: ['auroraFleet'],
    role: 1,
    external_user: false,
    ...verifiedUser,
    kyb: true,
    who: 'Onboarded by Comdata (1 CompanyAdmin)',
    description:
      'Aurora Fleet Services Corp., ready, floated and onboarded by Comdata: transaction search goes to card/comdata-transactions/search.',
  },
];
