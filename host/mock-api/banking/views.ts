import type { ApiBankAccount, BankAccountRecord } from './model.js';
import type { DemoStore } from '../core/store.js';

/**
 * A linked account as the API shows it (§3 "Bank account"). A newly linked account counts as verified
 * once the store's clock passes its `verifies_at`, so tests move the clock instead of waiting.
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

/** The company's linked accounts, as the company setting lists them. */
export function companyBankAccounts(store: DemoStore, companyId: number): ApiBankAccount[] {
  return store
    .filter('bankAccounts', (bank) => bank.company_id === companyId)
    .map((bank) => bankAccountView(store, bank));
}
