import { lazy, Suspense, useMemo, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Button, Checkbox, DataGrid, EmptyState, SearchField, Stack } from 'spend-ui';
import { useViewer } from '../session/Viewer.js';
import { useExportTransactions, useTransactionList, useTransactionSearch } from './api.js';
import { BalanceSummary } from './BalanceSummary.js';
import {
  EXPORT_TRANSACTIONS,
  LOADING_TRANSACTION,
  LOAD_TRANSACTIONS_FAILED,
  NO_TRANSACTIONS,
  SEARCH_FAILED,
  SEARCH_TRANSACTIONS,
  SHOW_DECLINED_TRANSACTIONS,
} from './messages.js';
import {
  DEFAULT_TRANSACTION_PAGE_SIZE,
  searchKeyword,
  TRANSACTION_PAGE_SIZES,
  TRANSACTION_TABLE_HEIGHT,
  type DayRange,
  type Transaction,
} from './model.js';
import { SpendPicturePlaceholder } from './SpendPicturePlaceholder.js';
import { transactionColumns } from './transactionColumns.js';
import { QueryFailure, useClientPage } from '../page/index.js';
import { useSettledText } from '../page/useSettledText.js';
import { Toolbar } from '../page/DomainPage.styles.js';

export interface TransactionsTabProps {
  /** The tab's `transaction-scale` (none for My Transactions). */
  scale: 'company' | 'team' | undefined;
  range: DayRange;
  /** Accessible name of the grid (the tab's title). */
  label: string;
}

const getRowId = (row: Transaction) => row.id;

/** The spend picture's code (charts, aggregation) loads on its own, after the page. */
const SpendPicture = lazy(() => import('./SpendPicture.js'));

/**
 * The drawer's code (details, memo, receipt upload) loads when a transaction is first opened. Until it
 * is in, focus stays on the row that opened it (the drawer takes focus when it mounts and gives it back
 * to the row on close) and a status says what is loading.
 */
const TransactionDrawer = lazy(() =>
  import('./TransactionDrawer.js').then((loaded) => ({ default: loaded.TransactionDrawer })),
);

/**
 * One tab of the Transactions page: balances of the range, the keyword search (as you type, within the tab's scale),
 * the server-paged grid with Show Declined Transactions and Export Transactions, and the drawer.
 */
export function TransactionsTab({ scale, range, label }: TransactionsTabProps) {
  const { user } = useViewer();
  const [showDeclined, setShowDeclined] = useState(false);
  const [searchText, setSearchText] = useState('');
  const keyword = useSettledText(searchText);
  const [openId, setOpenId] = useState<number | null>(null);
  // Once opened, the drawer stays mounted (so it can play its closing transition).
  const [drawerWanted, setDrawerWanted] = useState(false);
  const list = useTransactionList(scale, range, showDeclined);
  const search = useTransactionSearch(user, scale, keyword);
  const exporter = useExportTransactions(range);
  const searching = searchKeyword(keyword) !== '';

  const found = useMemo(() => (search.data ?? []).map((entry) => entry.transaction_details), [search.data]);
  // The search's answer is whole (at most 200 rows): paged here, so the footer stays while searching.
  const foundPage = useClientPage(found, { pageSize: DEFAULT_TRANSACTION_PAGE_SIZE, resetKey: keyword });
  const rows = searching ? foundPage.rows : list.rows;
  const shownQuery = searching ? search : list;
  const failed = shownQuery.error;
  const emptyState = failed ? (
    <QueryFailure query={shownQuery} failure={searching ? SEARCH_FAILED : LOAD_TRANSACTIONS_FAILED} />
  ) : (
    <EmptyState title={NO_TRANSACTIONS} headingLevel={3} />
  );

  return (
    <Stack gap="lg" shrinkable>
      <BalanceSummary balances={list.data?.balances} cashback={list.data?.cashback} loading={list.isLoading} />
      <Suspense fallback={<SpendPicturePlaceholder />}>
        <SpendPicture scale={scale} range={range} />
      </Suspense>
      <DataGrid
        aria-label={label}
        columns={transactionColumns}
        rows={failed ? [] : rows}
        getRowId={getRowId}
        height={TRANSACTION_TABLE_HEIGHT}
        isLoading={shownQuery.isLoading}
        emptyState={emptyState}
        onRowAction={(row) => {
          setDrawerWanted(true);
          setOpenId(row.id);
        }}
        {...(searching
          ? { pagination: foundPage.pagination }
          : {
              pagination: { ...list.pagination, pageSizeOptions: TRANSACTION_PAGE_SIZES },
              sortDescriptor: list.sortDescriptor,
              onSortChange: list.onSortChange,
            })}
        toolbar={
          <Toolbar>
            <SearchField label={SEARCH_TRANSACTIONS} value={searchText} onChange={setSearchText} />
            <Checkbox isSelected={showDeclined} onChange={setShowDeclined}>
              {SHOW_DECLINED_TRANSACTIONS}
            </Checkbox>
            <Button variant="secondary" onPress={() => void exporter.run()} isPending={exporter.pending}>
              {EXPORT_TRANSACTIONS}
            </Button>
          </Toolbar>
        }
      />
      {drawerWanted && (
        <Suspense
          fallback={
            <VisuallyHidden role="status" aria-live="polite">
              {LOADING_TRANSACTION}
            </VisuallyHidden>
          }
        >
          <TransactionDrawer transactionId={openId} onClose={() => setOpenId(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
