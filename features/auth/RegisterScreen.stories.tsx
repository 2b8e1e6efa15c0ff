import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useApiClient } from '../api/index.js';
import { findToast, withApi } from '../../.storybook/withApi.js';
import { registerRequest } from './api.js';
import { RegisterScreen } from './RegisterScreen.js';
import { forgetRegisterDraft } from './registerDraft.js';

const registered = fn();

function ConnectedRegister() {
  const client = useApiClient();
  return (
    <RegisterScreen
      onRegister={async (request) => {
        await registerRequest(client, request);
        registered(request);
      }}
    />
  );
}

const meta = {
  title: 'Features/Auth/RegisterScreen',
  component: ConnectedRegister,
  decorators: [
    withApi,
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    registered.mockClear();
    // Each story starts from an empty form (the screen keeps a left form in memory).
    forgetRegisterDraft();
  },
} satisfies Meta<typeof ConnectedRegister>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the form with the keyboard, from First name to the terms checkbox. */
async function fillWithKeyboard(email: string, password: string) {
  await userEvent.tab();
  await userEvent.keyboard('Nia');
  await userEvent.tab();
  await userEvent.keyboard('New');
  await userEvent.tab();
  await userEvent.keyboard('Nia Trading Ltd');
  await userEvent.tab();
  await userEvent.keyboard(email);
  // The country picker (Canada by default), then the national number.
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.keyboard('4165550123');
  await userEvent.tab();
  await userEvent.keyboard(password);
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.keyboard(' ');
}

export const RegistersWithTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const continueButton = canvas.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    await fillWithKeyboard('nia.story@example.com', 'long-enough-1');
    await expect(canvas.getByRole('textbox', { name: /Phone/ })).toHaveValue('(416) 555-0123');
    await expect(canvas.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    await expect(continueButton).toBeEnabled();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(continueButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(registered).toHaveBeenCalledWith({
        name: 'Nia New',
        account_name: 'Nia Trading Ltd',
        phone: '+14165550123',
        email: 'nia.story@example.com',
        password: 'long-enough-1',
      }),
    );
  },
};

export const MandatoryFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await findToast('Please enter all mandatory fields')).toBeInTheDocument();
    await expect(canvas.getAllByText('This field is required')).toHaveLength(6);
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ShortPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillWithKeyboard('short.pass@example.com', '1234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await findToast('Password must be a minimum of 8 digits')).toBeInTheDocument();
    await expect(canvas.getByText('Password must be a minimum of 8 digits')).toBeVisible();
    await expect(registered).not.toHaveBeenCalled();
  },
};

export const DuplicateEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillWithKeyboard('admin@northwind.example', 'long-enough-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await findToast(/already/i)).toHaveAttribute('data-tone', 'danger');
  },
};

export const ServerFailure: Story = {
  parameters: {
    msw: { handlers: [http.post('/api/v1/auth/users', () => HttpResponse.json({}, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillWithKeyboard('nia.fail@example.com', 'long-enough-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await findToast('Something went wrong. Please check the form and try again.')).toBeInTheDocument();
  },
};

export const MalformedPhoneAndEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillWithKeyboard('jane', 'long-enough-1');
    const phone = canvas.getByRole('textbox', { name: /Phone/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '41655');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Enter a valid phone number for the chosen country code')).toBeVisible();
    await expect(canvas.getByText('Enter a valid email address, like name@example.com')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveFocus();
    await expect(registered).not.toHaveBeenCalled();
  },
};

/** A new attempt takes the last attempt's error toast away: one error on screen at a time. */
export const NewAttemptDismissesTheLastError: Story = {
  parameters: {
    msw: { handlers: [http.post('/api/v1/auth/users', () => HttpResponse.json({}, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillWithKeyboard('nia.again@example.com', 'long-enough-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const serverToast = await findToast('Something went wrong. Please check the form and try again.');
    await userEvent.clear(canvas.getByRole('textbox', { name: /Company name/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await findToast('Please enter all mandatory fields')).toBeInTheDocument();
    await waitFor(() => expect(serverToast).not.toBeInTheDocument());
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Login here' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
  },
};
