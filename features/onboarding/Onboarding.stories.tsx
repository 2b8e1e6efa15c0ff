import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from 'spend-ui';
import { DOCUMENTS_UNDER_REVIEW } from './messages.js';
import { OnboardingGateDialog, type OnboardingGateDialogProps } from './OnboardingGateDialog.js';
import { WelcomeScreen } from './WelcomeScreen.js';

type Props = OnboardingGateDialogProps & { welcome?: boolean; onGetStarted?: () => void };

function Onboarding({ welcome, onGetStarted, ...gate }: Props) {
  if (welcome) {
    return (
      <WelcomeScreen
        username={gate.name}
        onLogout={gate.onLogout}
        onGetStarted={onGetStarted}
        unavailableReason="Coming soon: business verification is not available yet."
      />
    );
  }
  return <OnboardingGateDialog {...gate} />;
}

const meta = {
  title: 'Features/Onboarding/Gate',
  component: Onboarding,
  args: { step: 'pending', name: 'Priya Patel', onLogout: fn(), onResendEmail: fn() },
} satisfies Meta<typeof Onboarding>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingRole: Story = {
  args: { step: 'awaiting-role', kybManager: 'Olivia Chen' },
  play: async ({ args }) => {
    const canvas = within(await within(document.body).findByRole('dialog', { name: 'Welcome to the product' }));
    await expect(canvas.getByRole('heading', { name: 'Welcome to the product' })).toBeInTheDocument();
    await expect(canvas.getByText('Hi Priya Patel,')).toBeInTheDocument();
    await expect(canvas.getByText(/ask your company admin, Olivia Chen, to assign you a role/)).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const AwaitingRoleAdminUnknown: Story = {
  args: { step: 'awaiting-role', kybManager: null },
  play: async () => {
    await expect(
      await within(document.body).findByText(/ask your company admin to assign you a role/),
    ).toBeInTheDocument();
  },
};

export const VerifyEmail: Story = {
  args: { step: 'verify-contact', emailVerified: false },
  play: async ({ args }) => {
    const canvas = within(await within(document.body).findByRole('dialog', { name: 'Welcome to the product' }));
    await expect(canvas.getByText(/Please verify your email address/)).toBeInTheDocument();
    canvas.getByRole('button', { name: 'Click here to resend' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResendEmail).toHaveBeenCalledTimes(1);
  },
};

export const DocumentsUnderReview: Story = {
  args: { step: 'pending' },
  play: async () => {
    const canvas = within(await within(document.body).findByRole('dialog', { name: 'Welcome to the product' }));
    await expect(canvas.getByText(/signing request by email/)).toBeInTheDocument();
    await expect(canvas.getByText(/about 2 weeks/)).toBeInTheDocument();
  },
};

export const Welcome: Story = {
  args: { welcome: true, name: 'Leah Brooks' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome, Leah Brooks' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get started' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Get started' })).toHaveAccessibleDescription(/Coming soon/);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const WelcomeReady: Story = {
  args: { welcome: true, name: 'Leah Brooks', onGetStarted: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Get started' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onGetStarted).toHaveBeenCalledTimes(1);
  },
};

export const Narrow: Story = {
  args: { step: 'awaiting-role', kybManager: 'A company admin with a really rather long name' },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async () => {
    await expect(window.innerWidth).toBe(320);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Welcome to the product' });
    await expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  },
};

/** The gate at the bank step; its stand-in for the linking flow moves it on to the review, as a link does. */
function GateMovingOn(props: Props) {
  const [step, setStep] = useState<Props['step']>('bank-connection');
  return (
    <OnboardingGateDialog {...props} step={step}>
      {step === 'bank-connection' && <Button onPress={() => setStep('pending')}>Link a bank</Button>}
    </OnboardingGateDialog>
  );
}

/**
 * The gate moves on while open (issue 38 item 6: after a bank link focus fell to <body> as the linking
 * flow left): focus goes to the new step's message.
 */
export const FocusFollowsTheStep: Story = {
  render: (args) => <GateMovingOn {...args} />,
  play: async () => {
    const gate = within(await within(document.body).findByRole('dialog', { name: 'Welcome to the product' }));
    gate.getByRole('button', { name: 'Link a bank' }).focus();
    await userEvent.keyboard('{Enter}');
    const underReview = await gate.findByText(DOCUMENTS_UNDER_REVIEW);
    await waitFor(() => expect(document.activeElement).toContainElement(underReview));
    await expect(document.activeElement).not.toBe(document.body);
  },
};
