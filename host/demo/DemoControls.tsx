import { useId } from 'react';
import { styled } from 'styled-components';
import { Button } from 'spend-ui';
import { fetchCurrentUser, formatMoney, useApiAction, type User } from 'spend-ui/features';
import { fromErrors } from 'spend-ui/features/internal';
import type { DemoControls } from '../demoControls.js';

// Demo-only controls (spec README ruling "Demo-only controls"): they stand in for the provider — its
// approval of an application, a transfer arriving in an account — through the demo backend's /demo
// calls. main.tsx loads this module in demo mode only (beside the login screen's accounts list) and
// hands the controls to the screens as extra content; with VITE_API_URL set it is never fetched. The
// texts are ours.

export const DEMO_APPROVAL_HEADING = 'Demo: skip the review';
const DEMO_APPROVAL_NOTE =
  'In this demo no provider reviews the application. Approve it as the provider would to open the dashboard; the company starts with empty balances and no cards.';
export const DEMO_APPROVE_BUTTON = 'Approve the application (demo)';
const DEMO_APPROVED = 'The application is approved (demo).';
const DEMO_APPROVAL_FAILED = 'The demo could not approve the application. Please try again.';

export const DEMO_TRANSFER_HEADING = 'Demo: receive money';
const DEMO_TRANSFER_NOTE =
  'In this demo no bank sends money. Simulate a transfer arriving in this account: it shows in the balance and the account’s activity.';
/** What one press of the transfer control makes arrive. */
export const DEMO_TRANSFER_AMOUNT = 25_000;
export const demoTransferButton = (currency: string) =>
  `Simulate an incoming transfer of ${formatMoney(DEMO_TRANSFER_AMOUNT, currency)} (demo)`;
const demoTransferArrived = (currency: string) =>
  `${formatMoney(DEMO_TRANSFER_AMOUNT, currency)} arrived in your ${currency} account (demo).`;
const DEMO_TRANSFER_FAILED = 'The demo could not simulate the transfer. Please try again.';

/** A demo control's frame: dashed, so it reads as apart from the product. */
const DemoBox = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  & > p {
    margin: 0;
  }
`;

export interface DemoApproveApplicationProps {
  /** The user read again once approved: the host stores it, which opens the dashboard. */
  onApproved: (user: User) => void;
}

/** Under review: approves the application as the provider would (POST /demo/approve-application). */
export function DemoApproveApplication({ onApproved }: DemoApproveApplicationProps) {
  const approve = useApiAction(
    async (client) => {
      await client.post('/demo/approve-application', {});
      return fetchCurrentUser(client);
    },
    { success: DEMO_APPROVED, failure: { server: fromErrors, fallback: DEMO_APPROVAL_FAILED }, onSuccess: onApproved },
  );
  const headingId = useId();
  return (
    <DemoBox aria-labelledby={headingId}>
      <h3 id={headingId}>{DEMO_APPROVAL_HEADING}</h3>
      <p>{DEMO_APPROVAL_NOTE}</p>
      <Button variant="secondary" isPending={approve.pending} onPress={() => void approve.run()}>
        {DEMO_APPROVE_BUTTON}
      </Button>
    </DemoBox>
  );
}

export interface DemoIncomingTransferProps {
  /** The account the money arrives in. */
  currency: string;
}

/** An account's Add money tab: a transfer arrives (POST /demo/incoming-transfer); balance and activity read again. */
export function DemoIncomingTransfer({ currency }: DemoIncomingTransferProps) {
  const receive = useApiAction(
    (client) => client.post('/demo/incoming-transfer', { currency, amount: DEMO_TRANSFER_AMOUNT }),
    {
      success: demoTransferArrived(currency),
      failure: { server: fromErrors, fallback: DEMO_TRANSFER_FAILED },
      revalidate: ['/account'],
    },
  );
  const headingId = useId();
  return (
    <DemoBox aria-labelledby={headingId}>
      <h3 id={headingId}>{DEMO_TRANSFER_HEADING}</h3>
      <p>{DEMO_TRANSFER_NOTE}</p>
      <Button variant="secondary" isPending={receive.pending} onPress={() => void receive.run()}>
        {demoTransferButton(currency)}
      </Button>
    </DemoBox>
  );
}

/** The controls as the host hands them to the screens (main.tsx, demo mode only). */
export const demoControls: DemoControls = {
  ApproveApplication: DemoApproveApplication,
  IncomingTransfer: DemoIncomingTransfer,
};
