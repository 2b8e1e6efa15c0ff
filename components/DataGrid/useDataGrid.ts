import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { useLocale } from 'react-aria';
import type { TableVirtuosoHandle } from 'react-virtuoso';
import type { Column, SortDescriptor } from './column.js';
import { clampCell, gridKeyOf, nextCell, type CellPosition } from './gridKeyboard.js';
import type { GridSelection } from './useGridSelection.js';
import { windowOffset } from './rowWindow.js';
import { HEADER_HEIGHT } from './DataGrid.styles.js';
import { cellAt, focusBodyCell, focusIsLost, INNER_FOCUSABLE, INNER_INTERACTIVE, positionOf } from './gridCells.js';

export interface UseDataGridOptions<Row> {
  rows: Row[];
  columns: Column<Row>[];
  /** Rows exposed to assistive technology, header included (`aria-rowcount`). */
  rowCount: number;
  /** Rows moved by PageUp/PageDown. */
  pageSize: number;
  onRowAction?: (row: Row) => void;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Changes when the host shows another page: scrolls back to the top. */
  pageKey: string;
  /** Whether some cell renders its own content (then focusable content is kept out of the tab order). */
  hasCustomCells: boolean;
  /** Row selection; when enabled, the first column holds the rows' checkboxes. */
  selection: GridSelection<Row>;
  /** Height of a body row in px. */
  rowHeight: number;
  /** Rows the virtualiser holds: all of them, or a window of them that shifts (see rowWindow.ts). */
  windowRows: number;
}

/** The checkbox of a row or of the header, in the selection column. */
const SELECT_CHECKBOX = 'input[data-select]';

/**
 * Keyboard, focus and action behaviour of the DataGrid over the rendered range only: a roving tab
 * stop, the grid pattern's keys (scrolling unrendered rows into view, then focusing them once
 * rendered), row actions, sorting from the headers, and focus kept across re-renders.
 */
