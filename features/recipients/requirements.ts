import { fromApiDate } from '../format/apiDates.js';
import { FIELD_REQUIRED } from '../auth/messages.js';
import { TEXT_LIMITS, textTooLong } from '../forms/textLimits.js';
import type { OneTimeCode } from '../otp/model.js';
import {
  ACCOUNT_NUMBER_LABEL,
  BUSINESS_ADDRESS_LABEL,
  BUSINESS_CITY_LABEL,
  BUSINESS_POSTAL_CODE_LABEL,
  FIELD_FORMAT_INVALID,
  FILL_ALL_DETAILS,
  IBAN_LABEL,
  NICKNAME_LABEL,
} from './messages.js';
import { RECIPIENT_PAYMENT_TYPE, routingLabel } from './model.js';
import { fieldRuleSchema } from './schemas.js';

// The add-recipient form built from the server's requirements (accounts-payments-recipients.md §3
// "Recipient form fields", §4 "Add-recipient wizard", §5 "Recipient creation", §7). Step 0 asks country,
// currency and type; POST /utility/get-beneficiary-requirements answers which further fields the provider
// needs; `recipientFormFields` turns that answer into field definitions (label, kind, options, rule) and
// `recipientFormSchema` (recipientForm.ts) into the form's rules. Screens render the definitions and never
// read the answer, so another provider's answer needs only another reader here.

export const RECIPIENT_ENTITY_TYPES = ['company', 'individual'] as const;
export type RecipientEntityType = (typeof RECIPIENT_ENTITY_TYPES)[number];

/** Step 0's three choices; `''` while not chosen. */
export interface RecipientBasics {
  country: string;
  currency: string;
  entity_type: RecipientEntityType | '';
}

export const emptyRecipientBasics: RecipientBasics = { country: '', currency: '', entity_type: '' };

/** Country, currency and type are all required: 'You must fill all the details' (§5). */
export function recipientBasicsProblem(basics: RecipientBasics): string | undefined {
  return basics.country && basics.currency && basics.entity_type ? undefined : FILL_ALL_DETAILS;
}

/** The requirements call's body (§7): the entity type as the provider names it. */
export function requirementsRequest(basics: RecipientBasics & { entity_type: RecipientEntityType }) {
  return {
    currency: basics.currency,
    country: basics.country,
    beneficiary_entity_type: basics.entity_type === 'company' ? 'business' : 'personal',
  } as const;
}

// --- The requirements answer, checked at the seam -------------------------------------------------

/** One field's rule as the server sends it: a bare pattern, or a description. */
export type FieldRule =
  | string
  | {
      label?: string;
      type?: 'text' | 'select' | 'date';
      required?: boolean;
      pattern?: string;
      min_length?: number;
      max_length?: number;
      values?: (string | { value: string; label: string })[];
    };
/** One field's rule described (not a bare pattern): what a provider's answer lists by field name. */
export type FieldDescription = Exclude<FieldRule, string>;

/** A group of fields: by name (`{name: rule}`), or as a list of rules carrying their name. */
export type FieldGroup = Record<string, FieldRule> | { [key: string]: unknown; name: string }[];

/** `results` of POST /utility/get-beneficiary-requirements; checked by schemas.ts. */
export interface RequirementsAnswer {
  requirements: FieldGroup;
  bank_details: FieldGroup;
  /**
   * The server's fixed flag: the entity type cannot be chosen for this bank country and currency — the
   * Individual option is not available (§5).
   */
  fixed?: boolean;
}

/**
 * The requirements answer as the demo backend writes it (the wire type it shares with this reader): every
 * group by field name, each rule described, and the fixed flag always sent.
 */
export interface DescribedRequirements extends RequirementsAnswer {
  requirements: Record<string, FieldDescription>;
  bank_details: Record<string, FieldDescription>;
  fixed: boolean;
}

/** Whether the Individual option may be chosen after this answer (§5). */
export function individualAvailable(answer: Pick<RequirementsAnswer, 'fixed'>): boolean {
  return answer.fixed !== true;
}

// --- Field definitions ---------------------------------------------------------------------------

/** Where a field's value goes in the create call. */
export type RecipientFieldGroup = 'recipient' | 'bank' | 'business' | 'nickname';

export interface RecipientFieldDefinition {
  /** The key sent, as the server named it. */
  name: string;
  group: RecipientFieldGroup;
  label: string;
  kind: 'text' | 'select' | 'date';
  required: boolean;
  /** A select's choices, the server's values. */
  options?: { value: string; label: string }[];
  /** The server's pattern (its source), checked where it compiles. */
  pattern?: string;
  minLength?: number;
  maxLength?: number;
}

