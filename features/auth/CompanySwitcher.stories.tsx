import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { arrangeDemoData, findToast, toastRegionLoaded, withApi } from '../../.storybook/withApi.js';
import { CompanySwitcher } from './CompanySwitcher.js';
import { COMPANY_SWITCH_FAILED } from './messages.js';

const EXTERNAL = 'external@harbourfront.example';

const meta = {
  title: 'Features/Auth/CompanySwitcher',
  component: CompanySwitcher,
  args: { onSwitched: fn() },
  decorators: [
    withApi,
    (Story) => (
      <div style={{ maxWidth: 248 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { feature: { signedInAs: EXTERNAL } },
} satisfies Meta<typeof CompanySwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

async function chooseCompany(canvasElement: HTMLElement, name: string) {
  const select = within(canvasElement).getByRole('button', { name: /Company/ });
  select.focus();
  await userEvent.keyboard('{Enter}');
  const listbox = within(await within(document.body).findByRole('listbox', { busy: false }));
  await userEvent.click(listbox.getByRole('option', { name }));
  return select;
}

/** An external user picks another company: the switch is posted, and the user read again goes to the app. */
export const SwitchCompany: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('button', { name: /Company/ });
    await expect(select).toHaveTextContent('Northwind Supply Co.');
    await chooseCompany(canvasElement, 'Maple Leaf Logistics Inc.');
    await waitFor(() => expect(args.onSwitched).toHaveBeenCalledTimes(1));
    // The user as `GET /auth/user` answers after the switch: acting for the new company.
    await expect(args.onSwitched).toHaveBeenCalledWith(
      expect.objectContaining({
        user_companies: expect.arrayContaining([
          expect.objectContaining({ company_name: 'Maple Leaf Logistics Inc.', selected: true }),
          expect.objectContaining({ company_name: 'Northwind Supply Co.', selected: false }),
        ]),
      }),
    );
  },
};

/**
 * In the sidebar at 1280 px (200 px inside its padding) the chosen company's name shows in full, on two
 * lines if need be ("Northwind Suppl…" before).
 */
export const NameInFullInTheSidebar: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 200 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('button', { name: /Company/ });
    const name = within(select).getByText('Northwind Supply Co.');
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    await expect(getComputedStyle(name).textOverflow).not.toBe('ellipsis');
  },
};

/** The switch fails: the switch's own failure text, the choice stays, the app is told nothing. */
export const SwitchFails: Story = {
  loaders: [toastRegionLoaded],
  beforeEach: () => {
    arrangeDemoData((store) => store.injectFault({ path: '/auth/users/external/company/:id', status: 500, body: {} }));
  },
  play: async ({ canvasElement, args }) => {
    const select = await chooseCompany(canvasElement, 'Blue Heron Studios Ltd.');
    await expect(await findToast(COMPANY_SWITCH_FAILED)).toBeInTheDocument();
    await waitFor(() => expect(select).toBeEnabled());
    await expect(select).toHaveTextContent('Northwind Supply Co.');
    await expect(args.onSwitched).not.toHaveBeenCalled();
  },
};

/** Whoever is not an external user has no company to switch to: nothing shows. */
export const NotExternal: Story = {
  parameters: { feature: { signedInAs: 'admin@northwind.example' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Company/ })).toBeNull();
  },
};
