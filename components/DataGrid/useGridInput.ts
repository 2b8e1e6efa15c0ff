import type { KeyboardEvent, MouseEvent, RefObject } from 'react';
import type { Column, SortDescriptor } from './column.js';
import { gridKeyOf, nextCell, type CellPosition, type GridBounds } from './gridKeyboard.js';
import type { GridSelection } from './useGridSelection.js';
import { cellOf, INNER_FOCUSABLE, INNER_INTERACTIVE, positionOf } from './gridCells.js';

/** Content of a cell that takes focus itself, looked for from the cell. */
const CELL_CONTENT_FOCUSABLE = INNER_FOCUSABLE.replaceAll('td ', '');

/** What the grid's key and click handlers read as they run: the latest props and the active cell. */
export interface GridInputState<Row> {
  active: CellPosition;
  bounds: GridBounds;
  rows: Row[];
  columns: Column<Row>[];
  onRowAction?: (row: Row) => void;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  direction: 'ltr' | 'rtl';
  selection: GridSelection<Row>;
  /** Columns before the owner's: the selection column, when rows can be selected. */
  leadingColumns: number;
}

/**
 * The grid's keyboard and pointer commands: the grid pattern's navigation keys, the selection keys
 * and clicks, sorting from the headers, moving into a cell's own controls, and row actions. A hook so
 * that it may be handed the grid's refs during render; it reads them only as its handlers run.
 */
export function useGridInput<Row>(
  latest: { readonly current: GridInputState<Row> },
  tableRef: RefObject<HTMLTableElement | null>,
  /** The cell a move is waiting to focus until its row renders. */
  pendingFocus: { readonly current: CellPosition | null },
  /** Makes a cell active and focuses it, scrolling its row into view first when needed. */
  focusCell: (position: CellPosition) => void,
) {
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
    const enterSelects = position.col < leading || (!action && !cell.querySelector(CELL_CONTENT_FOCUSABLE));
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

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const cell = cellOf(tableRef.current, event.target);
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
    const inner = cell.querySelector<HTMLElement>(CELL_CONTENT_FOCUSABLE);
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
    const cell = cellOf(tableRef.current, event.target);
    if (!cell) return;
    const position = positionOf(cell);
    const { selection: select, onRowAction: action, leadingColumns: leading } = latest.current;
    const inSelectionColumn = position.col < leading;
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

  return { onKeyDown, onClick };
}
