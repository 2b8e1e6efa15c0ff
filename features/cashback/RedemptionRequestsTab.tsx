import { DataGrid, EmptyState, StatusChip, type Column } from 'spend-ui';
import { can } from '../access/index.js';
import { formatDay, formatMoney } from '../format/index.js';
import { useViewer } from '../session/Viewer.js';
import { useRedemptionRequests } from './api.js';
import {
  CASHBACK_AMOUNT,
  NO_REDEMPTION_REQUESTS,
  REDEEMABLE_CASHBACK,
  REDEEMED_CASHBACK,
  REDEMPTION_REQUESTS_TAB,
  REQUESTED_ON,
  STATUS,
  UPDATED_ON,
  WITHDRAWALS_LOAD_FAILED,
} from './messages.js';
import { CASHBACK_GRID_HEIGHT, CASHBACK_PAGE_SIZE, redemptionStatus, type RedemptionRequest } from './model.js';
import { RedemptionRequestForm } from './RedemptionRequestForm.js';
import { QueryFailure, useClientPage } from '../page/index.js';

const columns: Column<RedemptionRequest>[] = [
  { key: 'created_at', header: REQUESTED_ON, minWidth: 130, render: (row) => formatDay(row.created_at) },
  { key: 'updated_at', header: UPDATED_ON, minWidth: 130, render: (row) => formatDay(row.updated_at) },
  {
    key: 'cashback_amount',
    header: CASHBACK_AMOUNT,
    align: 'end',
    minWidth: 140,
    render: (row) => formatMoney(row.cashback_amount),
  },
  {
    key: 'redeemable_cashback',
    header: REDEEMABLE_CASHBACK,
    align: 'end',
    minWidth: 160,
    render: (row) => formatMoney(row.redeemable_cashback),
  },
  {
    key: 'redeemed_cashback',
    header: REDEEMED_CASHBACK,
    align: 'end',
    minWidth: 160,
    render: (row) => formatMoney(row.redeemed_cashback),
  },
  {
    key: 'resolved',
    header: STATUS,
    minWidth: 130,
    render: (row) => <StatusChip tone={row.resolved ? 'success' : 'warning'}>{redemptionStatus(row)}</StatusChip>,
    csvValue: redemptionStatus,
  },
];

/**
 * The Redemption Requests tab: the request form for those who may redeem (role 1 with the
 * REDEEM_CASHBACK beta feature, as the Redeem link) and the company's requests, resolved or "Unresolved".
 */
export function RedemptionRequestsTab() {
  const { user } = useViewer();
  const requests = useRedemptionRequests();
  const { data, error, isLoading } = requests;
  const { rows, pagination } = useClientPage(data ?? [], { pageSize: CASHBACK_PAGE_SIZE });
  return (
    <>
      {can(user, 'cashback.redeem') && <RedemptionRequestForm />}
      <DataGrid
        aria-label={REDEMPTION_REQUESTS_TAB}
        columns={columns}
        rows={error ? [] : rows}
        getRowId={(row) => row.id ?? row.created_at}
        height={CASHBACK_GRID_HEIGHT}
        isLoading={isLoading}
        pagination={pagination}
        emptyState={
          error ? (
            <QueryFailure query={requests} failure={WITHDRAWALS_LOAD_FAILED} />
          ) : (
            <EmptyState title={NO_REDEMPTION_REQUESTS} headingLevel={2} />
          )
        }
      />
    </>
  );
}
