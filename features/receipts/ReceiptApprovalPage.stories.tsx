import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { arrangeDemoData, findToast, withApi } from '../../.storybook/withApi.js';
import { ReceiptApprovalPage } from './ReceiptApprovalPage.js';

const APPROVALS = '/api/v1/card/card/transaction/receipt/approval';

const meta = {
  title: 'Features/Receipts/ReceiptApprovalPage',
  component: ReceiptApprovalPage,
  decorators: [withApi],
  parameters: { feature: { signedInAs: 'admin@northwind.example', href: '/receipt-approval' } },
} satisfies Meta<typeof ReceiptApprovalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const requestButtons = async (canvasElement: HTMLElement, name: RegExp) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Receipt Approval Requests' });
  await waitFor(() => expect(canvas.getAllByRole('button', { name }).length).toBeGreaterThan(0), { timeout: 10_000 });
  return canvas.getAllByRole('button', { name });
};

/** Opens the first pending request by keyboard and returns its panel. */
const openFirstPending = async (canvasElement: HTMLElement) => {
  const [header] = await requestButtons(canvasElement, /Pending$/);
  if (!header) throw new Error('no pending request');
  header.focus();
  await userEvent.keyboard('{Enter}');
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  const panelId = header.getAttribute('aria-controls') ?? '';
  const panel = document.getElementById(panelId);
  if (!panel) throw new Error('no panel');
  return { header, panel: within(panel) };
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: [http.get(APPROVALS, () => HttpResponse.json({}, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Error fetching the approval requests')).toBeVisible();
  },
};

export const NoPendingRequests: Story = {
  beforeEach: () => {
    arrangeDemoData((store) => {
      for (const request of store.filter('receiptApprovals', () => true)) {
        store.update('receiptApprovals', request.id, { status: 'approved' });
      }
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No Pending Approval Requests' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Pending$/ })).not.toBeInTheDocument();
  },
};

export const AdminApproves: Story = {
  play: async ({ canvasElement }) => {
    const { header, panel } = await openFirstPending(canvasElement);
    const name = header.textContent ?? '';
    await expect(panel.getByText('Requested by')).toBeVisible();
    await expect(panel.getByText('Transaction Date')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Reject Receipt' })).toBeEnabled();
    // The receipt: the seeded image or PDF, captioned with its file name.
    await expect(panel.getByText(/^receipt-\d+\.(png|pdf)$/)).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Approve Receipt' }));
    await expect(await findToast('Receipt Approved Successfully.')).toHaveAttribute('data-tone', 'success');
    // The approved request leaves the list.
    await waitFor(() => expect(within(canvasElement).queryByRole('button', { name })).not.toBeInTheDocument());
  },
};

export const AdminRejects: Story = {
  play: async ({ canvasElement }) => {
    const { header, panel } = await openFirstPending(canvasElement);
    const requester = (header.textContent ?? '').split(' · ')[0] ?? '';
    const rejectedBefore = within(canvasElement).queryAllByRole('button', { name: /Rejected$/ }).length;
    await userEvent.click(panel.getByRole('button', { name: 'Reject Receipt' }));
    await expect(await findToast('Receipt Rejected Successfully.')).toHaveAttribute('data-tone', 'success');
    // It stays with the red mark and without the buttons.
    await waitFor(() =>
      expect(within(canvasElement).getAllByRole('button', { name: /Rejected$/ }).length).toBe(rejectedBefore + 1),
    );
    await expect(
      within(canvasElement).getAllByRole('button', { name: new RegExp(`^${requester}`) }).length,
    ).toBeGreaterThan(0);
  },
};

export const RejectedRequestHasARedMark: Story = {
  play: async ({ canvasElement }) => {
    const [rejected] = await requestButtons(canvasElement, /Rejected$/);
    if (!rejected) throw new Error('no rejected request');
    const chip = within(rejected).getByText('Rejected').closest('[data-tone]');
    await expect(chip).toHaveAttribute('data-tone', 'danger');
    await userEvent.click(rejected);
    const panel = document.getElementById(rejected.getAttribute('aria-controls') ?? '');
    if (!panel) throw new Error('no panel');
    await expect(within(panel).queryByRole('button', { name: 'Approve Receipt' })).not.toBeInTheDocument();
    await expect(within(panel).queryByRole('button', { name: 'Reject Receipt' })).not.toBeInTheDocument();
  },
};

export const ManagerSeesTheTeam: Story = {
  parameters: { feature: { signedInAs: 'manager@northwind.example' } },
  play: async ({ canvasElement }) => {
    const { panel } = await openFirstPending(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Approve Receipt' }));
    await findToast('Receipt Approved Successfully.');
  },
};

export const DecisionFails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.patch(`${APPROVALS}/:id`, () =>
          HttpResponse.json({ detail: 'Approval already resolved.' }, { status: 400 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { panel } = await openFirstPending(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Reject Receipt' }));
    // The ruling's text, never the server's.
    await expect(await findToast('Something went wrong, please try again or contact support.')).toHaveAttribute(
      'data-tone',
      'danger',
    );
    await expect(panel.getByRole('button', { name: 'Reject Receipt' })).toBeEnabled();
  },
};

/**
 * Keyboard only: approve one request, and focus moves to the next pending request's header (never to
 * the page) — Enter opens it and its Reject Receipt is one Tab away.
 */
export const KeyboardMovesOnAfterADecision: Story = {
  play: async ({ canvasElement }) => {
    const { header, panel } = await openFirstPending(canvasElement);
    const approved = header.textContent ?? '';
    panel.getByRole('button', { name: 'Approve Receipt' }).focus();
    await userEvent.keyboard('{Enter}');
    await findToast('Receipt Approved Successfully.');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/Pending$/), { timeout: 10_000 });
    const next = document.activeElement;
    if (!(next instanceof HTMLElement)) throw new Error('focus left the page');
    await expect(next.textContent).not.toBe(approved);
    await userEvent.keyboard('{Enter}');
    await expect(next).toHaveAttribute('aria-expanded', 'true');
    const nextPanel = within(document.getElementById(next.getAttribute('aria-controls') ?? '') ?? canvasElement);
    const reject = await nextPanel.findByRole('button', { name: 'Reject Receipt' });
    await userEvent.tab();
    await expect(reject).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await findToast('Receipt Rejected Successfully.');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/Pending$/), { timeout: 10_000 });
  },
};
