import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { arrangeDemoData, findToast, withApi, findOpenDialog } from '../../.storybook/withApi.js';
import { BankLinkingFlow } from './BankLinkingFlow.js';
import { DEMO_PICKER_TITLE, withDemoBankLinkPicker } from '../../.storybook/withDemoBankLinkPicker.js';
import {
  AUTOMATIC_LINK_FAILED,
  BANK_CONNECTED,
  BANK_HAS_BEEN_CONNECTED,
  CHOOSE_PRIMARY_ACCOUNT,
  DEFAULT_BANK_SET,
  LINK_CHOICE_LABEL,
  MANUAL_BANK_TITLE,
  MANUAL_LINK_FAILED,
  SET_DEFAULT_FAILED,
  VOID_CHEQUE_REQUIRED,
} from './messages.js';

const NO_BANK = 'no-bank@prairiewind.example';
const ADMIN = 'admin@northwind.example';

const meta = {
  title: 'Features/Banking/BankLinkingFlow',
  component: BankLinkingFlow,
  args: { onLinked: fn() },
  decorators: [withApi, withDemoBankLinkPicker],
  parameters: { feature: { signedInAs: NO_BANK, href: '/settings/connect-bank-account' } },
} satisfies Meta<typeof BankLinkingFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function press(element: HTMLElement, key = '{Enter}') {
  element.focus();
  await userEvent.keyboard(key);
}

async function typeInto(element: HTMLElement, text: string) {
  element.focus();
  await userEvent.keyboard(text);
}

async function openAutomatic(canvasElement: HTMLElement) {
  const button = await within(canvasElement).findByRole('button', { name: 'Link automatically' });
  await waitFor(() => expect(button).toBeEnabled());
  await press(button);
}

/** The demo picker: choose an institution by keyboard, Continue. */
async function pickInstitution(name: string) {
  const picker = within(await findOpenDialog(DEMO_PICKER_TITLE));
  const radio = await picker.findByRole('radio', { name: new RegExp(name) });
  await press(radio, ' ');
  await press(picker.getByRole('button', { name: 'Continue' }));
}

async function choosePrimary(account: RegExp) {
  const dialog = within(await findOpenDialog(CHOOSE_PRIMARY_ACCOUNT));
  await press(await dialog.findByRole('radio', { name: account }), ' ');
  await press(dialog.getByRole('button', { name: 'Link account' }));
}

export const LinksAutomatically: Story = {
  play: async ({ canvasElement, args }) => {
    await openAutomatic(canvasElement);
    await pickInstitution('TD Canada Trust');
    await choosePrimary(/Business Investor Account/);
    await expect(await findToast(BANK_HAS_BEEN_CONNECTED)).toBeInTheDocument();
    // The company's first account is its default already: no second call.
    await waitFor(() =>
      expect(args.onLinked).toHaveBeenCalledWith(expect.objectContaining({ default: true, verified: false })),
    );
    await expect(body().queryByRole('dialog', { name: CHOOSE_PRIMARY_ACCOUNT })).toBeNull();
  },
};

/** The button that opened the flow's picker and primary choice. */
const automaticButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Link automatically' });

/**
 * Escape on "Choose your primary account" (issue 38 item 6): the dialog closes and focus goes back to Link
 * automatically, its opener — never <body> (it did in 2 of 3 runs: the opener was pending as the dialog opened).
 */
export const EscapeOnThePrimaryChoiceReturnsFocus: Story = {
  play: async ({ canvasElement, args }) => {
    await openAutomatic(canvasElement);
    await pickInstitution('TD Canada Trust');
    const dialog = await findOpenDialog(CHOOSE_PRIMARY_ACCOUNT);
    await within(dialog).findByRole('radio', { name: /Business Investor Account/ });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog', { name: CHOOSE_PRIMARY_ACCOUNT })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(automaticButton(canvasElement)));
    await expect(args.onLinked).not.toHaveBeenCalled();
  },
};

