import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  KYB_SECTIONS,
  emptyKybForm,
  kybFormSchema,
  sectionIssues,
  type KybFormValues,
  type KybSection,
} from '../../../features/kyb/kybForm.js';
import {
  asksPersonalGuarantee,
  creditNote,
  creditPath,
  requiresFinancialStatement,
  showsCreditFields,
} from '../../../features/kyb/credit.js';
import {
  BRANCH_FIVE_DIGITS,
  BUSINESS_NUMBER_NINE_DIGITS,
  CREDIT_PREQUALIFIED_NOTE,
  INSTITUTION_THREE_DIGITS,
  KYB_FIELD_REQUIRED,
  NOT_AN_OPTION,
  NOT_A_NUMBER,
  NOT_A_WEBSITE,
  NOT_A_YEAR,
  ADDRESS_LINE_TOO_LONG,
  CREDIT_LIMIT_NOT_ABOVE_ZERO,
  NOT_NEGATIVE,
  OWNERSHIP_OUT_OF_RANGE,
  OWNERSHIP_TOTAL_OVER_100,
  WHOLE_NUMBER,
  beneficiaryHeading,
} from '../../../features/kyb/messages.js';
import { PROVINCES } from '../../../features/kyb/referenceData.js';
import {
  addOwner,
  clearOwner,
  deleteOwner,
  mayAddOwner,
  mayDeleteOwner,
  ownerHeading,
  ownersAfterToggle,
} from '../../../features/kyb/owners.js';
import { billingAddressEditable, billingPhone, withBillingCopy } from '../../../features/kyb/billing.js';
import { TEXT_LIMITS, textTooLong } from '../../../features/forms/textLimits.js';
import { contact, validKybForm } from './fixtures.js';

/** The messages under one field path, e.g. `BusinessDetails.website`. */
function messagesAt(values: KybFormValues, path: string): string[] {
  const result = kybFormSchema.safeParse(values);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === path).map((issue) => issue.message);
}

function withChange<Section extends KybSection>(
  section: Section,
  change: Partial<KybFormValues[Section]>,
  base: KybFormValues = validKybForm(),
): KybFormValues {
  return { ...base, [section]: { ...base[section], ...change } };
}

