import { useId } from 'react';
import { Badge, Tile, Stack } from 'spend-ui';
import { BETA_FEATURES, hasBetaFeature } from '../access/capabilities.js';
import { BalancesStrip } from '../accounts/BalancesStrip.js';
import { SideConverter } from '../fx/SideConverter.js';
import { useNavigation, useRouteParam } from '../navigation/NavigationProvider.js';
import { DomainPage } from '../page/index.js';
import { useViewer } from '../session/index.js';
import { ADD_RECIPIENT_HREF } from './PayNowSteps.js';
import { PayNowDialog } from './PayNowDialog.js';
import { Section } from '../recipients/Recipients.styles.js';
import { HubLayout } from './Payments.styles.js';
import {
  ADD_RECIPIENT,
  COMING_SOON,
  MAKE_PAYMENT,
  PAYMENTS_TITLE,
  PAYMENT_TYPES_HEADING,
  PAYMENT_TYPE_LABELS,
  QUICK_ACCESS,
} from './messages.js';
import { ScheduledPaymentDialog } from './ScheduledPaymentDialog.js';
import type { ScheduledPaymentType } from './scheduledPayment.js';

export const PAYMENTS_PATH = '/payments';
export const PAY_NOW_PATH = '/payments/now';

/** The route actions of /payments/:action? (§2: now; schedule and recur) and the payment type each opens. */
const SCHEDULED_ACTIONS: Readonly<Record<string, ScheduledPaymentType>> = { schedule: 'schedule', recur: 'reccur' };

/**
 * /payments, the multi-currency hub (accounts-payments-recipients.md §2; README ruling "The payments
 * page"): the balances strip, the payment types (now active; schedule and recur disabled with a
 * "Coming soon" badge unless the company has the demo's SCHEDULED_PAYMENTS beta flag), and the right-hand
 * panel with the quick-access tiles and the side converter. /payments/now opens pay now over it;
 * closing goes back to /payments.
 */
export function PaymentsPage() {
  const navigation = useNavigation();
  const action = useRouteParam('action');
  const { user } = useViewer();
  const scheduling = hasBetaFeature(user, BETA_FEATURES.scheduledPayments);
  const typesHeading = useId();
  const quickAccessHeading = useId();
  const close = () => navigation.back(PAYMENTS_PATH);
  const scheduledType = action ? SCHEDULED_ACTIONS[action] : undefined;

  return (
    <DomainPage title={PAYMENTS_TITLE}>
      <HubLayout>
        <Stack gap="xl" shrinkable>
          <BalancesStrip />
          <Section aria-labelledby={typesHeading}>
            <h2 id={typesHeading}>{PAYMENT_TYPES_HEADING}</h2>
            <Stack as="ul" minColumnWidth="14rem" emptyColumns="keep">
              <li>
                <Tile title={PAYMENT_TYPE_LABELS.now} href={PAY_NOW_PATH} />
              </li>
              {Object.entries(SCHEDULED_ACTIONS).map(([path, type]) => (
                <li key={type}>
                  {scheduling ? (
                    <Tile title={PAYMENT_TYPE_LABELS[type]} href={`${PAYMENTS_PATH}/${path}`} />
                  ) : (
                    <Tile title={PAYMENT_TYPE_LABELS[type]} description={<Badge>{COMING_SOON}</Badge>} isDisabled />
                  )}
                </li>
              ))}
            </Stack>
          </Section>
        </Stack>
        <Stack gap="xl" shrinkable as="aside" aria-labelledby={quickAccessHeading}>
          <Section>
            <h2 id={quickAccessHeading}>{QUICK_ACCESS}</h2>
            <Stack as="ul" minColumnWidth="14rem" emptyColumns="keep">
              <li>
                <Tile title={MAKE_PAYMENT} href={PAY_NOW_PATH} />
              </li>
              <li>
                <Tile title={ADD_RECIPIENT} href={ADD_RECIPIENT_HREF} />
              </li>
            </Stack>
          </Section>
          <SideConverter headingLevel={2} />
        </Stack>
      </HubLayout>
      {action === 'now' && <PayNowDialog onClose={close} />}
      {scheduling && scheduledType && <ScheduledPaymentDialog type={scheduledType} onClose={close} />}
    </DomainPage>
  );
}