/** A successful automatic link: the primary choice closes and focus goes back to Link automatically. */
export const FocusReturnsAfterALink: Story = {
  play: async ({ canvasElement, args }) => {
    await openAutomatic(canvasElement);
    await pickInstitution('TD Canada Trust');
    await choosePrimary(/Business Investor Account/);
    await waitFor(() => expect(args.onLinked).toHaveBeenCalled());
    await waitFor(() => expect(body().queryByRole('dialog', { name: CHOOSE_PRIMARY_ACCOUNT })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(automaticButton(canvasElement)));
  },
};

/** A host that supplies no account picker: nothing to link automatically with, so only manual linking is offered. */
export const WithoutAPickerOnlyManualLinking: Story = {
  parameters: { bankLinkPicker: 'none' },
  play: async ({ canvasElement }) => {
    const choice = within(await within(canvasElement).findByRole('group', { name: LINK_CHOICE_LABEL }));
    await waitFor(() => expect(choice.getByRole('button', { name: 'Link manually' })).toBeEnabled());
    await expect(choice.queryByRole('button', { name: 'Link automatically' })).toBeNull();
  },
};

export const AnotherAccountBecomesTheDefault: Story = {
  parameters: { feature: { signedInAs: ADMIN } },
  play: async ({ canvasElement, args }) => {
    await openAutomatic(canvasElement);
    await pickInstitution('Bank of Montreal');
    await choosePrimary(/Business Chequing/);
    await expect(await findToast(BANK_HAS_BEEN_CONNECTED)).toBeInTheDocument();
    await expect(await findToast(DEFAULT_BANK_SET)).toBeInTheDocument();
    await waitFor(() => expect(args.onLinked).toHaveBeenCalled());
    const linked = arrangeDemoData((store) => store.filter('bankAccounts', (row) => row.company_id === 1));
    await expect(linked.filter((row) => row.default).map((row) => row.institute_name)).toEqual(['Bank of Montreal']);
  },
};

export const SettingTheDefaultFails: Story = {
  parameters: { feature: { signedInAs: ADMIN } },
  beforeEach: () => {
    arrangeDemoData((store) => store.injectFault({ method: 'PATCH', path: '/bank/bank/:id', status: 500 }));
  },
  play: async ({ canvasElement }) => {
    await openAutomatic(canvasElement);
    await pickInstitution('Bank of Montreal');
    await choosePrimary(/Business Chequing/);
    await expect(await findToast(SET_DEFAULT_FAILED)).toBeInTheDocument();
  },
};

export const LinkTokenFails: Story = {
  beforeEach: () => {
    arrangeDemoData((store) => store.injectFault({ path: '/bank/create-link-token', status: 500 }));
  },
  play: async ({ canvasElement }) => {
    await openAutomatic(canvasElement);
    await expect(await findToast(AUTOMATIC_LINK_FAILED)).toBeInTheDocument();
    await expect(body().queryByRole('dialog', { name: DEMO_PICKER_TITLE })).toBeNull();
  },
};

export const AutomaticLinkFails: Story = {
  beforeEach: () => {
    arrangeDemoData((store) =>
      store.injectFault({ path: '/bank/bank/link/automatically', status: 400, body: { results: { error: 'x' } } }),
    );
  },
  play: async ({ canvasElement, args }) => {
    await openAutomatic(canvasElement);
    await pickInstitution('Royal Bank of Canada');
    await choosePrimary(/Business Chequing/);
    await expect(await findToast(AUTOMATIC_LINK_FAILED)).toBeInTheDocument();
    // Still on the choice, to try again.
    await expect(body().getByRole('dialog', { name: CHOOSE_PRIMARY_ACCOUNT })).toBeVisible();
    await expect(args.onLinked).not.toHaveBeenCalled();
  },
};

export const LeavingThePickerLinksNothing: Story = {
  play: async ({ canvasElement, args }) => {
    await openAutomatic(canvasElement);
    await findOpenDialog(DEMO_PICKER_TITLE);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog', { name: DEMO_PICKER_TITLE })).toBeNull());
    await expect(args.onLinked).not.toHaveBeenCalled();
  },
};

async function openManual(canvasElement: HTMLElement) {
  const button = await within(canvasElement).findByRole('button', { name: 'Link manually' });
  await waitFor(() => expect(button).toBeEnabled());
  await press(button);
  return within(await findOpenDialog(MANUAL_BANK_TITLE));
}

type Drawer = Awaited<ReturnType<typeof openManual>>;

async function fillManual(drawer: Drawer, cheque: File | null) {
  await typeInto(drawer.getByRole('textbox', { name: /^Nickname/ }), 'Manual chequing');
  await typeInto(drawer.getByRole('textbox', { name: /^Institution number/ }), '004');
  await typeInto(drawer.getByRole('textbox', { name: /^Branch transit number/ }), '00011');
  await typeInto(drawer.getByRole('textbox', { name: /^Account number/ }), '1234567');
  await typeInto(drawer.getByRole('textbox', { name: 'City' }), 'Regina');
  if (cheque) {
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
    if (!input) throw new Error('No void cheque input');
    await userEvent.upload(input, cheque);
  }
}

const pdf = new File(['%PDF-1.4 cheque'], 'void-cheque.pdf', { type: 'application/pdf' });

export const LinksManuallyWithAVoidCheque: Story = {
  play: async ({ canvasElement, args }) => {
    const drawer = await openManual(canvasElement);
    await expect(drawer.getByRole('button', { name: /Account type/ })).toHaveTextContent('Chequing');
    await expect(drawer.getByRole('combobox', { name: 'Country' })).toHaveValue('Canada');
    await fillManual(drawer, pdf);
    await press(drawer.getByRole('button', { name: 'Link account' }));
    await expect(await findToast(BANK_CONNECTED)).toBeInTheDocument();
    await waitFor(() => expect(args.onLinked).toHaveBeenCalled());
    const stored = arrangeDemoData((store) => store.find('bankAccounts', (row) => row.nickname === 'Manual chequing'));
    await expect(stored).toMatchObject({ institute_name: 'TD Canada Trust', void_cheque: { name: 'void-cheque.pdf' } });
    await expect(stored?.manual_details).toMatchObject({
      bankCity: 'Regina',
      bankCountry: 'CA',
      bankAccountType: 'Chequing',
    });
  },
};

export const ManualFormErrors: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openManual(canvasElement);
    await press(drawer.getByRole('button', { name: 'Link account' }));
    const nickname = drawer.getByRole('textbox', { name: /^Nickname/ });
    await waitFor(() => expect(nickname).toHaveFocus());
    await expect(nickname).toHaveAccessibleDescription(/This field is required/);
    await expect(drawer.getByText(VOID_CHEQUE_REQUIRED)).toBeVisible();
  },
};

