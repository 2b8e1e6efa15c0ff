import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { arrangeDemoData, findToast, withApi } from '../../.storybook/withApi.js';
import {
  PASSWORD_UPDATED,
  PASSWORDS_DIFFER,
  PROFILE_LOAD_FAILED,
  PROFILE_UPDATE_FAILED,
  PROFILE_UPDATED,
} from './messages.js';
import { ProfilePage } from './ProfilePage.js';

const meta = {
  title: 'Features/Accounts/ProfilePage',
  component: ProfilePage,
  decorators: [withApi],
  parameters: { feature: { signedInAs: 'bookkeeper@northwind.example', href: '/user-profile' } },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function editEmail(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  const field = await canvas.findByRole('textbox', { name: 'Email' }, { timeout: 10_000 });
  await expect(field).toHaveAttribute('readonly');
  await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  canvas.getByRole('button', { name: 'Edit' }).focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(field);
  await userEvent.keyboard(`{Control>}a{/Control}${email}`);
  canvas.getByRole('button', { name: 'Save' }).focus();
  await userEvent.keyboard('{Enter}');
}

export const SavesTheDetails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Full name' }, { timeout: 10_000 })).toHaveAttribute(
      'readonly',
    );
    await editEmail(canvasElement, 'books@northwind.example');
    await expect(await findToast(PROFILE_UPDATED)).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled());
  },
};

export const SaveFails: Story = {
  play: async ({ canvasElement }) => {
    arrangeDemoData((store) => store.injectFault({ path: '/auth/update-user-profile', status: 500 }));
    await editEmail(canvasElement, 'books@northwind.example');
    await expect(await findToast(PROFILE_UPDATE_FAILED)).toBeInTheDocument();
  },
};

export const SaveWithoutAnswer: Story = {
  play: async ({ canvasElement }) => {
    arrangeDemoData((store) => store.injectFault({ path: '/auth/update-user-profile', status: 0 }));
    await editEmail(canvasElement, 'books@northwind.example');
    await expect(await findToast(PROFILE_UPDATE_FAILED)).toBeInTheDocument();
  },
};

export const ProfileFailsToLoad: Story = {
  beforeEach: () => arrangeDemoData((store) => store.injectFault({ path: '/auth/user-profile', status: 500 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(PROFILE_LOAD_FAILED, {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('textbox', { name: 'Full name' }, { timeout: 10_000 })).toBeVisible();
  },
};

async function fillPasswords(canvasElement: HTMLElement, old: string, fresh: string, repeat: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Old password'), old);
  await userEvent.type(canvas.getByLabelText('New password'), fresh);
  await userEvent.type(canvas.getByLabelText('Repeat password'), repeat);
}

export const MismatchedPasswordsAreFlagged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPasswords(canvasElement, 'Spend-demo-1', 'Fresh-pass-22', 'Fresh-pass-23');
    await expect(canvas.getAllByText(PASSWORDS_DIFFER)).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Change Password' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Repeat password'), '{Backspace}2');
    await expect(canvas.queryByText(PASSWORDS_DIFFER)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Change Password' })).toBeEnabled();
  },
};

export const WrongOldPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPasswords(canvasElement, 'not-my-password', 'Fresh-pass-22', 'Fresh-pass-22');
    canvas.getByRole('button', { name: 'Change Password' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await findToast('Your old password was entered incorrectly. Please enter it again.'),
    ).toBeInTheDocument();
  },
};

export const PasswordChangeWithoutAnswer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    arrangeDemoData((store) => store.injectFault({ path: '/auth/update-user-password', status: 0 }));
    await fillPasswords(canvasElement, 'Spend-demo-1', 'Fresh-pass-22', 'Fresh-pass-22');
    canvas.getByRole('button', { name: 'Change Password' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await findToast(PROFILE_UPDATE_FAILED)).toBeInTheDocument();
  },
};

export const ChangesThePassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPasswords(canvasElement, 'Spend-demo-1', 'Fresh-pass-22', 'Fresh-pass-22');
    canvas.getByRole('button', { name: 'Change Password' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await findToast(PASSWORD_UPDATED)).toBeInTheDocument();
    await expect(canvas.getByLabelText('Old password')).toHaveValue('');
  },
};

/** A new password the server refuses says the server's reason, in the toast and at the field (issue 40 item 18). */
export const TooCommonPasswordSaysWhy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillPasswords(canvasElement, 'Spend-demo-1', 'password1', 'password1');
    canvas.getByRole('button', { name: 'Change Password' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await findToast('This password is too common.')).toBeInTheDocument();
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription('This password is too common.');
  },
};

/** A profile the server refuses (an e-mail in use) says why at the field; the typed value stays. */
export const EmailInUseSaysWhy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editEmail(canvasElement, 'admin@northwind.example');
    await expect(await findToast('A user with this email already exists.')).toBeInTheDocument();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue('admin@northwind.example');
    await expect(email).toHaveAccessibleDescription('A user with this email already exists.');
  },
};
