import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate } from '@internationalized/date';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findToast, withApi } from '../../../.storybook/withApi.js';
import * as text from '../messages.js';
import { emptyAccountUsage, type AccountUsageValues } from './accountUsage.js';
import { emptyBusinessDetails, type BusinessDetailsValues } from './businessDetails.js';
import { blankShareholder, emptyDirectors, type DirectorsValues } from './directors.js';
import { KybWizard } from './KybWizard.js';
import { emptyPersonalDetails, type PersonalDetailsValues } from './personalDetails.js';
import { reviewAccountUsage, reviewBusinessDetails, reviewDirectors, reviewPersonalDetails } from './review.js';
import type { StoredWizardSteps } from './resume.js';
import { StoredWizardFile } from './wizardFiles.js';
import type { WizardState, WizardStep } from './wizardState.js';

// The wizard variant of business verification, step by step: required fields and the error notice,
// focus on the first invalid field, the conditional rules, the shareholder tabs by keyboard, the review's
// rendering rules, and a failed step that keeps everything typed.

const TODAY = new CalendarDate(2026, 3, 9);
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** A US company's user who lives in Canada: passport asked, SSN not. */
const personal: PersonalDetailsValues = {
  ...emptyPersonalDetails('US'),
  first_name: 'Ada',
  last_name: 'Lovelace',
  date_of_birth: new CalendarDate(1980, 5, 17),
  email: 'ada@lighthouse.example',
  telephone: '4165550100',
  country: 'CA',
  street: 'King Street West',
  city: 'Toronto',
  state: 'ON',
  postal_code: 'M5X 1A9',
  passport: 'P1234567',
  country_of_issue: 'CA',
  proof_of_id: pdf('passport.pdf'),
};