describe('the six sections', () => {
  it('a complete application passes every section', () => {
    const values = validKybForm();
    expect(kybFormSchema.safeParse(values).success).toBe(true);
    for (const section of KYB_SECTIONS) expect(sectionIssues(values, section)).toEqual([]);
  });

  it('an empty application says "This field is required" at every required field, by section', () => {
    const empty = emptyKybForm(contact);
    const fields = (section: KybSection) => sectionIssues(empty, section).map((issue) => issue.path.slice(1).join('.'));
    expect(fields('BusinessDetails')).toEqual([
      'businessLegalName',
      'businessNumber',
      'legalStructure',
      'incorporatedYear',
      'incorporatedProvince',
      'yearsInBusiness',
      'yearsInControl',
      'annualSales',
      'weeklySpend',
      'numberOfEmployees',
      'businessSic',
      'website',
    ]);
    expect(fields('BusinessAddress')).toEqual(['buildingNumber', 'street', 'city', 'state', 'zip']);
    expect(fields('BillingInformation')).toEqual(['title', 'buildingNumber', 'street', 'city', 'state', 'zip']);
    expect(fields('BeneficialOwnership')).toEqual([]);
    expect(fields('KeyPersonnel')).toEqual(['ceo']);
    // Credit requested by default, years unknown (under 4), guarantee given by default: the credit
    // fields without the financial statement.
    expect(fields('CreditInformation')).toEqual([
      'requestedCreditLimit',
      'creditCycle',
      'bankName',
      'bankAccountNumber',
      'bankInstitutionNumber',
      'bankBranchNumber',
      'buildingNumber',
      'street',
      'city',
      'state',
      'zip',
      'voidCheque',
    ]);
    for (const section of KYB_SECTIONS)
      for (const issue of sectionIssues(empty, section)) expect(issue.message).toBe(KYB_FIELD_REQUIRED);
  });

  it('business number: a number of exactly 9 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}$/), (digits) => {
        const problems = messagesAt(
          withChange('BusinessDetails', { businessNumber: digits }),
          'BusinessDetails.businessNumber',
        );
        expect(problems).toEqual(digits.length === 9 ? [] : [BUSINESS_NUMBER_NINE_DIGITS]);
      }),
    );
    expect(
      messagesAt(withChange('BusinessDetails', { businessNumber: '12345678a' }), 'BusinessDetails.businessNumber'),
    ).toEqual([NOT_A_NUMBER]);
    expect(
      messagesAt(withChange('BusinessDetails', { businessNumber: '-12345678' }), 'BusinessDetails.businessNumber'),
    ).toEqual([BUSINESS_NUMBER_NINE_DIGITS]);
  });

  it('numbers, year, website and selections carry their rule messages', () => {
    const at = (change: Partial<KybFormValues['BusinessDetails']>, field: string) =>
      messagesAt(withChange('BusinessDetails', change), `BusinessDetails.${field}`);
    for (const field of [
      'yearsInBusiness',
      'yearsInControl',
      'annualSales',
      'weeklySpend',
      'numberOfEmployees',
    ] as const)
      expect(at({ [field]: 'many' }, field)).toEqual([NOT_A_NUMBER]);
    expect(at({ incorporatedYear: '19' }, 'incorporatedYear')).toEqual([NOT_A_YEAR]);
    expect(at({ website: 'lighthouse.example' }, 'website')).toEqual([NOT_A_WEBSITE]);
    expect(at({ legalStructure: 'Cooperative' }, 'legalStructure')).toEqual([NOT_AN_OPTION]);
    expect(at({ incorporatedProvince: 'WA' }, 'incorporatedProvince')).toEqual([NOT_AN_OPTION]);
    for (const province of PROVINCES)
      expect(at({ incorporatedProvince: province }, 'incorporatedProvince')).toEqual([]);
  });

  it('a select cleared by the field (null) reads as nothing chosen', () => {
    const values = { ...validKybForm() } as unknown as Record<string, Record<string, unknown>>;
    values.BusinessDetails = { ...values.BusinessDetails, legalStructure: null };
    const result = kybFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['BusinessDetails.legalStructure', KYB_FIELD_REQUIRED],
    ]);
  });

  it('ticker symbol: required when publicly traded, not otherwise', () => {
    expect(
      messagesAt(withChange('BusinessDetails', { isPubliclyTraded: true }), 'BusinessDetails.tickerSymbol'),
    ).toEqual([KYB_FIELD_REQUIRED]);
    expect(
      messagesAt(
        withChange('BusinessDetails', { isPubliclyTraded: true, tickerSymbol: 'LHP' }),
        'BusinessDetails.tickerSymbol',
      ),
    ).toEqual([]);
    expect(
      messagesAt(withChange('BusinessDetails', { isPubliclyTraded: false }), 'BusinessDetails.tickerSymbol'),
    ).toEqual([]);
  });

  it('address lines take at most 30 characters; building name and apartment are optional', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('buildingNumber', 'buildingName', 'street', 'apartmentNumber'),
        fc.string({ minLength: 1, maxLength: 40 }).filter((line) => line.trim() !== ''),
        (field, line) => {
          const problems = messagesAt(withChange('BusinessAddress', { [field]: line }), `BusinessAddress.${field}`);
          expect(problems).toEqual(line.length <= 30 ? [] : [ADDRESS_LINE_TOO_LONG]);
        },
      ),
    );
    expect(messagesAt(withChange('BusinessAddress', { country: 'US' }), 'BusinessAddress.country')).toEqual([
      NOT_AN_OPTION,
    ]);
  });

  it('bank numbers: account digits, institution exactly 3, branch exactly 5', () => {
    const at = (change: Partial<KybFormValues['CreditInformation']>, field: string) =>
      messagesAt(withChange('CreditInformation', change), `CreditInformation.${field}`);
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,8}$/), (digits) => {
        expect(at({ bankInstitutionNumber: digits }, 'bankInstitutionNumber')).toEqual(
          digits.length === 3 ? [] : [INSTITUTION_THREE_DIGITS],
        );
        expect(at({ bankBranchNumber: digits }, 'bankBranchNumber')).toEqual(
          digits.length === 5 ? [] : [BRANCH_FIVE_DIGITS],
        );
        expect(at({ bankAccountNumber: digits }, 'bankAccountNumber')).toEqual([]);
      }),
    );
    expect(at({ bankAccountNumber: '12-34' }, 'bankAccountNumber')).toHaveLength(1);
    expect(at({ requestedCreditLimit: 'lots' }, 'requestedCreditLimit')).toEqual([NOT_A_NUMBER]);
    expect(at({ creditCycle: '' }, 'creditCycle')).toEqual([KYB_FIELD_REQUIRED]);
    expect(at({ bankAccountType: 'Chequing' }, 'bankAccountType')).toEqual([]);
    expect(at({ bankAccountType: 'Savings' }, 'bankAccountType')).toEqual([]);
    expect(at({ bankAccountType: 'Current' }, 'bankAccountType')).toEqual([NOT_AN_OPTION]);
  });
});

