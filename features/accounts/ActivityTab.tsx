import { useMemo, useState } from 'react';
import { Button, DataGrid, Dialog, EmptyState, StatusChip, type Column, type StatusChipTone } from 'spend-ui';
import { formatMoney } from '../format/index.js';
import { formatRate } from '../fx/quote.js';
import { QueryFailure, useClientPage } from '../page/index.js';
import { useActivity } from './api.js';
import { FactRow, QuoteFacts } from '../fx/Converter.styles.js';
import {
  ACTIVITY_DETAILS,
  ACTIVITY_LOAD_FAILED,
  CLOSE,
  COLUMN_AMOUNT,
  COLUMN_CREATED_ON,
  COLUMN_DESCRIPTION,
  COLUMN_STATUS,
  DETAIL_AMOUNT,
  DETAIL_BENEFICIARY,
  DETAIL_CONVERTED_AMOUNT,
  DETAIL_CURRENCY,
  DETAIL_FEES,
  DETAIL_RATE,
  DETAIL_REFERENCE,
  NO_ACTIVITIES,
  NO_ACTIVITIES_HINT,
  RECENT_ACTIVITY,
  STATUS_CANCELLED,
  STATUS_COMPLETED,
} from './messages.js';
import {
  ACTIVITY_GRID_HEIGHT,
  ACTIVITY_PAGE_SIZE,
  accountActivityRows,
  activityRows,
  type ActivityDisplayStatus,
  type ActivityRow,
} from './model.js';

const statusTone = (status: ActivityDisplayStatus): StatusChipTone =>
  status === STATUS_COMPLETED ? 'success' : status === STATUS_CANCELLED ? 'neutral' : 'info';

const columns: Column<ActivityRow>[] = [
  { key: 'createdOn', header: COLUMN_CREATED_ON, width: 130 },
  { key: 'description', header: COLUMN_DESCRIPTION, minWidth: 200 },
  {
    key: 'status',
    header: COLUMN_STATUS,
    width: 140,
    render: (row) => <StatusChip tone={statusTone(row.status)}>{row.status}</StatusChip>,
  },
  {
    key: 'amount',
    header: COLUMN_AMOUNT,
    width: 160,
    align: 'end',
    render: (row) => formatMoney(row.amount, row.currency),
  },
];

/** The detail dialog's facts (§2, §3): a payment's reference, beneficiary, fees, rate and converted amount; money received's amount and currency. */
function activityFacts(row: ActivityRow): { term: string; value: string }[] {
  const { item } = row;
  if (item.model_name === 'inbound') {
    return [
      { term: DETAIL_AMOUNT, value: formatMoney(item.amount, item.currency) },
      { term: DETAIL_CURRENCY, value: item.currency },
    ];
  }
  const sell = item.sell_currency ?? item.currency ?? '';
  const facts = [
    { term: DETAIL_REFERENCE, value: item.payment_reference ?? item.cc_short_reference ?? '' },
    { term: DETAIL_BENEFICIARY, value: item.beneficiary?.name ?? '' },
    { term: DETAIL_FEES, value: item.fees == null ? '' : formatMoney(item.fees, sell) },
    {
      term: DETAIL_RATE,
      value: item.conversion_rate == null ? '' : formatRate(item.conversion_rate, sell, item.currency ?? sell),
    },
    {
      term: DETAIL_CONVERTED_AMOUNT,
      value: item.amount_converted == null ? '' : formatMoney(item.amount_converted, item.currency ?? sell),
    },
  ];
  return facts.filter((fact) => fact.value !== '');
}

/**
 * The Activity tab (§2): "Recent activity", this account's payments and money received, newest first,
 * 10 rows a page, 500 px, dates in UTC; a row (click or Enter) opens its details.
 */
export function ActivityTab({ currency }: { currency: string }) {
  const activity = useActivity();
  const rows = useMemo(
    () => (activity.data ? accountActivityRows(activityRows(activity.data), currency) : []),
    [activity.data, currency],
  );
  const shown = useClientPage(rows, { pageSize: ACTIVITY_PAGE_SIZE, resetKey: currency });
  const [opened, setOpened] = useState<ActivityRow | null>(null);
  return (
    <>
      <QueryFailure query={activity} failure={ACTIVITY_LOAD_FAILED} />
      <DataGrid
        aria-label={RECENT_ACTIVITY}
        toolbar={<h2>{RECENT_ACTIVITY}</h2>}
        columns={columns}
        rows={shown.rows}
        getRowId={(row) => row.key}
        height={ACTIVITY_GRID_HEIGHT}
        isLoading={activity.isLoading}
        onRowAction={setOpened}
        emptyState={<EmptyState title={NO_ACTIVITIES} description={NO_ACTIVITIES_HINT} headingLevel={3} />}
        pagination={shown.pagination}
      />
      <Dialog
        title={opened ? `${ACTIVITY_DETAILS}: ${opened.description}` : ACTIVITY_DETAILS}
        isOpen={opened !== null}
        onOpenChange={(open) => {
          if (!open) setOpened(null);
        }}
        actions={
          <Button variant="secondary" onPress={() => setOpened(null)}>
            {CLOSE}
          </Button>
        }
      >
        {opened && (
          <QuoteFacts>
            {[
              { term: COLUMN_CREATED_ON, value: opened.createdOn },
              { term: COLUMN_STATUS, value: opened.status },
              ...activityFacts(opened),
            ].map((fact) => (
              <FactRow key={fact.term}>
                <dt>{fact.term}</dt>
                <dd>{fact.value}</dd>
              </FactRow>
            ))}
          </QuoteFacts>
        )}
      </Dialog>
    </>
  );
}
