/**
 * Rows of the recipients domain (accounts-payments-recipients.md §3 "Recipient (beneficiary)"): a
 * company's saved recipients, as the provider and our database keep them together.
 */

export type RecipientEntityType = 'company' | 'individual';

/** A saved recipient of one company. */
export interface RecipientRecord {
  id: number;
  company_id: number;
  /** The company's or the person's name as the provider holds it. */
  name: string;
  nickname: string;
  currency: string;
  /** Where the recipient lives (`recipient_country_code`). */
  recipient_country_code: string;
  /** Where the recipient's bank is. */
  recipient_bank_country_code: string;
  beneficiary_type: RecipientEntityType;
  email: string;
  /** Always 'regular' (§9). */
  payment_type: 'regular';
  /**
   * IBAN or account number, routing codes as routing_code_type_N with routing_code_value_N, the bank's
   * name and country, and whatever else the provider asked for.
   */
  bank_details: Record<string, string>;
  /** Known to the payment provider: only these are listed and may be paid (§3). */
  provider_beneficiary: boolean;
  /** Epoch milliseconds. */
  created_at: number;
}

/** The tables this domain adds to `DemoTables`. */
export interface RecipientTables {
  recipients: RecipientRecord[];
}

export function emptyRecipientTables(): RecipientTables {
  return { recipients: [] };
}
