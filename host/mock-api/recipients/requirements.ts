import {
  BANK_NUMBER_DIGITS,
  EMAIL_PATTERN,
  RECIPIENT_TEXT_LIMITS,
  type DescribedRequirements,
  type FieldDescription,
} from 'spend-ui/features/rules';
import type { RecipientEntityType } from './model.js';

/*
 * What the payment provider needs to pay a recipient, per bank country, currency and entity type: the
 * answer of POST /utility/get-beneficiary-requirements (accounts-payments-recipients.md §7) and the rules
 * POST /account/beneficiary checks the recipient against. IBAN countries ask an IBAN and a BIC;
 * routing-code countries an account number and their national routing code; the rest an account number
 * and a BIC. Some pairs take companies only (the answer's `fixed` flag).
 */

/** One field's rule, as the answer carries it: the client's wire type (features/recipients). */
export type FieldRequirement = FieldDescription;
/** The requirements answer: the client's wire type, every group by field name. */
export type RequirementsAnswer = DescribedRequirements;

/** A Canadian bank number's pattern, from the digits the client's bank forms ask. */
function canadianDigits(field: keyof typeof BANK_NUMBER_DIGITS): string {
  const { min, max } = BANK_NUMBER_DIGITS[field];
  return min === max ? `^\\d{${min}}$` : `^\\d{${min},${max}}$`;
}

/** IBAN lengths of the IBAN countries the demo pays (ISO 13616). */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AE: 23,
  AT: 20,
  BE: 16,
  CH: 21,
  DE: 22,
  DK: 18,
  ES: 24,
  FI: 18,
  FR: 27,
  IE: 22,
  IT: 27,
  LU: 20,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  SA: 24,
  SE: 24,
};

/** The national routing code of a routing-code country: its provider type and its rule. */
const ROUTING_CODES: Readonly<Record<string, { type: string; pattern: string; account: string }>> = {
  US: { type: 'aba', pattern: '^\\d{9}$', account: '^\\d{4,17}$' },
  GB: { type: 'sort_code', pattern: '^\\d{6}$', account: '^\\d{8}$' },
  AU: { type: 'bsb_code', pattern: '^\\d{6}$', account: '^\\d{6,10}$' },
  CN: { type: 'cnaps', pattern: '^\\d{12}$', account: '^\\d{8,20}$' },
  IN: { type: 'ifsc', pattern: '^[A-Z]{4}0[A-Z0-9]{6}$', account: '^\\d{9,18}$' },
  BR: { type: 'branch_code', pattern: '^\\d{4}$', account: '^\\d{5,12}$' },
  HK: { type: 'bank_code', pattern: '^\\d{3}$', account: '^\\d{6,12}$' },
  SG: { type: 'bank_code', pattern: '^\\d{4}$', account: '^\\d{6,12}$' },
  CA: {
    type: 'transit_code',
    pattern: canadianDigits('branchTransitNumber'),
    account: canadianDigits('accountNumber'),
  },
};

/** Bank country and currency pairs the provider pays to companies only. */
const COMPANY_ONLY: ReadonlySet<string> = new Set(['AE/AED', 'CN/CNY']);

const BIC: FieldRequirement = { label: 'BIC/SWIFT code', pattern: '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$' };

/** Whether the pair takes companies only. */
export function companyOnly(country: string, currency: string): boolean {
  return COMPANY_ONLY.has(`${country}/${currency}`);
}

/** The routing code type a bank country's routing_code_value_1 carries, if it has one. */
export function routingCodeType(country: string): string | undefined {
  return ROUTING_CODES[country]?.type;
}

function bankRequirements(country: string): Record<string, FieldRequirement> {
  const ibanLength = IBAN_LENGTHS[country];
  if (ibanLength !== undefined) {
    return {
      iban: {
        pattern: `^${country}\\d{2}[A-Z0-9]{${ibanLength - 4}}$`,
        min_length: ibanLength,
        max_length: ibanLength,
      },
      bic_swift: BIC,
    };
  }
  const routing = ROUTING_CODES[country];
  if (routing) {
    const fields: Record<string, FieldRequirement> = {
      account_number: { pattern: routing.account },
      routing_code_value_1: { pattern: routing.pattern },
    };
    if (country === 'US')
      fields.account_type = { label: 'Account type', type: 'select', values: ['checking', 'savings'] };
    if (country === 'CA')
      fields.institution_number = { label: 'Institution number', pattern: canadianDigits('instituteNumber') };
    return fields;
  }
  return { account_number: { pattern: '^[A-Z0-9]{6,34}$' }, bic_swift: BIC };
}

