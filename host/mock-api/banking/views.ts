import type { ApiBankAccount, ApiMaskedBankAccount, BankAccountRecord } from './model.js';
import type { DemoStore } from '../core/store.js';

/**
 * A linked account as the API shows it to role 1 (§3 "Bank account"). A newly linked account counts as
 * verified once the store's clock passes its `verifies_at`, so tests move the clock instead of waiting.
 */
export function bankAccountView(store: DemoStore, bank: BankAccountRecord): ApiBankAccount {
  const verifiedByNow = bank.verifies_at !== undefined && bank.verifies_at !== null && store.now() >= bank.verifies_at;
  return {
    id: bank.id,
    nickname: bank.nickname,
    default: bank.default,
    verified: bank.verified || verifiedByNow,
    institute_name: bank.institute_name,
    institution_logo: bank.institution_logo,
    institution_details: { account: bank.account, institution: bank.institution, branch: bank.branch },
  };
}

/** The last four digits of an account number: all of it that leaves the bank calls' own answers. */
export function lastFourDigits(account: string): string {
  return account.slice(-4);
}

/** A linked account as every role but 1 sees it: no institution or transit number, `****` and the last four. */
export function maskedBankAccountView(store: DemoStore, bank: BankAccountRecord): ApiMaskedBankAccount {
  const { institution_details: details, ...account } = bankAccountView(store, bank);
  return { ...account, institution_details: { account: `****${lastFourDigits(details.account)}` } };
}

/** The company's linked accounts, as the company setting lists them to role 1. */
export function companyBankAccounts(store: DemoStore, companyId: number): ApiBankAccount[] {
  return store
    .filter('bankAccounts', (bank) => bank.company_id === companyId)
    .map((bank) => bankAccountView(store, bank));
}

/** The company's linked accounts, as the company setting lists them to the other roles. */
export function maskedCompanyBankAccounts(store: DemoStore, companyId: number): ApiMaskedBankAccount[] {
  return store
    .filter('bankAccounts', (bank) => bank.company_id === companyId)
    .map((bank) => maskedBankAccountView(store, bank));
}
