import type { RoleId } from './model.js';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Spend-demo-1';

/** Link tokens that exist in every seed, so the token screens can be opened directly. */
export const demoTokens = {
  /** /reset-password/:token for employee@northwind.example (single use). */
  resetPassword: 'demo-reset-token',
  /** A reset token past its expiry. */
  expiredResetPassword: 'demo-reset-token-expired',
  /** /email-verification/:token for email-unverified@granitepeak.example (single use). */
  emailVerification: 'demo-email-token',
  /** An email-verification token past its expiry. */
  expiredEmailVerification: 'demo-email-token-expired',
} as const;

/** A demo account as the login screen and the README list it. */
export interface DemoAccount {
  email: string;
  password: string;
  /** Role number and name, or the onboarding state the account is in. */
  who: string;
  /** What the account shows after signing in. */
  description: string;
}

/** The companies of the demo. Bank accounts are seeded per company (`banks`). */
export type DemoCompanyKey =
  | 'northwind'
  | 'mapleLeaf'
  | 'blueHeron'
  | 'cedarGrove'
  | 'granitePeak'
  | 'lighthouse'
  | 'prairieWind'
  | 'riverbend'
  | 'summitRidge'
  | 'harbourLight'
  | 'auroraFleet'
  | 'beaconHarbor';

export interface DemoCompanyDefinition {
  key: DemoCompanyKey;
  company_name: string;
  billing_address: string;
  kyb_form_filled: boolean;
  kyb_form_accepted: boolean;
  /** How many bank accounts are linked (0 = no bank connected). */
  banks: number;
  beta_features: string[];
  cashback_percentage: number;
  /** E-mail of the user who manages the KYB application. */
  kyb_manager?: string;
  locations: string[];
  departments: string[];
  /** The company's spend is floated by Comdata (with `onboarded_by_comdata`: Comdata's transaction search). */
  float_by_comdata?: boolean;
  onboarded_by_comdata?: boolean;
}

export interface DemoUserDefinition {
  email: string;
  name: string;
  phone: string;
  /** Companies the user belongs to; the first is selected. */
  companies: DemoCompanyKey[];
  role: RoleId;
  external_user: boolean;
  phone_verified: boolean;
  email_verified: boolean;
  two_step_enabled: boolean;
  kyb: boolean;
  who: string;
  description: string;
}

const ready = { kyb_form_filled: true, kyb_form_accepted: true } as const;
const notFilled = { kyb_form_filled: false, kyb_form_accepted: false, banks: 0 } as const;

export const demoCompanies: readonly DemoCompanyDefinition[] = [
  {
    key: 'northwind',
    company_name: 'Northwind Supply Co.',
    billing_address: '1200 Bay Street, Suite 400, Toronto, ON M5R 2A5, Canada',
    ...ready,
    banks: 2,
    beta_features: ['RECEIPT_APPROVAL', 'REDEEM_CASHBACK'],
    cashback_percentage: 1.5,
    kyb_manager: 'admin@northwind.example',
    locations: ['Toronto', 'Vancouver', 'Montreal'],
    departments: ['Finance', 'Operations', 'Sales', 'Engineering'],
  },
  {
    key: 'mapleLeaf',
    company_name: 'Maple Leaf Logistics Inc.',
    billing_address: '88 Industrial Parkway, Mississauga, ON L5T 2H7, Canada',
    ...ready,
    banks: 1,
    beta_features: [],
    cashback_percentage: 1,
    locations: ['Mississauga', 'Calgary'],
    departments: ['Fleet', 'Warehouse'],
  },
  {
    key: 'blueHeron',
    company_name: 'Blue Heron Studios Ltd.',
    billing_address: '45 Water Street, Vancouver, BC V6B 1A1, Canada',
    ...ready,
    banks: 1,
    beta_features: ['HIDE_CURRENT_BALANCE'],
    cashback_percentage: 2,
    locations: ['Vancouver'],
    departments: ['Production', 'Marketing'],
  },
  {
    key: 'cedarGrove',
    company_name: 'Cedar Grove Bakery Inc.',
    billing_address: '17 Elm Avenue, Halifax, NS B3H 1Y5, Canada',
    ...notFilled,
    beta_features: [],
    cashback_percentage: 1,
    locations: [],
    departments: [],
  },
  {
    key: 'granitePeak',
    company_name: 'Granite Peak Outfitters Ltd.',
    billing_address: '300 Banff Avenue, Banff, AB T1L 1A1, Canada',
    ...notFilled,
    beta_features: [],
    cashback_percentage: 1,
    locations: [],
    departments: [],
  },
  {
    key: 'lighthouse',
    company_name: 'Lighthouse Dental Clinic',
    billing_address: '9 Harbour Road, Charlottetown, PE C1A 4B7, Canada',
    ...notFilled,
    beta_features: [],
    cashback_percentage: 1,
    locations: [],
    departments: [],
  },
  {
    key: 'prairieWind',
    company_name: 'Prairie Wind Energy Corp.',
    billing_address: '2100 Albert Street, Regina, SK S4P 2V1, Canada',
    kyb_form_filled: true,
    kyb_form_accepted: false,
    banks: 0,
    beta_features: [],
    cashback_percentage: 1,
    locations: ['Regina'],
    departments: ['Field Operations'],
  },
  {
    key: 'riverbend',
    company_name: 'Riverbend Architecture Inc.',
    billing_address: '560 Rue Sainte-Catherine, Montréal, QC H3B 1B1, Canada',
    kyb_form_filled: true,
    kyb_form_accepted: false,
    banks: 1,
    beta_features: [],
    cashback_percentage: 1,
    locations: ['Montréal'],
    departments: ['Design'],
  },
];

