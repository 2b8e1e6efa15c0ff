import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectAskedBeforeDiscarding } from '../../.storybook/discardQuestion.js';
import { findOpenDialog, findToast, withApi } from '../../.storybook/withApi.js';
import type { User } from '../session/user.js';
import { CreateCardDrawer } from './CreateCardDrawer.js';

const ADMIN: User = { id: 1, email: 'admin@northwind.example', permission_level: 1 };
const MANAGER: User = { id: 3, email: 'manager@northwind.example', permission_level: 3 };

const meta = {
  title: 'Features/Cards/CreateCardDrawer',
  component: CreateCardDrawer,
  args: { onClose: () => undefined },
  decorators: [withApi],
  parameters: { feature: { signedInAs: ADMIN.email, href: '/cards' } },
} satisfies Meta<typeof CreateCardDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = async () => within(await findOpenDialog('Add Card'));

/** Focuses a control and types (or presses) on the keyboard. */
async function typeInto(element: HTMLElement, text: string) {
  element.focus();
  await userEvent.keyboard(text);
}

async function toStepTwo() {
  const panel = await drawer();
  panel.getByRole('button', { name: 'Next' }).focus();
  await userEvent.keyboard('{Enter}');
  return panel;
}

async function fillRequired(panel: Awaited<ReturnType<typeof drawer>>, name: string) {
  await typeInto(await panel.findByRole('textbox', { name: 'Card Name' }), name);
  const assignee = panel.getByRole('button', { name: /Assign To/ });
  await waitFor(() => expect(assignee).not.toBeDisabled());
  await typeInto(assignee, 'Liam');
  await waitFor(() => expect(assignee).toHaveTextContent("Liam O'Connor"));
  await typeInto(panel.getByRole('textbox', { name: 'Card Limit' }), '2500');
}

export const CreatesAPhysicalMultiUseCardByKeyboard: Story = {
  play: async () => {
    const panel = await drawer();
    await expect(panel.getByRole('radio', { name: 'Multi-use' })).toBeChecked();
    await toStepTwo();
    await fillRequired(panel, 'Story physical');
    await expect(panel.getByRole('button', { name: /Currency/ })).toHaveTextContent('CAD');
    await typeInto(panel.getByRole('button', { name: /Cycle Type/ }), 'Quarterly');
    await expect(await panel.findByText('quarterly at the last day of the quarter')).toBeVisible();
    await typeInto(panel.getByRole('textbox', { name: 'Cycle Rate' }), '9000');
    await typeInto(panel.getByRole('checkbox', { name: 'Physical card' }), ' ');
    await typeInto(await panel.findByRole('textbox', { name: 'PIN' }), '4821');
    await typeInto(panel.getByRole('textbox', { name: 'Address Line 1' }), '1 Front Street');
    await typeInto(panel.getByRole('textbox', { name: 'City' }), 'Toronto');
    await typeInto(panel.getByRole('textbox', { name: 'Province/State' }), 'ON');
    await typeInto(panel.getByRole('textbox', { name: 'Postal/Zip Code' }), 'M5J 2X5');
    await typeInto(panel.getByRole('button', { name: 'Create Card' }), '{Enter}');
    await expect(await findToast('A card has been created.')).toBeInTheDocument();
    await expect(await panel.findByRole('status')).toHaveTextContent('A card has been created.');
  },
};

export const SingleUseHasNoCycleOrPhysicalOption: Story = {
  play: async () => {
    const panel = await drawer();
    await typeInto(panel.getByRole('radio', { name: 'Multi-use' }), '{ArrowDown}');
    await expect(panel.getByRole('radio', { name: 'Single-use Burner' })).toBeChecked();
    await toStepTwo();
    await fillRequired(panel, 'Story burner');
    await expect(panel.queryByRole('button', { name: /Cycle Type/ })).toBeNull();
    await expect(panel.queryByRole('checkbox', { name: 'Physical card' })).toBeNull();
    await typeInto(panel.getByRole('button', { name: 'Create Card' }), '{Enter}');
    await expect(await findToast('A card has been created.')).toBeInTheDocument();
  },
};

