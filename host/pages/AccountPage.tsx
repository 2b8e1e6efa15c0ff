import { AccountPage as FeatureAccountPage } from 'spend-ui/features/accounts';
import { useHostSettings } from '../HostContext.js';

/** /accounts/:currency: the feature's account page, with the demo's incoming transfer on Add money in demo mode. */
export default function AccountPage() {
  const { demoControls } = useHostSettings();
  const IncomingTransfer = demoControls?.IncomingTransfer;
  return (
    <FeatureAccountPage addMoneyExtra={IncomingTransfer && ((currency) => <IncomingTransfer currency={currency} />)} />
  );
}
