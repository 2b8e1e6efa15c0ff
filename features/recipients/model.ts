import {
  BANK_CODE,
  BRANCH_CODE,
  BSB_CODE,
  CNAPS,
  IFSC_CODE,
  ROUTING_CODE,
  ROUTING_NUMBER,
  SORT_CODE,
  TRANSIT_CODE,
} from './messages.js';

// Saved recipients (beneficiaries) (accounts-payments-recipients.md §3 "Recipient", §5 "Routing label",
// §9 "Recipient payment type").

/** The payment type a recipient is saved with (§9). */
export const RECIPIENT_PAYMENT_TYPE = 'regular';
/** The add-recipient error snackbar stays 10 s (§8, §9). */
export const RECIPIENT_ERROR_TOAST_MS = 10_000;

/**
 * A recipient's bank details: the IBAN or account number, routing codes as routing_code_type_N with
 * routing_code_value_N, and the country; other keys the provider adds are kept.
 */
export interface BankDetails {
  iban?: string | null | undefined;
  account_number?: string | null | undefined;
  beneficiary_country?: string | null | undefined;
  [key: string]: unknown;
}

/** A saved recipient (beneficiary) (§3). */
export interface Recipient {
  id: number | string;
  name: string;
  nickname?: string | null | undefined;
  currency: string;
  bank_details?: BankDetails | null | undefined;
  payment_type?: string | null | undefined;
  recipient_country_code?: string | null | undefined;
  recipient_bank_country_code?: string | null | undefined;
  /** The provider-beneficiary flag: only flagged recipients are listed (§3). */
  provider_beneficiary?: boolean | null | undefined;
}

/** GET /account/beneficiary's results. */
export interface RecipientList {
  beneficiaries: Recipient[];
}

/** The recipients the page and the pay-now step list: only provider-flagged ones (§3). */
export function listedRecipients(recipients: readonly Recipient[]): Recipient[] {
  return recipients.filter((recipient) => recipient.provider_beneficiary === true);
}

/** A recipient's title: the nickname, else the name (§2). */
export function recipientTitle(recipient: Pick<Recipient, 'name' | 'nickname'>): string {
  return recipient.nickname?.trim() || recipient.name;
}

/** The account shown in a panel's header: the account number, else the IBAN (§2). */
export function recipientAccount(recipient: Pick<Recipient, 'bank_details'>): string {
  const details = recipient.bank_details;
  return details?.account_number?.trim() || details?.iban?.trim() || '';
}

/** The routing codes of bank details, in their N order: `routing_code_type_N` with `routing_code_value_N`. */
export function routingEntries(details: BankDetails | null | undefined): { type: string; value: string }[] {
  if (!details) return [];
  const entries: { index: number; type: string; value: string }[] = [];
  for (const [key, value] of Object.entries(details)) {
    const match = /^routing_code_value_(\d+)$/.exec(key);
    if (!match || typeof value !== 'string' || value.trim() === '') continue;
    const type = details[`routing_code_type_${match[1]}`];
    entries.push({ index: Number(match[1]), type: typeof type === 'string' ? type : '', value });
  }
  return entries.sort((a, b) => a.index - b.index).map(({ type, value }) => ({ type, value }));
}

const ROUTING_LABELS: Readonly<Record<string, string>> = {
  US: ROUTING_NUMBER,
  GB: SORT_CODE,
  AU: BSB_CODE,
  CN: CNAPS,
  IN: IFSC_CODE,
  BR: BRANCH_CODE,
  HK: BANK_CODE,
  SG: BANK_CODE,
  CA: TRANSIT_CODE,
};

/** The routing code's label for a bank country (§5); Routing Code elsewhere. */
export function routingLabel(bankCountry: string | null | undefined): string {
  return (bankCountry && ROUTING_LABELS[bankCountry.toUpperCase()]) || ROUTING_CODE;
}
