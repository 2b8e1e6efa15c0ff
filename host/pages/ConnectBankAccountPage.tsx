import { ConnectBankAccountPage as ConnectBankAccountScreen } from 'spend-ui/features';

/** /settings/connect-bank-account: the bank-linking flow on its own page (role 1; the route table checks). */
export default function ConnectBankAccountPage() {
  return <ConnectBankAccountScreen />;
}
