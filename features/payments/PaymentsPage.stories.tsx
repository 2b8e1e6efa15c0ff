import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withApi, findOpenDialog } from '../../.storybook/withApi.js';
import { PaymentsPage } from './PaymentsPage.js';

const paymentsRoute = (pathname: string) => ({ action: /^\/payments\/([^/]+)/.exec(pathname)?.[1] });

const meta = {
  title: 'Features/Payments/PaymentsPage',
  component: PaymentsPage,
  decorators: [withApi],
  parameters: {
    feature: { signedInAs: 'admin@northwind.example', href: '/payments', matchParams: paymentsRoute },
  },
} satisfies Meta<typeof PaymentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hub: balances, the payment types (schedule and recur coming soon), quick access and the converter. */
export const Hub: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /US Dollar/ }, { timeout: 10_000 })).toHaveAttribute(
      'href',
      '/accounts/USD',
    );
    await expect(canvas.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/payments/now');
    const schedule = canvas.getByRole('button', { name: /Schedule a payment\s*Coming soon/ });
    await expect(schedule).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Recurring payment\s*Coming soon/ })).toBeDisabled();
    const quickAccess = within(canvas.getByRole('complementary', { name: 'Quick access' }));
    await expect(quickAccess.getByRole('link', { name: 'Add recipient' })).toHaveAttribute(
      'href',
      '/recipients/add-new',
    );
    await expect(quickAccess.getByRole('heading', { name: 'Currency converter' })).toBeVisible();
    // Links are followed by the host's router (the story's memory navigation does not intercept them).
    await expect(quickAccess.getByRole('link', { name: 'Make payment' })).toHaveAttribute('href', '/payments/now');
  },
};

/** /payments/now opens pay now over the hub; Back on its first step closes it and the URL goes back. */
export const PayNowOverTheHub: Story = {
  parameters: { feature: { href: '/payments/now' } },
  play: async () => {
    const page = within(document.body);
    const dialog = await findOpenDialog('Make payment');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Make payment' })).toBeNull());
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  },
};

/** With the demo's SCHEDULED_PAYMENTS flag the two types open their forms. */
export const ScheduledPaymentsBeta: Story = {
  parameters: {
    feature: {
      href: '/payments/recur',
      viewerChange: { company_setting: { beta_features_enabled: true, beta_features: ['SCHEDULED_PAYMENTS'] } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Schedule a payment' })).toHaveAttribute(
      'href',
      '/payments/schedule',
    );
    const dialog = await findOpenDialog('Recurring payment');
    await expect(within(dialog).getByRole('navigation', { name: 'Recurring payment' })).toHaveTextContent(
      /Recipient, current step/,
    );
  },
};
