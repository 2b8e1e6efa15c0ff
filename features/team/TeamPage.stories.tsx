import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectAskedBeforeDiscarding } from '../../.storybook/discardQuestion.js';
import { arrangeDemoData, findOpenDialog, findToast, withApi } from '../../.storybook/withApi.js';
import type { User } from '../session/user.js';
import { TeamPage } from './TeamPage.js';

const ADMIN: User = { id: 1, email: 'admin@northwind.example', name: 'Olivia Chen', permission_level: 1 };
const MANAGER: User = { id: 3, email: 'manager@northwind.example', name: 'Priya Natarajan', permission_level: 3 };
const FORM_ERRORS = 'There are errors in the form, please review and try again later';

const meta = {
  title: 'Features/Team/TeamPage',
  component: TeamPage,
  decorators: [withApi],
  parameters: { feature: { signedInAs: ADMIN.email, href: '/team' } },
} satisfies Meta<typeof TeamPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const asManager: Pick<Story, 'args' | 'parameters'> = {
  parameters: { feature: { signedInAs: MANAGER.email } },
};

/** The team grid, once its rows are in. */
async function teamGrid(canvasElement: HTMLElement) {
  const grid = await within(canvasElement).findByRole('grid', { name: 'Team' }, { timeout: 10_000 });
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(2), { timeout: 10_000 });
  return grid;
}

/** The row whose Employee Name cell is this name (the name may also show as someone's manager). */
const rowNamed = (grid: HTMLElement, name: string) =>
  within(grid)
    .queryAllByRole('row')
    .find((candidate) => candidate.querySelectorAll('[role="gridcell"]')[1]?.textContent === name);

/**
 * The grid's row of a member, found by name. The grid renders only the rows on screen, so it moves down
 * a screen at a time with PageDown, as a keyboard user would, until the row shows.
 */
async function memberRow(canvasElement: HTMLElement, name: string) {
  const grid = await teamGrid(canvasElement);
  const shown = (timeout: number) =>
    waitFor(
      () => {
        const row = rowNamed(grid, name);
        if (!row) throw new Error(`No row for ${name}`);
        return row;
      },
      { timeout },
    );
  for (let screen = 0; screen < 5; screen += 1) {
    try {
      return await shown(600);
    } catch {
      if (!grid.contains(document.activeElement)) within(grid).getAllByRole('gridcell')[0]?.focus();
      await userEvent.keyboard('{PageDown}');
    }
  }
  return shown(2000);
}

/** Focuses a control and types (or presses) on the keyboard. */
async function typeInto(element: HTMLElement, text: string) {
  element.focus();
  await userEvent.keyboard(text);
}

/** Opens a member's row by keyboard: Enter on its first cell. */
async function openRow(canvasElement: HTMLElement, name: string) {
  const row = await memberRow(canvasElement, name);
  const cell = within(row).getAllByRole('gridcell')[0];
  if (!cell) throw new Error(`No cell in the row of ${name}`);
  await typeInto(cell, '{Enter}');
}

const memberDrawer = async () => within(await findOpenDialog('Member Details'));

/** Chooses an option of a select by typing its first letters on the closed trigger. */
async function choose(trigger: HTMLElement, text: string) {
  await waitFor(() => expect(trigger).not.toBeDisabled());
  await typeInto(trigger, text);
  await waitFor(() => expect(trigger).toHaveTextContent(text));
}

async function openInviteForm(canvasElement: HTMLElement) {
  await teamGrid(canvasElement);
  await typeInto(within(canvasElement).getByRole('button', { name: 'Add member' }), '{Enter}');
  return memberDrawer();
}

type Drawer = Awaited<ReturnType<typeof memberDrawer>>;

async function fillNewMember(panel: Drawer, { role, manager }: { role: string; manager: string }) {
  await typeInto(panel.getByRole('textbox', { name: 'First Name' }), 'Nadia');
  await typeInto(panel.getByRole('textbox', { name: 'Last Name' }), 'Petrova');
  await typeInto(panel.getByRole('textbox', { name: 'Email' }), 'nadia.petrova@northwind.example');
  await typeInto(panel.getByRole('textbox', { name: 'Employee Id' }), 'NS-7001');
  await typeInto(panel.getByRole('textbox', { name: 'Phone' }), '4165550177');
  await choose(panel.getByRole('button', { name: /Role/ }), role);
  await choose(panel.getByRole('button', { name: /Assigned Manager/ }), manager);
}

