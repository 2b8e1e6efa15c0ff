import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CalendarDate } from '@internationalized/date';
import {
  reviewAccountUsage,
  reviewBusinessDetails,
  reviewDirectors,
  reviewPersonalDetails,
  type ReviewSection,
} from '../../../features/kyb/wizard/review.js';
import { emptyPersonalDetails } from '../../../features/kyb/wizard/personalDetails.js';
import { emptyBusinessDetails } from '../../../features/kyb/wizard/businessDetails.js';
import { emptyAccountUsage } from '../../../features/kyb/wizard/accountUsage.js';
import { blankShareholder, emptyDirectors } from '../../../features/kyb/wizard/directors.js';
import {
  initialWizardState,
  reviewSections,
  wizardReducer,
  WIZARD_STEPS,
  type WizardAction,
  type WizardState,
} from '../../../features/kyb/wizard/wizardState.js';
import {
  LABEL_COUNTRY_OF_ISSUE,
  LABEL_DATE_OF_BIRTH,
  LABEL_DESTINATION_COUNTRIES,
  LABEL_FIRST_NAME,
  LABEL_HOME_COUNTRY,
  LABEL_OWNERSHIP_PERCENT,
  LABEL_PASSPORT,
  LABEL_PROOF_OF_ID,
  LABEL_SSN,
  LABEL_STREET,
  LABEL_TELEPHONE,
} from '../../../features/kyb/messages.js';

const rowsOf = (section: ReviewSection, heading?: string) =>
  Object.fromEntries(
    section.groups
      .filter((group) => group.heading === heading)
      .flatMap((group) => group.rows.map((row) => [row.label, row.value])),
  );

describe('the review (§4.1)', () => {
  it('shows country names (N/A when empty), N/A for empty SSN and passport, a dash for other empties, dates MM/dd/yyyy, files by name', () => {
    const values = {
      ...emptyPersonalDetails('US'),
      first_name: 'Ada',
      country: 'CA',
      date_of_birth: new CalendarDate(1980, 5, 7),
      code: '+1',
      telephone: '4165550100',
      proof_of_id: new File(['x'], 'passport-scan.png', { type: 'image/png' }),
    };
    const section = reviewPersonalDetails(values);
    expect(section.title).toBe('Personal Details');
    const rows = rowsOf(section);
    expect(rows).toMatchObject({
      'Country of Incorporation': 'United States',
      [LABEL_FIRST_NAME]: 'Ada',
      [LABEL_HOME_COUNTRY]: 'Canada',
      [LABEL_DATE_OF_BIRTH]: '05/07/1980',
      [LABEL_STREET]: '-',
      [LABEL_SSN]: 'N/A',
      [LABEL_PASSPORT]: 'N/A',
      [LABEL_COUNTRY_OF_ISSUE]: 'N/A',
      [LABEL_PROOF_OF_ID]: 'passport-scan.png',
      [LABEL_TELEPHONE]: '+1 4165550100',
    });
  });

  it('never shows an empty value: every row of any section has text', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('', ' ', 'US', 'GB'), (typed, country) => {
        const sections = [
          reviewPersonalDetails({ ...emptyPersonalDetails(), first_name: typed, country, ssn: typed }),
          reviewBusinessDetails({
            ...emptyBusinessDetails(country),
            company_name: typed,
            trading_address_is_different: true,
          }),
          reviewAccountUsage({
            ...emptyAccountUsage(),
            account_purpose_details: typed,
            recieve_money_into_new_account: true,
          }),
          reviewDirectors({
            ...emptyDirectors(),
            isUserDirector: false,
            hasAdditionalDirector: true,
            hasShareHolders: true,
            firstName: typed,
            shareHolders: [{ ...blankShareholder(), country }],
          }),
        ];
        for (const section of sections)
          for (const group of section.groups)
            for (const row of group.rows) {
              expect(row.value.trim()).not.toBe('');
              if (typed.trim() === '' && row.label === LABEL_SSN) expect(row.value).toBe('N/A');
            }
      }),
    );
  });

  it('flattens the directors under Identification, Director, Additional Directors, Shareholders and Shareholder N', () => {
    const onlyUser = reviewDirectors(emptyDirectors());
    expect(onlyUser.title).toBe('Directors');
    expect(onlyUser.groups.map((group) => group.heading)).toEqual(['Identification']);
    const everyone = reviewDirectors({
      ...emptyDirectors(),
      isUserDirector: false,
      hasDirectorMoreThanTenPercent: true,
      ownershipPercentage: 40,
      hasAdditionalDirector: true,
      hasAdditionalDirectorMoreThanTenPercent: true,
      additionalDirectorOwnershipPercentage: 30,
      hasShareHolders: true,
      shareHolders: [
        { ...blankShareholder(), firstName: 'Alan', country: 'GB' },
        { ...blankShareholder(), firstName: 'Edsger', country: '' },
      ],
    });
    expect(everyone.groups.map((group) => [group.heading, group.level])).toEqual([
      ['Identification', 1],
      ['Director', 1],
      ['Additional Directors', 1],
      ['Shareholders', 1],
      ['Shareholder 1', 2],
      ['Shareholder 2', 2],
    ]);
    expect(rowsOf(everyone, 'Identification')[LABEL_OWNERSHIP_PERCENT]).toBe('40%');
    expect(rowsOf(everyone, 'Additional Directors')[LABEL_OWNERSHIP_PERCENT]).toBe('30%');
    expect(rowsOf(everyone, 'Shareholder 1')).toMatchObject({
      [LABEL_FIRST_NAME]: 'Alan',
      [LABEL_HOME_COUNTRY]: 'United Kingdom',
      Phone: '-',
    });
    expect(rowsOf(everyone, 'Shareholder 2')[LABEL_HOME_COUNTRY]).toBe('N/A');
  });

  it('lists countries by name and shows the collect section only when ticked', () => {
    const usage = { ...emptyAccountUsage(), destination_of_payments: ['US', 'GB'], payment_value: 0 };
    const section = reviewAccountUsage(usage);
    expect(section.groups).toHaveLength(1);
    expect(rowsOf(section, 'Paying out')[LABEL_DESTINATION_COUNTRIES]).toBe('United States, United Kingdom');
    expect(rowsOf(section, 'Paying out')['Monthly Transaction Value']).toBe('0');
    expect(reviewAccountUsage({ ...usage, recieve_money_into_new_account: true }).groups).toHaveLength(2);
  });
});

