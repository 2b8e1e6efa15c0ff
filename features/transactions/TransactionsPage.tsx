import { useState } from 'react';
import type { CalendarDate } from '@internationalized/date';
import { DateRangePicker, Tabs } from 'spend-ui';
import { transactionTabsFor } from '../access/scopes.js';
import { centralToday } from '../format/index.js';
import { useViewer } from '../session/Viewer.js';
import { useSearchParam } from '../navigation/NavigationProvider.js';
import { DATE_RANGE, DATE_RANGE_AFTER_TODAY, DATE_RANGE_START_AFTER_END, TRANSACTIONS_TITLE } from './messages.js';
import { defaultRange, rangeProblem, type DayRange } from './model.js';
import { TransactionsTab } from './TransactionsTab.js';
import { DomainPage } from '../page/index.js';

export interface TransactionsPageProps {
  /** Today in Central time (stories and tests fix it); default: the real today. */
  today?: CalendarDate;
}

/**
 * The Transactions page (/, /transactions): My / Team / Company Transactions by role with the
 * selected tab in the URL (`?tab=`), and a date range that cannot pass today (default: this month).
 * The picker shows what was typed or picked; a range it cannot load says why at the field while the
 * grid keeps the last range loaded.
 */
export function TransactionsPage({ today }: TransactionsPageProps) {
  const { user } = useViewer();
  const day = today ?? centralToday();
  const [range, setRange] = useState<DayRange>(() => defaultRange(day));
  const [picked, setPicked] = useState<DayRange | null>(range);
  const problem = picked ? rangeProblem(picked, day) : null;
  const [tabParam, setTab] = useSearchParam('tab');
  const tabs = transactionTabsFor(user);
  const selected = tabs.find((tab) => tab.tab === tabParam)?.tab ?? tabs[0]?.tab ?? 'my';

  return (
    <DomainPage
      title={TRANSACTIONS_TITLE}
      actions={
        <DateRangePicker
          label={DATE_RANGE}
          value={picked}
          maxValue={day}
          isInvalid={problem != null}
          errorMessage={problem === 'after-today' ? DATE_RANGE_AFTER_TODAY : DATE_RANGE_START_AFTER_END}
          onChange={(next) => {
            const both = next?.start && next.end ? { start: next.start, end: next.end } : null;
            setPicked(both);
            if (both && rangeProblem(both, day) == null) setRange(both);
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