function recipientRequirements(country: string, entity: RecipientEntityType): Record<string, FieldRequirement> {
  // The client's e-mail rule (the sign-up form's), as a pattern the requirements answer can carry.
  const email: FieldRequirement = { label: 'Email', required: false, pattern: EMAIL_PATTERN.source };
  if (entity === 'company') {
    return {
      beneficiary_company_name: { label: 'Company name', min_length: 2, max_length: 100 },
      beneficiary_email: email,
    };
  }
  const person: Record<string, FieldRequirement> = {
    beneficiary_first_name: { label: 'First name', max_length: 50 },
    beneficiary_last_name: { label: 'Last name', max_length: 50 },
    beneficiary_date_of_birth: { label: 'Date of birth', type: 'date' },
    beneficiary_address: { label: 'Address', max_length: 100 },
    beneficiary_city: { label: 'City', max_length: 50 },
    beneficiary_postcode: { label: 'Postal code', max_length: 12 },
    beneficiary_email: email,
  };
  if (country === 'IN') {
    person.beneficiary_identification_type = {
      label: 'Identification type',
      type: 'select',
      values: ['passport', 'national_id', 'tax_id'],
    };
    person.beneficiary_identification_value = { label: 'Identification number', min_length: 5, max_length: 20 };
  }
  return person;
}

/**
 * The provider's requirements for a bank country, currency and entity type. A company-only pair answers
 * the company's requirements whatever type was asked, with `fixed` set.
 */
export function beneficiaryRequirements(
  country: string,
  currency: string,
  entity: RecipientEntityType,
): RequirementsAnswer {
  const fixed = companyOnly(country, currency);
  return {
    requirements: recipientRequirements(country, fixed ? 'company' : entity),
    bank_details: bankRequirements(country),
    fixed,
  };
}

/** The business address fields every company recipient sends beside the provider's (§3). */
export const COMPANY_ADDRESS_FIELDS = ['business_address1', 'business_city', 'business_postal_code'] as const;

/** One provider error: the field, its code and its message (the provider's `error_messages` shape). */
export interface ProviderProblem {
  field: string;
  code: string;
  message: string;
}

function valueText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** What the provider refuses in a recipient's data, field by field (empty: accepted). */
export function recipientProblems(
  answer: RequirementsAnswer,
  entity: RecipientEntityType,
  data: Record<string, unknown>,
) {
  const problems: ProviderProblem[] = [];
  const rules: [string, FieldRequirement][] = [
    ...Object.entries(answer.requirements),
    ...Object.entries(answer.bank_details),
    ...(entity === 'company'
      ? COMPANY_ADDRESS_FIELDS.map((name): [string, FieldRequirement] => [
          name,
          { max_length: RECIPIENT_TEXT_LIMITS[name] },
        ])
      : []),
  ];
  for (const [field, rule] of rules) {
    const value = valueText(data[field]);
    if (value === '') {
      if (rule.required !== false)
        problems.push({ field, code: `${field}_is_required`, message: `${field} is required` });
      continue;
    }
    const wrongLength =
      (rule.min_length !== undefined && value.length < rule.min_length) ||
      (rule.max_length !== undefined && value.length > rule.max_length);
    const wrongValue =
      rule.values !== undefined &&
      !rule.values.some((allowed) => (typeof allowed === 'string' ? allowed : allowed.value) === value);
    const wrongPattern = rule.pattern !== undefined && !new RegExp(rule.pattern).test(value);
    if (wrongLength || wrongValue || wrongPattern) {
      problems.push({
        field,
        code: `${field}_is_in_invalid_format`,
        message: `${field} is not in a valid format`,
      });
    }
  }
  return problems;
}
