import type { ApiCompanySetting, CompanyRecord } from '../auth/model.js';
import { companyBankAccounts } from '../banking/views.js';
import type { DemoStore } from '../core/store.js';

/** The company setting as GET /auth/company/setting and the user's `company_setting` show it. */
export function companySettingView(store: DemoStore, company: CompanyRecord): ApiCompanySetting {
  const banks = companyBankAccounts(store, company.id);
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
    beta_features_enabled: company.beta_features_enabled,
    beta_features: [...company.beta_features],
    float_by_comdata: company.float_by_comdata,
    onboarded_by_comdata: company.onboarded_by_comdata,
  };
}