describe('credit branches (§1)', () => {
  const years = fc.oneof(fc.nat(40).map(String), fc.constantFrom('', 'abc', '3.9', '4', '4.0'));

  it('the path follows the request, the years and the guarantee', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        years,
        (isCreditLineRequired, canProvidePersonalGuarantee, yearsInBusiness) => {
          const path = creditPath({ isCreditLineRequired, canProvidePersonalGuarantee }, yearsInBusiness);
          const old = Number(yearsInBusiness) >= 4 && yearsInBusiness.trim() !== '';
          if (!isCreditLineRequired) expect(path).toBe('pre-funded');
          else if (old) expect(path).toBe('prequalified');
          else expect(path).toBe(canProvidePersonalGuarantee ? 'guaranteed' : 'prepaid');
          expect(asksPersonalGuarantee(path)).toBe(isCreditLineRequired && !old);
          expect(showsCreditFields(path)).toBe(isCreditLineRequired && (old || canProvidePersonalGuarantee));
          expect(requiresFinancialStatement(path)).toBe(isCreditLineRequired && old);
        },
      ),
    );
    expect(creditNote('prequalified')).toBe(CREDIT_PREQUALIFIED_NOTE);
    expect(creditNote('guaranteed')).toBeUndefined();
    expect(creditNote('pre-funded')).toBeTruthy();
    expect(creditNote('prepaid')).toBeTruthy();
  });

  it('the credit fields are checked only on the paths that show them; the statement only at 4 years or more', () => {
    const emptyCredit = emptyKybForm(contact).CreditInformation;
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.nat(10), (isCreditLineRequired, canProvidePersonalGuarantee, age) => {
        const base = withChange('BusinessDetails', { yearsInBusiness: String(age) });
        const values = withChange(
          'CreditInformation',
          { ...emptyCredit, isCreditLineRequired, canProvidePersonalGuarantee },
          base,
        );
        const fields = sectionIssues(values, 'CreditInformation').map((issue) => issue.path[1]);
        const shown = isCreditLineRequired && (age >= 4 || canProvidePersonalGuarantee);
        expect(fields.includes('voidCheque')).toBe(shown);
        expect(fields.includes('bankName')).toBe(shown);
        expect(fields.includes('financialStatement')).toBe(isCreditLineRequired && age >= 4);
      }),
    );
  });

  it('an upload counts only once a file name is stored', () => {
    const values = withChange('CreditInformation', { voidCheque: { name: '', url: 'https://files.example/x.pdf' } });
    expect(messagesAt(values, 'CreditInformation.voidCheque')).toEqual([KYB_FIELD_REQUIRED]);
  });
});

