import type { ActivityItem } from 'spend-ui/features/rules';
import type { CompanyRecord } from '../auth/model.js';
import type { DemoStore } from '../core/store.js';
import { centralDay, transactionInstant } from '../transactions/views.js';
import type { AccountActivityRecord, AccountBalanceRecord } from './model.js';

const currencyNames = new Intl.DisplayNames(['en-US'], { type: 'currency' });

function currencySymbol(code: string): string {
  const part = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
    .formatToParts(0)
    .find((candidate) => candidate.type === 'currency');
  return part?.value ?? code;
}

/** A balance as GET /account/balances lists it (§3 "Balance (list)"). */
export function balanceView(row: AccountBalanceRecord) {
  return {
    currency_code: row.currency_code,
    code: row.currency_code,
    currency: currencyNames.of(row.currency_code) ?? row.currency_code,
    amount: row.amount,
    symbol: currencySymbol(row.currency_code),
  };
}

/** The company's balances, USD first, then by code. */
export function companyBalances(store: DemoStore, companyId: number): AccountBalanceRecord[] {
  return store
    .filter('accountBalances', (row) => row.company_id === companyId)
    .sort(
      (a, b) =>
        Number(b.currency_code === 'USD') - Number(a.currency_code === 'USD') ||
        a.currency_code.localeCompare(b.currency_code),
    );
}

export function companyBalance(
  store: DemoStore,
  companyId: number,
  currency: string,
): AccountBalanceRecord | undefined {
  return store.find('accountBalances', (row) => row.company_id === companyId && row.currency_code === currency);
}

/** An activity item as GET /account/transferred-and-received-funds lists it (§3; a conversion is ours). */
export function activityView(row: AccountActivityRecord, nowMs: number): ActivityItem {
  const created_at = new Date(transactionInstant(row, centralDay(nowMs))).toISOString();
  if (row.model_name === 'inbound') {
    return {
      id: row.id,
      created_at,
      status: row.status,
      amount: row.amount,
      currency: row.currency,
      model_name: 'inbound',
    };
  }
  if (row.model_name === 'conversion') {
    return {
      id: row.id,
      created_at,
      status: row.status,
      model_name: 'conversion',
      sell_currency: row.account_currency,
      sell_amount: row.amount_converted ?? 0,
      buy_currency: row.currency,
      buy_amount: row.amount,
      conversion_rate: row.conversion_rate,
      cc_short_reference: row.short_reference,
    };
  }
  return {
    id: row.id,
    created_at,
    status: row.status,
    model_name: 'payment',
    amount_received: row.status === 'completed' ? row.amount : null,
    sell_currency: row.account_currency,
    activity_log: { description: row.description },
    cc_short_reference: row.short_reference,
    related_entity_short_reference: row.short_reference ? `P-${row.short_reference}` : null,
    fees: row.fees,
    amount_converted: row.amount_converted,
    conversion_rate: row.conversion_rate,
    amount: row.amount,
    currency: row.currency,
    description: row.description,
    payment_reference: row.payment_reference,
    beneficiary: row.beneficiary_name ? { name: row.beneficiary_name, email: row.beneficiary_email } : null,
  };
}

/** Digits drawn from the company and a label, so each company has its own, always the same. */
function digits(companyId: number, label: string, length: number): string {
  let value = companyId * 7919;
  for (const char of label) value = (value * 31 + char.charCodeAt(0)) % 1_000_000_007;
  let out = '';
  while (out.length < length) {
    value = (value * 48271) % 2_147_483_647;
    out += String(value % 10);
  }
  return out;
}

/**
 * The bank accounts that receive money into a currency account (§3 "Funding account detail"): USD has
 * local ACH and wire details plus a SWIFT entry (which the screen hides, §5); EUR an IBAN, GBP a sort
 * code, the others a SWIFT account.
 */
export function fundingAccountsView(company: CompanyRecord, currency: string) {
  const holder = company.company_name;
  const common = { account_holder_name: holder, currency };
  switch (currency) {
    case 'USD':
      return [
        {
          ...common,
          payment_type: 'regular',
          routing_code_type: 'aba',
          routing_code: '026073150',
          account_number_type: 'account_number',
          account_number: digits(company.id, 'usd-ach', 10),
          bank_name: 'Community Federal Savings Bank',
          bank_address: '5 Penn Plaza, 14th Floor, New York, NY 10001',
          bank_country: 'US',
        },
        {
          ...common,
          payment_type: 'priority',
          routing_code_type: 'aba',
          routing_code: '026073008',
          account_number_type: 'account_number',
          account_number: digits(company.id, 'usd-wire', 10),
          bank_name: 'Community Federal Savings Bank',
          bank_address: '5 Penn Plaza, 14th Floor, New York, NY 10001',
          bank_country: 'US',
        },
        {
          ...common,
          payment_type: 'priority',
          routing_code_type: 'bic_swift',
          routing_code: 'CMFGUS33',
          account_number_type: 'account_number',
          account_number: digits(company.id, 'usd-swift', 10),
          bank_name: 'Community Federal Savings Bank',
          bank_address: '5 Penn Plaza, 14th Floor, New York, NY 10001',
          bank_country: 'US',
        },
      ];
    case 'EUR':
      return [
        {
          ...common,
          payment_type: 'regular',
          routing_code_type: 'bic_swift',
          routing_code: 'TCCLGB3L',
          account_number_type: 'iban',
          account_number: `GB${digits(company.id, 'eur-check', 2)}TCCL${digits(company.id, 'eur', 14)}`,
          bank_name: 'The Currency Cloud Limited',
          bank_address: '12 Steward Street, The Steward Building, London, E1 6FQ, GB',
          bank_country: 'GB',
        },
      ];
    case 'GBP':
      return [
        {
          ...common,
          payment_type: 'regular',
          routing_code_type: 'sort_code',
          routing_code: '040075',
          account_number_type: 'account_number',
          account_number: digits(company.id, 'gbp', 8),
          bank_name: 'The Currency Cloud Limited',
          bank_address: '12 Steward Street, The Steward Building, London, E1 6FQ, GB',
          bank_country: 'GB',
        },
      ];
    default:
      return [
        {
          ...common,
          payment_type: 'priority',
          routing_code_type: 'bic_swift',
          routing_code: 'TCCLGB3L',
          account_number_type: 'iban',
          account_number: `GB${digits(company.id, `${currency}-check`, 2)}TCCL${digits(company.id, currency, 14)}`,
          bank_name: 'The Currency Cloud Limited',
          bank_address: '12 Steward Street, The Steward Building, London, E1 6FQ, GB',
          bank_country: 'GB',
        },
      ];
  }
}
