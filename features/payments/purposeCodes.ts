import { z } from 'zod/mini';
import { PURPOSE_CODE_ROWS } from './purposeCodeData.js';

// Payment purpose codes (accounts-payments-recipients.md §3 "Purpose-code entry", §5 "Review step", §9).
// The table is data (purposeCodeData.ts, company payers, from ../shared/data); these are its rules.

export const purposeCodeEntrySchema = z.object({
  bank_account_country: z.string(),
  currency: z.string(),
  entity_type: z.literal('company'),
  purpose_code: z.string(),
  purpose_description: z.string(),
});
export type PurposeCodeEntry = z.output<typeof purposeCodeEntrySchema>;

let entries: readonly PurposeCodeEntry[] | undefined;

/** Every purpose-code entry of the table, checked once on first use. */
export function purposeCodeEntries(): readonly PurposeCodeEntry[] {
  entries ??= z.array(purposeCodeEntrySchema).parse(
    PURPOSE_CODE_ROWS.map(([country, currency, code, description]) => ({
      bank_account_country: country,
      currency,
      entity_type: 'company',
      purpose_code: code,
      purpose_description: description,
    })),
  );
  return entries;
}

/** Buy currencies that need a purpose code (§5, §9). */
export const PURPOSE_CODE_CURRENCIES = ['INR', 'CNY', 'MYR'] as const;
/** Recipient bank countries that need one (§5, §9). */
export const PURPOSE_CODE_COUNTRIES = ['AE'] as const;

const currenciesNeeding: ReadonlySet<string> = new Set(PURPOSE_CODE_CURRENCIES);
const countriesNeeding: ReadonlySet<string> = new Set(PURPOSE_CODE_COUNTRIES);

/** A purpose code is required when buying INR, CNY or MYR, or when the recipient's bank is in AE (§5). */
export function purposeCodeRequired(buyCurrency: string, bankCountry: string | null | undefined): boolean {
  return (
    currenciesNeeding.has(buyCurrency) ||
    (bankCountry !== null && bankCountry !== undefined && countriesNeeding.has(bankCountry))
  );
}

const byDescription = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/**
 * The purpose codes offered: entries of the buy currency or of the recipient's bank country, sorted by
 * description (§5).
 */
export function purposeCodeOptions(
  buyCurrency: string,
  bankCountry: string | null | undefined,
  table: readonly PurposeCodeEntry[] = purposeCodeEntries(),
): PurposeCodeEntry[] {
  return table
    .filter((entry) => entry.currency === buyCurrency || entry.bank_account_country === bankCountry)
    .sort((a, b) => byDescription.compare(a.purpose_description, b.purpose_description));
}
