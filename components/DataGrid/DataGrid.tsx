import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef } from 'react';
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
import { headerText, valueAt, type Column, type SortDescriptor } from './column.js';
import {
  EmptyStateBox,
  GridFrame,
  GridRoot,
  GridTable,
  GridToolbar,
  HEADER_HEIGHT,
  PaginationPlaceholder,
  MIN_COLUMN_WIDTH,
  SELECTION_COLUMN_WIDTH,
} from './DataGrid.styles.js';
import type { DataGridProps } from './DataGridProps.js';
import { SortGlyph } from './SortGlyph.js';
import { useControllableState } from './useControllableState.js';
import { useDataGrid } from './useDataGrid.js';
import { useGridSelection, type SelectAllState } from './useGridSelection.js';
import { windowSize } from './rowWindow.js';

// Loaded with the first paged grid (alongside its first page of data): a grid without `pagination`
// does not carry the control and its buttons (~10 kB gzip of a DataGrid's ~38 kB imported alone).
const Pagination = lazy(() => import('../Pagination/Pagination.js').then((module) => ({ default: module.Pagination })));
// Loaded with the first grid whose columns resize (`onColumnWidthsChange`); the others never fetch it.
const ColumnResizer = lazy(() => import('./ColumnResizer.js').then((module) => ({ default: module.ColumnResizer })));

/** What the virtualiser's row and table components read from the grid. */
interface GridContext {
  isLoading: boolean;
  rowHeight: number;
  /** The row (0-based) at the virtualiser's index 0: the first of the window it is given. */
  rowOffset: () => number;
  /** Whether a row (0-based) is selected; undefined when rows cannot be selected (no `aria-selected`). */
  isRowSelected: ((index: number) => boolean) | undefined;
  onRowRendered: (element: HTMLTableRowElement, row: number) => void;
  tableProps: Record<string, unknown>;
}

function GridTableElement({ context, ...props }: TableProps & { context: GridContext }) {
  return <GridTable {...props} {...context.tableProps} $rowHeight={context.rowHeight} />;
}

function GridRow({ context, ...props }: ItemProps<unknown> & { context: GridContext }) {
  const ref = useRef<HTMLTableRowElement>(null);
  const index = props['data-index'] + context.rowOffset();
  useLayoutEffect(() => {
    if (ref.current && !context.isLoading) context.onRowRendered(ref.current, index + 1);
  });
  if (context.isLoading) return <tr {...props} aria-hidden="true" />;
  return (
    <tr {...props} ref={ref} role="row" aria-rowindex={index + 2} aria-selected={context.isRowSelected?.(index)} />
  );
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
  selectAll: 'Select all rows',
  selectRow: 'Select',
  selectedCount: (count: number) =>
    `${count === 0 ? 'No' : count.toLocaleString('en-US')} ${count === 1 ? 'row' : 'rows'} selected`,
  resizeColumn: (column: string) => `Resize ${column}`,
  columnWidth: (width: number) => `${width} pixels`,
};

const noWidths = (): Record<string, number> => ({});

/** The select-all checkbox shows "some" as its mixed state. */
const showMixed = (state: SelectAllState) => (input: HTMLInputElement | null) => {
  if (input) input.indeterminate = state === 'some';
};

const cssLength = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * An accessible, virtualised data grid (WAI-ARIA grid pattern) that stays as fast as a plain
 * virtualised table at 100,000 rows: rows stay a plain array and only the rendered range gets
 * roles, indices and keyboard handling. One tab stop; arrows, Home/End, Ctrl+Home/Ctrl+End and
 * PageUp/PageDown move between cells (scrolling rows into view); Enter or Space runs `onRowAction`;
 * Enter or F2 moves into a cell's own controls and Escape or F2 moves back. With `selectionMode`
 * `multiple`, rows are selected by checkbox, Space, Shift+ArrowUp/Down and Ctrl/⌘+A (see the prop).
 */
