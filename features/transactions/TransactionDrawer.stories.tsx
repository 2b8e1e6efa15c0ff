import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectAskedBeforeDiscarding } from '../../.storybook/discardQuestion.js';
import { arrangeDemoData, findToast, withApi, findOpenDialog } from '../../.storybook/withApi.js';
import { formatMoney } from '../format/index.js';
import { RECEIPT_ALREADY_REQUESTED } from './messages.js';
import type { ReceiptState } from './model.js';
import { TransactionDrawer } from './TransactionDrawer.js';

/*
 * The drawer's receipt on the demo handlers: each receipt state on a seeded transaction of the demo
 * employee, the upload with its progress, and Approve Receipt (role 1) / Escalate to Manager (others).
 */

const EMPLOYEE_EMAIL = 'employee@northwind.example';

/**
 * The newest settled transaction of a demo user whose receipt is in `state` (an image; an unmatched one
 * with no request pending).
 */
function ownTransaction(state: ReceiptState, email = EMPLOYEE_EMAIL): number {
  return arrangeDemoData((store) => {
    const employee = store.find('users', (user) => user.email === email);
    const pending = new Set(
      store
        .filter('receiptApprovals', (request) => request.status === 'pending')
        .map((request) => request.transaction_id),
    );
    const receipts = new Map(store.filter('receiptResponses', () => true).map((r) => [r.transaction_id, r]));
    const rows = store.filter('transactions', (row) => {
      if (row.user_id !== employee?.id || row.days_ago < 1 || row.transaction_status === 'DECLINE') return false;
      const receipt = receipts.get(row.id);
      if (state === 'not-uploaded') return !receipt && !row.receipt_requested;
      if (!receipt || receipt.kind !== 'image') return false;
      if (state === 'rejected') return receipt.receipt_rejected;
      if (state === 'matched') return !receipt.receipt_rejected && row.receipt_matched;
      return !receipt.receipt_rejected && !row.receipt_matched && !pending.has(row.id);
    });
    const newest = [...rows].sort((a, b) => a.days_ago - b.days_ago)[0];
    if (!newest) throw new Error(`No seeded transaction with a ${state} receipt`);
    return newest.id;
  });
}

const meta = {
  title: 'Features/Transactions/TransactionDrawer',
  component: TransactionDrawer,
  decorators: [withApi],
  parameters: { feature: { signedInAs: EMPLOYEE_EMAIL } },
  args: { transactionId: null, onClose: fn() },
} satisfies Meta<typeof TransactionDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const receiptState = (state: ReceiptState, email?: string): Pick<Story, 'render'> => ({
  render: (args) => <TransactionDrawer {...args} transactionId={ownTransaction(state, email)} />,
});

/** The drawer's hidden file input (FileUpload's button opens it; it has no role of its own). */
/** The drawer's file input, once the receipt section has rendered its upload control. */
function fileInput(): Promise<HTMLInputElement> {
  return waitFor(() => {
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
    if (!input) throw new Error('no file input');
    return input;
  });
}

const openDrawer = async () => {
  const drawer = await findOpenDialog('Transaction Details');
  // Its fade-in starts at opacity 0: a check made in that first frame would find nothing in it visible.
  await waitFor(() => expect(drawer).toBeVisible());
  const receipt = within(await within(drawer).findByRole('region', { name: 'Receipt' }, { timeout: 10_000 }));
  return { drawer: within(drawer), receipt };
};

