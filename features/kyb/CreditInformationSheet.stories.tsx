import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from 'spend-ui';
import { findOpenDialog, withApi } from '../../.storybook/withApi.js';
import { CreditInformationSheet, type CreditInformationSheetProps } from './CreditInformationSheet.js';
import type { CreditSheetValues } from './creditSheet.js';
import {
  BRANCH_FIVE_DIGITS,
  CREDIT_SHEET_DISCLAIMER,
  CREDIT_SHEET_SUBMIT_FAILED,
  INSTITUTION_THREE_DIGITS,
  KYB_FIELD_REQUIRED,
  SECTION_CREDIT_INFORMATION,
} from './messages.js';

// The credit-information sheet inside a stand-in for another team's registration form: its button
// opens the sheet, and what the sheet submits shows under it.

const KYB_NOT_FILLED = 'kyb-not-filled@lighthouse.example';
const OPEN_SHEET = 'Add credit information';

type HarnessProps = Omit<CreditInformationSheetProps, 'onOpenChange'> & { onOpenChange?: (isOpen: boolean) => void };

/** A registration form's credit step: a button that opens the sheet, and the values it handed over. */
function RegistrationFormStandIn({ isOpen: startsOpen, onOpenChange, onSubmit, ...sheet }: HarnessProps) {
  const [isOpen, setOpen] = useState(startsOpen);
  const [submitted, setSubmitted] = useState<CreditSheetValues | null>(null);
  return (
    <main>
      <h1>Register your business</h1>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {OPEN_SHEET}
      </Button>
      {submitted && <p>Credit limit requested: {submitted.requestedCreditLimit}</p>}
      <CreditInformationSheet
        {...sheet}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          onOpenChange?.(open);
        }}
        onSubmit={async (values) => {
          await onSubmit(values);
          setSubmitted(values);
        }}
      />
    </main>
  );
}

const meta = {
  title: 'Features/KYB/CreditInformationSheet',
  component: CreditInformationSheet,
  render: (args) => <RegistrationFormStandIn {...args} />,
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn(), yearsInBusiness: '2' },
  decorators: [withApi],
  // The uploads are the company admin's (§7): a company still filling its application.
  parameters: { feature: { signedInAs: KYB_NOT_FILLED } },
} satisfies Meta<typeof CreditInformationSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled: CreditSheetValues = {
  requestedCreditLimit: '20000',
  creditCycle: 'Monthly',
  bankName: 'Harbour Bank',
  bankAccountNumber: '7654321',
  bankInstitutionNumber: '002',
  bankBranchNumber: '12345',
  bankAccountType: 'Chequing',
  financialStatement: { name: 'statement-2025.pdf', url: 'https://files.example/statement-2025.pdf' },
  voidCheque: { name: 'void-cheque.pdf', url: 'https://files.example/void-cheque.pdf' },
};

type Scope = ReturnType<typeof within>;

async function sheet(): Promise<Scope> {
  return within(await findOpenDialog(SECTION_CREDIT_INFORMATION));
}

async function typeInto(element: HTMLElement, text: string) {
  element.focus();
  await userEvent.keyboard(text);
}

/** Tabs (forwards) until the element has the focus, as a keyboard user would. */
async function tabTo(element: HTMLElement) {
  for (let step = 0; step < 40 && document.activeElement !== element; step += 1) await userEvent.tab();
  await expect(element).toHaveFocus();
}

/** A select by keyboard: Enter opens its list, the arrows move to the option, Enter picks it. */
async function choose(trigger: HTMLElement, option: string) {
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const listbox = await within(document.body).findByRole('listbox');
  const options = within(listbox).getAllByRole('option');
  const index = options.findIndex((candidate) => candidate.textContent?.trim() === option);
  await expect(index).toBeGreaterThanOrEqual(0);
  await userEvent.keyboard('{ArrowDown}'.repeat(index) + '{Enter}');
  await expect(trigger).toHaveTextContent(option);
}

/** Chooses a PDF for one of the uploads (saved as soon as chosen); its link shows once saved. */
async function upload(scope: Scope, field: 'financialStatement' | 'voidCheque', name: string) {
  const input = document.querySelector<HTMLInputElement>(`input[type="file"][name="CreditInformation.${field}"]`);
  if (!input) throw new Error(`no file input for ${field}`);
  await userEvent.upload(input, new File(['%PDF-1.4 document'], name, { type: 'application/pdf' }));
  await scope.findByRole('link', { name: new RegExp(name) }, { timeout: 10_000 });
}

const field = (scope: Scope, label: RegExp) => scope.getByRole('textbox', { name: label });