export function DataGrid<Row>({
  columns,
  rows,
  getRowId,
  height,
  'aria-label': ariaLabel,
  onRowAction,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  columnWidths,
  onColumnWidthsChange,
  isFirstColumnPinned = false,
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
  const gridId = useId();
  const selection = useGridSelection({
    rows,
    getRowId,
    selectionMode,
    selectedKeys,
    defaultSelectedKeys,
    onSelectionChange,
    selectedCountText: text.selectedCount,
  });
  const leading = selection.isEnabled ? 1 : 0;
  const [widths, setWidths] = useControllableState(columnWidths, noWidths, onColumnWidthsChange);
  const widthOf = (column: Column<Row>) => widths[column.key] ?? column.width ?? column.minWidth;
  // Past a browser's tallest element, the virtualiser holds a window of the rows (see rowWindow.ts).
  const windowRows = windowSize(rows.length, rowHeight);
  const { tableRef, virtuosoRef, tabStop, isFocusWithin, rowOffset, onRangeChanged, onRowRendered, tableHandlers } =
    useDataGrid({
      rows,
      columns,
      rowCount,
      pageSize: Math.max(1, visibleRows - 1),
      onRowAction,
      sortDescriptor,
      onSortChange,
      pageKey: pagination ? `${pagination.page}/${pagination.pageSize}` : '',
      hasCustomCells: columns.some((column) => column.render !== undefined),
      selection,
      rowHeight,
      windowRows,
    });
  const { isFocusVisible } = useFocusVisible();

  // A pinned column casts its shadow once rows have scrolled in under it.
  useEffect(() => {
    const table = tableRef.current;
    const scroller = table?.closest('[data-virtuoso-scroller]');
    if (!isFirstColumnPinned || !table || !scroller) return;
    const showShadow = () => table.toggleAttribute('data-scrolled-inline', scroller.scrollLeft !== 0);
    scroller.addEventListener('scroll', showShadow, { passive: true });
    return () => scroller.removeEventListener('scroll', showShadow);
  }, [isFirstColumnPinned, tableRef]);

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

  const tableMinWidth = columns.reduce((sum, column) => {
    const width = widthOf(column);
    return sum + (typeof width === 'number' ? width : (column.minWidth ?? 96));
  }, leading * SELECTION_COLUMN_WIDTH);
  // Once the owner sizes every column in px, the table is as wide as they add up to: stretched to the
  // frame, a fixed layout would hand the rest out to every column and no width would be what was set.
  const isSizedByOwner =
    onColumnWidthsChange !== undefined && columns.every((column) => typeof widthOf(column) === 'number');
  const context: GridContext = {
    isLoading,
    rowHeight,
    rowOffset,
    isRowSelected: selection.isEnabled
      ? (index, row = rows[index]) => row !== undefined && selection.isRowSelected(row)
      : undefined,
    onRowRendered,
    tableProps: {
      ref: tableRef,
      role: 'grid',
      'aria-label': ariaLabel,
      'aria-rowcount': rowCount,
      'aria-colcount': columns.length + leading,
      'aria-multiselectable': selection.isEnabled || undefined,
      'aria-busy': isLoading || undefined,
      'data-focus-visible': isFocusVisible || undefined,
      'data-row-action': onRowAction ? true : undefined,
      // How many leading columns stay in place: the first, and the selection column before it.
      'data-pinned': isFirstColumnPinned ? leading + 1 : undefined,
      style: {
        borderSpacing: 0,
        overflowAnchor: 'none',
        minWidth: tableMinWidth,
        width: isSizedByOwner ? tableMinWidth : undefined,
      },
      ...tableHandlers,
    },
  };

  const headerRow = () => (
    <tr role="row" aria-rowindex={1}>
      {selection.isEnabled && (
        <th
          role="columnheader"
          scope="col"
          tabIndex={tabStop.row === 0 && tabStop.col === 0 ? 0 : -1}
          data-select-cell=""
          style={{ width: SELECTION_COLUMN_WIDTH }}
        >
          <input
            type="checkbox"
            data-select=""
            tabIndex={-1}
            readOnly
            aria-label={text.selectAll}
            checked={selection.selectAllState === 'all'}
            disabled={isLoading || rows.length === 0}
            ref={showMixed(selection.selectAllState)}
          />
        </th>
      )}
      {columns.map((column, index) => {
        const col = index + leading;
        const sorted = sortDescriptor?.column === column.key ? sortDescriptor.direction : undefined;
        const isResizable = onColumnWidthsChange !== undefined && column.allowsResizing !== false;
        // The header is named by its content alone, not by its resizer's name too.
        const nameId = isResizable ? `${gridId}-header-${index}` : undefined;
        const width = widthOf(column);
        return (
          <th
            key={column.key}
            role="columnheader"
            scope="col"
            tabIndex={tabStop.row === 0 && tabStop.col === col ? 0 : -1}
            aria-sort={sorted}
            aria-labelledby={nameId}
            // A header too wide for its column ends in an ellipsis: in full on hover, as a cell is.
            title={headerText(column.header) || undefined}
            data-sortable={column.sortable || undefined}
            data-align={column.align === 'end' ? 'end' : undefined}
            // A fixed table layout ignores min-width on cells: the minimum is the column's starting width.
            style={{ width: cssLength(width), minWidth: column.minWidth }}
          >
            {nameId ? <span id={nameId}>{column.header}</span> : column.header}
            {column.sortable && <SortGlyph direction={sorted} />}
            {isResizable && (
              // Absolutely placed on the header's edge: nothing moves when it arrives.
              <Suspense fallback={null}>
                <ColumnResizer
                  width={typeof width === 'number' ? width : undefined}
                  minWidth={column.minWidth ?? MIN_COLUMN_WIDTH}
                  label={text.resizeColumn(headerText(column.header) || column.key)}
                  valueText={text.columnWidth}
                  onResize={(next) => setWidths({ ...widths, [column.key]: next })}
                />
              </Suspense>
            )}
          </th>
        );
      })}
    </tr>
  );

  /** A body row's cells; `index` counts from the window's first row, `row` is missing from a window. */
  const cells = (index: number, item: Row | undefined) => {
    const rowNumber = index + rowOffset() + 1;
    const row = item ?? rows[rowNumber - 1];
    if (isLoading || row === undefined) {
      const skeletons = columns.map((column) => (
        <td key={column.key} data-align={column.align === 'end' ? 'end' : undefined}>
          <span data-skeleton="" />
        </td>
      ));
      return selection.isEnabled ? [<td key="select" />, ...skeletons] : skeletons;
    }
    // The row's checkbox is named "Select" followed by its first cell, as react-aria names it.
    const checkboxId = `${gridId}-select-${rowNumber}`;
    const firstCellId = `${gridId}-first-${rowNumber}`;
    const dataCells = columns.map((column, index) => {
      const col = index + leading;
      const content = column.render ? column.render(row) : String(valueAt(row, column.key) ?? '');
      const fullText = column.textValue?.(row) ?? (typeof content === 'string' ? content : undefined);
      return (
        <td
          key={column.key}
          id={leading && index === 0 ? firstCellId : undefined}
          role="gridcell"
          tabIndex={tabStop.row === rowNumber && tabStop.col === col ? 0 : -1}
          data-align={column.align === 'end' ? 'end' : undefined}
          title={fullText || undefined}
        >
          {content}
        </td>
      );
    });
    if (!selection.isEnabled) return dataCells;
    return [
      <td
        key="select"
        role="gridcell"
        data-select-cell=""
        tabIndex={tabStop.row === rowNumber && tabStop.col === 0 ? 0 : -1}
      >
        <input
          type="checkbox"
          data-select=""
          id={checkboxId}
          tabIndex={-1}
          readOnly
          aria-label={text.selectRow}
          aria-labelledby={`${checkboxId} ${firstCellId}`}
          checked={selection.isRowSelected(row)}
        />
      </td>,
      ...dataCells,
    ];
  };

  const isEmpty = !isLoading && rows.length === 0;
  return (
    <GridRoot className={className}>
      {toolbar != null && <GridToolbar>{toolbar}</GridToolbar>}
      <GridFrame style={{ height }}>
        <TableVirtuoso<Row, GridContext>
          ref={virtuosoRef}
          style={{ height: '100%' }}
          data={isLoading || windowRows < rows.length ? undefined : rows}
          totalCount={isLoading ? visibleRows : windowRows}
          // The first screen of rows is rendered with the first commit (no wait for the viewport to be
          // measured), so the grid has its tab stop and its rows from the start.
          initialItemCount={isLoading ? visibleRows : Math.min(rows.length, visibleRows)}
          fixedItemHeight={rowHeight}
          // With focus in the grid, two rows rendered beyond each edge: the row an arrow key moves to is
          // already in the DOM, so focus moves at once and never waits on a row the virtualiser might not
          // render. Without focus, only the rows in view, as a plain table renders.
          increaseViewportBy={isFocusWithin ? rowHeight * 2 : 0}
          context={context}
          components={gridComponents as TableComponents<Row, GridContext>}
          fixedHeaderContent={headerRow}
          itemContent={cells}
          computeItemKey={(index, row = rows[index + rowOffset()]) =>
            isLoading || row === undefined ? `skeleton-${index}` : getRowId(row)
          }
          rangeChanged={onRangeChanged}
        />
        {isEmpty && <EmptyStateBox>{emptyState ?? text.empty}</EmptyStateBox>}
      </GridFrame>
      {/* An empty table has nothing to page: its empty state stands alone. Its placeholder is marked
          data-loading, as every part fetching its own code is, for whatever waits for a settled page. */}
      {pagination && !(isEmpty && pagination.totalCount === 0) && (
        <Suspense fallback={<PaginationPlaceholder data-loading="" />}>
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

export type { DataGridLabels, DataGridPagination, DataGridProps } from './DataGridProps.js';
