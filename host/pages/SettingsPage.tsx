import { SettingsPage as SettingsScreen } from 'spend-ui/features';
import { NOT_BUILT_SEAMS, NotBuiltYet } from '../notBuilt.js';

/** /settings/organization-setup: the Settings page (the route table checks the role: 1 only). */
export default function SettingsPage() {
  return (
    <SettingsScreen
      bankAccountIntegration={<NotBuiltYet page={NOT_BUILT_SEAMS.bankAccountIntegration} headingLevel={2} />}
    />
  );
}