const verified = { phone_verified: true, email_verified: true, two_step_enabled: false } as const;

export const demoUsers: readonly DemoUserDefinition[] = [
  {
    email: 'admin@northwind.example',
    name: 'Olivia Chen',
    phone: '+1 (416) 555-0101',
    companies: ['northwind'],
    role: 1,
    external_user: false,
    ...verified,
    kyb: true,
    who: '1 CompanyAdmin',
    description: 'Northwind Supply Co., ready: every sidebar link, Settings, Receipt Approval (beta).',
  },
  {
    email: 'bookkeeper@northwind.example',
    name: 'Marcus Reid',
    phone: '+1 (416) 555-0102',
    companies: ['northwind'],
    role: 2,
    external_user: false,
    ...verified,
    kyb: false,
    who: '2 CompanyBookKeeper',
    description: 'Northwind Supply Co., ready: Withdrawals/Cashback, no Team or Settings.',
  },
  {
    email: 'manager@northwind.example',
    name: 'Priya Natarajan',
    phone: '+1 (416) 555-0103',
    companies: ['northwind'],
    role: 3,
    external_user: false,
    ...verified,
    kyb: false,
    who: '3 CompanyManager',
    description: 'Northwind Supply Co., ready: Team and Receipt Approval, no Settings.',
  },
  {
    email: 'employee@northwind.example',
    name: "Liam O'Connor",
    phone: '+1 (416) 555-0104',
    companies: ['northwind'],
    role: 4,
    external_user: false,
    ...verified,
    kyb: false,
    who: '4 CompanyEmployee',
    description: `Northwind Supply Co., ready: transactions and cards only. Reset link: /reset-password/${demoTokens.resetPassword}.`,
  },
  {
    email: 'awaiting-role@northwind.example',
    name: 'Sofia Alvarez',
    phone: '+1 (416) 555-0105',
    companies: ['northwind'],
    role: 5,
    external_user: false,
    ...verified,
    kyb: true,
    who: '5 KYBGroup',
    description: 'Northwind Supply Co., awaiting a role: the gate asks to contact the admin, Olivia Chen.',
  },
  {
    email: 'external@harbourfront.example',
    name: 'Daniel Okafor',
    phone: '+1 (604) 555-0106',
    companies: ['northwind', 'mapleLeaf', 'blueHeron'],
    role: 2,
    external_user: true,
    ...verified,
    kyb: false,
    who: '2 ExternalUser',
    description:
      'External accountant with three companies (Northwind Supply Co., Maple Leaf Logistics Inc., Blue Heron Studios Ltd.): the company switcher.',
  },
  {
    email: 'two-step@northwind.example',
    name: 'Hannah Müller',
    phone: '+1 (416) 555-0107',
    companies: ['northwind'],
    role: 1,
    external_user: false,
    phone_verified: true,
    email_verified: true,
    two_step_enabled: true,
    kyb: false,
    who: 'two-step verification (1 CompanyAdmin)',
    description: 'Login asks for a one-time code (123456), then the Northwind dashboard.',
  },
  {
    email: 'phone-unverified@cedargrove.example',
    name: 'Noah Tremblay',
    phone: '+1 (902) 555-0108',
    companies: ['cedarGrove'],
    role: 1,
    external_user: false,
    phone_verified: false,
    email_verified: true,
    two_step_enabled: false,
    kyb: true,
    who: 'phone unverified',
    description: 'Login goes to phone verification (code 123456), then the welcome screen.',
  },
  {
    email: 'email-unverified@granitepeak.example',
    name: 'Emma Lefebvre',
    phone: '+1 (403) 555-0109',
    companies: ['granitePeak'],
    role: 1,
    external_user: false,
    phone_verified: true,
    email_verified: false,
    two_step_enabled: false,
    kyb: true,
    who: 'email unverified',
    description: `The gate asks to verify the email; verification link: /email-verification/${demoTokens.emailVerification}.`,
  },
  {
    email: 'kyb-not-filled@lighthouse.example',
    name: 'Ava Singh',
    phone: '+1 (902) 555-0110',
    companies: ['lighthouse'],
    role: 1,
    external_user: false,
    ...verified,
    kyb: true,
    who: 'KYB not filled',
    description: 'The welcome screen with the KYB explanation and credit options.',
  },
  {
    email: 'no-bank@prairiewind.example',
    name: 'Ethan Kowalski',
    phone: '+1 (306) 555-0111',
    companies: ['prairieWind'],
    role: 1,
    external_user: false,
    ...verified,
    kyb: true,
    who: 'no bank',
    description: 'KYB filled, no bank account linked: the bank connection step.',
  },
  {
    email: 'pending-review@riverbend.example',
    name: 'Chloé Gagnon',
    phone: '+1 (514) 555-0112',
    companies: ['riverbend'],
    role: 1,
    external_user: false,
    ...verified,
    kyb: true,
    who: 'pending review',
    description: 'KYB filled and bank linked, application under review (about 2 weeks).',
  },
];

