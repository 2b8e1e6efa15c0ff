import type { StoredFile } from '../core/files.js';

/**
 * Rows of the bank-linking domain (access-settings-banking.md §2 "Bank Account Integration tab", §3
 * "Bank account", §7): the linked accounts, and what linking and statements need beside them.
 */

/**
 * How long a newly linked account stays unverified, in ms of the store's clock (`DemoStoreOptions.now`):
 * long enough to see "Account under verification", short enough to see it end. Tests move the clock.
 */
export const BANK_VERIFICATION_DELAY_MS = 20_000;

/** How long a link token (POST /bank/create-link-token) and a public token stay valid. */
export const BANK_TOKEN_LIFETIME_MS = 30 * 60 * 1000;

/** A linked bank account (spec §3 "Bank account"). */
export interface BankAccountRecord {
  id: number;
  company_id: number;
  nickname: string;
  default: boolean;
  verified: boolean;
  institute_name: string;
  institution_logo: string | null;
  account: string;
  institution: string;
  branch: string;
  /**
   * When a newly linked account counts as verified (epoch ms of the store's clock); null or absent:
   * only `verified` says (seeded accounts). See `bankAccountView`.
   */
  verifies_at?: number | null;
  /** How the account was linked; absent for seeded accounts. */
  linked_via?: 'automatic' | 'manual';
  /** The manual form's other fields (city, province, postal code, type, country, address), as sent. */
  manual_details?: Record<string, string>;
  /** The void cheque of a manual link (the bytes stay in memory, see core/files.ts). */
  void_cheque?: StoredFile;
}

/** A linked account as the API shows it (§3 "Bank account"). */
export interface ApiBankAccount {
  id: number;
  nickname: string;
  default: boolean;
  verified: boolean;
  institute_name: string;
  institution_logo: string | null;
  institution_details: { account: string; institution: string; branch: string };
}

/**
 * A linked account as a role other than 1 sees it (spec README ruling "What a role may read"): no
 * institution or transit number, and of the account number only its last four digits (`****4821`).
 */
export type ApiMaskedBankAccount = Omit<ApiBankAccount, 'institution_details'> & {
  institution_details: { account: string };
};

/** A link token handed to the account picker: the picker exchanges it for a public token. */
export interface BankLinkTokenRecord {
  id: number;
  /** `secretDigest(token)`: the token itself is handed out, never kept. */
  key_digest: string;
  company_id: number;
  /** Epoch ms. */
  expires_at: number;
  used: boolean;
}

/** A public token the picker returned: the institution chosen, exchanged for accounts and a link. */
export interface BankPublicTokenRecord {
  id: number;
  /** `secretDigest(token)`: the token itself is handed out, never kept. */
  key_digest: string;
  company_id: number;
  institute_id: string;
  /** Epoch ms. */
  expires_at: number;
}

/** An uploaded bank statement. */
export interface BankStatementRecord {
  id: number;
  company_id: number;
  file: StoredFile;
  /** ISO timestamp. */
  uploaded_at: string;
}

export interface BankingTables {
  bankAccounts: BankAccountRecord[];
  bankLinkTokens: BankLinkTokenRecord[];
  bankPublicTokens: BankPublicTokenRecord[];
  bankStatements: BankStatementRecord[];
}

export function emptyBankingTables(): BankingTables {
  return { bankAccounts: [], bankLinkTokens: [], bankPublicTokens: [], bankStatements: [] };
}

/** The backend's own texts of the bank calls (some are shown as they are: §8 "the server's error text"). */
export const bankingMessages = {
  unsupportedFile: 'Unsupported file format uploaded. Please upload a pdf, jpg, jpeg or png file.',
  statementMissing: 'Please upload a bank statement.',
  statementUploaded: 'bank statement uploaded',
  oneStatementOnly: 'Please upload one file at a time.',
  accountNotFound: 'This bank account was not found.',
  defaultNotDeletable: 'The primary account cannot be deleted. Make another account primary first.',
  accountDeleted: 'Account is deleted.',
  primarySet: 'Primary account is set',
  linkTokenInvalid: 'The link token is invalid or has expired. Please start again.',
  publicTokenInvalid: 'The bank connection has expired. Please start again.',
  unknownInstitution: 'This institution is not available.',
  unknownAccount: 'This account is not available at this institution.',
  alreadyLinked: 'This account is already linked.',
  invalidId: 'A valid integer is required.',
} as const;
