import { useState } from 'react';
import type { CalendarDate } from '@internationalized/date';
import { DateRangePicker, Tabs } from 'spend-ui';
import { transactionTabsFor } from '../access/scopes.js';
import { centralToday } from '../format/index.js';
import { useViewer } from '../session/Viewer.js';
import { useSearchParam } from '../navigation/NavigationProvider.js';
import { DATE_RANGE, TRANSACTIONS_TITLE } from './messages.js';
import { clampRange, defaultRange, type DayRange } from './model.js';
import { TransactionsTab } from './TransactionsTab.js';
import { DomainPage } from '../page/index.js';

export interface TransactionsPageProps {
  /** Today in Central time (stories and tests fix it); default: the real today. */
  today?: CalendarDate;
}

/**
 * The Transactions page (/, /transactions): My / Team / Company Transactions by role with the
 * selected tab in the URL (`?tab=`), and a date range that cannot pass today (default: this month).
 */
export function TransactionsPage({ today }: TransactionsPageProps) {
  const { user } = useViewer();
  const day = today ?? centralToday();
  const [range, setRange] = useState<DayRange>(() => defaultRange(day));
  const [tabParam, setTab] = useSearchParam('tab');
  const tabs = transactionTabsFor(user);
  const selected = tabs.find((tab) => tab.tab === tabParam)?.tab ?? tabs[0]?.tab ?? 'my';

  return (
    <DomainPage
      title={TRANSACTIONS_TITLE}
      actions={
        <DateRangePicker
          label={DATE_RANGE}
          value={range}
          maxValue={day}
          onChange={(next) => {
            if (next?.start && next.end && next.start.compare(next.end) <= 0) {
              setRange(clampRange({ start: next.start, end: next.end }, day));
            }
          }}
        />
      }
    >
      <Tabs
        aria-label={TRANSACTIONS_TITLE}
        selectedKey={selected}
        onSelectionChange={(key) => setTab(String(key))}
        items={tabs.map((tab) => ({
          key: tab.tab,
          title: tab.label,
          content: <TransactionsTab scale={tab.scale} range={range} label={tab.label} />,
        }))}
      />
    </DomainPage>
  );
}