export const AdminSeesTheTeam: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    const grid = await teamGrid(canvasElement);
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      'Employee Id',
      'Employee Name',
      'Role',
      'Assigned Manager',
      'Department',
      'Location',
      'Accepted Invite',
      'Active',
    ]);
    // The user's own toggle is disabled (§4).
    await expect(within(await memberRow(canvasElement, 'Olivia Chen')).getByRole('switch')).toBeDisabled();
    const liam = within(await memberRow(canvasElement, "Liam O'Connor"));
    await expect(liam.getByText('Employee')).toBeVisible();
    await expect(liam.getByText('Priya Natarajan')).toBeVisible();
    await expect(liam.getByText('Accepted')).toBeVisible();
    await expect(within(await memberRow(canvasElement, 'Maya Roussel')).getByText('UnAccepted')).toBeVisible();
    await expect(within(await memberRow(canvasElement, 'Camille Roy')).getByRole('switch')).not.toBeChecked();
  },
};

export const AdminInvitesAManager: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openInviteForm(canvasElement);
    await fillNewMember(panel, { role: 'Manager', manager: 'Olivia' });
    await choose(panel.getByRole('button', { name: /Department/ }), 'Sales');
    await typeInto(panel.getByRole('button', { name: 'Invite' }), '{Enter}');
    await expect(await findToast('Nadia has been invited to be a Manager.')).toBeInTheDocument();
    const nadia = within(await memberRow(canvasElement, 'Nadia Petrova'));
    await expect(nadia.getByText('UnAccepted')).toBeVisible();
    await expect(nadia.getByText('Sales')).toBeVisible();
  },
};

export const AdminInvitesAnEmployee: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openInviteForm(canvasElement);
    await fillNewMember(panel, { role: 'Employee', manager: 'Priya' });
    await typeInto(panel.getByRole('button', { name: 'Invite' }), '{Enter}');
    await expect(await findToast('Nadia has been invited to be an Employee.')).toBeInTheDocument();
  },
};

export const RequiredFieldsAreFlagged: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openInviteForm(canvasElement);
    await typeInto(panel.getByRole('button', { name: 'Invite' }), '{Enter}');
    await expect(await findToast(FORM_ERRORS)).toBeInTheDocument();
    const first = panel.getByRole('textbox', { name: 'First Name' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getAllByText(FORM_ERRORS).length).toBeGreaterThanOrEqual(7);
    // Department and location are optional.
    await expect(panel.getByRole('button', { name: /Department/ })).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const InviteServerErrorIsShown: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openInviteForm(canvasElement);
    await fillNewMember(panel, { role: 'Employee', manager: 'Olivia' });
    const email = panel.getByRole('textbox', { name: 'Email' });
    await userEvent.clear(email);
    await typeInto(email, 'employee@northwind.example');
    await typeInto(panel.getByRole('button', { name: 'Invite' }), '{Enter}');
    await expect(await findToast('A user with this email already exists.')).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveFocus());
    await expect(panel.getByText('A user with this email already exists.')).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'First Name' })).toHaveValue('Nadia');
  },
};

export const InviteFailureShowsTheDefault: Story = {
  beforeEach: () =>
    arrangeDemoData((store) => store.injectFault({ path: '/auth/users/company/invite/:role', status: 500, body: {} })),
  play: async ({ canvasElement }) => {
    const panel = await openInviteForm(canvasElement);
    await fillNewMember(panel, { role: 'Employee', manager: 'Olivia' });
    await typeInto(panel.getByRole('button', { name: 'Invite' }), '{Enter}');
    await expect(await findToast('Error inviting user. Please contact admin.')).toBeInTheDocument();
  },
};

