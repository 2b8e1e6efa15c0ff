import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CalendarDate } from '@internationalized/date';
import { TEXT_LIMITS, textTooLong } from '../../../features/forms/textLimits.js';
import {
  AT_LEAST_ONE_PAYMENT,
  CA_LEGAL_ENTITY_TYPES,
  COLLECT_PURPOSES,
  COLLECT_SOURCES,
  DATE_IN_FUTURE,
  DATE_IN_PAST,
  KYB_FIELD_REQUIRED,
  NOT_AN_OPTION,
  NOT_NEGATIVE,
  OWNERSHIP_OUT_OF_RANGE,
  OWNERSHIP_TOTAL_OVER_100,
  PAY_OUT_PURPOSES,
  PAY_OUT_SOURCES,
  PHONE_NOT_VALID,
  TOO_YOUNG,
  US_LEGAL_ENTITY_TYPES,
  ADDRESS_LINE_TOO_LONG,
  WHOLE_NUMBER,
} from '../../../features/kyb/messages.js';
import {
  latestBirthDate,
  legalEntityTypesFor,
  requiresPassport,
  requiresRegistrationNumber,
  requiresSsn,
} from '../../../features/kyb/model.js';
import { emptyPersonalDetails, personalDetailsSchema } from '../../../features/kyb/wizard/personalDetails.js';
import {
  afterIncorporationCountryChange,
  businessDetailsSchema,
  emptyBusinessDetails,
} from '../../../features/kyb/wizard/businessDetails.js';
import {
  accountUsageSchema,
  emptyAccountUsage,
  requiresProofOfFunds,
} from '../../../features/kyb/wizard/accountUsage.js';
import {
  addShareholder,
  blankShareholder,
  deleteShareholder,
  directorsSchema,
  emptyDirectors,
  mayDeleteShareholder,
  ownershipProblem,
  shareholdersAfterToggle,
  type DirectorsValues,
  type ShareholderTabs,
} from '../../../features/kyb/wizard/directors.js';
import {
  BUSINESS_SECTORS,
  sectorNames,
  subsectorAfterSectorChange,
  subsectorsOf,
} from '../../../features/kyb/wizard/sectors.js';
import { stepPayload } from '../../../features/kyb/wizard/stepPayload.js';

const today = new CalendarDate(2026, 3, 8);
const adult = new CalendarDate(1980, 5, 17);
const pdf = (name = 'id.pdf') => new File(['%PDF'], name, { type: 'application/pdf' });
const countries = fc.constantFrom('US', 'CA', 'GB', 'IN', 'MX');