const business: BusinessDetailsValues = {
  ...emptyBusinessDetails('US'),
  legal_entity_type: 'Limited Liability Company',
  company_name: 'Lighthouse Provisions LLC',
  company_registration_number: 'REG-2019-55',
  employer_identification_number: '12-3456789',
  date_of_establishment: new CalendarDate(2019, 4, 1),
  street: 'Harbour Road',
  city: 'Portland',
  state: 'ME',
  postal_code: '04101',
  business_sector: 'IT, Digital, Cyber',
  business_subsector: 'Computer Software',
  business_activities: 'Inventory software for clinics',
  business_website: 'https://lighthouse.example',
  company_incorporation: pdf('incorporation.pdf'),
  company_financials: pdf('financials.pdf'),
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

const directors: DirectorsValues = {
  ...emptyDirectors(),
  hasDirectorMoreThanTenPercent: true,
  ownershipPercentage: 30,
  hasShareHolders: true,
  shareHolders: [{ ...blankShareholder(), firstName: 'Grace', lastName: 'Hopper', country: 'US', ssn: '' }],
  controlAndBenificialOwnershipDocument: pdf('ownership.pdf'),
};

/** The wizard at `step`: every step before it saved (values and review list), the step's own values typed. */
function savedUpTo(step: WizardStep): WizardState {
  const order: WizardStep[] = ['personalDetails', 'businessDetails', 'accountUsage', 'directors', 'review'];
  const reached = order.indexOf(step);
  const forms: WizardState['forms'] = { personalDetails: personal };
  if (reached > 0)
    Object.assign(forms, { businessDetails: business, reviewPersonalDetails: reviewPersonalDetails(personal) });
  if (reached > 1)
    Object.assign(forms, { accountUsage: usage, reviewBusinessDetails: reviewBusinessDetails(business) });
  if (reached > 2) Object.assign(forms, { directors, reviewAccountUsage: reviewAccountUsage(usage) });
  if (reached > 3) Object.assign(forms, { reviewDirectors: reviewDirectors(directors) });
  return { forms, data: { step }, content: {} };
}

const meta = {
  title: 'Features/KYB/KybWizard',
  component: KybWizard,
  args: {
    submitStep: fn(() => Promise.resolve(undefined)),
    onSubmitted: fn(),
    incorporationCountry: 'US',
    today: TODAY,
  },
  decorators: [withApi],
  parameters: { feature: { signedInAs: 'kyb-not-filled@lighthouse.example' } },
} satisfies Meta<typeof KybWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('textbox', { name: new RegExp(`^${name}`) });

/** The error text a field shows (its accessible description). */
async function expectFieldError(element: HTMLElement, message: string) {
  await waitFor(() => expect(element).toHaveAccessibleDescription(expect.stringContaining(message)));
}

/** A required upload of the wizard: the required mark after its label, `aria-required` on its file input. */
async function expectRequiredUpload(canvasElement: HTMLElement, name: string) {
  const input = canvasElement.querySelector(`input[type="file"][name="${name}"]`);
  await expect(input).toHaveAttribute('aria-required', 'true');
  const button = input?.parentElement?.querySelector('button');
  const labelId = button?.getAttribute('aria-labelledby')?.split(' ')[1] ?? '';
  await expect(canvasElement.ownerDocument.getElementById(labelId)?.textContent).toMatch(/\*$/);
}

/** A required picker of several values: the mark after its label, `aria-required` on its input. */
async function expectRequiredCombobox(canvasElement: HTMLElement, label: string) {
  const combobox = within(canvasElement).getByRole('combobox', { name: new RegExp(`^${label}`) });
  await expect(combobox).toBeRequired();
  const labelElement = combobox.id ? canvasElement.querySelector(`label[for="${combobox.id}"]`) : null;
  await expect(labelElement?.textContent).toMatch(/\*$/);
}

/** Step 1 empty: Next flags the required fields, says so, and focuses the first; a US company asks a Canadian for a passport. */
export const PersonalDetailsRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text.WIZARD_INTRO)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: text.STEP_PERSONAL_DETAILS })).toBeVisible();
    for (const name of ['Personal details', 'Contact details', 'Current Home Address', 'Identity'])
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.WIZARD_PREVIOUS })).toBeNull();
    // Home Canada, company US: passport and its country of issue, no SSN.
    await expect(field(canvasElement, text.LABEL_PASSPORT)).toBeRequired();
    await expect(canvas.getByRole('combobox', { name: new RegExp(`^${text.LABEL_COUNTRY_OF_ISSUE}`) })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: new RegExp(`^${text.LABEL_SSN}`) })).toBeNull();
    await expect(field(canvasElement, text.LABEL_FIRST_NAME)).toBeRequired();
    await expect(field(canvasElement, text.LABEL_MIDDLE_NAME)).not.toBeRequired();
    await expectRequiredUpload(canvasElement, 'proof_of_id');

    await userEvent.click(canvas.getByRole('button', { name: text.WIZARD_NEXT }));
    await expect(await findToast(text.WIZARD_FORM_ERRORS)).toBeInTheDocument();
    const firstName = field(canvasElement, text.LABEL_FIRST_NAME);
    await waitFor(() => expect(firstName).toHaveFocus());
    await expectFieldError(firstName, text.KYB_FIELD_REQUIRED);
    await expectFieldError(field(canvasElement, text.LABEL_PASSPORT), text.KYB_FIELD_REQUIRED);
    await expect(args.submitStep).not.toHaveBeenCalled();
  },
};

/** Home country US: SSN is asked and the passport is not. */
export const PersonalDetailsUsResident: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const country = canvas.getByRole('combobox', { name: new RegExp(`^${text.LABEL_HOME_COUNTRY}`) });
    await userEvent.clear(country);
    await userEvent.type(country, 'United States');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'United States' }));
    await expect(await canvas.findByRole('textbox', { name: new RegExp(`^${text.LABEL_SSN}`) })).toBeRequired();
    await expect(canvas.queryByRole('textbox', { name: new RegExp(`^${text.LABEL_PASSPORT}`) })).toBeNull();
  },
};