/**
 * Empty, as the sheet first opens: the fields, the disclaimer in the bottom bar. By keyboard: Escape
 * closes it and the registration form's button opens it again, focus inside; the fields filled, a PDF
 * uploaded, Submit hands the values over and closes the sheet, focus back on the button.
 */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    let scope = await sheet();
    await expect(field(scope, /^Requested Credit Limit/)).toHaveValue('');
    await expect(scope.getByText(CREDIT_SHEET_DISCLAIMER)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);

    const opener = within(canvasElement).getByRole('button', { name: OPEN_SHEET });
    await tabTo(opener);
    await userEvent.keyboard('{Enter}');
    const dialog = await findOpenDialog(SECTION_CREDIT_INFORMATION);
    scope = within(dialog);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await typeInto(field(scope, /^Requested Credit Limit/), '15000');
    await choose(scope.getByRole('button', { name: /Credit Cycle/ }), 'Weekly');
    await typeInto(field(scope, /^Bank Name/), 'Harbour Bank');
    await typeInto(field(scope, /^Bank Account Number/), '7654321');
    await typeInto(field(scope, /^Institution Number/), '002');
    await typeInto(field(scope, /^Branch Number/), '12345');
    await upload(scope, 'voidCheque', 'cheque.pdf');
    scope.getByRole('button', { name: 'Submit' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      requestedCreditLimit: '15000',
      creditCycle: 'Weekly',
      bankName: 'Harbour Bank',
      bankAccountNumber: '7654321',
      bankInstitutionNumber: '002',
      bankBranchNumber: '12345',
      bankAccountType: 'Chequing',
      financialStatement: null,
      voidCheque: { name: 'cheque.pdf', url: expect.any(String) },
    });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(within(canvasElement).getByText('Credit limit requested: 15000')).toBeVisible();
  },
};

/**
 * Filled from the registration form's draft (6 years in business: the financial statement is required
 * and given). A value changed, Escape, the sheet opened again: the change is still there; Submit.
 */
export const Filled: Story = {
  args: { defaultValues: filled, yearsInBusiness: '6' },
  play: async ({ args, canvasElement }) => {
    let scope = await sheet();
    await expect(scope.getByRole('link', { name: /statement-2025\.pdf/ })).toBeVisible();
    await expect(scope.getByRole('button', { name: /Credit Cycle/ })).toHaveTextContent('Monthly');
    const limit = field(scope, /^Requested Credit Limit/);
    limit.focus();
    await userEvent.keyboard('{Control>}a{/Control}25000');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());

    await tabTo(within(canvasElement).getByRole('button', { name: OPEN_SHEET }));
    await userEvent.keyboard('{Enter}');
    scope = await sheet();
    await expect(field(scope, /^Requested Credit Limit/)).toHaveValue('25000');
    scope.getByRole('button', { name: 'Submit' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, requestedCreditLimit: '25000' }));
  },
};

/**
 * Errors: the registration form's server refused the institution number (its text on the field). By
 * keyboard: Submit with the fields empty names each required one and focuses the first; wrong digit
 * counts say so; each message goes as soon as its field is right; at 4 years the statement is required.
 */
export const Errors: Story = {
  args: {
    yearsInBusiness: '4',
    defaultValues: { bankInstitutionNumber: '999' },
    errors: { bankInstitutionNumber: 'Institution 999 is not a Canadian bank.' },
  },
  play: async ({ args }) => {
    const scope = await sheet();
    await expect(scope.getByText('Institution 999 is not a Canadian bank.')).toBeVisible();
    const institution = field(scope, /^Institution Number/);
    await expect(institution).toHaveAttribute('aria-invalid', 'true');

    scope.getByRole('button', { name: 'Submit' }).focus();
    await userEvent.keyboard('{Enter}');
    const limit = field(scope, /^Requested Credit Limit/);
    await waitFor(() => expect(limit).toHaveFocus());
    await expect(limit).toHaveAttribute('aria-invalid', 'true');
    // Limit, cycle, bank name, account number, branch, statement and void cheque.
    await waitFor(() => expect(scope.getAllByText(KYB_FIELD_REQUIRED)).toHaveLength(7));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await typeInto(institution, '{Control>}a{/Control}12');
    await waitFor(() => expect(scope.getByText(INSTITUTION_THREE_DIGITS)).toBeVisible());
    await typeInto(institution, '3');
    await waitFor(() => expect(scope.queryByText(INSTITUTION_THREE_DIGITS)).not.toBeInTheDocument());
    await typeInto(field(scope, /^Branch Number/), '123');
    await waitFor(() => expect(scope.getByText(BRANCH_FIVE_DIGITS)).toBeVisible());
    await typeInto(limit, '5000');
    await waitFor(() => expect(limit).not.toHaveAttribute('aria-invalid', 'true'));
  },
};

/**
 * Submitting: while the registration form's call runs, Submit is pending and a second press sends
 * nothing; when the call fails the sheet stays open with everything typed and says so.
 */
export const Submitting: Story = {
  args: {
    defaultValues: filled,
    onSubmit: fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          setTimeout(() => reject(new Error('refused')), 1500);
        }),
    ),
  },
  play: async ({ args }) => {
    const scope = await sheet();
    const submit = scope.getByRole('button', { name: 'Submit' });
    submit.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await scope.findByText(CREDIT_SHEET_SUBMIT_FAILED, {}, { timeout: 10_000 })).toBeVisible();
    await expect(field(scope, /^Bank Name/)).toHaveValue('Harbour Bank');
    await expect(await findOpenDialog(SECTION_CREDIT_INFORMATION)).toBeVisible();
  },
};
