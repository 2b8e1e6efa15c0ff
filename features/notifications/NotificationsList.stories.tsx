import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { arrangeDemoData, demoLiveChannel as getLiveHub, findToast, withApi } from '../../.storybook/withApi.js';
import { NotificationsList } from './NotificationsList.js';
import { NotificationsProvider } from './NotificationsProvider.js';

const ADMIN = 'admin@northwind.example';
const EMPLOYEE = 'employee@northwind.example';

function tokenOf(email: string): string {
  return arrangeDemoData((store) => store.find('users', (user) => user.email === email)?.auth_token ?? '');
}

/** The drawer's list under a provider connected (as the story's user) to the demo backend's live channel. */
function LiveNotifications({ email, url }: { email: string; url: string | null }) {
  return (
    <NotificationsProvider url={url} token={tokenOf(email)}>
      <NotificationsList />
    </NotificationsProvider>
  );
}

const meta = {
  title: 'Features/Notifications/NotificationsList',
  component: LiveNotifications,
  args: { email: ADMIN, url: '/api/v1/live' },
  decorators: [withApi],
  parameters: { feature: { signedInAs: ADMIN } },
} satisfies Meta<typeof LiveNotifications>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the live channel holds the user's authenticated socket. */
async function connected(canvasElement: HTMLElement, email: string) {
  await within(canvasElement).findByText('Live updates are on.', {}, { timeout: 10_000 });
  await waitFor(() => expect(getLiveHub().connectionCount(email)).toBe(1), { timeout: 10_000 });
}

export const NoNotificationsWithoutAChannel: Story = {
  args: { url: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Notifications')).toBeVisible();
    await expect(canvas.getByText('Live updates are off.')).toBeVisible();
  },
};

export const EachNoticeArrivesAndStays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await connected(canvasElement, ADMIN);
    await expect(canvas.getByText('No Notifications')).toBeVisible();
    const hub = getLiveHub();
    hub.emit('TRANSACTION', { email: ADMIN, merchant: 'Story Coffee', amount: 8.5 });
    await expect(await findToast('New Transaction')).toBeInTheDocument();
    // Announced politely, in the one status region (the toast itself stays silent).
    await waitFor(() =>
      expect(within(document.body).getByText(/^New Transaction\. A transaction was made for \$8\.50/)).toHaveAttribute(
        'role',
        'status',
      ),
    );
    for (const kind of ['REVERSAL', 'CREDIT', 'DECLINE', 'FINE'] as const) hub.emit(kind, { email: ADMIN });
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(5));
    const titles = canvas.getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent);
    await expect(titles).toEqual([
      'Fine Added for a Failed Withdrawal',
      'Transaction Declined',
      'Credit Received',
      'Transaction Reversed',
      'New Transaction',
    ]);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(
      'A fine of $25.00 was added because of a Failed Withdrawal.',
    );
  },
};

export const MalformedMessagesAreDropped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await connected(canvasElement, ADMIN);
    const hub = getLiveHub();
    hub.sendRaw('not json');
    hub.sendRaw(JSON.stringify({ messageType: 'PROMOTION', message: 'Buy now' }));
    hub.sendRaw(JSON.stringify({ messageType: 'CREDIT', message: '' }));
    hub.emit('CREDIT', { email: ADMIN, merchant: 'Story Refunds', amount: 4 });
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.queryByText('Buy now')).toBeNull();
  },
};

export const AnEmployeeHearsOnlyTheirOwnCards: Story = {
  args: { email: EMPLOYEE },
  parameters: { feature: { signedInAs: EMPLOYEE } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await connected(canvasElement, EMPLOYEE);
    const hub = getLiveHub();
    hub.emit('FINE', { email: ADMIN });
    hub.emit('TRANSACTION', { email: ADMIN, merchant: 'Not Yours', amount: 3 });
    hub.emit('DECLINE', { email: EMPLOYEE, merchant: 'Yours', amount: 3 });
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByRole('listitem')).toHaveTextContent(/at Yours on the card/);
  },
};

export const ReconnectsAfterTheServerDropsIt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await connected(canvasElement, ADMIN);
    getLiveHub().dropAll();
    await expect(
      await canvas.findByText('Live updates were interrupted. Reconnecting…', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await connected(canvasElement, ADMIN);
    getLiveHub().emit('CREDIT', { email: ADMIN, merchant: 'After Restart', amount: 2 });
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
  },
};
