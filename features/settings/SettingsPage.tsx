import type { ReactNode } from 'react';
import { Tabs, type TabItem } from 'spend-ui';
import { useSearchParam } from '../navigation/NavigationProvider.js';
import {
  SETTINGS_TAB_ACCOUNTING_INTEGRATIONS,
  SETTINGS_TAB_BANK_ACCOUNT_INTEGRATION,
  SETTINGS_COMING_SOON,
  SETTINGS_TAB_NOTIFICATIONS,
  SETTINGS_TAB_ORGANIZATION_SETUP,
  SETTINGS_TITLE,
} from './messages.js';
import { SETTINGS_COMING_SOON_TABS, SETTINGS_TABS, settingsTab, type SettingsTab } from './model.js';
import { OrganizationSetupPanel } from './OrganizationSetupPanel.js';
import { DomainPage } from '../page/index.js';

export interface SettingsPageProps {
  /**
   * The Bank Account Integration tab's content (linked accounts, linking, statements): another
   * domain's widget, composed by the app.
   */
  bankAccountIntegration: ReactNode;
}

const TITLES: Record<SettingsTab, string> = {
  'organization-setup': SETTINGS_TAB_ORGANIZATION_SETUP,
  'bank-account-integration': SETTINGS_TAB_BANK_ACCOUNT_INTEGRATION,
  'accounting-integrations': SETTINGS_TAB_ACCOUNTING_INTEGRATIONS,
  notifications: SETTINGS_TAB_NOTIFICATIONS,
};

/**
 * /settings/organization-setup (role 1; the app checks the role before it renders this): tabs
 * Organization Setup, Bank Account Integration, and Accounting Integrations and Notifications
 * (coming soon, disabled), the selected one in the URL (`?tab=`).
 */
export function SettingsPage({ bankAccountIntegration }: SettingsPageProps) {
  const [tabParam, setTab] = useSearchParam('tab');
  const selected = settingsTab(tabParam);
  const content: Record<SettingsTab, ReactNode> = {
    'organization-setup': <OrganizationSetupPanel />,
    'bank-account-integration': bankAccountIntegration,
    'accounting-integrations': null,
    notifications: null,
  };
  const items: TabItem[] = SETTINGS_TABS.map((key) => ({
    key,
    title: TITLES[key],
    textValue: TITLES[key],
    content: content[key],
    ...(SETTINGS_COMING_SOON_TABS.has(key) ? { isDisabled: true, badge: SETTINGS_COMING_SOON } : {}),
  }));

  return (
    <DomainPage title={SETTINGS_TITLE}>
      <Tabs
        aria-label={SETTINGS_TITLE}
        items={items}
        selectedKey={selected}
        onSelectionChange={(key) => setTab(String(key))}
      />
    </DomainPage>
  );
}
