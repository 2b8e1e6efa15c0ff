import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { arrangeDemoData, findOpenDialog, findToast, withApi } from '../../.storybook/withApi.js';
import { AddRecipientWizard } from './AddRecipientWizard.js';

const meta = {
  title: 'Features/Recipients/AddRecipientWizard',
  component: AddRecipientWizard,
  args: { onClose: fn() },
  decorators: [withApi],
  parameters: { feature: { signedInAs: 'admin@northwind.example', href: '/recipients/add-new' } },
} satisfies Meta<typeof AddRecipientWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;

/** Picks an option of a combo box with the keyboard: replace the text, arrow down to the option, Enter. */
async function pick(scope: Scope, name: RegExp, typed: string, option: string | RegExp = typed) {
  const input = scope.getByRole('combobox', { name });
  input.focus();
  await userEvent.keyboard('{Control>}a{/Control}');
  await userEvent.keyboard(typed);
  const matches = (candidate: HTMLElement) =>
    typeof option === 'string' ? candidate.textContent?.trim() === option : option.test(candidate.textContent ?? '');
  // The list filters as the text arrives: wait for the option, then arrow down until it is the active one.
  const target = await waitFor(() => {
    const listbox = within(document.body).getByRole('listbox', { busy: false });
    const found = within(listbox).getAllByRole('option').find(matches);
    if (!found) throw new Error(`No option ${String(option)} after typing ${typed}`);
    return found;
  });
  for (let step = 0; step < 300 && input.getAttribute('aria-activedescendant') !== target.id; step += 1) {
    await userEvent.keyboard('{ArrowDown}');
  }
  await expect(input).toHaveAttribute('aria-activedescendant', target.id);
  await userEvent.keyboard('{Enter}');
  return input;
}

/** Types into a text field, reached by focus as Tab would. */
async function type(scope: Scope, name: RegExp, text: string) {
  const input = scope.getByRole('textbox', { name });
  input.focus();
  await userEvent.keyboard(text);
}

async function chooseType(scope: Scope, name: 'Company' | 'Individual') {
  const radio = scope.getByRole('radio', { name: new RegExp(`^${name}`) });
  radio.focus();
  await userEvent.keyboard(' ');
  await expect(radio).toBeChecked();
}

/** Step 0 of a GB company: country sets the currency, the server's fields follow the prompt. */
async function gbCompanyDetails(dialog: Scope, sortCode = '401276') {
  const country = await pick(dialog, /^Country/, 'United Kingdom');
  await expect(country).toHaveValue('United Kingdom');
  await expect(dialog.getByRole('combobox', { name: /^Currency/ })).toHaveValue('GBP — British Pound');
  await chooseType(dialog, 'Company');
  await expect(await findToast('Please fill out further details and verify them')).toBeInTheDocument();
  await type(dialog, /^Company name/, 'Tower Bridge Stationers Ltd');
  await type(dialog, /^Account number/, '41234567');
  await type(dialog, /^Sort Code/, sortCode);
  await type(dialog, /^Business address/, '1 Tooley Street');
  await type(dialog, /^Business city/, 'London');
  await type(dialog, /^Business postal code/, 'SE1 2TF');
  await type(dialog, /^Nickname/, 'Tower Bridge');
}

async function submitCode(dialog: Scope, code = '123456') {
  await dialog.findByText(/^Enter the 6 digit code sent to your phone/, {}, { timeout: 12000 });
  const box = dialog.getByRole('textbox', { name: 'Verification code' });
  box.focus();
  if (code) await userEvent.keyboard(code);
  await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
}

