import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { arrangeDemoData, findToast, withApi } from '../../.storybook/withApi.js';
import { withDemoBankLinkPicker } from '../../.storybook/withDemoBankLinkPicker.js';
import { BankAccountsPanel } from './BankAccountsPanel.js';
import {
  ACCOUNT_DELETED,
  DELETE_FAILED,
  MAKE_PRIMARY_FAILED,
  MAX_ACCOUNTS_HINT,
  PRIMARY_ACCOUNT_SET,
  STATEMENT_UPLOADED,
} from './messages.js';

const ADMIN = 'admin@northwind.example';

const meta = {
  title: 'Features/Banking/BankAccountsPanel',
  component: BankAccountsPanel,
  decorators: [withApi, withDemoBankLinkPicker],
  parameters: { feature: { signedInAs: ADMIN, href: '/settings/organization-setup?tab=bank' } },
} satisfies Meta<typeof BankAccountsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focuses a control and presses a key (the stories drive the panel by keyboard). */
async function press(element: HTMLElement, key = '{Enter}') {
  element.focus();
  await userEvent.keyboard(key);
}

const card = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('article', { name }));

/** Gives Northwind a third account (the seed has two). */
function addThirdAccount() {
  arrangeDemoData((store) => {
    store.insert('bankAccounts', {
      company_id: 1,
      nickname: 'Reserve account',
      default: false,
      verified: true,
      institute_name: 'Scotiabank',
      institution_logo: null,
      account: '9081726',
      institution: '002',
      branch: '40001',
    });
  });
}

export const LinkedAccounts: Story = {
  play: async ({ canvasElement }) => {
    const operating = await card(canvasElement, 'Operating account');
    await expect(operating.getByText('Primary')).toBeVisible();
    await expect(operating.getByText('Verified')).toBeVisible();
    await expect(operating.getByText(/^Institution \d{3} · Transit \d{5} · Account \d{7}$/)).toBeVisible();
    // The default account offers neither delete nor make primary.
    await expect(operating.queryByRole('button')).toBeNull();
    const payroll = await card(canvasElement, 'Payroll account');
    await expect(payroll.getByText('Account under verification')).toBeVisible();
    await expect(payroll.getByRole('button', { name: 'Make primary' })).toBeEnabled();
    await expect(payroll.getByRole('button', { name: 'Delete' })).toBeEnabled();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Link automatically' })).toBeEnabled();
    await expect(canvas.queryByText(MAX_ACCOUNTS_HINT)).toBeNull();
  },
};

export const NoAccountsLinked: Story = {
  parameters: { feature: { signedInAs: 'no-bank@prairiewind.example' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No bank account linked yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Link manually' })).toBeEnabled();
  },
};

export const ThreeAccountsDisableLinking: Story = {
  beforeEach: addThirdAccount,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await card(canvasElement, 'Reserve account');
    const hint = await canvas.findByText(MAX_ACCOUNTS_HINT);
    await expect(hint).toBeVisible();
    for (const name of ['Link automatically', 'Link manually']) {
      const button = canvas.getByRole('button', { name });
      await expect(button).toBeDisabled();
      // Screen readers hear why with the button; everyone reads it beside them.
      await expect(button).toHaveAccessibleDescription(MAX_ACCOUNTS_HINT);
    }
  },
};

export const MakesAnAccountPrimary: Story = {
  play: async ({ canvasElement }) => {
    const payroll = await card(canvasElement, 'Payroll account');
    await press(payroll.getByRole('button', { name: 'Make primary' }));
    await expect(await findToast(PRIMARY_ACCOUNT_SET)).toBeInTheDocument();
    // The list is read again: the badge moved, the actions moved with it.
    await waitFor(() => expect(payroll.getByText('Primary')).toBeVisible());
    await expect(payroll.queryByRole('button', { name: 'Make primary' })).toBeNull();
    const operating = await card(canvasElement, 'Operating account');
    await expect(operating.getByRole('button', { name: 'Make primary' })).toBeEnabled();
    await expect(within(canvasElement).getByRole('heading', { name: 'Linked accounts' })).toHaveFocus();
  },
};