type Issues = { path: string; message: string }[];
function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Issues {
  return result.success
    ? []
    : (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
const fieldsOf = (issues: Issues) => issues.map((issue) => issue.path);

function validPersonal(incorporation: string, home: string) {
  return {
    ...emptyPersonalDetails(incorporation),
    first_name: 'Ada',
    last_name: 'Lovelace',
    date_of_birth: adult,
    email: 'ada@lighthouse.example',
    code: '+1',
    telephone: '4165550100',
    country: home,
    street: 'King Street West',
    city: 'Toronto',
    state: 'ON',
    postal_code: 'M5X 1A9',
    ssn: home === 'US' ? '123-45-6789' : '',
    passport: requiresPassport(incorporation, home) ? 'P1234567' : '',
    country_of_issue: requiresPassport(incorporation, home) ? home : '',
    proof_of_id: pdf(),
  };
}

describe('step 1, personal details (§5.1)', () => {
  it('asks SSN of a US resident and a passport of a non-US resident of a US company, for every combination', () => {
    fc.assert(
      fc.property(countries, countries, (incorporation, home) => {
        const schema = personalDetailsSchema(today);
        const valid = validPersonal(incorporation, home);
        expect(issuesOf(schema.safeParse(valid))).toEqual([]);
        const without = issuesOf(schema.safeParse({ ...valid, ssn: '', passport: '  ', country_of_issue: '' }));
        const expected = [
          ...(home === 'US' ? ['ssn'] : []),
          ...(incorporation === 'US' && home !== 'US' ? ['passport', 'country_of_issue'] : []),
        ];
        expect(fieldsOf(without)).toEqual(expected);
        expect(requiresSsn(home)).toBe(home === 'US');
      }),
    );
  });

  it('the date of birth is at most 18 years ago', () => {
    const latest = latestBirthDate(today);
    expect(latest.toString()).toBe('2008-03-08');
    fc.assert(
      fc.property(fc.integer({ min: -4000, max: 4000 }), (offset) => {
        const dob = latest.add({ days: offset });
        const issues = issuesOf(
          personalDetailsSchema(today).safeParse({ ...validPersonal('CA', 'CA'), date_of_birth: dob }),
        );
        expect(issues).toEqual(offset > 0 ? [{ path: 'date_of_birth', message: TOO_YOUNG }] : []);
      }),
    );
  });

  it('requires the named fields, the phone valid for its dial code, the proof of ID of the allowed types', () => {
    const empty = issuesOf(personalDetailsSchema(today).safeParse({ ...emptyPersonalDetails(), code: '' }));
    expect(fieldsOf(empty)).toEqual([
      'first_name',
      'last_name',
      'date_of_birth',
      'street',
      'city',
      'state',
      'postal_code',
      'proof_of_id',
      'email',
      'code',
      'telephone',
    ]);
    expect(empty.every((issue) => issue.message === KYB_FIELD_REQUIRED)).toBe(true);
    const phone = issuesOf(personalDetailsSchema(today).safeParse({ ...validPersonal('CA', 'CA'), telephone: '555' }));
    expect(phone).toEqual([{ path: 'telephone', message: PHONE_NOT_VALID }]);
    // The file's type is judged by its content when it is chosen (the upload field), not by this schema.
    for (const name of ['a.pdf', 'a.JPG', 'a.jpeg', 'a.png'])
      expect(
        issuesOf(personalDetailsSchema(today).safeParse({ ...validPersonal('CA', 'CA'), proof_of_id: pdf(name) })),
      ).toEqual([]);
    const long = issuesOf(
      personalDetailsSchema(today).safeParse({ ...validPersonal('CA', 'CA'), street: 'x'.repeat(31) }),
    );
    expect(long).toEqual([{ path: 'street', message: ADDRESS_LINE_TOO_LONG }]);
  });
});

function validBusiness(incorporation: string, entityType: string) {
  return {
    ...emptyBusinessDetails(incorporation),
    legal_entity_type: entityType,
    company_name: 'Lighthouse Provisions',
    company_registration_number: 'BC1234567',
    employer_identification_number: incorporation === 'US' ? '12-3456789' : '',
    date_of_establishment: new CalendarDate(2015, 1, 1),
    street: 'Harbour Road',
    city: 'Halifax',
    state: 'NS',
    postal_code: 'B3H 1A1',
    business_sector: 'IT, Digital, Cyber',
    business_subsector: 'Computer Software',
    business_activities: 'Software for ship chandlers',
    business_website: 'https://lighthouse.example',
    company_incorporation: pdf('incorporation.pdf'),
    company_financials: pdf('financials.pdf'),
  };
}

describe('step 2, business details (§5.2)', () => {
  const incorporationWithType = fc
    .constantFrom('US', 'CA')
    .chain((country) => fc.tuple(fc.constant(country), fc.constantFrom(...legalEntityTypesFor(country))));

  it('registration number except for Sole Trader and Unincorporated Partnership; EIN only for US companies', () => {
    fc.assert(
      fc.property(incorporationWithType, ([incorporation, entityType]) => {
        const schema = businessDetailsSchema({ incorporationCountry: incorporation, today });
        expect(issuesOf(schema.safeParse(validBusiness(incorporation, entityType)))).toEqual([]);
        const without = {
          ...validBusiness(incorporation, entityType),
          company_registration_number: '',
          employer_identification_number: '',
        };
        const expected = [
          ...(requiresRegistrationNumber(entityType) ? ['company_registration_number'] : []),
          ...(incorporation === 'US' ? ['employer_identification_number'] : []),
        ];
        expect(fieldsOf(issuesOf(schema.safeParse(without)))).toEqual(expected);
        expect(requiresRegistrationNumber(entityType)).toBe(
          !['Sole Trader', 'Unincorporated Partnership'].includes(entityType),
        );
      }),
    );
  });

  it('entity types come from the incorporation country, and reset when it changes', () => {
    expect(legalEntityTypesFor('US')).toEqual(US_LEGAL_ENTITY_TYPES);
    expect(legalEntityTypesFor('CA')).toEqual(CA_LEGAL_ENTITY_TYPES);
    const schema = businessDetailsSchema({ incorporationCountry: 'US', today });
    expect(issuesOf(schema.safeParse(validBusiness('US', 'Trust')))).toContainEqual({
      path: 'legal_entity_type',
      message: NOT_AN_OPTION,
    });
    const changed = afterIncorporationCountryChange(validBusiness('US', 'Corporation'), 'CA');
    expect(changed).toMatchObject({ country: 'CA', legal_entity_type: '' });
    const same = validBusiness('CA', 'Trust');
    expect(afterIncorporationCountryChange(same, 'CA')).toBe(same);
  });

  it("the company's name is required and takes at most the organisation-name limit, as the dialog's does", () => {
    const schema = businessDetailsSchema({ incorporationCountry: 'CA', today });
    const max = TEXT_LIMITS.organisationName;
    const named = (company_name: string) =>
      issuesOf(schema.safeParse({ ...validBusiness('CA', 'Trust'), company_name }));
    expect(named('L'.repeat(max + 1))).toEqual([{ path: 'company_name', message: textTooLong(max) }]);
    expect(named(` ${'L'.repeat(max)} `)).toEqual([]);
    expect(named('   ')).toEqual([{ path: 'company_name', message: KYB_FIELD_REQUIRED }]);
  });

  it('the registered country is the incorporation country; incorporation date not in the future', () => {
    const schema = businessDetailsSchema({ incorporationCountry: 'CA', today });
    expect(issuesOf(schema.safeParse({ ...validBusiness('CA', 'Trust'), country: 'US' }))).toEqual([
      { path: 'country', message: NOT_AN_OPTION },
    ]);
    expect(issuesOf(schema.safeParse({ ...validBusiness('CA', 'Trust'), date_of_establishment: today }))).toEqual([]);
    expect(
      issuesOf(schema.safeParse({ ...validBusiness('CA', 'Trust'), date_of_establishment: today.add({ days: 1 }) })),
    ).toEqual([{ path: 'date_of_establishment', message: DATE_IN_FUTURE }]);
  });

  it('the trading address is required only when the box is ticked', () => {
    const schema = businessDetailsSchema({ incorporationCountry: 'CA', today });
    const ticked = { ...validBusiness('CA', 'Trust'), trading_address_is_different: true };
    expect(fieldsOf(issuesOf(schema.safeParse(ticked)))).toEqual([
      'trading_address_country',
      'trading_address_street',
      'trading_address_city',
      'trading_address_state',
      'trading_address_postal_code',
    ]);
  });

  it('the subsector belongs to the chosen sector, from the data; a sector change keeps it only if it still belongs', () => {
    expect(sectorNames()).toHaveLength(13);
    fc.assert(
      fc.property(fc.constantFrom(...BUSINESS_SECTORS), fc.constantFrom(...BUSINESS_SECTORS), (sector, other) => {
        const schema = businessDetailsSchema({ incorporationCountry: 'CA', today });
        for (const subsector of sector.subsectors) {
          const values = {
            ...validBusiness('CA', 'Trust'),
            business_sector: sector.sector,
            business_subsector: subsector,
          };
          expect(issuesOf(schema.safeParse(values))).toEqual([]);
          const kept = subsectorAfterSectorChange(subsector, other.sector);
          expect(kept === '' || subsectorsOf(other.sector).includes(kept)).toBe(true);
        }
      }),
    );
    const replaced = [{ sector: 'Mining', subsectors: ['Gold', 'Other'] }];
    const schema = businessDetailsSchema({ incorporationCountry: 'CA', today }, replaced);
    expect(
      issuesOf(
        schema.safeParse({ ...validBusiness('CA', 'Trust'), business_sector: 'Mining', business_subsector: 'Gold' }),
      ),
    ).toEqual([]);
    expect(fieldsOf(issuesOf(schema.safeParse(validBusiness('CA', 'Trust'))))).toEqual([
      'business_sector',
      'business_subsector',
    ]);
  });
});

function validUsage() {
  return {
    ...emptyAccountUsage(),
    base_currency: 'CAD',
    payment_value: 25000,
    estimated_no_of_payments: 12,
    destination_of_payments: ['US', 'GB'],
    initial_source_payments: 'Business Revenue',
    main_account_purpose: 'Paying Suppliers / Bills',
    account_purpose_details: 'Paying our suppliers abroad',
    expected_first_transaction_date: today,
  };
}

describe('step 3, account usage (§5.3)', () => {
  const schema = accountUsageSchema({ today });

  it('values are 0 or more, counts whole and at least 1, the first transaction not in the past', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: -5, max: 50, noNaN: true }),
        (value, count) => {
          const issues = issuesOf(
            schema.safeParse({ ...validUsage(), payment_value: value, estimated_no_of_payments: count }),
          );
          const expected: Issues = [];
          if (value < 0) expected.push({ path: 'payment_value', message: NOT_NEGATIVE });
          if (!Number.isInteger(count)) expected.push({ path: 'estimated_no_of_payments', message: WHOLE_NUMBER });
          else if (count < 1) expected.push({ path: 'estimated_no_of_payments', message: AT_LEAST_ONE_PAYMENT });
          expect(issues).toEqual(expected);
        },
      ),
    );
    expect(
      issuesOf(schema.safeParse({ ...validUsage(), expected_first_transaction_date: today.subtract({ days: 1 }) })),
    ).toEqual([{ path: 'expected_first_transaction_date', message: DATE_IN_PAST }]);
    expect(issuesOf(schema.safeParse({ ...validUsage(), payment_value: null, destination_of_payments: [] }))).toEqual([
      { path: 'payment_value', message: KYB_FIELD_REQUIRED },
      { path: 'destination_of_payments', message: KYB_FIELD_REQUIRED },
    ]);
  });

  it('the proof of funds is required only for shareholder or external investment', () => {
    for (const source of PAY_OUT_SOURCES) {
      const issues = issuesOf(schema.safeParse({ ...validUsage(), initial_source_payments: source }));
      expect(fieldsOf(issues)).toEqual(requiresProofOfFunds(source) ? ['proof_of_funds'] : []);
    }
    expect(PAY_OUT_SOURCES.filter(requiresProofOfFunds)).toEqual(['Shareholder Investment', 'External Investment']);
  });

  it('collecting, once ticked, requires every collect field from its own option lists', () => {
    const ticked = { ...validUsage(), recieve_money_into_new_account: true };
    expect(fieldsOf(issuesOf(schema.safeParse(ticked)))).toEqual([
      'receive_base_currency',
      'receive_payment_value',
      'receive_estimated_no_of_payments',
      'receive_origin_of_transactions',
      'receive_paid_in_currency',
      'receive_initial_source_payments',
      'receive_main_account_purpose',
      'receive_detailed_account_purpose',
    ]);
    const filled = {
      ...ticked,
      receive_base_currency: 'USD',
      receive_payment_value: 0,
      receive_estimated_no_of_payments: 1,
      receive_origin_of_transactions: ['US'],
      receive_paid_in_currency: ['USD', 'EUR'],
      receive_initial_source_payments: COLLECT_SOURCES[0],
      receive_main_account_purpose: COLLECT_PURPOSES[1],
      receive_detailed_account_purpose: 'Clients pay us',
    };
    expect(issuesOf(schema.safeParse(filled))).toEqual([]);
    expect(issuesOf(schema.safeParse({ ...filled, receive_main_account_purpose: PAY_OUT_PURPOSES[1] }))).toEqual([
      { path: 'receive_main_account_purpose', message: NOT_AN_OPTION },
    ]);
    expect(issuesOf(schema.safeParse({ ...filled, receive_base_currency: 'EUR' }))).toEqual([
      { path: 'receive_base_currency', message: NOT_AN_OPTION },
    ]);
  });
});

