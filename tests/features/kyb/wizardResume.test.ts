import { describe, expect, it } from 'vitest';
import { CalendarDate } from '@internationalized/date';
import { emptyAccountUsage, type AccountUsageValues } from '../../../features/kyb/wizard/accountUsage.js';
import { blankShareholder, emptyDirectors, type DirectorsValues } from '../../../features/kyb/wizard/directors.js';
import { emptyPersonalDetails, type PersonalDetailsValues } from '../../../features/kyb/wizard/personalDetails.js';
import { resumedWizardState, type StoredWizardStep } from '../../../features/kyb/wizard/resume.js';
import { KEPT_FILE_PART_PREFIX, stepFormData, stepPayload } from '../../../features/kyb/wizard/stepPayload.js';
import { StoredWizardFile } from '../../../features/kyb/wizard/wizardFiles.js';
import { initialWizardState } from '../../../features/kyb/wizard/wizardState.js';

// The wizard read back from what the host stores (issue 38 item 3): each step as its multipart body
// sent it, its files by name, opening at the first step missing or no longer passing its rules.

const TODAY = new CalendarDate(2026, 3, 9);
const context = { incorporationCountry: 'US', today: TODAY };
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** A step as the demo backend stores it from the body `stepFormData` writes (files get an id). */
function stored(values: object): StoredWizardStep {
  const form = stepFormData(stepPayload(values));
  const step: StoredWizardStep = { fields: {}, files: {} };
  for (const name of new Set(form.keys())) {
    const [first, ...more] = form.getAll(name);
    if (first instanceof File) step.files[name] = { id: `id-${name}`, name: first.name };
    else if (name.startsWith(KEPT_FILE_PART_PREFIX)) throw new Error('a new step keeps nothing');
    else step.fields[name] = more.length ? form.getAll(name).map(String) : String(first ?? '');
  }
  return step;
}

const personal: PersonalDetailsValues = {
  ...emptyPersonalDetails('US'),
  first_name: 'Ada',
  last_name: 'Lovelace',
  date_of_birth: new CalendarDate(1980, 5, 17),
  email: 'ada@lighthouse.example',
  telephone: '4165550100',
  street: 'King Street West',
  city: 'Toronto',
  state: 'ON',
  postal_code: 'M5X 1A9',
  passport: 'P1234567',
  country_of_issue: 'CA',
  proof_of_id: pdf('passport.pdf'),
};

const usage: AccountUsageValues = {
  ...emptyAccountUsage(),
  base_currency: 'USD',
  payment_value: 25000,
  estimated_no_of_payments: 12,
  destination_of_payments: ['CA', 'GB'],
  initial_source_payments: 'Business Revenue',
  main_account_purpose: 'Paying Suppliers / Bills',
  account_purpose_details: 'Suppliers abroad',
  expected_first_transaction_date: new CalendarDate(2026, 4, 1),
};

describe('resumedWizardState', () => {
  it('reads each stored step back into its values, files by name, and opens at the first step missing', () => {
    const state = resumedWizardState({ personalDetails: stored(personal), accountUsage: stored(usage) }, context);
    expect(state.data.step).toBe('businessDetails');
    expect(state.forms.personalDetails).toEqual({
      ...personal,
      proof_of_id: new StoredWizardFile('passport.pdf', 'id-proof_of_id'),
    });
    expect(state.forms.accountUsage).toEqual(usage);
    expect(state.forms.reviewPersonalDetails?.title).toBe('Personal Details');
    expect(state.forms.businessDetails).toBeUndefined();
  });

  it('reads shareholders back with their files, and opens the review when all four pass', () => {
    const directors: DirectorsValues = {
      ...emptyDirectors(),
      hasShareHolders: true,
      shareHolders: [
        { ...blankShareholder(), firstName: 'Grace', lastName: 'Hopper', dob: new CalendarDate(1970, 1, 2) },
        { ...blankShareholder(), firstName: 'Alan', proofOfId: pdf('alan-id.pdf') },
      ],
      controlAndBenificialOwnershipDocument: pdf('ownership.pdf'),
    };
    const state = resumedWizardState({ directors: stored(directors) }, context);
    expect(state.forms.directors?.shareHolders).toEqual([
      directors.shareHolders[0],
      { ...directors.shareHolders[1], proofOfId: new StoredWizardFile('alan-id.pdf', 'id-shareHolders[1][proofOfId]') },
    ]);
    expect(state.data.step).toBe('personalDetails');
  });

  it('opens at a stored step whose rules its values no longer pass, with what it sent', () => {
    const state = resumedWizardState({ personalDetails: stored({ ...personal, passport: '' }) }, context);
    expect(state.data.step).toBe('personalDetails');
    expect(state.forms.personalDetails?.first_name).toBe('Ada');
    expect(state.forms.reviewPersonalDetails).toBeUndefined();
    // A first transaction now in the past: the usage is kept, its review is not.
    const later = resumedWizardState(
      { accountUsage: stored(usage) },
      { ...context, today: new CalendarDate(2026, 5, 1) },
    );
    expect(later.forms.accountUsage).toEqual(usage);
    expect(later.forms.reviewAccountUsage).toBeUndefined();
  });

  it('starts empty on anything it cannot read', () => {
    expect(resumedWizardState({ personalDetails: { fields: 3 } }, context)).toEqual(initialWizardState);
    expect(resumedWizardState(null, context)).toEqual(initialWizardState);
  });
});
