import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findToast, withApi } from '../../.storybook/withApi.js';
import { ForgotPasswordScreen } from './ForgotPasswordScreen.js';
import { ResetPasswordScreen } from './ResetPasswordScreen.js';
import { EmailVerificationScreen } from './EmailVerificationScreen.js';

const redirected = fn();

type Screen = 'forgot' | 'reset' | 'email';

/** The three token/e-mail screens wired to their real calls (the demo backend answers through MSW). */
function PasswordResetScreens({ screen, token = 'story-token' }: { screen: Screen; token?: string }) {
  if (screen === 'forgot') return <ForgotPasswordScreen onDone={redirected} />;
  if (screen === 'reset') return <ResetPasswordScreen token={token} onRedirect={redirected} />;
  return <EmailVerificationScreen token={token} onContinue={redirected} onInvalid={redirected} />;
}

const ok = () => HttpResponse.json({ status: 'OK' });
const validToken = http.post('/api/v1/reset-password/validate_token/', ok);

const meta = {
  title: 'Features/Auth/PasswordResetScreens',
  component: PasswordResetScreens,
  args: { screen: 'forgot' },
  decorators: [
    withApi,
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    redirected.mockClear();
  },
} satisfies Meta<typeof PasswordResetScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForgotPassword: Story = {
  parameters: { msw: { handlers: [http.post('/api/v1/reset-password/', ok)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('employee@northwind.example{Enter}');
    const message = 'Your password reset link has been sent. Please check your email. Redirecting in 3s';
    await expect(await findToast(message)).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent(message);
    await waitFor(() => expect(redirected).toHaveBeenCalledTimes(1), { timeout: 4500 });
  },
};

export const ForgotPasswordUnknownEmail: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/reset-password/', () =>
          HttpResponse.json(
            { email: ['There is no active user associated with this e-mail address.'] },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('nobody@example.com{Enter}');
    await expect(
      await findToast('email: There is no active user associated with this e-mail address.'),
    ).toHaveAttribute('data-tone', 'danger');
    await expect(redirected).not.toHaveBeenCalled();
  },
};

export const ForgotPasswordServerFailure: Story = {
  parameters: {
    msw: { handlers: [http.post('/api/v1/reset-password/', () => HttpResponse.json({}, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('admin@northwind.example{Enter}');
    await expect(
      await findToast('We could not send the reset link. Please try again later or contact support.'),
    ).toHaveAttribute('data-tone', 'danger');
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toHaveValue('admin@northwind.example');
  },
};

export const ResetPasswordNetworkFailure: Story = {
  args: { screen: 'reset' },
  parameters: {
    msw: { handlers: [validToken, http.post('/api/v1/reset-password/confirm/', () => HttpResponse.error())] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('New password', { selector: 'input' });
    await userEvent.tab();
    await userEvent.keyboard('Brand-new-pass-42{Enter}');
    await expect(
      await findToast('Your password could not be reset. Please try again later or contact support.'),
    ).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByLabelText('New password', { selector: 'input' })).toHaveValue('Brand-new-pass-42');
    await expect(redirected).not.toHaveBeenCalled();
  },
};

export const ResetPassword: Story = {
  args: { screen: 'reset' },
  parameters: { msw: { handlers: [validToken, http.post('/api/v1/reset-password/confirm/', ok)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('New password', { selector: 'input' });
    await userEvent.tab();
    await userEvent.keyboard('Brand-new-pass-42{Enter}');
    await expect(await findToast('Password reset successful, Redirecting to login in 3s.')).toBeInTheDocument();
    await waitFor(() => expect(redirected).toHaveBeenCalledTimes(1), { timeout: 4500 });
  },
};

const confirmRequests = fn();

export const ResetPasswordRefusedAtTheField: Story = {
  args: { screen: 'reset' },
  parameters: {
    msw: {
      handlers: [
        validToken,
        http.post('/api/v1/reset-password/confirm/', () => {
          confirmRequests();
          return ok();
        }),
      ],
    },
  },
  beforeEach: () => confirmRequests.mockClear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = await canvas.findByLabelText('New password', { selector: 'input' });
    // Eight spaces: blank after trimming, said at the field, nothing sent.
    await userEvent.type(password, '        ');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Password cannot be only spaces')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    // Over 128 characters.
    await userEvent.clear(password);
    await userEvent.paste('x'.repeat(129));
    await expect(await canvas.findByText('Password must be at most 128 characters')).toBeVisible();
    await expect(confirmRequests).not.toHaveBeenCalled();
  },
};

export const ResetPasswordRejected: Story = {
  args: { screen: 'reset' },
  parameters: {
    msw: {
      handlers: [
        validToken,
        http.post('/api/v1/reset-password/confirm/', () =>
          HttpResponse.json({ password: ['This password is too common.'] }, { status: 400 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('New password', { selector: 'input' });
    await userEvent.tab();
    await userEvent.keyboard('password{Enter}');
    await expect(await findToast('password: This password is too common.')).toBeInTheDocument();
    await expect(redirected).not.toHaveBeenCalled();
  },
};

export const ResetTokenInvalid: Story = {
  args: { screen: 'reset' },
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/reset-password/validate_token/', () =>
          HttpResponse.json({ status: 'notfound' }, { status: 404 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findToast('Token is invalid or expired, Redirecting in 3s.')).toBeInTheDocument();
    await expect(canvas.queryByLabelText('New password', { selector: 'input' })).not.toBeInTheDocument();
    await waitFor(() => expect(redirected).toHaveBeenCalledTimes(1), { timeout: 4500 });
  },
};

export const EmailVerified: Story = {
  args: { screen: 'email' },
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/auth/email-verification', () => HttpResponse.json({ results: { response: 'ok' } })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Email Verified' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(redirected).toHaveBeenCalledTimes(1);
  },
};

export const EmailTokenInvalid: Story = {
  args: { screen: 'email' },
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/auth/email-verification', () =>
          HttpResponse.json({ errors: { token: ['Invalid'] } }, { status: 400 }),
        ),
      ],
    },
  },
  play: async () => {
    await expect(await findToast('Token is invalid or expired, Redirecting in 3s.')).toBeInTheDocument();
    await waitFor(() => expect(redirected).toHaveBeenCalledTimes(1), { timeout: 4500 });
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await expect(within(canvasElement).getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};