export const AdminUpdatesAMember: Story = {
  play: async ({ canvasElement }) => {
    await openRow(canvasElement, 'Mei Lin Zhou');
    const panel = await memberDrawer();
    const last = await panel.findByRole('textbox', { name: 'Last Name' }, { timeout: 10_000 });
    await expect(last).toHaveValue('Lin Zhou');
    await expect(panel.getByRole('button', { name: /Role/ })).toHaveTextContent('Employee');
    await choose(panel.getByRole('button', { name: /Location/ }), 'Vancouver');
    await typeInto(panel.getByRole('button', { name: 'Update' }), '{Enter}');
    await expect(await findToast('Mei has been updated.')).toBeInTheDocument();
    await expect(within(await memberRow(canvasElement, 'Mei Lin Zhou')).getByText('Vancouver')).toBeVisible();
  },
};

export const UpdateServerErrorIsShown: Story = {
  beforeEach: () =>
    arrangeDemoData((store) =>
      store.injectFault({
        method: 'PATCH',
        path: '/auth/company/employee/:id',
        status: 400,
        body: { errors: { error: ['This member is locked by payroll.'] } },
      }),
    ),
  play: async ({ canvasElement }) => {
    await openRow(canvasElement, 'Mei Lin Zhou');
    const panel = await memberDrawer();
    await typeInto(await panel.findByRole('button', { name: 'Update' }, { timeout: 10_000 }), '{Enter}');
    await expect(await findToast('This member is locked by payroll.')).toBeInTheDocument();
  },
};

export const AdminMayEditTheirOwnProfile: Story = {
  play: async ({ canvasElement }) => {
    await openRow(canvasElement, 'Olivia Chen');
    const panel = await memberDrawer();
    await expect(await panel.findByRole('textbox', { name: 'First Name' }, { timeout: 10_000 })).toHaveValue('Olivia');
  },
};

export const ManagerMayInviteOnlyEmployees: Story = {
  ...asManager,
  play: async ({ canvasElement }) => {
    const grid = await teamGrid(canvasElement);
    // The team the manager leads, and the manager: no one outside it.
    await expect(within(grid).queryByText('Marcus Reid', { exact: true })).toBeNull();
    const panel = await openInviteForm(canvasElement);
    await typeInto(panel.getByRole('button', { name: /Role/ }), '{ArrowDown}');
    const options = within(await within(document.body).findByRole('listbox', { busy: false })).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Employee']);
    await userEvent.keyboard('{Escape}');
  },
};

export const ManagerOwnRowSaysWhyNot: Story = {
  ...asManager,
  play: async ({ canvasElement }) => {
    await openRow(canvasElement, 'Priya Natarajan');
    await expect(
      await findToast('You cannot update your own profile. Ask your Manager or Admin to do it for you.'),
    ).toBeInTheDocument();
    await expect(within(document.body).queryByRole('dialog', { name: 'Member Details' })).toBeNull();
    await expect(within(await memberRow(canvasElement, 'Priya Natarajan')).getByRole('switch')).toBeDisabled();
  },
};

export const BlocksAndUnblocks: Story = {
  ...asManager,
  play: async ({ canvasElement }) => {
    const toggle = async () => within(await memberRow(canvasElement, "Liam O'Connor")).getByRole('switch');
    await expect(await toggle()).toBeChecked();
    await typeInto(await toggle(), ' ');
    await waitFor(async () => expect(await toggle()).not.toBeChecked(), { timeout: 10_000 });
    await expect(await toggle()).toHaveAccessibleName('Blocked');
    // The change is confirmed in a toast, as the card status switch confirms its own.
    await expect(await findToast('Liam has been updated.')).toHaveAttribute('data-tone', 'success');
    // The toggle never opens the row.
    await expect(within(document.body).queryByRole('dialog', { name: 'Member Details' })).toBeNull();
    await typeInto(await toggle(), ' ');
    await waitFor(async () => expect(await toggle()).toBeChecked(), { timeout: 10_000 });
  },
};