/** A complete step 1 goes to the host (passport trimmed, date YYYY-MM-DD) and the wizard moves on. */
export const PersonalDetailsHandedOn: Story = {
  args: {
    initialState: { forms: { personalDetails: { ...personal, passport: '  P1234567 ' } }, data: {}, content: {} },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.WIZARD_NEXT }));
    await waitFor(() =>
      expect(args.submitStep).toHaveBeenCalledWith(
        'personalDetails',
        expect.objectContaining({ first_name: 'Ada', passport: 'P1234567', date_of_birth: '1980-05-17', code: '+1' }),
      ),
    );
    await expect(await findToast(text.KYB_SAVED)).toBeInTheDocument();
    const title = await canvas.findByRole('heading', { level: 1, name: text.STEP_BUSINESS_DETAILS });
    await waitFor(() => expect(title).toHaveFocus());
  },
};

/** The host's `submitStep` fails: its failure says so, the user stays on the step with everything typed. */
export const SubmitStepFailureKeepsData: Story = {
  args: {
    submitStep: fn(() => Promise.reject(new Error('offline'))),
    initialState: savedUpTo('businessDetails'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvasElement, text.LABEL_TRADING_NAME), 'Lighthouse');
    await userEvent.click(canvas.getByRole('button', { name: text.WIZARD_NEXT }));
    await expect(await findToast(text.KYB_SAVE_FAILED)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: text.STEP_BUSINESS_DETAILS })).toBeVisible();
    await expect(field(canvasElement, text.LABEL_TRADING_NAME)).toHaveValue('Lighthouse');
    await expect(field(canvasElement, text.LABEL_COMPANY_NAME)).toHaveValue('Lighthouse Provisions LLC');
  },
};

/** Step 2 of a US company: its entity types, the EIN, the registered country locked, the trading address on demand. */
export const BusinessDetailsRules: Story = {
  args: { initialState: savedUpTo('businessDetails') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('combobox', { name: new RegExp(`^${text.LABEL_REGISTERED_COUNTRY}`) }),
    ).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: new RegExp(`^${text.LABEL_REGISTERED_COUNTRY}`) })).toHaveValue(
      'United States',
    );
    await expect(field(canvasElement, text.LABEL_EIN)).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(text.LABEL_LEGAL_ENTITY_TYPE) }));
    const options = within(await within(document.body).findByRole('listbox', { busy: false })).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([...text.US_LEGAL_ENTITY_TYPES]);
    await userEvent.keyboard('{Escape}');

    await expect(canvas.queryByRole('combobox', { name: new RegExp(`^${text.LABEL_TRADING_COUNTRY}`) })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: text.TRADING_ADDRESS_DIFFERENT }));
    await expect(canvas.getByRole('combobox', { name: new RegExp(`^${text.LABEL_TRADING_COUNTRY}`) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.WIZARD_NEXT }));
    await expect(await findToast(text.WIZARD_FORM_ERRORS)).toBeInTheDocument();
    const tradingCountry = canvas.getByRole('combobox', { name: new RegExp(`^${text.LABEL_TRADING_COUNTRY}`) });
    await waitFor(() => expect(tradingCountry).toHaveFocus());
  },
};

/** Step 3: proof of funds only for shareholder or external investment; the collect section's fields once ticked. */
export const AccountUsageRules: Story = {
  args: { initialState: savedUpTo('accountUsage') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Choose file/ })).toBeNull();
    await expectRequiredCombobox(canvasElement, text.LABEL_DESTINATION_COUNTRIES);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(text.LABEL_INITIAL_SOURCE) }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Shareholder Investment' }));
    await expect(await canvas.findByText(text.LABEL_PROOF_OF_FUNDS)).toBeVisible();
    await expectRequiredUpload(canvasElement, 'proof_of_funds');

    await userEvent.click(canvas.getByRole('checkbox', { name: text.LABEL_RECEIVE_MONEY }));
    await expect(canvas.getByRole('heading', { level: 2, name: text.SECTION_COLLECT })).toBeVisible();
    await expectRequiredCombobox(canvasElement, text.LABEL_ORIGIN_COUNTRIES);
    await expectRequiredCombobox(canvasElement, text.LABEL_PAID_IN_CURRENCIES);
    await userEvent.click(canvas.getByRole('button', { name: text.WIZARD_NEXT }));
    await expect(await findToast(text.WIZARD_FORM_ERRORS)).toBeInTheDocument();
    // The proof of funds comes first in the page: its button takes focus.
    await waitFor(() => expect(canvas.getByRole('button', { name: /Choose file/ })).toHaveFocus());
    const origin = canvas.getByRole('combobox', { name: new RegExp(`^${text.LABEL_ORIGIN_COUNTRIES}`) });
    await expectFieldError(origin, text.KYB_FIELD_REQUIRED);
  },
};