export const FormErrors: Story = {
  play: async () => {
    const panel = await toStepTwo();
    await typeInto(await panel.findByRole('button', { name: 'Create Card' }), '{Enter}');
    await expect(
      await findToast('There are errors in the form, please review and try again later.'),
    ).toBeInTheDocument();
    const name = panel.getByRole('textbox', { name: 'Card Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A limit of -100 or 999999999999 stays as typed and says why at the field; nothing is created. */
export const LimitsOutOfRangeAreRefusedAsTyped: Story = {
  play: async () => {
    const panel = await toStepTwo();
    await fillRequired(panel, 'Story limits');
    const limit = panel.getByRole('textbox', { name: 'Card Limit' });
    await userEvent.clear(limit);
    await typeInto(limit, '-100');
    await userEvent.tab();
    await expect(limit).toHaveValue('-CA$100.00');
    await expect(limit).toHaveAccessibleDescription('The card limit must be greater than zero');
    await userEvent.clear(limit);
    await typeInto(limit, '999999999999');
    await userEvent.tab();
    await expect(limit).toHaveValue('CA$999,999,999,999.00');
    await expect(limit).toHaveAccessibleDescription('The card limit cannot be more than 99,999,999');
    await typeInto(panel.getByRole('textbox', { name: 'Cycle Rate' }), '9000');
    await typeInto(panel.getByRole('button', { name: 'Create Card' }), '{Enter}');
    await expect(
      await findToast('There are errors in the form, please review and try again later.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(limit).toHaveFocus());
    await expect(limit).toHaveValue('CA$999,999,999,999.00');
    await expect(panel.queryByRole('status')).toBeNull();
  },
};

export const ServerErrorKeepsWhatWasTyped: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/card/card', () =>
          HttpResponse.json({ results: { error: 'Card limit cannot be more than 99,999,999.' } }, { status: 400 }),
        ),
      ],
    },
  },
  play: async () => {
    const panel = await toStepTwo();
    await fillRequired(panel, 'Kept name');
    await typeInto(panel.getByRole('button', { name: /Cycle Type/ }), 'Monthly');
    await typeInto(panel.getByRole('textbox', { name: 'Cycle Rate' }), '100');
    await typeInto(panel.getByRole('button', { name: 'Create Card' }), '{Enter}');
    await expect(await findToast('Card limit cannot be more than 99,999,999.')).toBeInTheDocument();
    // Back on step 2 with everything typed kept.
    await expect(panel.getByRole('textbox', { name: 'Card Name' })).toHaveValue('Kept name');
    await expect(panel.getByRole('button', { name: /Assign To/ })).toHaveTextContent("Liam O'Connor");
    await expect(panel.getByRole('textbox', { name: 'Card Limit' })).toHaveValue('CA$2,500.00');
    await expect(panel.getByRole('button', { name: /Cycle Type/ })).toHaveTextContent('Monthly');
    await expect(panel.getByRole('textbox', { name: 'Cycle Rate' })).toHaveValue('CA$100.00');
    await expect(panel.getByRole('button', { name: 'Create Card' })).toBeEnabled();
  },
};

export const NetworkFailureShowsTheFallback: Story = {
  parameters: { msw: { handlers: [http.post('/api/v1/card/card', () => HttpResponse.error())] } },
  play: async () => {
    const panel = await toStepTwo();
    await fillRequired(panel, 'Offline');
    await typeInto(panel.getByRole('button', { name: /Cycle Type/ }), 'Daily');
    await typeInto(panel.getByRole('textbox', { name: 'Cycle Rate' }), '100');
    await typeInto(panel.getByRole('button', { name: 'Create Card' }), '{Enter}');
    await expect(await findToast('Error creating a card. Please contact admin.')).toBeInTheDocument();
  },
};

export const ManagerAssignsWithinTheTeam: Story = {
  parameters: { feature: { signedInAs: MANAGER.email } },
  play: async () => {
    const panel = await toStepTwo();
    const assignee = await panel.findByRole('button', { name: /Assign To/ });
    await waitFor(() => expect(assignee).not.toBeDisabled());
    await typeInto(assignee, '{ArrowDown}');
    const list = within(await within(document.body).findByRole('listbox', { busy: false }));
    const names = list.getAllByRole('option').map((option) => option.textContent);
    await expect(names).toContain("Liam O'Connor");
    await expect(names).toContain('Priya Natarajan');
    await expect(names).not.toContain('Olivia Chen');
    await expect(names).not.toContain('Maya Roussel');
    await userEvent.keyboard('{Escape}');
  },
};

export const EscapeOnATypedFormAsksBeforeDiscarding: Story = {
  args: { onClose: fn() },
  play: async ({ args }) => {
    const panel = await toStepTwo();
    const name = await panel.findByRole('textbox', { name: 'Card Name' });
    await typeInto(name, 'Half typed');
    await expectAskedBeforeDiscarding({
      field: name,
      typed: 'Half typed',
      focusBeforeLeaving: name,
      leave: () => typeInto(name, '{Escape}'),
      expectClosed: () => expect(args.onClose).toHaveBeenCalledTimes(1),
    });
  },
};

export const EscapeOnAnUntouchedFormClosesAtOnce: Story = {
  args: { onClose: fn() },
  play: async ({ args }) => {
    const panel = await toStepTwo();
    await typeInto(await panel.findByRole('textbox', { name: 'Card Name' }), '{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};
