import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findToast, withApi } from '../../.storybook/withApi.js';
import { LoginScreen, type LoginScreenProps } from './LoginScreen.js';
import { SignInProvider } from './SignIn.js';

const signedIn = fn();
const codeRequired = fn();

/** The screen on the real sign-in flow (the demo backend answers through MSW). */
function ConnectedLogin(props: Partial<LoginScreenProps>) {
  return (
    <SignInProvider onSignedIn={(user) => signedIn(user.email)}>
      <LoginScreen onCodeRequired={codeRequired} {...props} />
    </SignInProvider>
  );
}

const meta = {
  title: 'Features/Auth/LoginScreen',
  component: ConnectedLogin,
  decorators: [
    withApi,
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    signedIn.mockClear();
    codeRequired.mockClear();
  },
} satisfies Meta<typeof ConnectedLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

async function typeCredentials(email: string, password: string) {
  await userEvent.tab();
  await userEvent.keyboard(email);
  await userEvent.tab();
  await userEvent.keyboard(password);
}

export const SignsIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Login' })).toBeVisible();
    await typeCredentials('Admin@Northwind.example', 'Spend-demo-1');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(signedIn).toHaveBeenCalledWith('admin@northwind.example'));
  },
};

export const NeedsTwoStepCode: Story = {
  play: async () => {
    await typeCredentials('two-step@northwind.example', 'Spend-demo-1');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(codeRequired).toHaveBeenCalledWith('two-step'));
    await expect(signedIn).not.toHaveBeenCalled();
  },
};

export const NeedsPhoneVerification: Story = {
  play: async () => {
    await typeCredentials('phone-unverified@cedargrove.example', 'Spend-demo-1');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(codeRequired).toHaveBeenCalledWith('phone'));
  },
};

export const NetworkFailure: Story = {
  parameters: {
    msw: { handlers: [http.post('/api/v1/auth/users/login', () => HttpResponse.error())] },
  },
  play: async ({ canvasElement }) => {
    await typeCredentials('admin@northwind.example', 'Spend-demo-1');
    await userEvent.keyboard('{Enter}');
    await expect(
      await findToast('An error has occured. Please try again later or contact the administrator.'),
    ).toBeInTheDocument();
    // Nothing typed is lost.
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toHaveValue('admin@northwind.example');
  },
};

export const WrongPassword: Story = {
  play: async () => {
    await typeCredentials('admin@northwind.example', 'not-the-password');
    await userEvent.keyboard('{Enter}');
    await expect(await findToast(/password/i)).toHaveAttribute('data-tone', 'danger');
    await expect(signedIn).not.toHaveBeenCalled();
  },
};

export const ServerFailure: Story = {
  parameters: {
    msw: { handlers: [http.post('/api/v1/auth/users/login', () => HttpResponse.json({}, { status: 500 }))] },
  },
  play: async () => {
    await typeCredentials('admin@northwind.example', 'Spend-demo-1');
    await userEvent.keyboard('{Enter}');
    await expect(
      await findToast('An error has occured. Please try again later or contact the administrator.'),
    ).toBeInTheDocument();
  },
};

const loginRequests = fn();

export const RequiredFieldsOnly: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/auth/users/login', async ({ request }) => {
          loginRequests(await request.json());
          return HttpResponse.json({ detail: ['Invalid credentials'] }, { status: 400 });
        }),
      ],
    },
  },
  beforeEach: () => loginRequests.mockClear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    // Empty fields: each says it is required, the first takes focus, and nothing is sent.
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findAllByText('This field is required')).toHaveLength(2);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await expect(loginRequests).not.toHaveBeenCalled();
    // No format check (spec ruling "Login validation"): the e-mail goes lower-cased, as typed, to the server.
    await userEvent.keyboard('Jane');
    await userEvent.tab();
    await userEvent.keyboard('whatever-1{Enter}');
    await waitFor(() => expect(loginRequests).toHaveBeenCalledTimes(1));
    await expect(loginRequests.mock.calls[0]?.[0]).toMatchObject({ user: { email: 'jane', password: 'whatever-1' } });
    await expect(canvas.queryByText('Enter a valid email address, like name@example.com')).not.toBeInTheDocument();
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

export const ServerFieldErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/auth/users/login', () =>
          HttpResponse.json({ password: ['Too many attempts'], detail: ['Try again later'] }, { status: 400 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeCredentials('admin@northwind.example', 'Spend-demo-1');
    await userEvent.keyboard('{Enter}');
    // A 400 naming a field: its message on the field, which takes focus; the other keys in a toast.
    const password = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(await canvas.findByText('Too many attempts')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveFocus();
    await expect(await findToast(/Try again later/)).toBeInTheDocument();
    await expect(signedIn).not.toHaveBeenCalled();
  },
};

export const ShowPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeCredentials('admin@northwind.example', 'secret-pass');
    const password = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(password).toHaveAttribute('type', 'text');
  },
};

export const DemoAccounts: Story = {
  args: {
    demoAccounts: [
      { email: 'admin@northwind.example', password: 'Spend-demo-1', who: '1 CompanyAdmin' },
      { email: 'employee@northwind.example', password: 'Spend-demo-1', who: '4 CompanyEmployee' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Demo accounts' })).toBeVisible();
    canvas.getByRole('button', { name: 'Use employee@northwind.example' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('employee@northwind.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(signedIn).toHaveBeenCalledWith('employee@northwind.example'));
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.getByRole('link', { name: 'Register here' })).toHaveAttribute('href', '/register');
  },
};
