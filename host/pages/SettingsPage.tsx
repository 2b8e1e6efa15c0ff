import { BankAccountsPanel, SettingsPage as SettingsScreen } from 'spend-ui/features';
import { UnsavedChangesRoute } from '../shell/UnsavedChangesRoute.js';

/**
 * /settings/organization-setup: the Settings page (the route table checks the role: 1 only). Leaving it
 * with unsaved changes asks first.
 */
export default function SettingsPage() {
  return (
    <UnsavedChangesRoute>
      <SettingsScreen bankAccountIntegration={<BankAccountsPanel />} />
    </UnsavedChangesRoute>
  );
}