/** Step 4: shareholders as tabs, added and deleted with the keyboard; Delete only off the first tab. */
export const DirectorsShareholderTabs: Story = {
  args: { initialState: savedUpTo('directors') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: text.SECTION_IDENTITY })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: text.additionalShareholderTab(1) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.queryByRole('button', { name: text.DELETE_SHAREHOLDER })).toBeNull();

    canvas.getByRole('button', { name: text.ADD_SHAREHOLDER }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: text.additionalShareholderTab(2) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(field(canvasElement, text.LABEL_FIRST_NAME)).toHaveValue('');
    canvas.getByRole('button', { name: text.ADD_SHAREHOLDER }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: text.additionalShareholderTab(3) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    canvas.getByRole('button', { name: text.DELETE_SHAREHOLDER }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('tab')).toHaveLength(2);
    await expect(canvas.getByRole('tab', { name: text.additionalShareholderTab(2) })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Back on the first tab: its values are there, and no Delete.
    await userEvent.click(canvas.getByRole('tab', { name: text.additionalShareholderTab(1) }));
    await expect(field(canvasElement, text.LABEL_FIRST_NAME)).toHaveValue('Grace');
    await expect(canvas.queryByRole('button', { name: text.DELETE_SHAREHOLDER })).toBeNull();
  },
};

/** Step 4: a user who is not the director names Director 1; Next shows the errors and focuses the first. */
export const DirectorsErrors: Story = {
  args: { initialState: savedUpTo('directors') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRequiredUpload(canvasElement, 'controlAndBenificialOwnershipDocument');
    await userEvent.click(canvas.getByRole('checkbox', { name: text.LABEL_USER_IS_DIRECTOR }));
    const director = canvas.getByRole('region', { name: text.DIRECTOR_ONE });
    await expect(
      within(director).getByRole('textbox', { name: new RegExp(`^${text.LABEL_APARTMENT}`) }),
    ).toBeRequired();
    const ownership = canvas.getByRole('textbox', { name: new RegExp(`^${text.LABEL_OWNERSHIP_PERCENT}`) });
    await userEvent.clear(ownership);
    await userEvent.type(ownership, '20');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: text.WIZARD_NEXT }));
    await expect(await findToast(text.WIZARD_FORM_ERRORS)).toBeInTheDocument();
    await expectFieldError(
      canvas.getByRole('textbox', { name: new RegExp(`^${text.LABEL_OWNERSHIP_PERCENT}`) }),
      text.OWNERSHIP_OUT_OF_RANGE,
    );
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: new RegExp(`^${text.LABEL_OWNERSHIP_PERCENT}`) })).toHaveFocus(),
    );
  },
};