export function useDataGrid<Row>(options: UseDataGridOptions<Row>) {
  const {
    rows,
    columns,
    rowCount,
    pageSize,
    onRowAction,
    sortDescriptor,
    onSortChange,
    pageKey,
    hasCustomCells,
    selection,
    rowHeight,
    windowRows,
  } = options;
  // Columns before the owner's: the selection column, when rows can be selected.
  const leadingColumns = selection.isEnabled ? 1 : 0;
  const { direction } = useLocale();
  const tableRef = useRef<HTMLTableElement>(null);
  const virtuosoRef = useRef<TableVirtuosoHandle>(null);
  const bounds = { rowCount, colCount: columns.length + leadingColumns, pageSize };
  const [storedActive, setStoredActive] = useState<CellPosition>({ row: 1, col: 0 });
  const active = clampCell(storedActive, bounds);
  // Whether the active row is among the rendered rows (else the header holds the tab stop). It starts
  // true: the first rows are rendered a frame after mounting, and assuming so avoids a second render.
  const [activeRendered, setActiveRendered] = useState(true);

  // Rows are absolute everywhere but in the virtualiser, whose index 0 is row `offset` of the window. A
  // shift sets `next` and scrolls by as many rows at once; the virtualiser takes up `next` with the range
  // that scroll brings, in one render, so the rows on screen keep their elements (and focus).
  const rowWindow = useRef({ offset: 0, next: 0 });
  /** The row at the virtualiser's index 0 (read as the virtualiser renders, after a shift too). */
  const rowOffset = () => Math.min(rowWindow.current.offset, rows.length - windowRows);

  // Latest values for event handlers and for rows rendering outside React's render of the grid.
  const latest = useRef({
    active,
    bounds,
    rows,
    columns,
    onRowAction,
    sortDescriptor,
    onSortChange,
    direction,
    hasCustomCells,
    selection,
    leadingColumns,
    rowHeight,
    windowRows,
  });
  useLayoutEffect(() => {
    latest.current = {
      active,
      bounds,
      rows,
      columns,
      onRowAction,
      sortDescriptor,
      onSortChange,
      direction,
      hasCustomCells,
      selection,
      leadingColumns,
      rowHeight,
      windowRows,
    };
  });
  const hasFocus = useRef(false);
  const pendingFocus = useRef<CellPosition | null>(null);
  const renderedRange = useRef({ startIndex: 0, endIndex: -1 });

  // The range the virtualiser reports can lag behind the DOM; a row holding focus is rendered whatever
  // it says, so the focused cell always keeps the tab stop.
  const isRendered = useCallback((row: number) => {
    if (row === 0) return true;
    const { startIndex, endIndex } = renderedRange.current;
    if (row - 1 >= startIndex && row - 1 <= endIndex) return true;
    const focusedRow = document.activeElement?.closest('tr');
    return Boolean(
      focusedRow &&
      tableRef.current?.contains(focusedRow) &&
      focusedRow.getAttribute('aria-rowindex') === String(row + 1),
    );
  }, []);

  const setActive = useCallback(
    (position: CellPosition) => {
      latest.current.active = position;
      setStoredActive((previous) =>
        previous.row === position.row && previous.col === position.col ? previous : position,
      );
      setActiveRendered(isRendered(position.row));
    },
    [setStoredActive, setActiveRendered, isRendered],
  );

  /**
   * Shifts the window when rows `first` to `last` lie outside it or near an edge with rows beyond (see
   * windowOffset), scrolling by as many rows so the rows on screen stay where they are, or, given a
   * `target` row, as little more as brings it into view. Returns whether it shifted.
   */
  const followRows = useCallback((first: number, last: number, target?: number) => {
    const scroller = tableRef.current?.closest('[data-virtuoso-scroller]');
    const shift = rowWindow.current;
    const { rows: currentRows, windowRows: size, rowHeight: height } = latest.current;
    const next = windowOffset(currentRows.length, size, shift.next, first, last);
    // Nothing to do when the rows lie in the window the virtualiser shows, with no shift pending.
    if ((next === shift.next && next === shift.offset) || !scroller) return false;
    // scrollTop is in the coordinates of `next` as soon as it is set, before the virtualiser renders.
    let top = scroller.scrollTop - (next - shift.next) * height;
    if (target !== undefined) {
      const targetTop = (target - next) * height;
      top = Math.min(targetTop, Math.max(top, targetTop + height + HEADER_HEIGHT - scroller.clientHeight));
    }
    shift.next = next;
    scroller.scrollTop = top;
    return true;
  }, []);

  const focusCell = useCallback(
    (position: CellPosition) => {
      setActive(position);
      const table = tableRef.current;
      const index = position.row - 1;
      if (index >= 0 && !followRows(index, index, index)) {
        virtuosoRef.current?.scrollIntoView({ index: index - rowWindow.current.next });
      }
      const cell = cellAt(table, position);
      if (cell) {
        pendingFocus.current = null;
        if (position.row === 0) cell.focus();
        else focusBodyCell(cell);
      } else {
        pendingFocus.current = position;
      }
    },
    [setActive, followRows],
  );

  // The cell that should have focus is gone (rows replaced, sorted, paged, loading): put focus back
  // on the cell now at the same position.
  useLayoutEffect(() => {
    if (!hasFocus.current || !focusIsLost()) return;
    const cell = cellAt(tableRef.current, active);
    if (cell) focusBodyCell(cell);
    else if (active.row > 0) pendingFocus.current = active;
  });

  // Keep the tab stop on the active cell while it is rendered, else on its column header.
  // A row waiting for focus that the scroll did not bring into the range (the virtualiser can stop a
  // few pixels short of the end) is scrolled to again, aligned to the edge it lies beyond.
  // Rendered rows near an edge of the window with rows beyond it shift the window to centre them.
  const onRangeChanged = useCallback(
    (range: { startIndex: number; endIndex: number }) => {
      const shift = rowWindow.current;
      const { rows: currentRows, windowRows: size, active: current } = latest.current;
      // A pending shift is taken up with the range its scroll brought (rows that went away bring it back in).
      const offset = Math.min(shift.next, currentRows.length - size);
      shift.offset = shift.next = offset;
      const startIndex = range.startIndex + offset;
      const endIndex = range.endIndex + offset;
      renderedRange.current = { startIndex, endIndex };
      setActiveRendered(isRendered(current.row));
      const pending = pendingFocus.current;
      if (followRows(startIndex, endIndex) || !pending || pending.row === 0) return;
      const index = pending.row - 1 - offset;
      if (index > range.endIndex) virtuosoRef.current?.scrollToIndex({ index, align: 'end' });
      else if (index < range.startIndex) virtuosoRef.current?.scrollToIndex({ index, align: 'start' });
    },
    [isRendered, followRows],
  );

  /** Called by every rendered body row after it commits. */
  const onRowRendered = useCallback((element: HTMLTableRowElement, row: number) => {
    if (latest.current.hasCustomCells) {
      for (const inner of element.querySelectorAll<HTMLElement>(INNER_FOCUSABLE)) {
        if (inner.tabIndex !== -1) inner.tabIndex = -1;
      }
    }
    const pending = pendingFocus.current;
    if (pending && pending.row === row) {
      pendingFocus.current = null;
      focusBodyCell(element.cells[pending.col]);
      return;
    }
    const current = latest.current.active;
    if (hasFocus.current && current.row === row && focusIsLost()) focusBodyCell(element.cells[current.col]);
  }, []);

  // Another page: back to the top, the tab stop on its first row.
  const previousPage = useRef(pageKey);
  useEffect(() => {
    if (previousPage.current === pageKey) return;
    previousPage.current = pageKey;
    pendingFocus.current = null;
    virtuosoRef.current?.scrollToIndex({ index: 0 });
    const current = latest.current.active;
    if (current.row > 1) setActive({ row: 1, col: current.col });
  }, [pageKey, setActive]);

  const toggleSort = (column: Column<Row> | undefined) => {
    const { sortDescriptor: sort, onSortChange: onSort } = latest.current;
    if (!column?.sortable || !onSort) return;
    const descending = sort?.column === column.key && sort.direction === 'ascending';
    onSort({ column: column.key, direction: descending ? 'descending' : 'ascending' });
  };

  /** The owner's column at a grid column index (none for the selection column). */
  const columnAt = (col: number): Column<Row> | undefined =>
    latest.current.columns[col - latest.current.leadingColumns];

  /** A click on a row's checkbox (or, without a row action, on the row): toggles it, or with Shift extends to it. */
  const selectRowByPointer = (row: number, extend: boolean) => {
    const { selection: select, active: current } = latest.current;
    if (extend) select.extendTo(row - 1, current.row > 0 ? current.row - 1 : row - 1);
    else select.toggleRow(row - 1);
  };

  /**
   * The APG grid's selection keys: Space (or Shift+Space) toggles the focused row, Enter too when there
   * is no row action; Shift+ArrowUp/Down moves and extends the selection; Ctrl/⌘+A selects every row;
   * Escape clears the selection; on the header's select-all cell Space or Enter toggles all. Returns
   * whether the key was one of them.
   */
  const onSelectionKey = (event: KeyboardEvent<HTMLTableElement>, cell: HTMLTableCellElement): boolean => {
    const { selection: select, onRowAction: action, bounds: currentBounds, leadingColumns: leading } = latest.current;
    const position = positionOf(cell);
    const command = event.ctrlKey || event.metaKey;
    if (command && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'a') {
      select.selectAll();
      return true;
    }
    if (event.key === 'Escape') {
      if (!select.clear()) return false;
      event.stopPropagation();
      return true;
    }
    const isActivation = event.key === ' ' || event.key === 'Enter';
    if (position.row === 0) {
      if (!isActivation || position.col >= leading || command) return false;
      select.toggleAll();
      return true;
    }
    if (event.shiftKey && !command && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      const from = pendingFocus.current ?? position;
      const target = nextCell(from, event.key, currentBounds);
      if (target.row < 1 || target.row === from.row) return true;
      focusCell(target);
      select.extendTo(target.row - 1, from.row - 1);
      return true;
    }
    // Enter keeps its other duties: the row action, or moving into the cell's own controls.
    const enterSelects =
      position.col < leading || (!action && !cell.querySelector(INNER_FOCUSABLE.replaceAll('td ', '')));
    const togglesRow = event.key === ' ' || (event.key === 'Enter' && enterSelects);
    if (!togglesRow || command || event.altKey) return false;
    select.toggleRow(position.row - 1);
    return true;
  };

  const runRowAction = (row: number) => {
    const { rows: currentRows, onRowAction: action } = latest.current;
    const item = currentRows[row - 1];
    if (action && item !== undefined) action(item);
  };

  const cellOf = (target: EventTarget | null): HTMLTableCellElement | null => {
    if (!(target instanceof Element)) return null;
    const cell = target.closest<HTMLTableCellElement>('td, th');
    return cell && cell.closest('table') === tableRef.current && cell.parentElement?.hasAttribute('aria-rowindex')
      ? cell
      : null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const cell = cellOf(event.target);
    if (!cell) return;
    if (event.target !== cell) {
      // Focus is on content inside the cell: its keys are its own, except those that leave it.
      if (event.key === 'Escape' || event.key === 'F2') {
        event.preventDefault();
        event.stopPropagation();
        cell.focus({ preventScroll: true });
      }
      return;
    }
    const { bounds: currentBounds, direction: dir, selection: select } = latest.current;
    const position = positionOf(cell);
    const key = gridKeyOf(event, dir);
    if (key) {
      event.preventDefault();
      // Keys pressed (or auto-repeated) before the last move's row rendered count from that row, not
      // from the cell still holding focus, so no press is lost on the way to the last row.
      focusCell(nextCell(pendingFocus.current ?? position, key, currentBounds));
      return;
    }
    if (select.isEnabled && onSelectionKey(event, cell)) {
      event.preventDefault();
      return;
    }
    const column = columnAt(position.col);
    const isActivation = event.key === 'Enter' || event.key === ' ';
    if (position.row === 0) {
      // F2, or Enter where it does not sort, moves to the column's resizer.
      const resizer = cell.querySelector<HTMLElement>('[data-resizer]');
      if (resizer && (event.key === 'F2' || (event.key === 'Enter' && !column?.sortable))) {
        event.preventDefault();
        resizer.focus();
        return;
      }
      if (isActivation && column?.sortable) {
        event.preventDefault();
        toggleSort(column);
      }
      return;
    }
    const inner = cell.querySelector<HTMLElement>(INNER_FOCUSABLE.replaceAll('td ', ''));
    if (inner && (event.key === 'Enter' || event.key === 'F2')) {
      event.preventDefault();
      inner.focus();
      return;
    }
    if (isActivation) {
      event.preventDefault();
      if (column?.cellAction !== 'none') runRowAction(position.row);
    }
  };

  const onClick = (event: MouseEvent<HTMLTableElement>) => {
    const cell = cellOf(event.target);
    if (!cell) return;
    const position = positionOf(cell);
    const { selection: select, onRowAction: action } = latest.current;
    const inSelectionColumn = position.col < latest.current.leadingColumns;
    const column = columnAt(position.col);
    if (position.row === 0) {
      if ((event.target as Element).closest('[data-resizer]')) return;
      if (inSelectionColumn) select.toggleAll();
      else toggleSort(column);
      return;
    }
    if (inSelectionColumn) {
      selectRowByPointer(position.row, event.shiftKey);
      return;
    }
    const interactive = (event.target as Element).closest(INNER_INTERACTIVE);
    if (interactive && interactive !== cell && cell.contains(interactive)) return;
    if (column?.cellAction === 'none') return;
    // Without a row action, a click on a row selects it, as in react-aria's tables.
    if (action) runRowAction(position.row);
    else if (select.isEnabled) selectRowByPointer(position.row, event.shiftKey);
  };

  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    hasFocus.current = true;
    const cell = cellOf(event.target);
    if (!cell) return;
    // A pressed checkbox leaves focus on its cell, where the grid's keys work.
    if (event.target instanceof Element && event.target.matches(SELECT_CHECKBOX)) {
      cell.focus({ preventScroll: true });
      return;
    }
    const position = positionOf(cell);
    const pending = pendingFocus.current;
    // A click elsewhere while a row was pending wins over that row.
    if (pending && (pending.row !== position.row || pending.col !== position.col)) pendingFocus.current = null;
    setActive(position);
    setActiveRendered(true);
  };

  const onBlur = (event: FocusEvent<HTMLTableElement>) => {
    const table = tableRef.current;
    const next = event.relatedTarget;
    if (next instanceof Node && table?.contains(next)) return;
    if (next) {
      hasFocus.current = false;
      return;
    }
    // No new target: either the focused cell was removed (keep restoring) or the user clicked away.
    const target = event.target;
    setTimeout(() => {
      if (target.isConnected && !table?.contains(document.activeElement)) hasFocus.current = false;
    }, 0);
  };

  const tabStop: CellPosition = active.row === 0 || activeRendered ? active : { row: 0, col: active.col };

  return {
    tableRef: tableRef as RefObject<HTMLTableElement | null>,
    virtuosoRef,
    tabStop,
    rowOffset,
    onRangeChanged,
    onRowRendered,
    tableHandlers: { onKeyDown, onClick, onFocus, onBlur },
  };
}
