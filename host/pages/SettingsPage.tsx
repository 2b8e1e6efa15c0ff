import { BankAccountsPanel, SettingsPage as SettingsScreen } from 'spend-ui/features';

/** /settings/organization-setup: the Settings page (the route table checks the role: 1 only). */
export default function SettingsPage() {
  return <SettingsScreen bankAccountIntegration={<BankAccountsPanel />} />;
}