/** Step 5: the notice, the four sections and the rendering rules; Next submits an empty payload. */
export const Review: Story = {
  args: { initialState: savedUpTo('review') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text.REVIEW_NOTICE)).toBeVisible();
    for (const name of ['Personal Details', 'Business Details', 'Directors', 'Account Usage'])
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    const valueOf = (region: HTMLElement, label: string) =>
      within(region).getAllByText(label, { selector: 'dt' })[0]?.nextElementSibling?.textContent;
    const personalRegion = canvas.getByRole('region', { name: 'Personal Details' });
    await expect(valueOf(personalRegion, text.LABEL_COUNTRY_OF_INCORPORATION)).toBe('United States');
    await expect(valueOf(personalRegion, text.LABEL_HOME_COUNTRY)).toBe('Canada');
    await expect(valueOf(personalRegion, text.LABEL_SSN)).toBe('N/A');
    await expect(valueOf(personalRegion, text.LABEL_MIDDLE_NAME)).toBe('-');
    await expect(valueOf(personalRegion, text.LABEL_DATE_OF_BIRTH)).toBe('05/17/1980');
    await expect(valueOf(personalRegion, text.LABEL_PROOF_OF_ID)).toBe('passport.pdf');
    const directorsRegion = canvas.getByRole('region', { name: 'Directors' });
    for (const heading of ['Identification', 'Shareholders', 'Shareholder 1'])
      await expect(within(directorsRegion).getByRole('heading', { name: heading })).toBeVisible();
    await expect(valueOf(directorsRegion, text.LABEL_OWNERSHIP_PERCENT)).toBe('30%');
    await expect(valueOf(directorsRegion, text.LABEL_COUNTRY_OF_ISSUE)).toBe('N/A');
    const usageRegion = canvas.getByRole('region', { name: 'Account Usage' });
    await expect(valueOf(usageRegion, text.LABEL_DESTINATION_COUNTRIES)).toBe('Canada, United Kingdom');

    await userEvent.click(canvas.getByRole('button', { name: 'Directors' }));
    await expect(canvas.getByRole('button', { name: 'Directors' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: text.WIZARD_NEXT }));
    await waitFor(() => expect(args.submitStep).toHaveBeenCalledWith('review', {}));
    await expect(await findToast(text.KYB_SUBMITTED)).toBeInTheDocument();
    await waitFor(() => expect(args.onSubmitted).toHaveBeenCalledTimes(1));
  },
};

/** Previous keeps what is typed: back to step 2 and forward again, nothing is lost. */
export const PreviousKeepsWhatIsTyped: Story = {
  args: { initialState: savedUpTo('accountUsage') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(field(canvasElement, text.LABEL_PURPOSE_DETAILS));
    await userEvent.type(field(canvasElement, text.LABEL_PURPOSE_DETAILS), 'Paying our printers');
    await userEvent.click(canvas.getByRole('button', { name: text.WIZARD_PREVIOUS }));
    await expect(await canvas.findByRole('heading', { level: 1, name: text.STEP_BUSINESS_DETAILS })).toBeVisible();
    await expect(field(canvasElement, text.LABEL_COMPANY_NAME)).toHaveValue('Lighthouse Provisions LLC');
    await expect(canvas.getByText('incorporation.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.WIZARD_NEXT }));
    await expect(await canvas.findByRole('heading', { level: 1, name: text.STEP_ACCOUNT_USAGE })).toBeVisible();
    await expect(field(canvasElement, text.LABEL_PURPOSE_DETAILS)).toHaveValue('Paying our printers');
  },
};

/** Empty states and the loading bar: a country picker with no match, and a step on its way to the host. */
export const EmptyStatesAndLoadingBar: Story = {
  args: {
    submitStep: fn(() => new Promise<undefined>(() => undefined)),
    initialState: { forms: { personalDetails: personal }, data: {}, content: {} },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const country = canvas.getByRole('combobox', { name: new RegExp(`^${text.LABEL_HOME_COUNTRY}`) });
    await userEvent.clear(country);
    await userEvent.type(country, 'Atlantis');
    await expect(await within(document.body).findByText(text.NO_RESULTS_FOUND)).toBeVisible();
    await userEvent.keyboard('{Escape}{Escape}');
    await userEvent.clear(country);
    await userEvent.type(country, 'Canada');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Canada' }));
    await userEvent.click(canvas.getByRole('button', { name: text.WIZARD_NEXT }));
    await expect(await canvas.findByRole('progressbar', { name: 'Saving' })).toBeVisible();
    await expect(args.submitStep).toHaveBeenCalledTimes(1);
    // A second press while the step is on its way sends nothing.
    await userEvent.click(canvas.getByRole('button', { name: text.WIZARD_NEXT }));
    await expect(args.submitStep).toHaveBeenCalledTimes(1);
  },
};

/** A shareholder not shown has empty required fields: Next shows that tab and focuses its first invalid field. */
export const DirectorsErrorOnAnotherTab: Story = {
  args: {
    initialState: {
      ...savedUpTo('directors'),
      forms: {
        ...savedUpTo('directors').forms,
        directors: {
          ...directors,
          shareHolders: [
            {
              ...blankShareholder(),
              firstName: 'Grace',
              lastName: 'Hopper',
              dob: new CalendarDate(1970, 1, 2),
              street: 'Elm Street',
              city: 'Halifax',
              state: 'NS',
              postalCode: 'B3H 1Y5',
              passport: 'P7654321',
              countryOfIssue: 'CA',
              proofOfId: pdf('grace.pdf'),
            },
            blankShareholder(),
          ],
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: text.additionalShareholderTab(1) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: text.WIZARD_NEXT }));
    await expect(await findToast(text.WIZARD_FORM_ERRORS)).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: text.additionalShareholderTab(2) })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    const firstName = field(canvasElement, text.LABEL_FIRST_NAME);
    await waitFor(() => expect(firstName).toHaveFocus());
    await expectFieldError(firstName, text.KYB_FIELD_REQUIRED);
  },
};