describe('beneficial owners (§4.2)', () => {
  const owner = (fname: string, lname: string) => ({
    ...validKybForm().BusinessAddress,
    fname,
    lname,
    ownershipPercentage: '30',
  });

  it('the toggle creates one blank owner when on and clears all when off', () => {
    expect(ownersAfterToggle([], true)).toHaveLength(1);
    expect(ownersAfterToggle([], true)[0]).toMatchObject({
      fname: '',
      lname: '',
      ownershipPercentage: '',
      country: 'CA',
    });
    expect(ownersAfterToggle([owner('A', 'B'), owner('C', 'D')], false)).toEqual([]);
    expect(ownersAfterToggle([owner('A', 'B')], true)).toEqual([owner('A', 'B')]);
  });

  it('adding stops at 4; delete never removes the first; clear resets only its entry', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constant({ kind: 'add' as const }),
            fc.record({ kind: fc.constantFrom('clear' as const, 'delete' as const), at: fc.nat(5) }),
          ),
        ),
        (actions) => {
          let owners = [owner('First', 'Owner')];
          for (const action of actions) {
            const before = owners;
            if (action.kind === 'add') {
              owners = addOwner(owners);
              expect(owners).toHaveLength(Math.min(before.length + 1, 4));
              expect(mayAddOwner(before)).toBe(before.length < 4);
            } else if (action.kind === 'clear') {
              owners = clearOwner(owners, action.at);
              owners.forEach((entry, index) =>
                expect(entry).toEqual(index === action.at ? ownersAfterToggle([], true)[0] : before[index]),
              );
            } else {
              owners = deleteOwner(owners, action.at);
              const removed = mayDeleteOwner(action.at) && action.at < before.length;
              expect(owners).toHaveLength(before.length - (removed ? 1 : 0));
              expect(owners[0]).toEqual(before[0]);
            }
            expect(owners.length).toBeGreaterThanOrEqual(1);
            expect(owners.length).toBeLessThanOrEqual(4);
          }
        },
      ),
    );
  });

  it('headings show the names, or "Beneficiary N" while both are empty', () => {
    expect(ownerHeading({ fname: 'Ada', lname: 'Lovelace' }, 0)).toBe('Ada Lovelace');
    expect(ownerHeading({ fname: ' Ada ', lname: '' }, 1)).toBe('Ada');
    expect(ownerHeading({ fname: '', lname: ' ' }, 2)).toBe(beneficiaryHeading(3));
    expect(beneficiaryHeading(3)).toBe('Beneficiary 3');
  });

  it('each owner needs names, a numeric percentage and an address while the toggle is on', () => {
    const blank = ownersAfterToggle([], true);
    const on = withChange('BeneficialOwnership', { hasSignificantShare: true, owners: blank });
    expect(sectionIssues(on, 'BeneficialOwnership').map((issue) => issue.path.slice(2).join('.'))).toEqual([
      '0.fname',
      '0.lname',
      '0.ownershipPercentage',
      '0.buildingNumber',
      '0.street',
      '0.city',
      '0.state',
      '0.zip',
    ]);
    const off = withChange('BeneficialOwnership', { hasSignificantShare: false, owners: blank });
    expect(sectionIssues(off, 'BeneficialOwnership')).toEqual([]);
    const wrongShare = withChange('BeneficialOwnership', {
      hasSignificantShare: true,
      owners: [{ ...owner('A', 'B'), ownershipPercentage: 'half' }],
    });
    expect(messagesAt(wrongShare, 'BeneficialOwnership.owners.0.ownershipPercentage')).toEqual([NOT_A_NUMBER]);
  });
});

describe('billing (§4.2)', () => {
  it('unchecked: the business address and the user contact; checked: the address as typed', () => {
    const values = validKybForm();
    const typed = { ...values.BillingInformation, street: 'Billing Lane', city: 'Ottawa', name: 'Someone Else' };
    const copied = withBillingCopy({ ...typed, isAddressEqualPhysicalAddress: false }, values.BusinessAddress, contact);
    expect(billingAddressEditable({ isAddressEqualPhysicalAddress: false })).toBe(false);
    expect(copied).toMatchObject({ ...values.BusinessAddress, ...contact, title: 'Controller' });
    const own = withBillingCopy({ ...typed, isAddressEqualPhysicalAddress: true }, values.BusinessAddress, contact);
    expect(billingAddressEditable({ isAddressEqualPhysicalAddress: true })).toBe(true);
    expect(own).toMatchObject({ street: 'Billing Lane', city: 'Ottawa', ...contact });
  });
});