/** Institution `abc`, transit `-1`, account `12.5e3`: each says why at its field, and nothing is linked. */
export const BankNumbersMustBeDigitsOfTheirLength: Story = {
  play: async ({ canvasElement, args }) => {
    const drawer = await openManual(canvasElement);
    await fillManual(drawer, pdf);
    const institution = drawer.getByRole('textbox', { name: /^Institution number/ });
    const transit = drawer.getByRole('textbox', { name: /^Branch transit number/ });
    const account = drawer.getByRole('textbox', { name: /^Account number/ });
    await userEvent.clear(institution);
    await typeInto(institution, 'abc');
    await userEvent.clear(transit);
    await typeInto(transit, '-1');
    await userEvent.clear(account);
    await typeInto(account, '12.5e3');
    await press(drawer.getByRole('button', { name: 'Link account' }));
    await waitFor(() => expect(institution).toHaveFocus());
    await expect(institution).toHaveAccessibleDescription(/The institution number must be exactly 3 digits/);
    await expect(transit).toHaveAccessibleDescription(/The branch transit number must be exactly 5 digits/);
    await expect(account).toHaveAccessibleDescription(/The account number must be 7 to 12 digits/);
    // Nothing typed is changed, and nothing is sent.
    await expect(account).toHaveValue('12.5e3');
    await expect(args.onLinked).not.toHaveBeenCalled();
    await expect(
      arrangeDemoData((store) => store.find('bankAccounts', (row) => row.nickname === 'Manual chequing')),
    ).toBeUndefined();
  },
};

export const VoidChequeOfAnotherType: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openManual(canvasElement);
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
    if (!input) throw new Error('No void cheque input');
    await userEvent.upload(input, new File(['gif'], 'cheque.gif', { type: 'image/gif' }), { applyAccept: false });
    await expect(
      await drawer.findByText('Unsupported file format uploaded. Please upload a pdf, jpg, jpeg or png file.'),
    ).toBeVisible();
  },
};

export const ManualLinkRefusedByTheServer: Story = {
  parameters: { feature: { signedInAs: ADMIN } },
  beforeEach: () => {
    arrangeDemoData((store) =>
      store.insert('bankAccounts', {
        company_id: 1,
        nickname: 'Third',
        default: false,
        verified: true,
        institute_name: 'Scotiabank',
        institution_logo: null,
        account: '1',
        institution: '002',
        branch: '1',
      }),
    );
    // Another tab filled the third place: the server refuses with its own text.
    arrangeDemoData((store) => store.injectFault({ method: 'GET', path: '/auth/company/setting', status: 0 }));
  },
  play: async ({ canvasElement }) => {
    const drawer = await openManual(canvasElement);
    await fillManual(drawer, pdf);
    await press(drawer.getByRole('button', { name: 'Link account' }));
    await expect(
      await findToast(
        'You can have a maximum of 3 accounts. You could delete a linked account to make room for another.',
      ),
    ).toBeInTheDocument();
    // Nothing typed is lost.
    await expect(drawer.getByRole('textbox', { name: /^Nickname/ })).toHaveValue('Manual chequing');
  },
};

export const ManualLinkFailsWithoutAnswer: Story = {
  beforeEach: () => {
    arrangeDemoData((store) => store.injectFault({ path: '/bank/bank/link/manually', status: 0 }));
  },
  play: async ({ canvasElement }) => {
    const drawer = await openManual(canvasElement);
    await fillManual(drawer, pdf);
    await press(drawer.getByRole('button', { name: 'Link account' }));
    await expect(await findToast(MANUAL_LINK_FAILED)).toBeInTheDocument();
  },
};