/** The longest text of the fields the form adds itself, from the limits table; the demo backend refuses the same. */
export const RECIPIENT_TEXT_LIMITS = {
  business_address1: TEXT_LIMITS.addressLine,
  business_city: TEXT_LIMITS.place,
  business_postal_code: TEXT_LIMITS.postalCode,
  nickname: TEXT_LIMITS.title,
} as const;

/** The company type's address fields (§3); a server that lists them itself keeps its own rules. */
const BUSINESS_FIELDS: readonly RecipientFieldDefinition[] = [
  {
    name: 'business_address1',
    group: 'business',
    label: BUSINESS_ADDRESS_LABEL,
    kind: 'text',
    required: true,
    maxLength: RECIPIENT_TEXT_LIMITS.business_address1,
  },
  {
    name: 'business_city',
    group: 'business',
    label: BUSINESS_CITY_LABEL,
    kind: 'text',
    required: true,
    maxLength: RECIPIENT_TEXT_LIMITS.business_city,
  },
  {
    name: 'business_postal_code',
    group: 'business',
    label: BUSINESS_POSTAL_CODE_LABEL,
    kind: 'text',
    required: true,
    maxLength: RECIPIENT_TEXT_LIMITS.business_postal_code,
  },
];
const NICKNAME_FIELD: RecipientFieldDefinition = {
  name: 'nickname',
  group: 'nickname',
  label: NICKNAME_LABEL,
  kind: 'text',
  required: true,
  maxLength: RECIPIENT_TEXT_LIMITS.nickname,
};

const ACRONYMS = new Set(['iban', 'bic', 'swift', 'aba', 'bsb', 'ifsc', 'cnaps', 'clabe', 'id']);