/**
 * Ready companies that each show a branch of a company flag (spec cards-transactions-team.md §3
 * "Balances", §7 search): the hidden total limit of CUSTOM_AMOUNT_SPENT, and the comdata flags, which
 * send the transaction search to card/comdata-transactions/search only when both are set. Seeded after
 * every other domain (`featureFlagCompaniesSeeder`), so the data above stays as it is.
 */
export const featureFlagCompanies: readonly DemoCompanyDefinition[] = [
  {
    key: 'summitRidge',
    company_name: 'Summit Ridge Consulting Ltd.',
    billing_address: '700 West Georgia Street, Vancouver, BC V7Y 1A1, Canada',
    ...ready,
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
    ...ready,
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
    ...ready,
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
    ...verified,
    kyb: true,
    who: 'CUSTOM_AMOUNT_SPENT (1 CompanyAdmin)',
    description: 'Summit Ridge Consulting Ltd., ready: the transactions summary hides the total limit.',
  },
  {
    email: 'float@harbourlight.example',
    name: 'Marco Bianchi',
    phone: '+1 (506) 555-0114',
    companies: ['harbourLight'],
    role: 1,
    external_user: false,
    ...verified,
    kyb: true,
    who: 'float_by_comdata (1 CompanyAdmin)',
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
    ...verified,
    kyb: true,
    who: 'onboarded_by_comdata (1 CompanyAdmin)',
    description:
      'Aurora Fleet Services Corp., ready, floated and onboarded by Comdata: transaction search goes to card/comdata-transactions/search.',
  },
];

/** The accounts a newcomer can sign in with (also listed in the README and on the demo login screen). */
export const demoAccounts: readonly DemoAccount[] = [...demoUsers, ...featureFlagUsers].map(
  ({ email, who, description }) => ({
    email,
    password: DEMO_PASSWORD,
    who,
    description,
  }),
);