/** A GB company from requirements to review, code and Complete; Done closes. */
export const GbCompany: Story = {
  play: async ({ args }) => {
    const dialog = within(await findOpenDialog('Add recipient'));
    await expect(dialog.getByRole('navigation', { name: 'Add recipient' })).toHaveTextContent(
      /Recipient details, current step/,
    );
    await gbCompanyDetails(dialog);
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByText('Tower Bridge Stationers Ltd')).toBeVisible();
    await expect(dialog.getByRole('navigation', { name: 'Add recipient' })).toHaveTextContent(/Review, current step/);
    await expect(dialog.getByText('Sort Code')).toBeVisible();
    await expect(dialog.getByText('United Kingdom')).toBeVisible();
    await submitCode(dialog);
    await expect(await dialog.findByRole('heading', { name: 'Recipient added' }, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
    const saved = arrangeDemoData((store) => store.find('recipients', (row) => row.nickname === 'Tower Bridge'));
    await expect(saved?.bank_details).toMatchObject({ account_number: '41234567', routing_code_value_1: '401276' });
  },
};

/** Next with nothing chosen: 'You must fill all the details', each choice flagged, focus on the first. */
export const NothingChosen: Story = {
  play: async () => {
    const dialog = within(await findOpenDialog('Add recipient'));
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await expect(await findToast('You must fill all the details')).toBeInTheDocument();
    await expect(dialog.getByRole('combobox', { name: /^Country/ })).toHaveFocus();
    await expect(dialog.getByRole('combobox', { name: /^Country/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getAllByText('You must fill all the details').length).toBeGreaterThanOrEqual(3);
  },
};

/** Empty required fields of the server's and a value off the server's pattern are flagged; nothing is sent. */
export const ServerRulesChecked: Story = {
  play: async () => {
    const dialog = within(await findOpenDialog('Add recipient'));
    await pick(dialog, /^Country/, 'United Kingdom');
    await chooseType(dialog, 'Company');
    await dialog.findByRole('textbox', { name: /^Sort Code/ }, { timeout: 10_000 });
    await type(dialog, /^Sort Code/, '40-12');
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await expect(dialog.getByRole('textbox', { name: /^Company name/ })).toHaveFocus();
    await expect(dialog.getByRole('textbox', { name: /^Sort Code/ })).toHaveAccessibleDescription(
      /This value is not in the expected format/,
    );
    await expect(dialog.getByRole('textbox', { name: /^Nickname/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('textbox', { name: /^Email/ })).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** Choosing a currency sets its country; the euro keeps a euro-area country. */
export const CurrencySetsCountry: Story = {
  play: async () => {
    const dialog = within(await findOpenDialog('Add recipient'));
    await pick(dialog, /^Currency/, 'inr', /^INR/);
    await expect(dialog.getByRole('combobox', { name: /^Country/ })).toHaveValue('India');
    await pick(dialog, /^Country/, 'Germany');
    await expect(dialog.getByRole('combobox', { name: /^Currency/ })).toHaveValue('EUR — Euro');
  },
};

/** A pair the server marks company-only: Individual is taken back and disabled with the spec's text. */
export const IndividualNotAvailable: Story = {
  play: async () => {
    const dialog = within(await findOpenDialog('Add recipient'));
    await pick(dialog, /^Country/, 'China');
    const individual = dialog.getByRole('radio', { name: /^Individual/ });
    // Chosen before the rule for China has come or refused after: either way it ends disabled and unchosen.
    individual.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(individual).toBeDisabled(), { timeout: 10_000 });
    await expect(individual).not.toBeChecked();
    await expect(individual).toHaveAccessibleDescription(
      /Individual option is not available for the combination of bank country and the currency chosen/,
    );
    await chooseType(dialog, 'Company');
    await expect(await dialog.findByRole('textbox', { name: /^CNAPS/ }, { timeout: 10_000 })).toBeVisible();
  },
};

/** Individuals get the server's date and select fields. */
export const IndividualInIndia: Story = {
  play: async () => {
    const dialog = within(await findOpenDialog('Add recipient'));
    await pick(dialog, /^Country/, 'India');
    await chooseType(dialog, 'Individual');
    await expect(await dialog.findByRole('textbox', { name: /^IFSC Code/ }, { timeout: 10_000 })).toBeVisible();
    await expect(dialog.getByRole('group', { name: /^Date of birth/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Identification type/ })).toBeVisible();
  },
};

async function toReview(dialog: Scope) {
  await gbCompanyDetails(dialog);
  await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
  await dialog.findByText('Tower Bridge Stationers Ltd');
}

export const CodeMissing: Story = {
  play: async () => {
    const dialog = within(await findOpenDialog('Add recipient'));
    await toReview(dialog);
    await submitCode(dialog, '');
    await expect(await findToast('OTP is required!')).toBeInTheDocument();
  },
};

export const WrongCode: Story = {
  play: async () => {
    const dialog = within(await findOpenDialog('Add recipient'));
    await toReview(dialog);
    await submitCode(dialog, '000000');
    await expect(await findToast('The code you entered is incorrect.')).toBeInTheDocument();
    // Nothing typed is lost: Back shows the form as it was.
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    await expect(dialog.getByRole('textbox', { name: /^Company name/ })).toHaveValue('Tower Bridge Stationers Ltd');
  },
};

/** The provider's first error message, in the 10 s snackbar. */
export const ProviderRefuses: Story = {
  beforeEach: () =>
    arrangeDemoData((store) =>
      store.injectFault({
        method: 'POST',
        path: '/account/beneficiary',
        status: 400,
        body: {
          errors: {
            error_code: 'validation_error',
            error_messages: {
              account_number: [{ code: 'account_closed', message: 'The beneficiary account is closed.' }],
            },
          },
        },
      }),
    ),
  play: async () => {
    const dialog = within(await findOpenDialog('Add recipient'));
    await toReview(dialog);
    await submitCode(dialog);
    await expect(await findToast('The beneficiary account is closed.')).toBeInTheDocument();
  },
};

export const AddFailsWithoutAnswer: Story = {
  beforeEach: () =>
    arrangeDemoData((store) => store.injectFault({ method: 'POST', path: '/account/beneficiary', status: 0 })),
  play: async () => {
    const dialog = within(await findOpenDialog('Add recipient'));
    await toReview(dialog);
    await submitCode(dialog);
    await expect(await findToast('Something went wrong please try again or contact support')).toBeInTheDocument();
  },
};

export const RequirementsFail: Story = {
  beforeEach: () =>
    arrangeDemoData((store) =>
      store.injectFault({ path: '/utility/get-beneficiary-requirements', status: 500, times: 1 }),
    ),
  play: async () => {
    const dialog = within(await findOpenDialog('Add recipient'));
    await pick(dialog, /^Country/, 'United Kingdom');
    await chooseType(dialog, 'Company');
    await expect(await findToast('Something went wrong, please try again or contact support.')).toBeInTheDocument();
    // Next asks again.
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await expect(await dialog.findByRole('textbox', { name: /^Sort Code/ }, { timeout: 10_000 })).toBeVisible();
  },
};

/**
 * After a Next with nothing chosen, each "You must fill all the details" goes as its choice is made
 * (country, the currency it sets, the type); China's company-only text is said once; identification
 * types read as words (issue 40 item 16).
 */
export const ChoicesClearTheirErrors: Story = {
  play: async () => {
    const dialog = within(await findOpenDialog('Add recipient'));
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await expect(await findToast('You must fill all the details')).toBeInTheDocument();
    await pick(dialog, /^Country/, 'China');
    await expect(dialog.getByRole('combobox', { name: /^Currency/ })).toHaveValue('CNY — Chinese Yuan');
    await chooseType(dialog, 'Company');
    await waitFor(() => expect(dialog.queryAllByText('You must fill all the details')).toHaveLength(0));
    await expect(dialog.getByRole('combobox', { name: /^Currency/ })).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(dialog.getByRole('radio', { name: /^Individual/ })).toBeDisabled(), { timeout: 10_000 });
    await expect(dialog.getAllByText(/Individual option is not available/)).toHaveLength(1);
  },
};

export const IdentificationTypesReadAsWords: Story = {
  play: async () => {
    const dialog = within(await findOpenDialog('Add recipient'));
    await pick(dialog, /^Country/, 'India');
    await chooseType(dialog, 'Individual');
    const trigger = await dialog.findByRole('button', { name: /Identification type/ }, { timeout: 10_000 });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    await expect(names).toContain('Passport');
    await expect(names.some((name) => name.includes('_'))).toBe(false);
  },
};

/** Escape with a country chosen asks before discarding; Keep editing stays (issue 40 item 11). */
export const EscapeAsksBeforeDiscarding: Story = {
  play: async ({ args }) => {
    const dialog = within(await findOpenDialog('Add recipient'));
    await pick(dialog, /^Country/, 'United Kingdom');
    // Escape in a combo box clears its text (react-aria); from the type choice it closes the dialog.
    dialog.getByRole('radio', { name: /^Company/ }).focus();
    await userEvent.keyboard('{Escape}');
    const ask = await within(document.body).findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await expect(dialog.getByRole('combobox', { name: /^Country/ })).toHaveValue('United Kingdom');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