/** A field's name in words: `beneficiary_first_name` → "Beneficiary first name", `bic_swift` → "BIC SWIFT". */
export function fieldNameLabel(name: string): string {
  const words = name
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const isRoutingField = (name: string) => /^routing_code(_value_\d+)?$/.test(name);

function labelOf(name: string, bankCountry: string): string {
  if (isRoutingField(name)) return routingLabel(bankCountry);
  if (name === 'iban') return IBAN_LABEL;
  if (name === 'account_number' || name === 'acct_number') return ACCOUNT_NUMBER_LABEL;
  return fieldNameLabel(name);
}

function definitionOf(name: string, rule: FieldRule, group: RecipientFieldGroup, bankCountry: string) {
  if (typeof rule === 'string') {
    return { name, group, label: labelOf(name, bankCountry), kind: 'text', required: true, pattern: rule } as const;
  }
  // A bare lower-case value is a code ("national_id"): people read it as words ("National ID"); others
  // ("GB") are shown as sent.
  const options = rule.values?.map((value) =>
    typeof value === 'string'
      ? { value, label: /^[a-z]+(_[a-z]+)*$/.test(value) ? fieldNameLabel(value) : value }
      : value,
  );
  // A select needs the server's values: a field with values is a select unless typed otherwise, and a
  // "select" without any is typed.
  const hasOptions = options !== undefined && options.length > 0;
  const declared = rule.type ?? (hasOptions ? 'select' : 'text');
  const kind = declared === 'select' && !hasOptions ? 'text' : declared;
  const definition: RecipientFieldDefinition = {
    name,
    group,
    // The routing label follows the bank country whatever the server calls the code (§5).
    // A blank label from the server is no label: the field is named from its key.
    label: isRoutingField(name) ? routingLabel(bankCountry) : rule.label?.trim() || labelOf(name, bankCountry),
    kind,
    required: rule.required ?? true,
  };
  if (hasOptions && kind === 'select') definition.options = options;
  if (rule.pattern !== undefined) definition.pattern = rule.pattern;
  if (rule.min_length !== undefined) definition.minLength = rule.min_length;
  if (rule.max_length !== undefined) definition.maxLength = rule.max_length;
  return definition;
}

function groupEntries(group: RequirementsAnswer['requirements']): [string, FieldRule][] {
  if (!Array.isArray(group)) return Object.entries(group);
  return group.flatMap((entry): [string, FieldRule][] => {
    const parsed = fieldRuleSchema.safeParse(entry);
    return parsed.success ? [[entry.name, parsed.data]] : [];
  });
}

/**
 * The form's fields after step 0, in order: the recipient's fields, the bank's, the company address
 * (company type), then nickname. A name appears once, first wins.
 */
export function recipientFormFields(
  answer: RequirementsAnswer,
  basics: { country: string; entity_type: RecipientEntityType },
): RecipientFieldDefinition[] {
  const fields: RecipientFieldDefinition[] = [
    ...groupEntries(answer.requirements).map(([name, rule]) => definitionOf(name, rule, 'recipient', basics.country)),
    ...groupEntries(answer.bank_details).map(([name, rule]) => definitionOf(name, rule, 'bank', basics.country)),
    ...(basics.entity_type === 'company' ? BUSINESS_FIELDS : []),
    NICKNAME_FIELD,
  ];
  const seen = new Set<string>();
  return fields.filter((field) => !seen.has(field.name) && Boolean(seen.add(field.name)));
}

const patterns = new Map<string, RegExp | null>();

/** The server's pattern as a RegExp; `null` for one JavaScript cannot compile (then it is not checked). */
function compiledPattern(source: string): RegExp | null {
  if (!patterns.has(source)) {
    let compiled: RegExp | null;
    try {
      compiled = new RegExp(source);
    } catch {
      compiled = null;
    }
    patterns.set(source, compiled);
  }
  return patterns.get(source) ?? null;
}

/** What is wrong with a field's value, or `undefined` (§5: empty required fields are flagged). */
export function recipientFieldProblem(field: RecipientFieldDefinition, value: string): string | undefined {
  const text = value.trim();
  if (text === '') return field.required ? FIELD_REQUIRED : undefined;
  if (field.kind === 'select' && field.options && !field.options.some((option) => option.value === text)) {
    return FIELD_REQUIRED;
  }
  if (field.kind === 'date' && !fromApiDate(text)) return FIELD_FORMAT_INVALID;
  if (field.minLength !== undefined && text.length < field.minLength) return FIELD_FORMAT_INVALID;
  if (field.maxLength !== undefined && text.length > field.maxLength) return textTooLong(field.maxLength);
  const pattern = field.pattern === undefined ? null : compiledPattern(field.pattern);
  if (pattern && !pattern.test(text)) return FIELD_FORMAT_INVALID;
  return undefined;
}

/** The form's values: one text per field, dates as YYYY-MM-DD. */
export type RecipientFieldValues = Record<string, string>;

export function emptyRecipientValues(fields: readonly RecipientFieldDefinition[]): RecipientFieldValues {
  return Object.fromEntries(fields.map((field) => [field.name, '']));
}

// --- The create call (§7) ------------------------------------------------------------------------

/** "Postal codes are turned into integers" (§5); one with letters (GB, CA) is sent as typed. */
export function postalCodeValue(value: string): number | string {
  const text = value.trim();
  return /^\d+$/.test(text) ? Number.parseInt(text, 10) : text;
}

type SentValues = Record<string, string | number>;

function valuesOf(
  fields: readonly RecipientFieldDefinition[],
  values: RecipientFieldValues,
  groups: readonly RecipientFieldGroup[],
): SentValues {
  const sent: SentValues = {};
  for (const field of fields) {
    if (!groups.includes(field.group)) continue;
    const text = (values[field.name] ?? '').trim();
    if (text === '') continue;
    sent[field.name] = field.name.endsWith('postal_code') ? postalCodeValue(text) : text;
  }
  return sent;
}

export interface AddRecipientPayload {
  otp: OneTimeCode;
  /** The recipient as the provider receives it. */
  rf: SentValues;
  db: {
    nickname: string;
    recipient_country_code: string;
    currency: string;
    beneficiary_type: RecipientEntityType;
    payment_type: typeof RECIPIENT_PAYMENT_TYPE;
    email: string;
    bank_details: SentValues;
  };
}

/** POST /account/beneficiary from step 0's choices and a valid form (§7). */
export function addRecipientPayload(
  basics: RecipientBasics & { entity_type: RecipientEntityType },
  fields: readonly RecipientFieldDefinition[],
  values: RecipientFieldValues,
  otp: OneTimeCode,
): AddRecipientPayload {
  const recipient = valuesOf(fields, values, ['recipient', 'business']);
  const bank = valuesOf(fields, values, ['bank']);
  const text = (name: string) => (values[name] ?? '').trim();
  return {
    otp,
    rf: { ...requirementsRequest(basics), ...recipient, ...bank },
    db: {
      nickname: text('nickname'),
      recipient_country_code: text('beneficiary_country') || basics.country,
      currency: basics.currency,
      beneficiary_type: basics.entity_type,
      payment_type: RECIPIENT_PAYMENT_TYPE,
      email: text('beneficiary_email') || text('email'),
      bank_details: { ...bank, beneficiary_country: basics.country },
    },
  };
}
