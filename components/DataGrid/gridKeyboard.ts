/** A cell of the grid: `row` 0 is the header row, data rows follow; `col` 0 is the first column. */
export interface CellPosition {
  row: number;
  col: number;
}

/** The navigation keys of the grid pattern (Ctrl/⌘ combinations as their own keys). */
export type GridKey =
  | 'ArrowUp'
  | 'ArrowDown'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'Home'
  | 'End'
  | 'CtrlHome'
  | 'CtrlEnd'
  | 'PageUp'
  | 'PageDown';

/** Size of the grid for keyboard moves. */
export interface GridBounds {
  /** Rows including the header row (the grid's `aria-rowcount`). */
  rowCount: number;
  /** Columns (the grid's `aria-colcount`). */
  colCount: number;
  /** Rows moved by PageUp/PageDown: about one viewport. */
  pageSize: number;
}

/**
 * The navigation key of a keyboard event, or null when the event is not one. In right-to-left
 * layouts the horizontal arrows swap, so ArrowRight still moves towards the end of the row.
 */
export function gridKeyOf(
  event: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean; shiftKey?: boolean },
  direction: 'ltr' | 'rtl' = 'ltr',
): GridKey | null {
  if (event.altKey || event.shiftKey) return null;
  const command = Boolean(event.ctrlKey || event.metaKey);
  switch (event.key) {
    case 'Home':
      return command ? 'CtrlHome' : 'Home';
    case 'End':
      return command ? 'CtrlEnd' : 'End';
    case 'ArrowLeft':
      if (command) return null;
      return direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    case 'ArrowRight':
      if (command) return null;
      return direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    case 'ArrowUp':
    case 'ArrowDown':
    case 'PageUp':
    case 'PageDown':
      return command ? null : event.key;
    default:
      return null;
  }
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** `position` moved back inside the grid (used after rows or columns went away). */
export function clampCell(position: CellPosition, bounds: Pick<GridBounds, 'rowCount' | 'colCount'>): CellPosition {
  const lastRow = Math.max(0, bounds.rowCount - 1);
  const lastCol = Math.max(0, bounds.colCount - 1);
  return { row: clamp(Math.floor(position.row), 0, lastRow), col: clamp(Math.floor(position.col), 0, lastCol) };
}

/**
 * The cell that `key` moves focus to from `position`, following the WAI-ARIA grid pattern:
 * arrows move one cell and stop at the edges; Home/End go to the first/last cell of the row;
 * Ctrl+Home/Ctrl+End to the first cell of the first (header) row and the last cell of the last row;
 * PageDown/PageUp move `pageSize` rows (PageUp from a data row stops at the first data row).
 */
export function nextCell(position: CellPosition, key: GridKey, bounds: GridBounds): CellPosition {
  const { row, col } = clampCell(position, bounds);
  const lastRow = Math.max(0, bounds.rowCount - 1);
  const lastCol = Math.max(0, bounds.colCount - 1);
  const page = Math.max(1, Math.floor(bounds.pageSize));
  switch (key) {
    case 'ArrowUp':
      return { row: Math.max(0, row - 1), col };
    case 'ArrowDown':
      return { row: Math.min(lastRow, row + 1), col };
    case 'ArrowLeft':
      return { row, col: Math.max(0, col - 1) };
    case 'ArrowRight':
      return { row, col: Math.min(lastCol, col + 1) };
    case 'Home':
      return { row, col: 0 };
    case 'End':
      return { row, col: lastCol };
    case 'CtrlHome':
      return { row: 0, col: 0 };
    case 'CtrlEnd':
      return { row: lastRow, col: lastCol };
    case 'PageDown':
      return { row: Math.min(lastRow, row + page), col };
    case 'PageUp':
      return { row: row === 0 ? 0 : Math.max(Math.min(1, lastRow), row - page), col };
  }
}