describe('numbers that cannot be (issue 38 item 12)', () => {
  const owner = (percentage: string) => ({
    ...validKybForm().BusinessAddress,
    fname: 'Grace',
    lname: 'Hopper',
    ownershipPercentage: percentage,
  });

  it('refuses negative years, sales, spend and employees, and a fraction of an employee', () => {
    for (const field of [
      'yearsInBusiness',
      'yearsInControl',
      'annualSales',
      'weeklySpend',
      'numberOfEmployees',
    ] as const)
      expect(messagesAt(withChange('BusinessDetails', { [field]: '-3' }), `BusinessDetails.${field}`)).toEqual([
        NOT_NEGATIVE,
      ]);
    expect(
      messagesAt(withChange('BusinessDetails', { yearsInBusiness: '0' }), 'BusinessDetails.yearsInBusiness'),
    ).toEqual([]);
    expect(
      messagesAt(withChange('BusinessDetails', { numberOfEmployees: '2.5' }), 'BusinessDetails.numberOfEmployees'),
    ).toEqual([WHOLE_NUMBER]);
  });

  it('holds each owner between 25 and 100 %, and the owners together at most 100 %', () => {
    const path = 'BeneficialOwnership.owners.0.ownershipPercentage';
    for (const [percentage, messages] of [
      ['500', [OWNERSHIP_OUT_OF_RANGE]],
      ['24', [OWNERSHIP_OUT_OF_RANGE]],
      ['-5', [OWNERSHIP_OUT_OF_RANGE]],
      ['25', []],
      ['100', []],
    ] as const)
      expect(
        messagesAt(withChange('BeneficialOwnership', { hasSignificantShare: true, owners: [owner(percentage)] }), path),
      ).toEqual(messages);
    const twoOwners = (second: string) =>
      withChange('BeneficialOwnership', { hasSignificantShare: true, owners: [owner('60'), owner(second)] });
    expect(messagesAt(twoOwners('50'), 'BeneficialOwnership.owners.1.ownershipPercentage')).toEqual([
      OWNERSHIP_TOTAL_OVER_100,
    ]);
    expect(messagesAt(twoOwners('40'), 'BeneficialOwnership.owners.1.ownershipPercentage')).toEqual([]);
  });

  it('asks a credit limit above zero', () => {
    const credit = (limit: string) => withChange('CreditInformation', { requestedCreditLimit: limit });
    const path = 'CreditInformation.requestedCreditLimit';
    expect(messagesAt(credit('-1000'), path)).toEqual([CREDIT_LIMIT_NOT_ABOVE_ZERO]);
    expect(messagesAt(credit('0'), path)).toEqual([CREDIT_LIMIT_NOT_ABOVE_ZERO]);
    expect(messagesAt(credit('1000'), path)).toEqual([]);
  });
});

describe('the billing phone (issue 38 item 10)', () => {
  it('shows a North American number as (###) ###-####, another with its dial code, a non-number as it is', () => {
    expect(billingPhone('+14165550123')).toBe('(416) 555-0123');
    expect(billingPhone('+1 (902) 555-0110')).toBe('(902) 555-0110');
    expect(billingPhone('+442071838750')).toBe('+44 20 7183 8750');
    expect(billingPhone('')).toBe('');
    expect(billingPhone('not a phone')).toBe('not a phone');
  });
});

describe('text limits (issue 38 item 11)', () => {
  it('takes a business legal name and a bank name of at most the organisation-name limit', () => {
    const max = TEXT_LIMITS.organisationName;
    const long = 'L'.repeat(10_048);
    expect(
      messagesAt(withChange('BusinessDetails', { businessLegalName: long }), 'BusinessDetails.businessLegalName'),
    ).toEqual([textTooLong(max)]);
    expect(
      messagesAt(
        withChange('BusinessDetails', { businessLegalName: 'L'.repeat(max) }),
        'BusinessDetails.businessLegalName',
      ),
    ).toEqual([]);
    expect(messagesAt(withChange('CreditInformation', { bankName: long }), 'CreditInformation.bankName')).toEqual([
      textTooLong(max),
    ]);
  });
});
