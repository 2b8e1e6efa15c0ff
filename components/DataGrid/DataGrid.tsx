import { lazy, Suspense, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { useFocusVisible } from 'react-aria';
import {
  TableVirtuoso,
  type ItemProps,
  type ScrollerProps,
  type TableComponents,
  type TableProps,
  type FillerRowProps,
} from 'react-virtuoso';
import { announce } from '../internal/announce.js';
import type { PaginationLabels } from '../Pagination/Pagination.js';
import { headerText, valueAt, type Column, type SortDescriptor } from './column.js';
import {
  EmptyStateBox,
  GridFrame,
  GridRoot,
  GridTable,
  GridToolbar,
  HEADER_HEIGHT,
  PaginationPlaceholder,
} from './DataGrid.styles.js';
import { useDataGrid } from './useDataGrid.js';

// Loaded with the first paged grid (alongside its first page of data): a grid without `pagination`
// does not carry the control and its buttons (~10 kB gzip of a DataGrid's ~38 kB imported alone).
const Pagination = lazy(() => import('../Pagination/Pagination.js').then((module) => ({ default: module.Pagination })));

/** Server-side paging: the grid shows one page of rows and a Pagination control below. */
export interface DataGridPagination {
  /** The current page, 1-based. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Page sizes offered to the user. Default 10, 25, 50, 100. */
  pageSizeOptions?: number[];
  /** Rows across all pages. */
  totalCount: number;
  /** Called with the new 1-based page. */
  onPageChange(page: number): void;
  /** Called with the new page size; without it no page-size select is shown. */
  onPageSizeChange?(size: number): void;
}

/** Texts of the grid; every one has a generic English default. */
export interface DataGridLabels {
  /** Announced after the sort order changed. Default "Sorted by Amount, descending". */
  sorted?: (column: string, direction: SortDescriptor['direction']) => string;
  /** Shown when there are no rows and `emptyState` is not given. Default "No rows to show". */
  empty?: string;
  /** Texts of the Pagination control. */
  pagination?: PaginationLabels;
}

export interface DataGridProps<Row> {
  /** The columns, in display order. */
  columns: Column<Row>[];
  /** The rows as a plain array (never copied or wrapped: 100,000 rows cost what a plain table costs). */
  rows: Row[];
  /** A stable, unique id of a row; keeps focus and rendering tied to the row across updates. */
  getRowId: (row: Row) => string | number;
  /** Height of the scrolling table in px (toolbar and pagination come on top of it). */
  height: number;
  /** Accessible name of the grid. */
  'aria-label': string;
  /** Runs on a click, Enter or Space in a row (except in cells whose column has `cellAction: 'none'`). */
  onRowAction?: (row: Row) => void;
  /** The current sort order, shown with `aria-sort` on its header. The host sorts the rows. */
  sortDescriptor?: { column: string; direction: 'ascending' | 'descending' };
  /** Called when a sortable header is pressed: ascending first, then toggling. */
  onSortChange?: (d: { column: string; direction: 'ascending' | 'descending' }) => void;
  /** Rows are being fetched: skeleton rows are shown and the grid is `aria-busy`. */
  isLoading?: boolean;
  /** Shown in the body when there are no rows (and not loading). */
  emptyState?: ReactNode;
  /** Content above the grid: filters, search, export buttons. */
  toolbar?: ReactNode;
  /** Server-side paging; without it the grid shows all `rows`, virtualised. */
  pagination?: DataGridPagination;
  /** Height of a body row in px; every row has this height (the fast path). Default 36. */
  rowHeight?: number;
  /** Texts of the grid. */
  labels?: DataGridLabels;
  className?: string;
}

/** What the virtualiser's row and table components read from the grid. */
interface GridContext {
  isLoading: boolean;
  rowHeight: number;
  onRowRendered: (element: HTMLTableRowElement, row: number) => void;
  tableProps: Record<string, unknown>;
}

function GridTableElement({ context, ...props }: TableProps & { context: GridContext }) {
  return <GridTable {...props} {...context.tableProps} $rowHeight={context.rowHeight} />;
}

function GridRow({ item: _item, context, ...props }: ItemProps<unknown> & { context: GridContext }) {
  const ref = useRef<HTMLTableRowElement>(null);
  const index = props['data-index'];
  useLayoutEffect(() => {
    if (ref.current && !context.isLoading) context.onRowRendered(ref.current, index + 1);
  });
  if (context.isLoading) return <tr {...props} aria-hidden="true" />;
  return <tr {...props} ref={ref} role="row" aria-rowindex={index + 2} />;
}

function GridFillerRow({ height }: FillerRowProps) {
  return (
    <tr aria-hidden="true">
      <td style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/** The scrolling box: out of the tab order, the grid's cells hold its single tab stop. */
function GridScroller(props: ScrollerProps) {
  return <div {...props} tabIndex={-1} />;
}

const gridComponents: TableComponents<unknown, GridContext> = {
  Table: GridTableElement,
  TableRow: GridRow,
  FillerRow: GridFillerRow,
  Scroller: GridScroller,
};

const defaultLabels = {
  sorted: (column: string, direction: SortDescriptor['direction']) => `Sorted by ${column}, ${direction}`,
  empty: 'No rows to show',
};

const cssLength = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * An accessible, virtualised data grid (WAI-ARIA grid pattern) that stays as fast as a plain
 * virtualised table at 100,000 rows: rows stay a plain array and only the rendered range gets
 * roles, indices and keyboard handling. One tab stop; arrows, Home/End, Ctrl+Home/Ctrl+End and
 * PageUp/PageDown move between cells (scrolling rows into view); Enter or Space runs `onRowAction`;
 * Enter or F2 moves into a cell's own controls and Escape or F2 moves back.
 */
export function DataGrid<Row>({
  columns,
  rows,
  getRowId,
  height,
  'aria-label': ariaLabel,
  onRowAction,
  sortDescriptor,
  onSortChange,
  isLoading = false,
  emptyState,
  toolbar,
  pagination,
  rowHeight = 36,
  labels,
  className,
}: DataGridProps<Row>) {
  const text = { ...defaultLabels, ...labels };
  const visibleRows = Math.max(1, Math.floor((height - HEADER_HEIGHT) / rowHeight));
  const rowCount = isLoading ? 1 : rows.length + 1;
  const { tableRef, virtuosoRef, tabStop, onRangeChanged, onRowRendered, tableHandlers } = useDataGrid({
    rows,
    columns,
    rowCount,
    pageSize: Math.max(1, visibleRows - 1),
    onRowAction,
    sortDescriptor,
    onSortChange,
    pageKey: pagination ? `${pagination.page}/${pagination.pageSize}` : '',
    hasCustomCells: columns.some((column) => column.render !== undefined),
  });
  const { isFocusVisible } = useFocusVisible();

  // Announce a new sort order once it is applied.
  const sortKey = sortDescriptor ? `${sortDescriptor.column}:${sortDescriptor.direction}` : '';
  const previousSort = useRef(sortKey);
  const sortedLabel = text.sorted;
  useEffect(() => {
    if (previousSort.current === sortKey) return;
    previousSort.current = sortKey;
    if (!sortDescriptor) return;
    const column = columns.find((candidate) => candidate.key === sortDescriptor.column);
    const name = (column && headerText(column.header)) || sortDescriptor.column;
    announce(sortedLabel(name, sortDescriptor.direction), 'polite');
  }, [sortKey, sortDescriptor, columns, sortedLabel]);

  const tableMinWidth = columns.reduce(
    (sum, column) => sum + (column.minWidth ?? (typeof column.width === 'number' ? column.width : 96)),
    0,
  );
  const context: GridContext = {
    isLoading,
    rowHeight,
    onRowRendered,
    tableProps: {
      ref: tableRef,
      role: 'grid',
      'aria-label': ariaLabel,
      'aria-rowcount': rowCount,
      'aria-colcount': columns.length,
      'aria-busy': isLoading || undefined,
      'data-focus-visible': isFocusVisible || undefined,
      'data-row-action': onRowAction ? true : undefined,
      style: { borderSpacing: 0, overflowAnchor: 'none', minWidth: tableMinWidth },
      ...tableHandlers,
    },
  };

  const headerRow = () => (
    <tr role="row" aria-rowindex={1}>
      {columns.map((column, col) => {
        const sorted = sortDescriptor?.column === column.key ? sortDescriptor.direction : undefined;
        const SortIcon = sorted === 'ascending' ? ArrowUp : sorted === 'descending' ? ArrowDown : ChevronsUpDown;
        return (
          <th
            key={column.key}
            role="columnheader"
            scope="col"
            tabIndex={tabStop.row === 0 && tabStop.col === col ? 0 : -1}
            aria-sort={sorted}
            data-sortable={column.sortable || undefined}
            data-align={column.align === 'end' ? 'end' : undefined}
            // A fixed table layout ignores min-width on cells: the minimum is the column's starting width.
            style={{ width: cssLength(column.width ?? column.minWidth), minWidth: column.minWidth }}
          >
            {column.header}
            {column.sortable && <SortIcon data-sort-icon="" size={14} aria-hidden="true" />}
          </th>
        );
      })}
    </tr>
  );

  const cells = (index: number, row: Row | undefined) => {
    const rowNumber = index + 1;
    if (isLoading || row === undefined) {
      return columns.map((column) => (
        <td key={column.key} data-align={column.align === 'end' ? 'end' : undefined}>
          <span data-skeleton="" />
        </td>
      ));
    }
    return columns.map((column, col) => {
      const content = column.render ? column.render(row) : String(valueAt(row, column.key) ?? '');
      const fullText = column.textValue?.(row) ?? (typeof content === 'string' ? content : undefined);
      return (
        <td
          key={column.key}
          role="gridcell"
          tabIndex={tabStop.row === rowNumber && tabStop.col === col ? 0 : -1}
          data-align={column.align === 'end' ? 'end' : undefined}
          title={fullText || undefined}
        >
          {content}
        </td>
      );
    });
  };

  const isEmpty = !isLoading && rows.length === 0;
  return (
    <GridRoot className={className}>
      {toolbar != null && <GridToolbar>{toolbar}</GridToolbar>}
      <GridFrame style={{ height }}>
        <TableVirtuoso<Row, GridContext>
          ref={virtuosoRef}
          style={{ height: '100%' }}
          data={isLoading ? undefined : rows}
          totalCount={isLoading ? visibleRows : rows.length}
          // The first screen of rows is rendered with the first commit (no wait for the viewport to be
          // measured), so the grid has its tab stop and its rows from the start.
          initialItemCount={isLoading ? visibleRows : Math.min(rows.length, visibleRows)}
          fixedItemHeight={rowHeight}
          // Two rows rendered beyond each edge: the row an arrow key moves to is already in the DOM, so
          // focus moves at once and never waits on a row the virtualiser might not render.
          increaseViewportBy={rowHeight * 2}
          context={context}
          components={gridComponents as TableComponents<Row, GridContext>}
          fixedHeaderContent={headerRow}
          itemContent={cells}
          computeItemKey={(index, row) => (isLoading || row === undefined ? `skeleton-${index}` : getRowId(row))}
          rangeChanged={onRangeChanged}
        />
        {isEmpty && <EmptyStateBox>{emptyState ?? text.empty}</EmptyStateBox>}
      </GridFrame>
      {/* An empty table has nothing to page: its empty state stands alone. */}
      {pagination && !(isEmpty && pagination.totalCount === 0) && (
        <Suspense fallback={<PaginationPlaceholder />}>
          <Pagination
            page={pagination.page}
            pageSize={pagination.pageSize}
            pageSizeOptions={pagination.pageSizeOptions}
            totalCount={pagination.totalCount}
            onPageChange={pagination.onPageChange}
            onPageSizeChange={pagination.onPageSizeChange}
            labels={{ navigation: `${ariaLabel} pages`, ...labels?.pagination }}
          />
        </Suspense>
      )}
    </GridRoot>
  );
}
