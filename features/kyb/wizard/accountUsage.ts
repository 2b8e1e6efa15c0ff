import { z } from 'zod/mini';
import {
  AT_LEAST_ONE_PAYMENT,
  COLLECT_PURPOSES,
  COLLECT_SOURCES,
  KYB_FIELD_REQUIRED,
  NOT_NEGATIVE,
  PAY_OUT_PURPOSES,
  PAY_OUT_SOURCES,
  WHOLE_NUMBER,
} from '../messages.js';
import {
  checkRequiredText,
  checkSelect,
  chosenKey,
  dayOrEmpty,
  keyList,
  numberOrEmpty,
  reporter,
  type Report,
} from '../schemas.js';
import { checkDay, checkFile, type WizardRuleContext } from './people.js';
import { wizardFileOrEmpty } from './wizardFiles.js';

// Wizard step 3, Account usage (kyb-onboarding.md §3.3, §5.3): paying out, and the optional collecting
// section behind its tick box. Countries and currencies are ISO codes from the design system's
// option lists (Intl), never tables here.

/** §3.3, §9: the base currencies. */
export const BASE_CURRENCIES = ['USD', 'CAD'] as const;
/** §9: minimum transactions per month. */
export const MIN_PAYMENTS_PER_MONTH = 1;
/** §5.3: the sources of funds that need a proof of funds. */
export const SOURCES_NEEDING_PROOF: readonly string[] = ['Shareholder Investment', 'External Investment'];

/** Whether the proof of funds is asked for a source of funds. */
export function requiresProofOfFunds(source: string): boolean {
  return SOURCES_NEEDING_PROOF.includes(source);
}

const text = z.string();

/** The step's fields and their types, without its rules (a step resumed from the host is read with them). */
export const accountUsageShape = z.object({
  base_currency: chosenKey,
  payment_value: numberOrEmpty,
  estimated_no_of_payments: numberOrEmpty,
  destination_of_payments: keyList,
  initial_source_payments: chosenKey,
  main_account_purpose: chosenKey,
  account_purpose_details: text,
  expected_first_transaction_date: dayOrEmpty,
  proof_of_funds: wizardFileOrEmpty,
  /** The collect section's tick box (the API's spelling). */
  recieve_money_into_new_account: z.boolean(),
  receive_base_currency: chosenKey,
  receive_payment_value: numberOrEmpty,
  receive_estimated_no_of_payments: numberOrEmpty,
  receive_origin_of_transactions: keyList,
  receive_paid_in_currency: keyList,
  receive_initial_source_payments: chosenKey,
  receive_main_account_purpose: chosenKey,
  receive_detailed_account_purpose: text,
});

export type AccountUsageInput = z.input<typeof accountUsageShape>;
export type AccountUsageValues = z.output<typeof accountUsageShape>;

/** §5.3: a monthly value, 0 or more. */
function checkValue(report: Report, field: string, value: number): void {
  if (Number.isNaN(value)) report([field], KYB_FIELD_REQUIRED);
  else if (!Number.isFinite(value) || value < 0) report([field], NOT_NEGATIVE);
}

/** §5.3: a count of transactions, a whole number of at least 1. */
function checkCount(report: Report, field: string, value: number): void {
  if (Number.isNaN(value)) report([field], KYB_FIELD_REQUIRED);
  else if (!Number.isInteger(value)) report([field], WHOLE_NUMBER);
  else if (value < MIN_PAYMENTS_PER_MONTH) report([field], AT_LEAST_ONE_PAYMENT);
}

function checkList(report: Report, field: string, values: readonly string[]): void {
  if (values.length === 0) report([field], KYB_FIELD_REQUIRED);
}

/** The step's rules with their messages. */
export function accountUsageSchema(context: Pick<WizardRuleContext, 'today'>) {
  return accountUsageShape.check(
    z.superRefine((form, refinement) => {
      const report = reporter(refinement);
      checkSelect(report, ['base_currency'], form.base_currency, BASE_CURRENCIES);
      checkValue(report, 'payment_value', form.payment_value);
      checkCount(report, 'estimated_no_of_payments', form.estimated_no_of_payments);
      checkList(report, 'destination_of_payments', form.destination_of_payments);
      checkSelect(report, ['initial_source_payments'], form.initial_source_payments, PAY_OUT_SOURCES);
      checkSelect(report, ['main_account_purpose'], form.main_account_purpose, PAY_OUT_PURPOSES);
      checkRequiredText(report, ['account_purpose_details'], form.account_purpose_details);
      checkDay(
        report,
        ['expected_first_transaction_date'],
        form.expected_first_transaction_date,
        'not-past',
        context.today,
      );
      if (requiresProofOfFunds(form.initial_source_payments))
        checkFile(report, ['proof_of_funds'], form.proof_of_funds);
      if (!form.recieve_money_into_new_account) return;
      checkSelect(report, ['receive_base_currency'], form.receive_base_currency, BASE_CURRENCIES);
      checkValue(report, 'receive_payment_value', form.receive_payment_value);
      checkCount(report, 'receive_estimated_no_of_payments', form.receive_estimated_no_of_payments);
      checkList(report, 'receive_origin_of_transactions', form.receive_origin_of_transactions);
      checkList(report, 'receive_paid_in_currency', form.receive_paid_in_currency);
      checkSelect(report, ['receive_initial_source_payments'], form.receive_initial_source_payments, COLLECT_SOURCES);
      checkSelect(report, ['receive_main_account_purpose'], form.receive_main_account_purpose, COLLECT_PURPOSES);
      checkRequiredText(report, ['receive_detailed_account_purpose'], form.receive_detailed_account_purpose);
    }),
  );
}

/** The step before anything is typed. */
export function emptyAccountUsage(): AccountUsageValues {
  return {
    base_currency: '',
    payment_value: Number.NaN,
    estimated_no_of_payments: Number.NaN,
    destination_of_payments: [],
    initial_source_payments: '',
    main_account_purpose: '',
    account_purpose_details: '',
    expected_first_transaction_date: null,
    proof_of_funds: null,
    recieve_money_into_new_account: false,
    receive_base_currency: '',
    receive_payment_value: Number.NaN,
    receive_estimated_no_of_payments: Number.NaN,
    receive_origin_of_transactions: [],
    receive_paid_in_currency: [],
    receive_initial_source_payments: '',
    receive_main_account_purpose: '',
    receive_detailed_account_purpose: '',
  };
}
