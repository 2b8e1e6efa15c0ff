import type { RecipientRecord } from './model.js';

/** A recipient as GET /account/beneficiary lists it (§3 "Recipient (beneficiary)"). */
export function recipientView(row: RecipientRecord) {
  return {
    id: row.id,
    name: row.name,
    nickname: row.nickname,
    currency: row.currency,
    email: row.email,
    beneficiary_type: row.beneficiary_type,
    bank_details: { ...row.bank_details },
    payment_type: row.payment_type,
    recipient_country_code: row.recipient_country_code,
    recipient_bank_country_code: row.recipient_bank_country_code,
    provider_beneficiary: row.provider_beneficiary,
    created_at: new Date(row.created_at).toISOString(),
  };
}
