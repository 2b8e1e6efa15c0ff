import { z } from 'zod/mini';
import { PURPOSE_CODE_NOT_OFFERED, PURPOSE_CODE_REQUIRED } from './messages.js';
import { purposeCodeSchema } from './model.js';
import { purposeCodeOptions, purposeCodeRequired } from './purposeCodes.js';

// The review step's purpose-code rule as one verdict, for the step and the demo backend alike; apart from
// model.ts and purposeCodes.ts so that the entry the backend reads it from publishes no zod type.

/** What the purpose-code rule reads of a recipient: its bank's country, on the record or in the bank details. */
export interface PurposeCodeRecipient {
  recipient_bank_country_code?: string | null | undefined;
  bank_details?: { beneficiary_country?: string | null | undefined } | null | undefined;
}

/** The recipient's bank country: the record's, else the bank details'. */
export function bankCountryOf(recipient: PurposeCodeRecipient): string | null {
  return recipient.recipient_bank_country_code ?? recipient.bank_details?.beneficiary_country ?? null;
}

/**
 * A payment's purpose code as the review step judges it (§5): `missing` where one is required and none
 * is given, `not-offered` for a code the step does not offer for this buy currency and bank country (a
 * payment that needs none is offered none), `accepted` otherwise.
 */
export function purposeCodeVerdict(
  code: string,
  buyCurrency: string,
  bankCountry: string | null | undefined,
): 'accepted' | 'missing' | 'not-offered' {
  const required = purposeCodeRequired(buyCurrency, bankCountry);
  const options = required ? purposeCodeOptions(buyCurrency, bankCountry) : [];
  if (z.safeParse(purposeCodeSchema(required, options), { purpose_code: code }).success) return 'accepted';
  return code === '' ? 'missing' : 'not-offered';
}

/** What a refused purpose code says (the backend's answer), or null when the rule accepts it. */
export function purposeCodeProblem(
  code: string,
  buyCurrency: string,
  bankCountry: string | null | undefined,
): string | null {
  const verdict = purposeCodeVerdict(code, buyCurrency, bankCountry);
  if (verdict === 'missing') return PURPOSE_CODE_REQUIRED;
  return verdict === 'not-offered' ? PURPOSE_CODE_NOT_OFFERED : null;
}
