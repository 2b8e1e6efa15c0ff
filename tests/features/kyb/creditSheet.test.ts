import { describe, expect, it } from 'vitest';
import { creditSheetForm, creditSheetIssues, creditSheetValues } from '../../../features/kyb/creditSheet.js';
import {
  BRANCH_FIVE_DIGITS,
  INSTITUTION_THREE_DIGITS,
  KYB_FIELD_REQUIRED,
  NOT_AN_OPTION,
  NOT_DIGITS,
} from '../../../features/kyb/messages.js';

const complete = {
  requestedCreditLimit: '20000',
  creditCycle: 'Monthly',
  bankName: 'Harbour Bank',
  bankAccountNumber: '7654321',
  bankInstitutionNumber: '002',
  bankBranchNumber: '12345',
  bankAccountType: 'Savings',
  financialStatement: null,
  voidCheque: { name: 'cheque.pdf', url: 'https://files.example/cheque.pdf' },
};

describe('the credit-information sheet’s rules (kyb-onboarding.md §3.6, §5.6)', () => {
  it('an empty sheet: every §5.6 field is required, the bank address and the other sections are not asked', () => {
    expect(creditSheetIssues(creditSheetForm('2'))).toEqual([
      { field: 'requestedCreditLimit', message: KYB_FIELD_REQUIRED },
      { field: 'creditCycle', message: KYB_FIELD_REQUIRED },
      { field: 'bankName', message: KYB_FIELD_REQUIRED },
      { field: 'bankAccountNumber', message: KYB_FIELD_REQUIRED },
      { field: 'bankInstitutionNumber', message: KYB_FIELD_REQUIRED },
      { field: 'bankBranchNumber', message: KYB_FIELD_REQUIRED },
      { field: 'voidCheque', message: KYB_FIELD_REQUIRED },
    ]);
  });

  it('the financial statement is required from 4 years in business, read from the host form', () => {
    expect(creditSheetIssues(creditSheetForm('3', complete))).toEqual([]);
    expect(creditSheetIssues(creditSheetForm('4', complete))).toEqual([
      { field: 'financialStatement', message: KYB_FIELD_REQUIRED },
    ]);
    const statement = { name: 'statement.pdf', url: 'https://files.example/statement.pdf' };
    expect(creditSheetIssues(creditSheetForm('4', { ...complete, financialStatement: statement }))).toEqual([]);
  });

  it('digits and their counts, the choices of the lists', () => {
    const issues = creditSheetIssues(
      creditSheetForm('2', {
        ...complete,
        bankAccountNumber: '12a4',
        bankInstitutionNumber: '12',
        bankBranchNumber: '123456',
        creditCycle: 'Yearly',
      }),
    );
    expect(issues).toEqual([
      { field: 'creditCycle', message: NOT_AN_OPTION },
      { field: 'bankAccountNumber', message: NOT_DIGITS },
      { field: 'bankInstitutionNumber', message: INSTITUTION_THREE_DIGITS },
      { field: 'bankBranchNumber', message: BRANCH_FIVE_DIGITS },
    ]);
  });

  it('hands over the sheet’s fields only, as typed', () => {
    expect(creditSheetValues(creditSheetForm('2', complete))).toEqual(complete);
  });
});
