import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findOpenDialog, findToast, withApi } from '../../.storybook/withApi.js';
import { OnboardingFlow } from './OnboardingFlow.js';
import { BANK_CONNECTION_REASON, GATE_TITLE } from './messages.js';
import { ADMIN_LINKS_BANK, BANK_HAS_BEEN_CONNECTED, CHOOSE_PRIMARY_ACCOUNT } from '../banking/messages.js';
import { DEMO_PICKER_TITLE, withDemoBankLinkPicker } from '../../.storybook/withDemoBankLinkPicker.js';

/** An app's signed-out frame, standing in for the host's: it holds the landmark. */
function SignedOutFrame({ children }: { children?: ReactNode }) {
  return <main aria-label="Signed-out frame">{children}</main>;
}

const meta = {
  title: 'Features/Onboarding/OnboardingFlow',
  component: OnboardingFlow,
  args: {
    onLogout: fn(),
    onUserUpdated: fn(),
    mainId: 'main-content',
  },
  decorators: [withApi, withDemoBankLinkPicker],
} satisfies Meta<typeof OnboardingFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Phone first: the code goes to the phone; once verified, the user read again goes to the app. */
export const PhoneFirst: Story = {
  parameters: { feature: { signedInAs: 'phone-unverified@cedargrove.example' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Phone Verification' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
    await expect(await canvas.findByText(/\(\*\*\*\) \*\*\*-\d{4}/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(args.onUserUpdated).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'phone-unverified@cedargrove.example', phone_verified: true }),
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** The app's own frame goes around the phone screen, and then holds the landmark. */
export const PhoneInTheAppsFrame: Story = {
  args: { CodeScreenFrame: SignedOutFrame },
  parameters: { feature: { signedInAs: 'phone-unverified@cedargrove.example' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByRole('main', { name: 'Signed-out frame' });
    await expect(await within(frame).findByRole('heading', { name: 'Phone Verification' })).toBeVisible();
    await expect(canvas.getAllByRole('main')).toHaveLength(1);
  },
};

/** Phone verified, e-mail not: the gate asks to verify it and sends the link again. */
export const ResendEmail: Story = {
  parameters: { feature: { signedInAs: 'email-unverified@granitepeak.example' } },
  play: async ({ args }) => {
    const gate = within(await findOpenDialog(GATE_TITLE));
    await expect(gate.getByText('Hi Emma Lefebvre,')).toBeVisible();
    await expect(gate.getByText(/Please verify your email address/)).toBeVisible();
    await userEvent.click(gate.getByRole('button', { name: 'Click here to resend' }));
    await expect(await findToast(/A verification email has been sent to/)).toBeInTheDocument();
    await userEvent.click(gate.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** The business form is not filled: the welcome screen greets the stored name; Get started opens "Know your Business". */
export const Welcome: Story = {
  args: { storedUsername: 'Ava' },
  parameters: { feature: { signedInAs: 'kyb-not-filled@lighthouse.example' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome, Ava' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
    const getStarted = canvas.getByRole('button', { name: 'Get started' });
    getStarted.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findOpenDialog('Know your Business');
    await within(dialog).findByRole('button', { name: 'Business Details' });
  },
};

/** No bank: the admin links one in the gate, then the user is read again (bank connected). */
export const BankConnection: Story = {
  parameters: { feature: { signedInAs: 'no-bank@prairiewind.example' } },
  play: async ({ args }) => {
    const gate = within(await findOpenDialog(GATE_TITLE));
    await expect(gate.getByText(BANK_CONNECTION_REASON)).toBeVisible();
    await expect(gate.getByRole('group', { name: 'How would you like to link your bank account?' })).toBeVisible();
    const automatic = gate.getByRole('button', { name: 'Link automatically' });
    await waitFor(() => expect(automatic).toBeEnabled());
    await userEvent.click(automatic);
    const picker = within(await findOpenDialog(DEMO_PICKER_TITLE));
    await userEvent.click(await picker.findByRole('radio', { name: /TD Canada Trust/ }));
    await userEvent.click(picker.getByRole('button', { name: 'Continue' }));
    const primary = within(await findOpenDialog(CHOOSE_PRIMARY_ACCOUNT));
    await userEvent.click(await primary.findByRole('radio', { name: /Business Investor Account/ }));
    await userEvent.click(primary.getByRole('button', { name: 'Link account' }));
    await expect(await findToast(BANK_HAS_BEEN_CONNECTED)).toBeInTheDocument();
    await waitFor(() =>
      expect(args.onUserUpdated).toHaveBeenCalledWith(
        expect.objectContaining({ email: 'no-bank@prairiewind.example', bank_connected: true }),
      ),
    );
  },
};

/** No bank, and the viewer may not link one: the gate says the admin does. */
export const BankConnectionNotAdmin: Story = {
  parameters: {
    feature: { signedInAs: 'no-bank@prairiewind.example', viewerChange: { permission_level: 4, role: 4 } },
  },
  play: async () => {
    const gate = within(await findOpenDialog(GATE_TITLE));
    await expect(gate.getByText(ADMIN_LINKS_BANK)).toBeVisible();
    await expect(gate.queryByRole('button', { name: 'Link automatically' })).toBeNull();
  },
};

/** The business form is due and the viewer is not the company admin: no Get started, the admin fills it. */
export const BusinessFormNotAdmin: Story = {
  parameters: {
    feature: {
      signedInAs: 'kyb-not-filled@lighthouse.example',
      viewerChange: { permission_level: 3, role: 3, name: 'Liam Park' },
    },
  },
  play: async ({ canvasElement }) => {
    const gate = within(await findOpenDialog(GATE_TITLE));
    await expect(gate.getByText(/business verification needs to be completed .* ask your company admin/)).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Get started' })).toBeNull();
  },
};

/** A member awaiting a role is asked to contact the admin, named. */
export const AwaitingRole: Story = {
  parameters: { feature: { signedInAs: 'awaiting-role@northwind.example' } },
  play: async () => {
    const gate = within(await findOpenDialog(GATE_TITLE));
    await expect(gate.getByText('Hi Sofia Alvarez,')).toBeVisible();
    await expect(gate.getByText(/ask your company admin, Olivia Chen, to assign you a role/)).toBeVisible();
  },
};

/** Everything handed in: documents under review, about 2 weeks. */
export const PendingReview: Story = {
  parameters: { feature: { signedInAs: 'pending-review@riverbend.example' } },
  play: async () => {
    const gate = within(await findOpenDialog(GATE_TITLE));
    await expect(gate.getByText(/signing request by email/)).toBeVisible();
    await expect(gate.getByText(/about 2 weeks/)).toBeVisible();
  },
};

/** A viewer whose dashboard is ready is past the flow: nothing shows. */
export const DashboardReady: Story = {
  parameters: { feature: { signedInAs: 'admin@northwind.example' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
