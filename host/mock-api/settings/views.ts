import type { ApiCompanySetting, ApiUserCompanySetting, CompanyRecord } from '../auth/model.js';
import type { ApiBankAccount, ApiMaskedBankAccount } from '../banking/model.js';
import { companyBankAccounts, maskedCompanyBankAccounts } from '../banking/views.js';
import type { DemoStore } from '../core/store.js';

function settingWith<Bank extends ApiBankAccount | ApiMaskedBankAccount>(
  store: DemoStore,
  company: CompanyRecord,
  banks: Bank[],
): ApiCompanySetting<Bank> {
  return {
    billing_address: company.billing_address,
    location: store
      .filter('locations', (entry) => entry.company_id === company.id)
      .map(({ id, name }) => ({ id, name })),
    department: store
      .filter('departments', (entry) => entry.company_id === company.id)
      .map(({ id, name }) => ({ id, name })),
    receipt_threshold: company.receipt_threshold,
    memo_threshold: company.memo_threshold,
    banks,
    connected_banks: banks.length,
    ...userCompanySettingView(company),
  };
}

/** The company setting as GET /auth/company/setting shows it to role 1: linked accounts in full. */
export function companySettingView(store: DemoStore, company: CompanyRecord): ApiCompanySetting {
  return settingWith(store, company, companyBankAccounts(store, company.id));
}

/**
 * The company setting as GET /auth/company/setting shows it to every other role (the Team page reads
 * its lists): each linked account without institution or transit number, its number cut to the last four.
 */
export function maskedCompanySettingView(
  store: DemoStore,
  company: CompanyRecord,
): ApiCompanySetting<ApiMaskedBankAccount> {
  return settingWith(store, company, maskedCompanyBankAccounts(store, company.id));
}

/** The user's `company_setting`: the beta features and the comdata flags, nothing else. */
export function userCompanySettingView(company: CompanyRecord): ApiUserCompanySetting {
  return {
    beta_features_enabled: company.beta_features_enabled,
    beta_features: [...company.beta_features],
    float_by_comdata: company.float_by_comdata,
    onboarded_by_comdata: company.onboarded_by_comdata,
  };
}