export const DeletesAfterConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const payroll = await card(canvasElement, 'Payroll account');
    await press(payroll.getByRole('button', { name: 'Delete' }));
    const confirm = within(
      await within(document.body).findByRole('alertdialog', { name: 'Delete this bank account?' }),
    );
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await press(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await findToast(ACCOUNT_DELETED)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('article', { name: 'Payroll account' })).not.toBeInTheDocument(),
    );
  },
};

export const CancelledDeleteKeepsTheAccount: Story = {
  play: async ({ canvasElement }) => {
    const payroll = await card(canvasElement, 'Payroll account');
    await press(payroll.getByRole('button', { name: 'Delete' }));
    await within(document.body).findByRole('alertdialog', { name: 'Delete this bank account?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(within(canvasElement).getByRole('article', { name: 'Payroll account' })).toBeVisible();
  },
};

export const MakePrimaryFails: Story = {
  beforeEach: () => {
    arrangeDemoData((store) => store.injectFault({ method: 'PATCH', path: '/bank/bank/:id', status: 500 }));
  },
  play: async ({ canvasElement }) => {
    const payroll = await card(canvasElement, 'Payroll account');
    await press(payroll.getByRole('button', { name: 'Make primary' }));
    await expect(await findToast(MAKE_PRIMARY_FAILED)).toBeInTheDocument();
    await expect(payroll.queryByText('Primary')).toBeNull();
    await expect(payroll.getByRole('button', { name: 'Make primary' })).toHaveFocus();
  },
};

export const DeleteFails: Story = {
  beforeEach: () => {
    arrangeDemoData((store) => store.injectFault({ method: 'DELETE', path: '/bank/bank/:id', status: 0 }));
  },
  play: async ({ canvasElement }) => {
    const payroll = await card(canvasElement, 'Payroll account');
    await press(payroll.getByRole('button', { name: 'Delete' }));
    const confirm = within(await within(document.body).findByRole('alertdialog'));
    await press(confirm.getByRole('button', { name: 'Delete' }));
    await expect(await findToast(DELETE_FAILED)).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('article', { name: 'Payroll account' })).toBeVisible();
    // The confirmation gave focus back to the account's Delete button, which kept it through the attempt.
    await waitFor(() => expect(payroll.getByRole('button', { name: 'Delete' })).toHaveFocus());
  },
};

function statementInput(canvasElement: HTMLElement): HTMLInputElement {
  const section = within(canvasElement).getByRole('region', { name: 'Bank statements' });
  const input = section.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The statement upload has no file input');
  return input;
}

export const UploadsAStatement: Story = {
  play: async ({ canvasElement }) => {
    await card(canvasElement, 'Operating account');
    await userEvent.upload(
      statementInput(canvasElement),
      new File(['%PDF-1.4'], 'march.pdf', { type: 'application/pdf' }),
    );
    await expect(await findToast(STATEMENT_UPLOADED)).toBeInTheDocument();
    await expect(await within(canvasElement).findByText(`march.pdf: ${STATEMENT_UPLOADED}`)).toBeVisible();
  },
};

export const StatementRefusedByTheServer: Story = {
  beforeEach: () => {
    arrangeDemoData((store) =>
      store.injectFault({
        method: 'POST',
        path: '/bank/bank/statement',
        status: 400,
        body: { results: { error: 'This statement is older than 3 months.' } },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await card(canvasElement, 'Operating account');
    await userEvent.upload(
      statementInput(canvasElement),
      new File(['%PDF-1.4'], 'january.pdf', { type: 'application/pdf' }),
    );
    await expect(await findToast('This statement is older than 3 months.')).toBeInTheDocument();
  },
};

export const StatementOfAnotherTypeIsRefused: Story = {
  play: async ({ canvasElement }) => {
    await card(canvasElement, 'Operating account');
    await userEvent.upload(statementInput(canvasElement), new File(['x'], 'march.docx'), { applyAccept: false });
    const section = within(within(canvasElement).getByRole('region', { name: 'Bank statements' }));
    await expect(
      await section.findByText('Unsupported file format uploaded. Please upload a pdf, jpg, jpeg or png file.'),
    ).toBeVisible();
  },
};

/**
 * Every moment focus is on <body> from now (or from the first check that finds `from` true) until `stop`:
 * each DOM change, focus move and frame is checked.
 */
function watchFocusOnBody(from: () => boolean = () => true) {
  const seen: string[] = [];
  let started = false;
  const check = (when: string) => {
    started ||= from();
    if (started && (document.activeElement === document.body || document.activeElement === null)) seen.push(when);
  };
  const observer = new MutationObserver(() => check('after a DOM change'));
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  const onFocusIn = () => check('after a focusin');
  const onFocusOut = () => queueMicrotask(() => check('after a focusout'));
  document.addEventListener('focusin', onFocusIn, true);
  document.addEventListener('focusout', onFocusOut, true);
  let frame = requestAnimationFrame(function poll() {
    check('at a frame');
    frame = requestAnimationFrame(poll);
  });
  return () => {
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn, true);
    document.removeEventListener('focusout', onFocusOut, true);
    cancelAnimationFrame(frame);
    return { started, seen };
  };
}

/**
 * Three accounts, make primary by keyboard: the pressed button leaves with the action (a primary account has
 * none) as the list is read again, and focus goes to the list's heading without ever falling to the page.
 */
export const ThreeAccountsMakePrimaryKeepsFocus: Story = {
  beforeEach: addThirdAccount,
  play: async ({ canvasElement }) => {
    const reserve = await card(canvasElement, 'Reserve account');
    reserve.getByRole('button', { name: 'Make primary' }).focus();
    const stop = watchFocusOnBody();
    await userEvent.keyboard('{Enter}');
    await expect(await findToast(PRIMARY_ACCOUNT_SET)).toBeInTheDocument();
    await waitFor(() => expect(reserve.getByText('Primary')).toBeVisible());
    await expect(stop()).toEqual({ started: true, seen: [] });
    await expect(within(canvasElement).getByRole('heading', { name: 'Linked accounts' })).toHaveFocus();
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(3);
  },
};

/**
 * Three accounts, delete by keyboard: while the deletion runs focus is back on the card's Delete button
 * (pending, not disabled), and when the list read again takes the card out, on the list's heading; never on
 * the page.
 */
export const ThreeAccountsDeleteKeepsFocus: Story = {
  beforeEach: addThirdAccount,
  play: async ({ canvasElement }) => {
    const payroll = await card(canvasElement, 'Payroll account');
    await press(payroll.getByRole('button', { name: 'Delete' }));
    const confirm = within(
      await within(document.body).findByRole('alertdialog', { name: 'Delete this bank account?' }),
    );
    confirm.getByRole('button', { name: 'Delete' }).focus();
    // Watched from the moment the closing confirmation has given focus back to the card's Delete button
    // (react-aria restores it in the frame after the dialog leaves).
    const deleteButton = payroll.getByRole('button', { name: 'Delete' });
    const stop = watchFocusOnBody(() => document.activeElement === deleteButton);
    await userEvent.keyboard('{Enter}');
    await expect(await findToast(ACCOUNT_DELETED)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('article', { name: 'Payroll account' })).not.toBeInTheDocument(),
    );
    await expect(stop()).toEqual({ started: true, seen: [] });
    await expect(within(canvasElement).getByRole('heading', { name: 'Linked accounts' })).toHaveFocus();
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(2);
  },
};
