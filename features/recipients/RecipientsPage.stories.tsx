import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { arrangeDemoData, findOpenDialog, findToast, withApi } from '../../.storybook/withApi.js';
import { RecipientsPage } from './RecipientsPage.js';

const recipientsRoute = (pathname: string) => ({ action: /^\/recipients\/([^/]+)/.exec(pathname)?.[1] });

const meta = {
  title: 'Features/Recipients/RecipientsPage',
  component: RecipientsPage,
  decorators: [withApi],
  parameters: {
    feature: { signedInAs: 'admin@northwind.example', href: '/recipients', matchParams: recipientsRoute },
  },
} satisfies Meta<typeof RecipientsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const northwindRecipients = (store: Parameters<Parameters<typeof arrangeDemoData>[0]>[0]) => {
  const company = store.find('companies', (row) => row.company_name === 'Northwind Supply Co.');
  return store.filter('recipients', (row) => row.company_id === company?.id);
};

/** The provider's recipients as panels (title, currency, account); the details, routing label included, inside. */
export const YourRecipients: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recipients' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add account' })).toHaveAttribute('href', '/recipients/add-new');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your recipients' })).toBeVisible();
    const thames = await canvas.findByRole('button', { name: /^Thames Logistics GBP \d{8}$/ }, { timeout: 10_000 });
    // Only the provider's: the two it does not know are left out.
    await expect(canvas.queryByRole('button', { name: /Old Kent Road Traders/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Jordan/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Rheinland EUR DE89370400440532013000$/ })).toBeVisible();
    thames.focus();
    await userEvent.keyboard('{Enter}');
    const panel = canvas.getByRole('region', { name: /^Thames Logistics/ });
    await expect(within(panel).getByText('Sort Code')).toBeVisible();
    await expect(within(panel).getByText('Thames Logistics Ltd')).toBeVisible();
    await expect(within(panel).getByText('Barclays Bank')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: () =>
    arrangeDemoData((store) => {
      for (const row of northwindRecipients(store)) store.remove('recipients', row.id);
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: "It's empty in here!" }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('All the recipients you add to your account will appear here')).toBeVisible();
  },
};

async function openDeleteOf(canvasElement: HTMLElement, name: RegExp) {
  const canvas = within(canvasElement);
  const header = await canvas.findByRole('button', { name }, { timeout: 10_000 });
  header.focus();
  if (header.getAttribute('aria-expanded') !== 'true') await userEvent.keyboard('{Enter}');
  const panel = canvas.getByRole('region', { name });
  await userEvent.tab();
  await expect(within(panel).getByRole('button', { name: /^Delete recipient/ })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return within(document.body).findByRole('alertdialog', { name: 'Delete recipient' });
}

/** Delete asks first; Cancel keeps the recipient, Delete removes it with the spec's text. */
export const DeleteRecipient: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await openDeleteOf(canvasElement, /^Gulf Freight/);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete recipient' });
    await expect(dialog).toHaveTextContent('Delete Gulf Freight from your recipients?');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await openDeleteOf(canvasElement, /^Gulf Freight/);
    await userEvent.tab();
    await expect(within(body.getByRole('alertdialog')).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await findToast('Recipient has been successfully deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('button', { name: /^Gulf Freight/ })).not.toBeInTheDocument(),
    );
  },
};

async function deleteFirstPanel(canvasElement: HTMLElement) {
  await openDeleteOf(canvasElement, /^Bharat Textiles/);
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
}

export const DeleteFails: Story = {
  beforeEach: () =>
    arrangeDemoData((store) => store.injectFault({ path: '/account/delete-beneficiary/:id', status: 500 })),
  play: async ({ canvasElement }) => {
    await deleteFirstPanel(canvasElement);
    await expect(await findToast('Something went wrong please try again or contact support')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: /^Bharat Textiles/ })).toBeVisible();
  },
};

export const DeleteWithoutAnswer: Story = {
  beforeEach: () =>
    arrangeDemoData((store) => store.injectFault({ path: '/account/delete-beneficiary/:id', status: 0 })),
  play: async ({ canvasElement }) => {
    await deleteFirstPanel(canvasElement);
    await expect(await findToast('Something went wrong please try again or contact support')).toBeInTheDocument();
  },
};

export const FailsToLoad: Story = {
  beforeEach: () => arrangeDemoData((store) => store.injectFault({ path: '/account/beneficiary', status: 500 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your recipients could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** /recipients/add-new opens the wizard over the page; Back on its first step closes it (the URL follows). */
export const AddRecipientOverThePage: Story = {
  parameters: { feature: { href: '/recipients/add-new', onNavigate: fn() } },
  play: async ({ canvasElement, parameters }) => {
    const dialog = within(await findOpenDialog('Add recipient'));
    await expect(dialog.getByRole('combobox', { name: /^Country/ })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Back' }));
    const feature = parameters.feature as { onNavigate: ReturnType<typeof fn> };
    await waitFor(() => expect(feature.onNavigate).toHaveBeenCalledWith('/recipients'));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Recipients' })).toBeVisible();
  },
};

/** Any action but add-new goes to /recipients (spec README ruling): the list, no wizard. */
export const OtherActionGoesToTheList: Story = {
  parameters: { feature: { href: '/recipients/edit-7', onNavigate: fn() } },
  play: async ({ canvasElement, parameters }) => {
    const feature = parameters.feature as { onNavigate: ReturnType<typeof fn> };
    await waitFor(() => expect(feature.onNavigate).toHaveBeenCalledWith('/recipients'));
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Recipients' })).toBeVisible();
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};
