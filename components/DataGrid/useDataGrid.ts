import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { useLocale } from 'react-aria';
import type { TableVirtuosoHandle } from 'react-virtuoso';
import type { Column, SortDescriptor } from './column.js';
import { clampCell, type CellPosition } from './gridKeyboard.js';
import type { GridSelection } from './useGridSelection.js';
import { windowOffset } from './rowWindow.js';
import { HEADER_HEIGHT } from './DataGrid.styles.js';
import { cellAt, cellOf, focusBodyCell, focusIsLost, INNER_FOCUSABLE, positionOf } from './gridCells.js';
import { useGridInput } from './useGridInput.js';

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
 * rendered), row actions, sorting from the headers, and focus kept across re-renders. The keys and
 * clicks themselves are handled in useGridInput.ts.
 */
export function useDataGrid<Row>(options: UseDataGridOptions<Row>) {
  const { rows, columns, rowCount, pageSize, pageKey, selection, windowRows } = options;
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
  const current = { ...options, active, bounds, direction, leadingColumns };
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
  });
  const hasFocus = useRef(false);
  // Whether focus is in the grid, for rendering: the rows beyond each edge are for the arrow keys, and
  // rendered only then (a screen of rows scrolled through without focus costs no more than it must).
  const [isFocusWithin, setFocusWithin] = useState(false);
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
  // Rendered rows near an edge of the window with rows beyond it shift the window to centre them, unless
  // a row waiting for focus lies outside them: the scroll did not bring it into the range (the virtualiser
  // can stop a few pixels short of the end, or had not measured its viewport yet when keys came), and it
  // is scrolled to again, its window first, aligned to the edge it lies beyond.
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
      // The body row waiting for focus (the header, row 0, is never waited for), or -1.
      const target = (pending?.row ?? 0) - 1;
      if (target < 0 || (target >= startIndex && target <= endIndex)) {
        followRows(startIndex, endIndex);
        return;
      }
      // From the next frame: a scroll asked for while the virtualiser takes up this range is clamped to the
      // rows laid out so far, or lost.
      requestAnimationFrame(() => {
        if (pendingFocus.current !== pending || followRows(target, target, target)) return;
        const index = target - rowWindow.current.next;
        virtuosoRef.current?.scrollToIndex({ index, align: target > endIndex ? 'end' : 'start' });
      });
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

  const inputHandlers = useGridInput(latest, tableRef, pendingFocus, focusCell);

  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    hasFocus.current = true;
    setFocusWithin(true);
    const cell = cellOf(tableRef.current, event.target);
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
      setFocusWithin(false);
      return;
    }
    // No new target: either the focused cell was removed (keep restoring) or the user clicked away.
    const target = event.target;
    setTimeout(() => {
      if (target.isConnected && !table?.contains(document.activeElement)) {
        hasFocus.current = false;
        setFocusWithin(false);
      }
    }, 0);
  };

  const tabStop: CellPosition = active.row === 0 || activeRendered ? active : { row: 0, col: active.col };

  return {
    tableRef: tableRef as RefObject<HTMLTableElement | null>,
    virtuosoRef,
    tabStop,
    isFocusWithin,
    rowOffset,
    onRangeChanged,
    onRowRendered,
    tableHandlers: { ...inputHandlers, onFocus, onBlur },
  };
}
