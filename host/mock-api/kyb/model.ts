import type { StoredFile } from '../core/files.js';

/**
 * Rows of business verification, dialog variant (kyb-onboarding.md §3.5, §7): one application per
 * company — the saved groups as the last save sent them, whether it is still a draft, and the two
 * documents uploaded as they were chosen.
 */
export interface KybApplicationRecord {
  id: number;
  company_id: number;
  /** The six groups as saved (`null` for a group not saved yet); JSON values only. */
  data: Record<string, unknown>;
  /** True while a draft (partial saves); false once submitted. */
  partial: boolean;
  financial_statement: StoredFile | null;
  void_cheque: StoredFile | null;
  /** ISO timestamp of the final submission. */
  submitted_at: string | null;
}

export interface KybTables {
  kybApplications: KybApplicationRecord[];
}

export function emptyKybTables(): KybTables {
  return { kybApplications: [] };
}

/** The backend's own texts of the KYB calls. */
export const kybMessages = {
  saved: 'KYB details saved',
  submitted: 'KYB details submitted',
  fileMissing: 'Please upload a file.',
  oneFileOnly: 'Please upload one file at a time.',
  notPartial: 'partialData must be true for a saved draft.',
  alreadySubmitted: 'The KYB application has already been submitted.',
  helpNotFound: 'No such asset.',
} as const;
