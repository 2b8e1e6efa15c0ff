import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { arrangeDemoData, findToast, withApi } from '../../.storybook/withApi.js';
import { FORM_HAS_ERRORS } from '../forms/messages.js';
import {
  SETTINGS_FIELD_REQUIRED,
  SETTINGS_LOAD_FAILED,
  SETTINGS_NO_BILLING_ADDRESS,
  SETTINGS_UPDATE_FAILED,
  SETTINGS_UPDATED,
} from './messages.js';
import { OrganizationSetupPanel } from './OrganizationSetupPanel.js';

const ADMIN = 'admin@northwind.example';
const NORTHWIND = 'Northwind Supply Co.';
const PATCH_FAULT = { path: '/auth/company/setting', method: 'PATCH' } as const;

const meta = {
  title: 'Features/Settings/OrganizationSetupPanel',
  component: OrganizationSetupPanel,
  decorators: [withApi],
  parameters: { feature: { signedInAs: ADMIN, href: '/settings/organization-setup' } },
} satisfies Meta<typeof OrganizationSetupPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Store = Parameters<Parameters<typeof arrangeDemoData>[0]>[0];

function northwindId(store: Store): number {
  const company = store.find('companies', (row) => row.company_name === NORTHWIND);
  if (!company) throw new Error(`No demo company ${NORTHWIND}`);
  return company.id;
}

/** What the demo backend holds for Northwind now. */
function saved() {
  return arrangeDemoData((store) => {
    const id = northwindId(store);
    const company = store.get('companies', id);
    return {
      departments: store.filter('departments', (row) => row.company_id === id).map((row) => row.name),
      locations: store.filter('locations', (row) => row.company_id === id).map((row) => row.name),
      receipt: company?.receipt_threshold,
      memo: company?.memo_threshold,
    };
  });
}

const SEEDED = {
  departments: ['Finance', 'Operations', 'Sales', 'Engineering'],
  locations: ['Toronto', 'Vancouver', 'Montreal'],
  receipt: 75,
  memo: 25,
};

async function loadedForm(canvasElement: HTMLElement) {
  const form = await within(canvasElement).findByRole('form', { name: 'Organization Setup' }, { timeout: 10_000 });
  return within(form);
}

/** The chips of `list`: a tag group's rows, or the plain list's items shown until its code has come. */
const chipNames = (form: ReturnType<typeof within>, list: string): (string | null)[] => [
  ...form
    .queryAllByRole('grid', { name: list })
    .flatMap((grid: HTMLElement) => within(grid).getAllByRole('row'))
    .map((row: HTMLElement) => row.textContent),
  ...form
    .queryAllByRole('list', { name: list })
    .flatMap((plain: HTMLElement) => within(plain).getAllByRole('listitem'))
    .map((item: HTMLElement) => item.textContent),
];

/** Keyboard only: a department typed in, a location removed, a threshold changed. */
async function editEverything(form: ReturnType<typeof within>) {
  form.getByRole('textbox', { name: 'Add a department' }).focus();
  await userEvent.keyboard('Legal{Enter}');
  form.getByRole('textbox', { name: 'Add a location' }).focus();
  // Backspace in the empty input moves to the last chip; Backspace there removes it.
  await userEvent.keyboard('{Backspace}{Backspace}');
  form.getByRole('textbox', { name: /^Receipt Threshold/ }).focus();
  await userEvent.keyboard('{Control>}a{/Control}120{Tab}');
}

async function save(form: ReturnType<typeof within>) {
  form.getByRole('button', { name: 'Save' }).focus();
  await userEvent.keyboard('{Enter}');
}

/** The seeded company: the billing address, the entries as chips, the thresholds as dollar amounts. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const form = await loadedForm(canvasElement);
    await expect(form.getByRole('heading', { name: 'Billing Address' })).toBeVisible();
    await expect(form.getByText('1200 Bay Street, Suite 400, Toronto, ON M5R 2A5, Canada')).toBeVisible();
    await expect(chipNames(form, 'Departments')).toEqual(SEEDED.departments);
    await expect(chipNames(form, 'Locations')).toEqual(SEEDED.locations);
    await expect(form.getByRole('textbox', { name: /^Receipt Threshold/ })).toHaveValue('$75.00');
    await expect(form.getByRole('textbox', { name: /^Memo Threshold/ })).toHaveValue('$25.00');
    // Numeric only: letters stay as typed and are refused with the spec's text (never silently dropped).
    const memo = form.getByRole('textbox', { name: /^Memo Threshold/ });
    memo.focus();
    await userEvent.keyboard('{Control>}a{/Control}abc');
    await expect(memo).toHaveValue('abc');
    await expect(memo).toHaveAttribute('aria-invalid', 'true');
    await expect(memo).toHaveAccessibleDescription('Thresholds must be numeric');
  },
};

/**
 * Enter adds a department, Backspace removes a location, Save sends the §7 shape: the backend keeps
 * the kept entries and adds the new one; saving again adds nothing twice (the new entry got its id).
 */
