import type { RecipientEntityType, RecipientRecord } from './model.js';
import { routingCodeType } from './requirements.js';
import type { DemoTables } from '../model.js';
import type { SeededRandom } from '../core/random.js';
import { SEED_EPOCH_MS, type DomainSeeder } from '../core/seeding.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface RecipientTemplate {
  name: string;
  nickname: string;
  currency: string;
  country: string;
  type: RecipientEntityType;
  bank: string;
  /** The account: an IBAN (fixed, a valid one) or an account number of this many digits. */
  account: { iban: string; bic: string } | { digits: number; bic?: string };
  /** Digits of the routing code (routing-code countries). */
  routingDigits?: number;
  /** A fixed routing code where the country's format is not all digits (IFSC). */
  routingCode?: string;
  provider: boolean;
}

/**
 * Every company's recipients: one per country the issue names (IN, AE, CN, MY, US, GB, CA, AU and an
 * IBAN country), an individual in India, and two the provider does not know, which the lists leave out.
 */
const TEMPLATES: readonly RecipientTemplate[] = [
  {
    name: 'Bharat Textiles Pvt Ltd',
    nickname: 'Bharat Textiles',
    currency: 'INR',
    country: 'IN',
    type: 'company',
    bank: 'HDFC Bank',
    account: { digits: 14 },
    routingCode: 'HDFC0001234',
    provider: true,
  },
  {
    name: 'Priya Raman',
    nickname: '',
    currency: 'INR',
    country: 'IN',
    type: 'individual',
    bank: 'State Bank of India',
    account: { digits: 11 },
    routingCode: 'SBIN0004521',
    provider: true,
  },
  {
    name: 'Gulf Freight Trading LLC',
    nickname: 'Gulf Freight',
    currency: 'AED',
    country: 'AE',
    type: 'company',
    bank: 'Emirates NBD',
    account: { iban: 'AE070331234567890123456', bic: 'EBILAEAD' },
    provider: true,
  },
  {
    name: 'Shenzhen Precision Parts Co., Ltd.',
    nickname: 'Shenzhen Precision',
    currency: 'CNY',
    country: 'CN',
    type: 'company',
    bank: 'Bank of China',
    account: { digits: 16 },
    routingDigits: 12,
    provider: true,
  },
  {
    name: 'Klang Valley Packaging Sdn Bhd',
    nickname: '',
    currency: 'MYR',
    country: 'MY',
    type: 'company',
    bank: 'Maybank',
    account: { digits: 12, bic: 'MBBEMYKL' },
    provider: true,
  },
  {
    name: 'Lakeshore Office Supply Inc.',
    nickname: 'Lakeshore',
    currency: 'USD',
    country: 'US',
    type: 'company',
    bank: 'JPMorgan Chase Bank',
    account: { digits: 10 },
    routingDigits: 9,
    provider: true,
  },
  {
    name: 'Thames Logistics Ltd',
    nickname: 'Thames Logistics',
    currency: 'GBP',
    country: 'GB',
    type: 'company',
    bank: 'Barclays Bank',
    account: { digits: 8 },
    routingDigits: 6,
    provider: true,
  },
  {
    name: 'Maple Timber Products Ltd.',
    nickname: '',
    currency: 'CAD',
    country: 'CA',
    type: 'company',
    bank: 'Royal Bank of Canada',
    account: { digits: 9 },
    routingDigits: 5,
    provider: true,
  },
  {
    name: 'Harbour Bridge Imports Pty Ltd',
    nickname: 'Harbour Bridge',
    currency: 'AUD',
    country: 'AU',
    type: 'company',
    bank: 'Commonwealth Bank of Australia',
    account: { digits: 8 },
    routingDigits: 6,
    provider: true,
  },
  {
    name: 'Rheinland Maschinenbau GmbH',
    nickname: 'Rheinland',
    currency: 'EUR',
    country: 'DE',
    type: 'company',
    bank: 'Commerzbank',
    account: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
    provider: true,
  },
  {
    name: 'Old Kent Road Traders',
    nickname: '',
    currency: 'GBP',
    country: 'GB',
    type: 'company',
    bank: 'Lloyds Bank',
    account: { digits: 8 },
    routingDigits: 6,
    provider: false,
  },
  {
    name: 'Jordan Blake',
    nickname: 'Jordan',
    currency: 'USD',
    country: 'US',
    type: 'individual',
    bank: 'Wells Fargo Bank',
    account: { digits: 10 },
    routingDigits: 9,
    provider: false,
  },
];

function digits(random: SeededRandom, count: number): string {
  let out = String(random.integer(1, 9));
  while (out.length < count) out += String(random.integer(0, 9));
  return out;
}

function bankDetailsOf(template: RecipientTemplate, random: SeededRandom): Record<string, string> {
  const details: Record<string, string> = { bank_name: template.bank, beneficiary_country: template.country };
  if ('iban' in template.account) {
    details.iban = template.account.iban;
    details.bic_swift = template.account.bic;
  } else {
    details.account_number = digits(random, template.account.digits);
    if (template.account.bic) details.bic_swift = template.account.bic;
  }
  const routingType = routingCodeType(template.country);
  const routing = template.routingCode ?? (template.routingDigits ? digits(random, template.routingDigits) : undefined);
  if (routingType && routing) {
    details.routing_code_type_1 = routingType;
    details.routing_code_value_1 = routing;
  }
  if (template.country === 'CA') details.institution_number = digits(random, 3);
  return details;
}

/** The recipients of one company, saved over the last months. */
export function companyRecipients(companyId: number, random: SeededRandom): Omit<RecipientRecord, 'id'>[] {
  return TEMPLATES.map((template, index) => ({
    company_id: companyId,
    name: template.name,
    nickname: template.nickname,
    currency: template.currency,
    recipient_country_code: template.country,
    recipient_bank_country_code: template.country,
    beneficiary_type: template.type,
    email: template.type === 'company' ? `payments@${template.name.toLowerCase().replace(/[^a-z]+/g, '')}.example` : '',
    payment_type: 'regular',
    bank_details: bankDetailsOf(template, random),
    provider_beneficiary: template.provider,
    created_at: SEED_EPOCH_MS - (TEMPLATES.length - index) * 9 * DAY_MS,
  }));
}

/** Recipients for every company. */
export const recipientsSeeder: DomainSeeder = {
  name: 'recipients',
  seed(tables: DemoTables, random) {
    for (const company of tables.companies) {
      for (const row of companyRecipients(company.id, random)) {
        tables.recipients.push({ ...row, id: tables.recipients.length + 1 });
      }
    }
  },
};