/** Two rows pressed one after the other: both requests go, and each switch waits for its own answer. */
export const TwoRowsBlockedSideBySide: Story = {
  play: async ({ canvasElement }) => {
    const grid = await teamGrid(canvasElement);
    const [first, second] = within(grid)
      .getAllByRole('switch')
      .filter((toggle) => !toggle.hasAttribute('disabled'));
    if (!first || !second) throw new Error('Two members to block');
    await expect(first).toBeChecked();
    await expect(second).toBeChecked();
    await typeInto(first, ' ');
    await typeInto(second, ' ');
    // The demo backend answers after a short latency: both are on their way, both switches wait.
    await expect(first).toBeDisabled();
    await expect(second).toBeDisabled();
    await waitFor(
      () => {
        expect(first).not.toBeChecked();
        expect(second).not.toBeChecked();
      },
      { timeout: 10_000 },
    );
    // Each switch is released with its own write's re-read, in whichever order they answer.
    await waitFor(() => {
      expect(first).toBeEnabled();
      expect(second).toBeEnabled();
    });
  },
};

export const BlockFailure: Story = {
  beforeEach: () =>
    arrangeDemoData((store) =>
      store.injectFault({ path: '/auth/user/block/:id', status: 500, body: { results: { error: 'Payroll lock.' } } }),
    ),
  play: async ({ canvasElement }) => {
    const toggle = within(await memberRow(canvasElement, "Liam O'Connor")).getByRole('switch');
    await typeInto(toggle, ' ');
    await expect(
      await findToast('the requested user could not be blocked/unblocked. please try again or contact support'),
    ).toBeInTheDocument();
    await expect(toggle).toBeChecked();
  },
};

/** The demo backend's fault answers `{detail: 'Simulated failure.'}`: the page says the catalogue's text instead. */
export const LoadFailureShowsTheCatalogueText: Story = {
  beforeEach: () =>
    arrangeDemoData((store) => store.injectFault({ method: 'GET', path: '/auth/company/employee', status: 503 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Something went wrong, please try again or contact support.', undefined, {
        timeout: 10_000,
      }),
    ).toBeVisible();
    await expect(canvas.queryByText('Simulated failure.')).toBeNull();
    await typeInto(canvas.getByRole('button', { name: 'Try again' }), '{Enter}');
    await teamGrid(canvasElement);
  },
};

export const MemberLoadFailureShowsTheCatalogueText: Story = {
  beforeEach: () =>
    arrangeDemoData((store) =>
      store.injectFault({
        method: 'GET',
        path: '/auth/company/employee/:id',
        status: 404,
        body: { detail: 'Not found.' },
      }),
    ),
  play: async ({ canvasElement }) => {
    await openRow(canvasElement, "Liam O'Connor");
    const panel = await memberDrawer();
    await expect(
      await panel.findByText('Something went wrong, please try again or contact support.', undefined, {
        timeout: 10_000,
      }),
    ).toBeVisible();
    await expect(panel.queryByText('Not found.')).toBeNull();
    await expect(panel.queryByRole('button', { name: 'Update' })).toBeNull();
  },
};

const memberDrawerClosed = () =>
  expect(within(document.body).queryByRole('dialog', { name: 'Member Details' })).toBeNull();

export const CloseOnAChangedMemberAsksBeforeDiscarding: Story = {
  play: async ({ canvasElement }) => {
    await openRow(canvasElement, 'Mei Lin Zhou');
    const panel = await memberDrawer();
    const last = await panel.findByRole('textbox', { name: 'Last Name' }, { timeout: 10_000 });
    await typeInto(last, ' Chen');
    const close = panel.getByRole('button', { name: 'Close' });
    await expectAskedBeforeDiscarding({
      field: last,
      typed: 'Lin Zhou Chen',
      focusBeforeLeaving: close,
      leave: () => typeInto(close, '{Enter}'),
      expectClosed: memberDrawerClosed,
    });
  },
};

export const CloseOnAnUnchangedMemberClosesAtOnce: Story = {
  play: async ({ canvasElement }) => {
    await openRow(canvasElement, 'Mei Lin Zhou');
    const panel = await memberDrawer();
    await panel.findByRole('textbox', { name: 'Last Name' }, { timeout: 10_000 });
    await typeInto(panel.getByRole('button', { name: 'Close' }), '{Enter}');
    await waitFor(memberDrawerClosed);
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};
