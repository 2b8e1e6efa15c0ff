import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { startStoryWorker } from '../../.storybook/msw.js';
import { findToast, toastRegionLoaded, withApi } from '../../.storybook/withApi.js';
import { ApiProvider, createApiClient, fromErrors, type ApiClient } from '../api/index.js';
import { OTP_REQUIRED, OTP_REQUIRED_RECIPIENT } from './messages.js';
import { OneTimeCodeConfirmation, type OneTimeCodeConfirmationProps } from './OneTimeCodeConfirmation.js';

// A demo admin of the demo backend: the code request is for the signed-in user.
const STORY_USER = { email: 'admin@northwind.example', password: 'Spend-demo-1' };
const PHONE_SENT = 'Enter the 6 digit code sent to your phone (***) ***-0101';
const EMAIL_SENT = 'Enter the 6 digit code sent to your email a****@northwind.example';

let signedInClient: ApiClient | null = null;

/** Signs the story user in once, so the widget calls the demo backend with a token. */
async function signIn() {
  if (signedInClient) return {};
  await startStoryWorker();
  const anonymous = createApiClient({ baseUrl: '/api/v1', getToken: () => null });
  const { user } = await anonymous.post<{ user: { token?: string } }>('/auth/users/login', { user: STORY_USER });
  const token = user.token ?? null;
  signedInClient = createApiClient({ baseUrl: '/api/v1', getToken: () => token });
  return {};
}

function storyClient(): ApiClient {
  if (!signedInClient) throw new Error('The sign-in loader has not run.');
  return signedInClient;
}

const withSignedInClient: Decorator = (Story) => (
  <ApiProvider client={storyClient()}>
    <Story />
  </ApiProvider>
);

// The flow's submit: held open until the story releases it, so a second press lands while it runs.
let releaseSubmit: (() => void) | undefined;
const submitted = fn((_code: string, _channel: string) => new Promise<void>((resolve) => (releaseSubmit = resolve)));

// The args' type is the widget's own, so a story may pass any submit of the flow.
const onSubmit: OneTimeCodeConfirmationProps['onSubmit'] = submitted;

const meta = {
  title: 'Features/OneTimeCode/OneTimeCodeConfirmation',
  component: OneTimeCodeConfirmation,
  args: { onSubmit, requiredMessage: OTP_REQUIRED },
  loaders: [signIn],
  decorators: [
    withSignedInClient,
    withApi,
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    submitted.mockClear();
    releaseSubmit = undefined;
  },
} satisfies Meta<typeof OneTimeCodeConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PhoneByDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(PHONE_SENT)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Phone' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend' })).toBeEnabled();
  },
};

export const SwitchToEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(PHONE_SENT);
    await userEvent.click(canvas.getByRole('radio', { name: 'Phone' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Email' })).toBeChecked();
    await expect(await canvas.findByText(EMAIL_SENT)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith('123456', 'email'));
  },
};

export const ResendAsksAgain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(PHONE_SENT);
    const resend = canvas.getByRole('button', { name: 'Resend' });
    await userEvent.click(resend);
    await expect(await canvas.findByRole('progressbar', { name: 'Sending your code' })).toBeVisible();
    await expect(await canvas.findByText(PHONE_SENT)).toBeVisible();
    await expect(resend).toHaveFocus();
  },
};

export const CodeRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(PHONE_SENT);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await findToast('OTP is required')).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveFocus();
    await expect(submitted).not.toHaveBeenCalled();
  },
};

export const CodeRequiredInRecipientFlow: Story = {
  args: { requiredMessage: OTP_REQUIRED_RECIPIENT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(PHONE_SENT);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Verification code' }));
    await userEvent.keyboard('{Enter}');
    await expect(await findToast('OTP is required!')).toHaveAttribute('data-tone', 'danger');
    await expect(submitted).not.toHaveBeenCalled();
  },
};

export const SubmitsOnceOnDoublePress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(PHONE_SENT);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '123456');
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await userEvent.dblClick(submit);
    await userEvent.keyboard('{Enter}');
    await expect(submitted).toHaveBeenCalledTimes(1);
    await expect(submitted).toHaveBeenCalledWith('123456', 'phone');
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    releaseSubmit?.();
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
    await expect(submitted).toHaveBeenCalledTimes(1);
  },
};

const CHANNEL_REFUSED = 'Sending codes by phone is not available right now.';

export const CodeRequestFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/utility/generate-otp-request', () =>
          HttpResponse.json({ errors: { channel: [CHANNEL_REFUSED] } }, { status: 400 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await findToast(CHANNEL_REFUSED)).toHaveAttribute('data-tone', 'danger');
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/\(\*\*\*\)/)).not.toBeInTheDocument();
  },
};

export const CodeRequestServerErrorShowsNothing: Story = {
  loaders: [toastRegionLoaded],
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/utility/generate-otp-request', () =>
          HttpResponse.json({ errors: ['Internal error'] }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Resend' })).not.toHaveAttribute('aria-busy'));
    await expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

const QUOTE_EXPIRED = 'The quote has expired. Please get a new quote.';

/** The conversion flow's submit: its failure shows the first entry of `errors` (the flow's catalogue). */
export const SubmitFailureShowsTheFlowsText: Story = {
  args: {
    onSubmit: (code, channel) => storyClient().post('/utility/get-conversion-rate', { otp: { code, channel } }),
    submitFailure: { server: fromErrors },
  },
  parameters: {
    msw: {
      handlers: [
        http.post('/api/v1/utility/get-conversion-rate', () =>
          HttpResponse.json({ errors: [QUOTE_EXPIRED] }, { status: 400 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(PHONE_SENT);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '123456{Enter}');
    await expect(await findToast(QUOTE_EXPIRED)).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveValue('123456');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(PHONE_SENT)).toBeVisible();
  },
};
