import type { ReactNode } from 'react';
import { Link, Tabs, type TabItem } from 'spend-ui';
import { can } from '../access/index.js';
import { CONNECT_BANK_ACCOUNT, CONNECT_BANK_ACCOUNT_PATH } from '../banking/messages.js';
import { BANK_TRANSACTIONS_PATH, BANK_TRANSACTIONS_TITLE } from '../cashback/messages.js';
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
import { useViewer } from '../session/Viewer.js';
import { PageLinks } from './Settings.styles.js';

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

/** The bank pages of the ruling, each for who may open it: linking on its own page, and the bank movements. */
const BANK_PAGES = [
  { href: CONNECT_BANK_ACCOUNT_PATH, label: CONNECT_BANK_ACCOUNT, capability: 'bank-accounts.link' },
  { href: BANK_TRANSACTIONS_PATH, label: BANK_TRANSACTIONS_TITLE, capability: 'bank-transactions.view' },
] as const;

/**
 * /settings/organization-setup (role 1; the app checks the role before it renders this): tabs
 * Organization Setup, Bank Account Integration, and Accounting Integrations and Notifications
 * (coming soon, disabled), the selected one in the URL (`?tab=`). The bank tab links the bank pages.
 */
export function SettingsPage({ bankAccountIntegration }: SettingsPageProps) {
  const [tabParam, setTab] = useSearchParam('tab');
  const selected = settingsTab(tabParam);
  const { user } = useViewer();
  const bankPages = BANK_PAGES.filter((page) => can(user, page.capability));
  const content: Record<SettingsTab, ReactNode> = {
    'organization-setup': <OrganizationSetupPanel />,
    'bank-account-integration': (
      <>
        {bankAccountIntegration}
        {bankPages.length > 0 && (
          <PageLinks>
            {bankPages.map((page) => (
              <li key={page.href}>
                <Link href={page.href}>{page.label}</Link>
              </li>
            ))}
          </PageLinks>
        )}
      </>
    ),
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
