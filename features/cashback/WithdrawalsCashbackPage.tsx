import { Link, Tabs } from 'spend-ui';
import { can } from '../access/index.js';
import { useSearchParam } from '../navigation/NavigationProvider.js';
import { CashbackTab } from './CashbackTab.js';
import { DomainPage } from '../page/index.js';
import { useViewer } from '../session/Viewer.js';
import { TabPanelBody } from './Cashback.styles.js';
import {
  BANK_TRANSACTIONS_PATH,
  BANK_TRANSACTIONS_TITLE,
  CASHBACK_TAB,
  REDEMPTION_REQUESTS_TAB,
  WITHDRAWALS_CASHBACK_TABS,
  WITHDRAWALS_CASHBACK_TITLE,
  WITHDRAWALS_TAB,
} from './messages.js';
import { RedemptionRequestsTab } from './RedemptionRequestsTab.js';
import { WithdrawalsTable } from './WithdrawalsTable.js';

const TAB_KEYS: readonly string[] = Object.values(WITHDRAWALS_CASHBACK_TABS);

/**
 * /withdrawals-cashback: Withdrawals, Cashback and Redemption Requests, the selected tab kept in the URL
 * (`?tab=cashback-redemption` opens the third, §2).
 */
export function WithdrawalsCashbackPage() {
  const [tabParam, setTab] = useSearchParam('tab');
  const selected = tabParam && TAB_KEYS.includes(tabParam) ? tabParam : WITHDRAWALS_CASHBACK_TABS.withdrawals;
  const { user } = useViewer();
  return (
    <DomainPage title={WITHDRAWALS_CASHBACK_TITLE}>
      <Tabs
        aria-label={WITHDRAWALS_CASHBACK_TITLE}
        selectedKey={selected}
        onSelectionChange={(key) => setTab(String(key))}
        items={[
          {
            key: WITHDRAWALS_CASHBACK_TABS.withdrawals,
            title: WITHDRAWALS_TAB,
            content: (
              <TabPanelBody>
                <WithdrawalsTable label={WITHDRAWALS_TAB} />
                {can(user, 'bank-transactions.view') && (
                  <p>
                    <Link href={BANK_TRANSACTIONS_PATH}>{BANK_TRANSACTIONS_TITLE}</Link>
                  </p>
                )}
              </TabPanelBody>
            ),
          },
          {
            key: WITHDRAWALS_CASHBACK_TABS.cashback,
            title: CASHBACK_TAB,
            content: (
              <TabPanelBody>
                <CashbackTab />
              </TabPanelBody>
            ),
          },
          {
            key: WITHDRAWALS_CASHBACK_TABS.redemption,
            title: REDEMPTION_REQUESTS_TAB,
            content: (
              <TabPanelBody>
                <RedemptionRequestsTab />
              </TabPanelBody>
            ),
          },
        ]}
      />
    </DomainPage>
  );
}