describe('the wizard state (§3.4)', () => {
  it('has the five steps in order', () => {
    expect(WIZARD_STEPS.map((step) => step.label)).toEqual([
      'Personal details',
      'Business details',
      'Account usage',
      'Directors',
      'Review Details',
    ]);
  });

  it('updates and deletes forms by key, updates data and content, never touching the rest', () => {
    const personal = emptyPersonalDetails();
    let state: WizardState = wizardReducer(initialWizardState, {
      type: 'updateForm',
      key: 'personalDetails',
      value: personal,
    });
    expect(state.forms.personalDetails).toBe(personal);
    const review = reviewPersonalDetails(personal);
    state = wizardReducer(state, { type: 'updateForm', key: 'reviewPersonalDetails', value: review });
    state = wizardReducer(state, { type: 'updateData', key: 'step', value: 2 });
    state = wizardReducer(state, { type: 'updateContent', content: { kyb: { first_name: 'Help' } } });
    expect(state).toEqual({
      forms: { personalDetails: personal, reviewPersonalDetails: review },
      data: { step: 2 },
      content: { kyb: { first_name: 'Help' } },
    });
    expect(reviewSections(state.forms)).toEqual([review]);
    const deleted = wizardReducer(state, { type: 'deleteForm', key: 'personalDetails' });
    expect(deleted.forms).toEqual({ reviewPersonalDetails: review });
    expect(deleted.data).toBe(state.data);
    expect(wizardReducer(deleted, { type: 'deleteForm', key: 'personalDetails' })).toBe(deleted);
    expect(initialWizardState).toEqual({ forms: {}, data: {}, content: {} });
  });

  it('orders the stored review sections as step 5 shows them', () => {
    const actions: WizardAction[] = [
      { type: 'updateForm', key: 'reviewAccountUsage', value: reviewAccountUsage(emptyAccountUsage()) },
      { type: 'updateForm', key: 'reviewDirectors', value: reviewDirectors(emptyDirectors()) },
      { type: 'updateForm', key: 'reviewBusinessDetails', value: reviewBusinessDetails(emptyBusinessDetails('CA')) },
      { type: 'updateForm', key: 'reviewPersonalDetails', value: reviewPersonalDetails(emptyPersonalDetails()) },
    ];
    const state = actions.reduce(wizardReducer, initialWizardState);
    expect(reviewSections(state.forms).map((section) => section.title)).toEqual([
      'Personal Details',
      'Business Details',
      'Directors',
      'Account Usage',
    ]);
  });
});