/** What the host stores after step 1 was sent (texts as the multipart body named them, the file by name). */
const storedAfterStepOne: StoredWizardSteps = {
  personalDetails: {
    fields: {
      country_of_incorporation: 'US',
      first_name: 'Ada',
      middle_name: '',
      last_name: 'Lovelace',
      date_of_birth: '1980-05-17',
      email: 'ada@lighthouse.example',
      code: '+1',
      telephone: '4165550100',
      country: 'CA',
      street: 'King Street West',
      city: 'Toronto',
      state: 'ON',
      postal_code: 'M5X 1A9',
      passport: 'P1234567',
      country_of_issue: 'CA',
    },
    files: { proof_of_id: { id: 'file-7', name: 'passport.pdf' } },
  },
};

/**
 * Resumed from the host (issue 38 item 3): after a reload or a new session the wizard opens at the first
 * step not sent, and the step sent shows what it sent, its file by name; sent again, the file is kept.
 */
export const ResumesWhereItStopped: Story = {
  args: { storedSteps: storedAfterStepOne },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: text.STEP_BUSINESS_DETAILS })).toBeVisible();
    await expect(field(canvasElement, text.LABEL_COMPANY_NAME)).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: text.WIZARD_PREVIOUS }));
    await expect(await canvas.findByRole('heading', { level: 1, name: text.STEP_PERSONAL_DETAILS })).toBeVisible();
    await expect(field(canvasElement, text.LABEL_FIRST_NAME)).toHaveValue('Ada');
    await expect(field(canvasElement, text.LABEL_PASSPORT)).toHaveValue('P1234567');
    await expect(canvas.getByText('passport.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.WIZARD_NEXT }));
    await waitFor(() =>
      expect(args.submitStep).toHaveBeenCalledWith(
        'personalDetails',
        expect.objectContaining({ first_name: 'Ada', proof_of_id: new StoredWizardFile('passport.pdf', 'file-7') }),
      ),
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: text.STEP_BUSINESS_DETAILS })).toBeVisible();
  },
};

/**
 * Step 4, focus after a change of the tabs (issue 38 item 6): after Add Shareholder, the new tab's first
 * field; after Delete Shareholder (the button is gone on the first tab), the first field of the tab now
 * shown, the one before — never <body>.
 */
export const DirectorsFocusAfterAddAndDelete: Story = {
  args: { initialState: savedUpTo('directors') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panelFirstName = () => within(canvas.getByRole('tabpanel')).getByRole('textbox', { name: /^First Name/ });
    canvas.getByRole('button', { name: text.ADD_SHAREHOLDER }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: text.additionalShareholderTab(2) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(document.activeElement).toBe(panelFirstName()));
    await expect(panelFirstName()).toHaveValue('');

    canvas.getByRole('button', { name: text.DELETE_SHAREHOLDER }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('tab')).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(panelFirstName()));
    await expect(panelFirstName()).toHaveValue('Grace');
    await expect(document.activeElement).not.toBe(document.body);
  },
};