export const AddRemoveAndSave: Story = {
  play: async ({ canvasElement }) => {
    const form = await loadedForm(canvasElement);
    await editEverything(form);
    await expect(chipNames(form, 'Departments')).toEqual([...SEEDED.departments, 'Legal']);
    await expect(chipNames(form, 'Locations')).toEqual(['Toronto', 'Vancouver']);
    await save(form);
    await expect(await findToast(SETTINGS_UPDATED)).toHaveAttribute('data-tone', 'success');
    await waitFor(() =>
      expect(saved()).toEqual({
        departments: [...SEEDED.departments, 'Legal'],
        locations: ['Toronto', 'Vancouver'],
        receipt: 120,
        memo: 25,
      }),
    );
    await expect(chipNames(form, 'Departments')).toEqual([...SEEDED.departments, 'Legal']);
    await expect(form.getByRole('textbox', { name: /^Receipt Threshold/ })).toHaveValue('$120.00');
    // Saving again, unchanged: the new entry is sent by its id now, so nothing is added twice.
    arrangeDemoData((store) => {
      store.latencyMs = 400;
    });
    await save(form);
    const button = form.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'), { timeout: 10_000 });
    await expect(saved().departments).toEqual([...SEEDED.departments, 'Legal']);
  },
};

/** A company without departments or locations or billing address: empty fields, adding still works. */
export const EmptyLists: Story = {
  beforeEach: () => {
    arrangeDemoData((store) => {
      const id = northwindId(store);
      for (const table of ['departments', 'locations'] as const) {
        for (const row of store.filter(table, (entry) => entry.company_id === id)) store.remove(table, row.id);
      }
      store.update('companies', id, { billing_address: '' });
    });
  },
  play: async ({ canvasElement }) => {
    const form = await loadedForm(canvasElement);
    await expect(form.getByText(SETTINGS_NO_BILLING_ADDRESS)).toBeVisible();
    await expect(form.queryByRole('grid')).toBeNull();
    form.getByRole('textbox', { name: 'Add a location' }).focus();
    await userEvent.keyboard('Ottawa{Enter}');
    await save(form);
    await expect(await findToast(SETTINGS_UPDATED)).toBeInTheDocument();
    await waitFor(() => expect(saved().locations).toEqual(['Ottawa']));
    await expect(saved().departments).toEqual([]);
  },
};

/** An emptied threshold: the form-level notice, the field's message, focus on it; nothing is sent. */
export const FormLevelError: Story = {
  play: async ({ canvasElement }) => {
    const form = await loadedForm(canvasElement);
    form.getByRole('textbox', { name: 'Add a department' }).focus();
    await userEvent.keyboard('Legal{Enter}');
    const memo = form.getByRole('textbox', { name: /^Memo Threshold/ });
    memo.focus();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}{Tab}');
    await save(form);
    await expect(await findToast(FORM_HAS_ERRORS)).toHaveAttribute('data-tone', 'danger');
    await waitFor(() => expect(memo).toHaveFocus());
    await expect(memo).toHaveAttribute('aria-invalid', 'true');
    await expect(memo).toHaveAccessibleDescription(SETTINGS_FIELD_REQUIRED);
    await expect(chipNames(form, 'Departments')).toContain('Legal');
    await expect(saved()).toEqual(SEEDED);
    // Fixing it clears the message and saves.
    memo.focus();
    await userEvent.keyboard('30{Tab}');
    await expect(memo).not.toHaveAttribute('aria-invalid');
    await save(form);
    await expect(await findToast(SETTINGS_UPDATED)).toBeInTheDocument();
    await waitFor(() => expect(saved().memo).toBe(30));
  },
};

