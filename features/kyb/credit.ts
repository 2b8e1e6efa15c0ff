import { isNumber } from './model.js';
import { CREDIT_PREPAID_NOTE, CREDIT_PRE_FUNDED_NOTE, CREDIT_PREQUALIFIED_NOTE } from './messages.js';

// The credit paths of kyb-onboarding.md §1 (and §4.2 "Credit branches as in section 1", §5.6).

/** §9: credit prequalification threshold, and the years from which a financial statement is required. */
export const CREDIT_PREQUALIFICATION_YEARS = 4;

/**
 * Which way the Credit Information section goes:
 * - `pre-funded`: no credit line requested; funds are transferred in advance;
 * - `prequalified`: credit requested, 4 or more years in business: the good-news note and the credit fields;
 * - `guaranteed`: credit requested, under 4 years, a personal guarantee given: the credit fields (the
 *   conditional variant);
 * - `prepaid`: credit requested, under 4 years, no guarantee: a prepaid account, no credit line.
 */
export type CreditPath = 'pre-funded' | 'prequalified' | 'guaranteed' | 'prepaid';

/** The answers the path depends on. */
export interface CreditChoice {
  isCreditLineRequired: boolean;
  canProvidePersonalGuarantee: boolean;
}

/** Years in business as typed; a value that is not a number counts as under the threshold. */
export function isPrequalifiedAge(yearsInBusiness: string): boolean {
  return isNumber(yearsInBusiness) && Number(yearsInBusiness) >= CREDIT_PREQUALIFICATION_YEARS;
}

/** The credit path for the section's answers and the business's years (§1). */
export function creditPath(choice: CreditChoice, yearsInBusiness: string): CreditPath {
  if (!choice.isCreditLineRequired) return 'pre-funded';
  if (isPrequalifiedAge(yearsInBusiness)) return 'prequalified';
  return choice.canProvidePersonalGuarantee ? 'guaranteed' : 'prepaid';
}

/** Whether the personal-guarantee question shows (credit requested, under 4 years). */
export function asksPersonalGuarantee(path: CreditPath): boolean {
  return path === 'guaranteed' || path === 'prepaid';
}

/** Whether the credit fields (limit, cycle, bank, uploads, bank address) show and are checked. */
export function showsCreditFields(path: CreditPath): boolean {
  return path === 'prequalified' || path === 'guaranteed';
}

/** §5.6: the financial statement is required only at 4 or more years in business. */
export function requiresFinancialStatement(path: CreditPath): boolean {
  return path === 'prequalified';
}

/** The note the path shows, if any. */
export function creditNote(path: CreditPath): string | undefined {
  switch (path) {
    case 'pre-funded':
      return CREDIT_PRE_FUNDED_NOTE;
    case 'prequalified':
      return CREDIT_PREQUALIFIED_NOTE;
    case 'prepaid':
      return CREDIT_PREPAID_NOTE;
    case 'guaranteed':
      return undefined;
  }
}