export const ReceiptNotUploaded: Story = {
  ...receiptState('not-uploaded'),
  play: async () => {
    const { receipt } = await openDrawer();
    await expect(receipt.getByText('Not uploaded')).toBeVisible();
    await expect(receipt.getByRole('button', { name: /Choose file/ })).toBeEnabled();
    await expect(receipt.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const ReceiptNotMatched: Story = {
  ...receiptState('not-matched'),
  play: async () => {
    const { receipt } = await openDrawer();
    await expect(receipt.getByText('Not matched')).toBeVisible();
    await expect(receipt.getByRole('list', { name: 'Receipt checks' })).toHaveTextContent(/not matched/);
    await expect(await receipt.findByRole('img', { name: /^Receipt for/ })).toBeVisible();
  },
};

export const ReceiptMatched: Story = {
  ...receiptState('matched'),
  play: async () => {
    const { receipt } = await openDrawer();
    await expect(receipt.getByText('Matched')).toBeVisible();
    await expect(receipt.queryByRole('button', { name: 'Escalate to Manager' })).not.toBeInTheDocument();
  },
};

export const ReceiptRejected: Story = {
  ...receiptState('rejected'),
  play: async () => {
    const { receipt } = await openDrawer();
    await expect(receipt.getByText('Rejected').closest('[data-tone]')).toHaveAttribute('data-tone', 'danger');
    await expect(receipt.queryByRole('button', { name: 'Escalate to Manager' })).not.toBeInTheDocument();
  },
};

export const UploadShowsProgress: Story = {
  ...receiptState('not-uploaded'),
  beforeEach: () => {
    // A slow answer keeps the upload running long enough to see its progress.
    arrangeDemoData((store) => {
      store.latencyMs = 600;
    });
  },
  play: async () => {
    const { receipt } = await openDrawer();
    const input = await fileInput();
    await userEvent.upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'lunch.png', { type: 'image/png' }),
    );
    await expect(await receipt.findByRole('progressbar')).toBeVisible();
    await expect(await findToast('Receipt uploaded successfully')).toHaveAttribute('data-tone', 'success');
  },
};

/**
 * After an upload started from the keyboard, focus stays in the drawer (on the receipt) and Escape
 * still closes it (focus fell to the page when the chooser's button was disabled mid-upload).
 */
export const UploadThenEscape: Story = {
  ...receiptState('not-uploaded'),
  beforeEach: () => {
    arrangeDemoData((store) => {
      store.latencyMs = 300;
    });
  },
  play: async ({ args }) => {
    const { drawer, receipt } = await openDrawer();
    receipt.getByRole('button', { name: /Choose file/ }).focus();
    await userEvent.upload(
      await fileInput(),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'lunch.png', { type: 'image/png' }),
    );
    await expect(await findToast('Receipt uploaded successfully')).toHaveAttribute('data-tone', 'success');
    const dialog = drawer.getByRole('region', { name: 'Receipt' }).closest('[role="dialog"]');
    await expect(dialog?.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const UnsupportedFile: Story = {
  ...receiptState('not-uploaded'),
  play: async () => {
    const { receipt } = await openDrawer();
    const input = await fileInput();
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(
      await receipt.findByText('Unsupported file format uploaded. Please upload a pdf or an image file.'),
    ).toBeVisible();
  },
};

/**
 * A page with script called `receipt.pdf` and declared `text/html` (a type a script or a drag from
 * another page can set) is refused by its content with the spec's text: nothing is uploaded.
 */
export const PageCalledReceiptPdfIsRefused: Story = {
  ...receiptState('not-uploaded'),
  play: async () => {
    const { receipt } = await openDrawer();
    const page = '<html><body><script>alert(localStorage.length)</script></body></html>';
    await userEvent.upload(await fileInput(), new File([page], 'receipt.pdf', { type: 'text/html' }), {
      applyAccept: false,
    });
    await expect(
      await receipt.findByText('Unsupported file format uploaded. Please upload a pdf or an image file.'),
    ).toBeVisible();
    await expect(receipt.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(receipt.queryByText('receipt.pdf')).not.toBeInTheDocument();
    await expect(receipt.getByText('Not uploaded')).toBeVisible();
  },
};

export const EmployeeEscalates: Story = {
  ...receiptState('not-matched'),
  play: async () => {
    const { receipt } = await openDrawer();
    await expect(receipt.queryByRole('button', { name: 'Approve Receipt' })).not.toBeInTheDocument();
    await userEvent.click(receipt.getByRole('button', { name: 'Escalate to Manager' }));
    await expect(await findToast('Receipt Escalated Successfully!')).toHaveAttribute('data-tone', 'success');
    // The request is pending: the drawer says so instead of offering an escalation the server would refuse.
    await expect(await receipt.findByText('Approval request pending')).toBeVisible();
    await expect(receipt.queryByRole('button', { name: 'Escalate to Manager' })).not.toBeInTheDocument();
  },
};

/** The admin approves someone else's unmatched receipt. */
export const AdminApproves: Story = {
  ...receiptState('not-matched'),
  parameters: { feature: { signedInAs: 'admin@northwind.example' } },
  play: async () => {
    const { receipt } = await openDrawer();
    await expect(receipt.queryByRole('button', { name: 'Escalate to Manager' })).not.toBeInTheDocument();
    await userEvent.click(receipt.getByRole('button', { name: 'Approve Receipt' }));
    await expect(await findToast('Receipt Approved Successfully')).toHaveAttribute('data-tone', 'success');
    await expect(await receipt.findByText('Matched')).toBeVisible();
  },
};

/** Nobody approves their own receipt: on the admin's own transaction the drawer offers Escalate, not Approve. */
export const AdminEscalatesTheirOwnReceipt: Story = {
  ...receiptState('not-matched', 'admin@northwind.example'),
  parameters: { feature: { signedInAs: 'admin@northwind.example' } },
  play: async () => {
    const { receipt } = await openDrawer();
    await expect(receipt.queryByRole('button', { name: 'Approve Receipt' })).not.toBeInTheDocument();
    await userEvent.click(receipt.getByRole('button', { name: 'Escalate to Manager' }));
    await expect(await findToast('Receipt Escalated Successfully!')).toHaveAttribute('data-tone', 'success');
    await expect(receipt.getByText('Not matched')).toBeVisible();
  },
};

/** The newest transaction of the demo employee with a matched image receipt: nothing left to approve. */
function matchedOfEmployee(): number {
  return arrangeDemoData((store) => {
    const employee = store.find('users', (user) => user.email === EMPLOYEE_EMAIL);
    const receipts = new Map(store.filter('receiptResponses', () => true).map((r) => [r.transaction_id, r]));
    const rows = store.filter(
      'transactions',
      (row) => row.user_id === employee?.id && row.receipt_matched && receipts.get(row.id)?.kind === 'image',
    );
    const newest = [...rows].sort((a, b) => a.days_ago - b.days_ago)[0];
    if (!newest) throw new Error('No seeded matched image receipt');
    return newest.id;
  });
}

/**
 * An admin reads another person's transaction: nothing in the body is theirs to edit or approve, yet
 * the long body scrolls. The scroll container itself takes focus, named by the title, so the keyboard
 * can scroll it (axe `scrollable-region-focusable` failed here before).
 */
export const AdminReadsAnotherPersonsReceipt: Story = {
  render: (args) => <TransactionDrawer {...args} transactionId={matchedOfEmployee()} />,
  parameters: { feature: { signedInAs: 'admin@northwind.example' } },
  play: async () => {
    const { receipt } = await openDrawer();
    await expect(await receipt.findByRole('img', { name: /^Receipt for/ })).toBeVisible();
    await expect(receipt.queryByRole('button')).not.toBeInTheDocument();
    const body = await within(document.body).findByRole('region', { name: 'Transaction Details' });
    await expect(body).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    await userEvent.tab();
    await expect(body).toHaveFocus();
  },
};

/** The demo employee's newest settled transaction whose merchant charged in `currency` (the seed assigns USD to all). */
function chargedIn(currency: string) {
  return arrangeDemoData((store) => {
    const employee = store.find('users', (user) => user.email === EMPLOYEE_EMAIL);
    const rows = store.filter(
      'transactions',
      (row) =>
        row.user_id === employee?.id &&
        row.days_ago >= 1 &&
        row.transaction_status !== 'DECLINE' &&
        row.source_currency === currency,
    );
    const newest = [...rows].sort((a, b) => a.days_ago - b.days_ago)[0];
    if (!newest) throw new Error(`No seeded transaction charged in ${currency}`);
    return newest;
  });
}

/** The amount in the transaction's currency (USD), followed by what the merchant charged in Canadian dollars. */
export const AmountChargedInAnotherCurrency: Story = {
  render: (args) => <TransactionDrawer {...args} transactionId={chargedIn('CAD').id} />,
  play: async () => {
    const { drawer } = await openDrawer();
    const row = chargedIn('CAD');
    const amount = `${formatMoney(row.amount, 'USD')} (${formatMoney(row.source_amount, 'CAD')})`;
    await expect(drawer.getByText(amount)).toBeVisible();
  },
};

/** A transaction assigned Canadian dollars shows its amount in them, alone when the merchant charged the same. */
export const AmountInItsAssignedCurrency: Story = {
  beforeEach: () => {
    arrangeDemoData((store) => store.update('transactions', chargedIn('CAD').id, { assigned_currency: 'CAD' }));
  },
  render: (args) => <TransactionDrawer {...args} transactionId={chargedIn('CAD').id} />,
  play: async () => {
    const { drawer } = await openDrawer();
    await expect(drawer.getByText(formatMoney(chargedIn('CAD').amount, 'CAD'))).toBeVisible();
  },
};

/** Opens the drawer and types a memo in place of the saved one; the drawer and its memo field. */
async function typeMemo(text: string) {
  const { drawer } = await openDrawer();
  const memo = drawer.getByRole('textbox', { name: 'Memo' });
  memo.focus();
  await userEvent.keyboard(`{Control>}a{/Control}${text}`);
  return { drawer, memo };
}

export const CloseWithATypedMemoAsksBeforeDiscarding: Story = {
  ...receiptState('not-uploaded'),
  play: async ({ args }) => {
    const { drawer, memo } = await typeMemo('Team lunch');
    const close = drawer.getByRole('button', { name: 'Close' });
    await expectAskedBeforeDiscarding({
      field: memo,
      typed: 'Team lunch',
      focusBeforeLeaving: close,
      leave: async () => {
        close.focus();
        await userEvent.keyboard('{Enter}');
      },
      expectClosed: () => expect(args.onClose).toHaveBeenCalledTimes(1),
    });
  },
};

export const ASavedMemoClosesAtOnce: Story = {
  ...receiptState('not-uploaded'),
  play: async ({ args }) => {
    const { drawer } = await typeMemo('Client dinner');
    drawer.getByRole('button', { name: /^(Submit|Update) Memo$/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await findToast(/^Memo (submitted|updated) successfully!$/)).toBeInTheDocument();
    // The save has settled (the toast shows while it ends).
    await waitFor(() => expect(drawer.getByRole('button', { name: 'Update Memo' })).not.toHaveAttribute('aria-busy'));
    drawer.getByRole('textbox', { name: 'Memo' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(within(document.body).queryByRole('alertdialog', { name: 'Discard unsaved changes?' })).toBeNull();
  },
};

/** The transaction of MemoUpdateAfterAReceiptRequestIsRefused, arranged once before it renders. */
let memoWithReceiptRequested = 0;

/** A saved memo whose transaction has had its receipt requested: the update is refused with the spec's text. */
export const MemoUpdateAfterAReceiptRequestIsRefused: Story = {
  beforeEach: () => {
    memoWithReceiptRequested = ownTransaction('not-uploaded');
    arrangeDemoData((store) => {
      const row = store.get('transactions', memoWithReceiptRequested);
      if (!row) throw new Error('No seeded transaction');
      store.insert('memoResponses', {
        transaction_id: row.id,
        user_id: row.user_id,
        reason: 'Client dinner',
        created_at: store.now(),
      });
      store.update('transactions', row.id, { receipt_requested: true });
    });
  },
  render: (args) => <TransactionDrawer {...args} transactionId={memoWithReceiptRequested} />,
  play: async () => {
    const { drawer } = await typeMemo('Client dinner with the auditors');
    drawer.getByRole('button', { name: 'Update Memo' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await findToast(RECEIPT_ALREADY_REQUESTED)).toHaveAttribute('data-tone', 'danger');
  },
};