/** The save fails (500): the catalogue's text, everything typed stays, the next Save succeeds. */
export const SaveFailureKeepsEverything: Story = {
  beforeEach: () => {
    arrangeDemoData((store) => store.injectFault({ ...PATCH_FAULT, status: 500 }));
  },
  play: async ({ canvasElement }) => {
    const form = await loadedForm(canvasElement);
    await editEverything(form);
    await save(form);
    await expect(await findToast(SETTINGS_UPDATE_FAILED)).toHaveAttribute('data-tone', 'danger');
    await expect(chipNames(form, 'Departments')).toEqual([...SEEDED.departments, 'Legal']);
    await expect(chipNames(form, 'Locations')).toEqual(['Toronto', 'Vancouver']);
    await expect(form.getByRole('textbox', { name: /^Receipt Threshold/ })).toHaveValue('$120.00');
    await expect(saved()).toEqual(SEEDED);
    await save(form);
    await expect(await findToast(SETTINGS_UPDATED)).toBeInTheDocument();
    await waitFor(() => expect(saved().departments).toEqual([...SEEDED.departments, 'Legal']));
  },
};

/** No answer at all: the same text, nothing lost. */
export const NetworkFailure: Story = {
  beforeEach: () => {
    arrangeDemoData((store) => store.injectFault({ ...PATCH_FAULT, status: 0 }));
  },
  play: async ({ canvasElement }) => {
    const form = await loadedForm(canvasElement);
    await editEverything(form);
    await save(form);
    await expect(await findToast(SETTINGS_UPDATE_FAILED)).toBeInTheDocument();
    await expect(chipNames(form, 'Departments')).toEqual([...SEEDED.departments, 'Legal']);
    await expect(saved()).toEqual(SEEDED);
  },
};

/** A name longer than the server keeps is refused as it is typed in, with the limit; nothing is sent. */
export const LongNameRefused: Story = {
  play: async ({ canvasElement }) => {
    const form = await loadedForm(canvasElement);
    const input = form.getByRole('textbox', { name: 'Add a department' });
    input.focus();
    await userEvent.paste('D'.repeat(101));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveAccessibleDescription(/Please use at most 100 characters/);
    await expect(input).toHaveValue('D'.repeat(101));
    await expect(chipNames(form, 'Departments')).toEqual(SEEDED.departments);
  },
};

/** The server refuses a field (400): the catalogue's text, the server's message on the field, focus on it. */
export const ServerFieldError: Story = {
  play: async ({ canvasElement }) => {
    const form = await loadedForm(canvasElement);
    arrangeDemoData((store) =>
      store.injectFault({
        ...PATCH_FAULT,
        status: 400,
        body: { errors: { departments: ['An entry named "Legal" already exists.'] } },
      }),
    );
    const input = form.getByRole('textbox', { name: 'Add a department' });
    input.focus();
    await userEvent.keyboard('Legal{Enter}');
    await save(form);
    await expect(await findToast(SETTINGS_UPDATE_FAILED)).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    // The server's own message for the field.
    await expect(input).toHaveAccessibleDescription(/An entry named "Legal" already exists\./);
    await expect(input).toHaveFocus();
    await expect(chipNames(form, 'Departments')).toContain('Legal');
    await expect(saved()).toEqual(SEEDED);
  },
};

/** While the save runs, Save is busy and the fields cannot change; a second press sends nothing. */
export const DisabledWhileSaving: Story = {
  play: async ({ canvasElement }) => {
    const form = await loadedForm(canvasElement);
    arrangeDemoData((store) => {
      store.latencyMs = 800;
    });
    form.getByRole('textbox', { name: 'Add a department' }).focus();
    await userEvent.keyboard('Legal{Enter}');
    await save(form);
    const button = form.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(form.getByRole('textbox', { name: 'Add a department' })).toBeDisabled();
    await expect(form.getByRole('textbox', { name: /^Receipt Threshold/ })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(await findToast(SETTINGS_UPDATED)).toBeInTheDocument();
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Add a department' })).toBeEnabled());
    await expect(button).not.toHaveAttribute('aria-busy');
    await expect(saved().departments).toEqual([...SEEDED.departments, 'Legal']);
  },
};

/** While the setting loads, a placeholder says so. */
export const Loading: Story = {
  beforeEach: () => {
    arrangeDemoData((store) => {
      store.latencyMs = 1000;
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading settings');
    await loadedForm(canvasElement);
  },
};

/** The setting cannot be read: the failure and a retry that loads it. */
export const LoadFailure: Story = {
  beforeEach: () => {
    arrangeDemoData((store) => store.injectFault({ path: '/auth/company/setting', method: 'GET', status: 500 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent(SETTINGS_LOAD_FAILED);
    within(alert).getByRole('button', { name: 'Try again' }).focus();
    await userEvent.keyboard('{Enter}');
    const form = await loadedForm(canvasElement);
    await expect(chipNames(form, 'Locations')).toEqual(SEEDED.locations);
  },
};
