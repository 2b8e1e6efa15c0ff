import { DataGrid, DescriptionList, EmptyState, Skeleton, type Column } from 'spend-ui';
import { formatDay, formatMoney } from '../format/index.js';
import { useCashback } from './api.js';
import {
  CASHBACK_EARNED,
  CASHBACK_REDEEMED,
  CASHBACK_TAB,
  DATE,
  LIFETIME_CASHBACK_EARNED,
  LIFETIME_CASHBACK_REDEEMED,
  NO_CASHBACK,
  WITHDRAWALS_LOAD_FAILED,
} from './messages.js';
import { CASHBACK_GRID_HEIGHT, CASHBACK_PAGE_SIZE, type CashbackRow } from './model.js';
import { QueryFailure, useClientPage } from '../page/index.js';

const columns: Column<CashbackRow>[] = [
  { key: 'date', header: DATE, minWidth: 140, render: (row) => formatDay(row.date) },
  {
    key: 'cashback_earned',
    header: CASHBACK_EARNED,
    align: 'end',
    minWidth: 150,
    render: (row) => formatMoney(row.cashback_earned),
  },
  {
    key: 'cashback_redeemed',
    header: CASHBACK_REDEEMED,
    align: 'end',
    minWidth: 150,
    render: (row) => formatMoney(row.cashback_redeemed),
  },
];

/** The Cashback tab: lifetime earned and redeemed, then the cashback of each day (§2, §3). */
export function CashbackTab() {
  const cashback = useCashback();
  const { data, error, isLoading } = cashback;
  const { rows, pagination } = useClientPage(data?.cashbacks ?? [], { pageSize: CASHBACK_PAGE_SIZE });
  if (error && !data) return <QueryFailure query={cashback} failure={WITHDRAWALS_LOAD_FAILED} />;
  const total = (value: number | undefined) => (value === undefined ? <Skeleton width="8ch" /> : formatMoney(value));
  return (
    <>
      <DescriptionList
        layout="tiles"
        aria-busy={isLoading || undefined}
        items={[
          { term: LIFETIME_CASHBACK_EARNED, description: total(data?.lifetime_cashback_earned) },
          { term: LIFETIME_CASHBACK_REDEEMED, description: total(data?.lifetime_cashback_redeemed) },
        ]}
      />
      <DataGrid
        aria-label={CASHBACK_TAB}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id ?? row.date}
        height={CASHBACK_GRID_HEIGHT}
        isLoading={isLoading}
        pagination={pagination}
        emptyState={<EmptyState title={NO_CASHBACK} headingLevel={2} />}
      />
    </>
  );
}