function person(country: string, incorporation: string) {
  return {
    firstName: 'Grace',
    middleName: '',
    lastName: 'Hopper',
    dob: adult,
    country,
    buildingNo: '',
    street: 'Main Street',
    apartment: '4B',
    buildingName: '',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62701',
    ssn: country === 'US' ? '123-45-6789' : '',
    passport: requiresPassport(incorporation, country) ? 'P7654321' : '',
    countryOfIssue: requiresPassport(incorporation, country) ? country : '',
  };
}

function directorsWith(change: Partial<DirectorsValues>): DirectorsValues {
  return { ...emptyDirectors(), controlAndBenificialOwnershipDocument: pdf('ownership.pdf'), ...change };
}

describe('step 4, directors and shareholders (§5.4)', () => {
  it('the user as director asks only the ownership document; ownership % between 25 and 100 when ticked', () => {
    const schema = directorsSchema({ incorporationCountry: 'CA', today });
    expect(issuesOf(schema.safeParse(directorsWith({})))).toEqual([]);
    expect(issuesOf(schema.safeParse({ ...directorsWith({}), controlAndBenificialOwnershipDocument: null }))).toEqual([
      { path: 'controlAndBenificialOwnershipDocument', message: KYB_FIELD_REQUIRED },
    ]);
    fc.assert(
      fc.property(fc.double({ min: -10, max: 200, noNaN: true }), (share) => {
        const issues = issuesOf(
          schema.safeParse(directorsWith({ hasDirectorMoreThanTenPercent: true, ownershipPercentage: share })),
        );
        expect(issues).toEqual(
          share >= 25 && share <= 100 ? [] : [{ path: 'ownershipPercentage', message: OWNERSHIP_OUT_OF_RANGE }],
        );
        expect(ownershipProblem(share) === undefined).toBe(share >= 25 && share <= 100);
      }),
    );
    expect(
      issuesOf(schema.safeParse(directorsWith({ hasDirectorMoreThanTenPercent: false, ownershipPercentage: 5 }))),
    ).toEqual([]);
  });

  it('Director 1, when the user is not the director: its fields (apartment too), SSN and passport by country', () => {
    fc.assert(
      fc.property(countries, countries, (incorporation, home) => {
        const schema = directorsSchema({ incorporationCountry: incorporation, today });
        const director = directorsWith({
          isUserDirector: false,
          ...person(home, incorporation),
          proofOfIdDirector: pdf(),
        });
        expect(issuesOf(schema.safeParse(director))).toEqual([]);
        const bare = issuesOf(
          schema.safeParse({
            ...director,
            ssn: '',
            passport: '',
            countryOfIssue: '',
            apartment: '',
            proofOfIdDirector: null,
          }),
        );
        expect(fieldsOf(bare)).toEqual([
          'apartment',
          ...(home === 'US' ? ['ssn'] : []),
          ...(incorporation === 'US' && home !== 'US' ? ['passport', 'countryOfIssue'] : []),
          'proofOfIdDirector',
        ]);
      }),
    );
  });

  it('the additional director: its fields, apartment optional, its ownership when ticked', () => {
    fc.assert(
      fc.property(countries, countries, (incorporation, home) => {
        const schema = directorsSchema({ incorporationCountry: incorporation, today });
        const p = person(home, incorporation);
        const values = directorsWith({
          hasAdditionalDirector: true,
          additionalDirectorFirstName: p.firstName,
          additionalDirectorLastName: p.lastName,
          additionalDirectorDOB: p.dob,
          additionalDirectorCountry: p.country,
          additionalDirectorStreet: p.street,
          additionalDirectorCity: p.city,
          additionalDirectorState: p.state,
          additionalDirectorPostalCode: p.postalCode,
          additionalDirectorSSN: p.ssn,
          additionalDirectorPassport: p.passport,
          additionalDirectorCountryOfIssue: p.countryOfIssue,
          additionalDirectorProofOfId: pdf(),
        });
        expect(issuesOf(schema.safeParse(values))).toEqual([]);
        const owning = {
          ...values,
          hasAdditionalDirectorMoreThanTenPercent: true,
          additionalDirectorOwnershipPercentage: 24,
        };
        expect(issuesOf(schema.safeParse(owning))).toEqual([
          { path: 'additionalDirectorOwnershipPercentage', message: OWNERSHIP_OUT_OF_RANGE },
        ]);
        // With the user's own share, together at most 100 % (issue 38 item 12).
        const together = {
          ...owning,
          hasDirectorMoreThanTenPercent: true,
          ownershipPercentage: 60,
          additionalDirectorOwnershipPercentage: 50,
        };
        expect(issuesOf(schema.safeParse(together))).toEqual([
          { path: 'additionalDirectorOwnershipPercentage', message: OWNERSHIP_TOTAL_OVER_100 },
        ]);
        expect(issuesOf(schema.safeParse({ ...together, additionalDirectorOwnershipPercentage: 40 }))).toEqual([]);
        const bare = issuesOf(
          schema.safeParse({ ...values, additionalDirectorSSN: '', additionalDirectorPassport: ' ' }),
        );
        const expected = [
          ...(home === 'US' ? ['additionalDirectorSSN'] : []),
          ...(incorporation === 'US' && home !== 'US' ? ['additionalDirectorPassport'] : []),
        ];
        expect(fieldsOf(bare)).toEqual(expected);
      }),
    );
  });

  it('shareholders: at least one when enabled, each checked by the person rules', () => {
    const schema = directorsSchema({ incorporationCountry: 'US', today });
    expect(issuesOf(schema.safeParse(directorsWith({ hasShareHolders: true })))).toEqual([
      { path: 'shareHolders', message: KYB_FIELD_REQUIRED },
    ]);
    const valid = { ...blankShareholder(), ...person('CA', 'US'), proofOfId: pdf() };
    expect(issuesOf(schema.safeParse(directorsWith({ hasShareHolders: true, shareHolders: [valid] })))).toEqual([]);
    const second = { ...valid, passport: '', dob: today };
    expect(issuesOf(schema.safeParse(directorsWith({ hasShareHolders: true, shareHolders: [valid, second] })))).toEqual(
      [
        { path: 'shareHolders.1.dob', message: TOO_YOUNG },
        { path: 'shareHolders.1.passport', message: KYB_FIELD_REQUIRED },
      ],
    );
    expect(
      issuesOf(schema.safeParse(directorsWith({ hasShareHolders: false, shareHolders: [blankShareholder()] }))),
    ).toEqual([]);
  });

  it('shareholder tabs: add selects the new tab; delete only off the first tab, never the last one, moves back', () => {
    const action = fc.constantFrom('add' as const, 'delete' as const, 'select' as const);
    fc.assert(
      fc.property(fc.array(fc.tuple(action, fc.nat(10))), (actions) => {
        let tabs: ShareholderTabs = shareholdersAfterToggle({ shareHolders: [], active: 0 }, true);
        expect(tabs.shareHolders).toHaveLength(1);
        for (const [kind, at] of actions) {
          const before = tabs;
          if (kind === 'add') {
            tabs = addShareholder(tabs);
            expect(tabs.shareHolders).toHaveLength(before.shareHolders.length + 1);
            expect(tabs.active).toBe(before.shareHolders.length);
          } else if (kind === 'select') {
            tabs = { ...tabs, active: at % tabs.shareHolders.length };
          } else {
            tabs = deleteShareholder(tabs);
            if (!mayDeleteShareholder(before) || before.shareHolders.length === 1) expect(tabs).toBe(before);
            else {
              expect(tabs.active).toBe(before.active - 1);
              expect(tabs.shareHolders).toEqual(before.shareHolders.filter((_, index) => index !== before.active));
            }
          }
          expect(tabs.shareHolders.length).toBeGreaterThanOrEqual(1);
          expect(tabs.active).toBeGreaterThanOrEqual(0);
          expect(tabs.active).toBeLessThan(tabs.shareHolders.length);
        }
      }),
    );
    expect(mayDeleteShareholder({ shareHolders: [blankShareholder(), blankShareholder()], active: 0 })).toBe(false);
  });
});

describe('step payload', () => {
  it('trims texts, sends days as YYYY-MM-DD, empty numbers as null, files as they are', () => {
    const file = pdf();
    const payload = stepPayload({
      passport: '  P123  ',
      dob: new CalendarDate(1980, 5, 7),
      value: Number.NaN,
      count: 3,
      file,
      none: null,
      list: [' US ', 'CA'],
      shareHolders: [{ firstName: ' Ada ', dob: new CalendarDate(2001, 12, 31) }],
    });
    expect(payload).toEqual({
      passport: 'P123',
      dob: '1980-05-07',
      value: null,
      count: 3,
      file,
      none: null,
      list: ['US', 'CA'],
      shareHolders: [{ firstName: 'Ada', dob: '2001-12-31' }],
    });
  });
});
