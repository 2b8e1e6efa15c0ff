import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findToast, toastRegionLoaded, withApi } from '../../.storybook/withApi.js';
import { CodeVerificationScreen } from './CodeVerificationScreen.js';
import { useApiClient } from '../api/index.js';
import { requestVerificationCode, verifyCode } from './api.js';
import type { CodeChannel } from './model.js';

const verified = fn();
// A fixed demo user id the story handlers accept.
const USER_ID = 'story-user';

function ConnectedCodeScreen({ variant }: { variant: 'two-step' | 'phone' }) {
  const client = useApiClient();
  return (
    <CodeVerificationScreen
      variant={variant}
      requestCode={(channel: CodeChannel) => requestVerificationCode(client, USER_ID, channel)}
      verify={async (otp, channel) => {
        await verifyCode(client, { user_id: USER_ID, otp, channel, email: 'story@example.com', password: 'x' });
        verified(otp, channel);
      }}
    />
  );
}

const requestCodeHandler = http.post('/api/v1/auth/verification-request', async ({ request }) => {
  const body = (await request.json()) as { user: { channel: string } };
  const mask = body.user.channel === 'email' ? 's****@example.com' : '(***) ***-0134';
  return HttpResponse.json({ results: { message: 'Code sent', mask } });
});
const codeHandlers = [
  requestCodeHandler,
  http.post('/api/v1/auth/verify-otp', async ({ request }) => {
    const body = (await request.json()) as { user: { otp: string } };
    if (body.user.otp !== '123456')
      return HttpResponse.json({ errors: { otp: ['The code is not valid.'] } }, { status: 400 });
    return HttpResponse.json({ user: { token: 'story-token', name: 'Story User' } });
  }),
];

const meta = {
  title: 'Features/Auth/CodeVerificationScreen',
  component: ConnectedCodeScreen,
  args: { variant: 'two-step' },
  parameters: { msw: { handlers: codeHandlers } },
  decorators: [
    withApi,
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    verified.mockClear();
  },
} satisfies Meta<typeof ConnectedCodeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Enter the 6 digit code sent to your phone (***) ***-0134')).toBeVisible();
    // The code field is ready when the screen opens.
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveFocus();
    await userEvent.keyboard('123456{Enter}');
    await waitFor(() => expect(verified).toHaveBeenCalledWith('123456', 'phone'));
  },
};

export const CodeByEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/sent to your phone/);
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a code via email instead' }));
    await expect(await canvas.findByText('Enter the 6 digit code sent to your email s****@example.com')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(verified).toHaveBeenCalledWith('123456', 'email'));
  },
};

export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/sent to your phone/);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await findToast('The code is not valid.')).toHaveAttribute('data-tone', 'danger');
    await expect(verified).not.toHaveBeenCalled();
  },
};

export const PhoneVerification: Story = {
  args: { variant: 'phone' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Phone Verification' })).toBeVisible();
    await expect(await canvas.findByText('(***) ***-0134')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send me a code via email instead' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(verified).toHaveBeenCalledWith('123456', 'phone'));
  },
};

export const ServerErrorShowsNothing: Story = {
  loaders: [toastRegionLoaded],
  parameters: {
    msw: {
      handlers: [
        requestCodeHandler,
        http.post('/api/v1/auth/verify-otp', () => HttpResponse.json({ errors: ['boom'] }, { status: 500 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/sent to your phone/);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Verify' })).not.toHaveAttribute('aria-busy'));
    await expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    await expect(await within(canvasElement).findByText(/sent to your phone/)).toBeVisible();
  },
};
