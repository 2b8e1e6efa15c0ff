import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withApi } from '../../.storybook/withApi.js';
import { SettingsPage } from './SettingsPage.js';

const navigated = fn();

/** Stands in for the Bank Account Integration widget the app composes into the page. */
function BankAccountsStandIn() {
  return <p>Linked bank accounts</p>;
}

const meta = {
  title: 'Features/Settings/SettingsPage',
  component: SettingsPage,
  args: { bankAccountIntegration: <BankAccountsStandIn /> },
  decorators: [withApi],
  parameters: {
    feature: { signedInAs: 'admin@northwind.example', href: '/settings/organization-setup', onNavigate: navigated },
  },
  beforeEach: () => {
    navigated.mockClear();
  },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tab = (canvasElement: HTMLElement, name: string | RegExp) => within(canvasElement).getByRole('tab', { name });

/**
 * Four tabs; Accounting Integrations and Notifications are disabled with a coming-soon badge, and the
 * arrow keys skip them. The chosen tab goes into the URL.
 */
export const TabsInTheUrl: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const tabs = within(canvas.getByRole('tablist', { name: 'Settings' })).getAllByRole('tab');
    await expect(tabs.map((element) => element.textContent)).toEqual([
      'Organization Setup',
      'Bank Account Integration',
      'Accounting IntegrationsComing soon',
      'NotificationsComing soon',
    ]);
    await expect(tab(canvasElement, 'Organization Setup')).toHaveAttribute('aria-selected', 'true');
    for (const name of [/^Accounting Integrations/, /^Notifications/]) {
      await expect(tab(canvasElement, name)).toHaveAttribute('aria-disabled', 'true');
      await expect(tab(canvasElement, name)).toHaveAccessibleName(/Coming soon/);
    }
    await canvas.findByRole('form', { name: 'Organization Setup' }, { timeout: 10_000 });

    await userEvent.tab();
    await expect(tab(canvasElement, 'Organization Setup')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(canvasElement, 'Bank Account Integration')).toHaveAttribute('aria-selected', 'true');
    await expect(navigated).toHaveBeenLastCalledWith('/settings/organization-setup?tab=bank-account-integration');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Linked bank accounts');
    await expect(canvas.queryByRole('form', { name: 'Organization Setup' })).toBeNull();

    // The disabled tabs are skipped: the next one is Organization Setup again.
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab(canvasElement, 'Organization Setup')).toHaveAttribute('aria-selected', 'true');
    await expect(navigated).toHaveBeenLastCalledWith('/settings/organization-setup?tab=organization-setup');
    await canvas.findByRole('form', { name: 'Organization Setup' }, { timeout: 10_000 });
  },
};

/**
 * Opening the page with `?tab=bank-account-integration` shows that tab, with the links to the bank pages
 * (issue 28 item 15): the linking flow on its own page, and the bank movements.
 */
export const OpensTheTabTheUrlNames: Story = {
  parameters: { feature: { href: '/settings/organization-setup?tab=bank-account-integration' } },
  play: async ({ canvasElement }) => {
    await expect(tab(canvasElement, 'Bank Account Integration')).toHaveAttribute('aria-selected', 'true');
    const panel = within(within(canvasElement).getByRole('tabpanel'));
    await expect(panel.getByText('Linked bank accounts')).toBeVisible();
    await expect(panel.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Connect bank account', '/settings/connect-bank-account'],
      ['Bank Transactions', '/bank/transactions'],
    ]);
  },
};

/** A tab that is not offered yet, or an unknown one, in the URL: Organization Setup shows. */
export const ComingSoonTabInTheUrl: Story = {
  parameters: { feature: { href: '/settings/organization-setup?tab=notifications' } },
  play: async ({ canvasElement }) => {
    await expect(tab(canvasElement, 'Organization Setup')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(canvasElement, /^Notifications/)).toHaveAttribute('aria-selected', 'false');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('form', { name: 'Organization Setup' })).toBeInTheDocument(),
    );
  },
};
