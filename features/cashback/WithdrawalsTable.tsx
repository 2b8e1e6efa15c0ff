import { DataGrid, EmptyState, type Column } from 'spend-ui';
import { centralDateTime, formatMoney } from '../format/index.js';
import { useWithdrawals } from './api.js';
import { AMOUNT_DEDUCTED, DATE, NO_WITHDRAWALS, STATUS, WITHDRAWALS_LOAD_FAILED } from './messages.js';
import { CASHBACK_GRID_HEIGHT, CASHBACK_PAGE_SIZE, withdrawalStatus, type Withdrawal } from './model.js';
import { QueryFailure, useClientPage } from '../page/index.js';
import { WithdrawalStatusCell } from './WithdrawalStatusCell.js';

const columns: Column<Withdrawal>[] = [
  {
    key: 'created_at',
    header: DATE,
    minWidth: 200,
    render: (row) => centralDateTime(row.created_at),
  },
  {
    key: 'total_amount_deducted',
    header: AMOUNT_DEDUCTED,
    align: 'end',
    minWidth: 150,
    render: (row) => formatMoney(row.total_amount_deducted),
  },
  {
    key: 'status',
    header: STATUS,
    minWidth: 150,
    cellAction: 'none',
    render: (row) => <WithdrawalStatusCell withdrawal={row} />,
    csvValue: (row) => withdrawalStatus(row).label,
  },
];

export interface WithdrawalsTableProps {
  /** Accessible name of the grid (the tab's or the page's title). */
  label: string;
}

const rowId = (row: Withdrawal) => row.id ?? row.created_at;

/**
 * The pre-authorized debits from the linked bank account with their derived status (§4): the
 * Withdrawals tab and /bank/transactions show this same widget.
 */
export function WithdrawalsTable({ label }: WithdrawalsTableProps) {
  const withdrawals = useWithdrawals();
  const { data, error, isLoading } = withdrawals;
  const { rows, pagination } = useClientPage(data?.customer_withdrawals ?? [], { pageSize: CASHBACK_PAGE_SIZE });
  return (
    <DataGrid
      aria-label={label}
      columns={columns}
      rows={error ? [] : rows}
      getRowId={rowId}
      height={CASHBACK_GRID_HEIGHT}
      isLoading={isLoading}
      pagination={pagination}
      emptyState={
        error ? (
          <QueryFailure query={withdrawals} failure={WITHDRAWALS_LOAD_FAILED} />
        ) : (
          <EmptyState title={NO_WITHDRAWALS} headingLevel={2} />
        )
      }
    />
  );
}
