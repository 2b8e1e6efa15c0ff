import { useMemo, useState } from 'react';
import {
  Button,
  DataGrid,
  DescriptionList,
  Dialog,
  EmptyState,
  StatusChip,
  Text,
  type Column,
  type StatusChipTone,
} from 'spend-ui';
import { formatMoney } from '../format/index.js';
import { QueryFailure, useClientPage } from '../page/index.js';
import { useActivity } from './api.js';
import { StackedCell } from './Accounts.styles.js';
import { useNarrowScreen } from './useNarrowScreen.js';
import { activityFacts } from './activityFacts.js';
import { quoteFactsLayout } from '../fx/Converter.styles.js';
import {
  ACTIVITY_DETAILS,
  ACTIVITY_LOAD_FAILED,
  CLOSE,
  COLUMN_AMOUNT,
  COLUMN_CREATED_ON,
  COLUMN_DESCRIPTION,
  COLUMN_STATUS,
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
  type ActivityDisplayStatus,
  type ActivityRow,
} from './model.js';

const statusTone = (status: ActivityDisplayStatus): StatusChipTone =>
  status === STATUS_COMPLETED ? 'success' : status === STATUS_CANCELLED ? 'neutral' : 'info';

const statusChip = (row: ActivityRow) => <StatusChip tone={statusTone(row.status)}>{row.status}</StatusChip>;
const amountOf = (row: ActivityRow) => formatMoney(row.amount, row.currency);

/** A phone's row: a description of up to three lines over its date. */
const NARROW_ROW_HEIGHT = 92;

/** The spec's four columns (§2), where they fit. */
const columns: Column<ActivityRow>[] = [
  { key: 'createdOn', header: COLUMN_CREATED_ON, width: 130 },
  { key: 'description', header: COLUMN_DESCRIPTION, minWidth: 200 },
  { key: 'status', header: COLUMN_STATUS, width: 140, render: statusChip },
  { key: 'amount', header: COLUMN_AMOUNT, width: 160, align: 'end', render: amountOf },
];

/**
 * On a phone, what matters first without a sideways scroll: the description over its date, the amount
 * over its status.
 */
const narrowColumns: Column<ActivityRow>[] = [
  {
    key: 'description',
    header: COLUMN_DESCRIPTION,
    minWidth: 140,
    render: (row) => (
      <StackedCell>
        <span>{row.description}</span>
        <Text as="span" size="sm" tone="muted">
          {row.createdOn}
        </Text>
      </StackedCell>
    ),
  },
  {
    key: 'amount',
    header: COLUMN_AMOUNT,
    width: 128,
    align: 'end',
    render: (row) => (
      <StackedCell $align="end">
        <span>{amountOf(row)}</span>
        {statusChip(row)}
      </StackedCell>
    ),
  },
];

/**
 * The Activity tab (§2): "Recent activity", this account's payments and money received, newest first,
 * 10 rows a page, 500 px, dates in UTC; a row (click or Enter) opens its details.
 */
export function ActivityTab({ currency }: { currency: string }) {
  const activity = useActivity();
  const narrow = useNarrowScreen();
  const rows = useMemo(
    () => (activity.data ? accountActivityRows(activity.data, currency) : []),
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
        columns={narrow ? narrowColumns : columns}
        rows={shown.rows}
        getRowId={(row) => row.key}
        height={ACTIVITY_GRID_HEIGHT}
        rowHeight={narrow ? NARROW_ROW_HEIGHT : undefined}
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
          <DescriptionList
            {...quoteFactsLayout}
            items={[
              { term: COLUMN_CREATED_ON, value: opened.createdOn },
              { term: COLUMN_STATUS, value: opened.status },
              ...activityFacts(opened),
            ].map((fact) => ({ term: fact.term, description: fact.value }))}
          />
        )}
      </Dialog>
    </>
  );
}
