// The grid's cells as DOM elements: where a cell is, finding one by position, focusing one.
import type { CellPosition } from './gridKeyboard.js';

/** Content that takes focus itself: moved out of the tab order so the grid keeps one tab stop. */
export const INNER_FOCUSABLE =
  'td a[href], td button, td input, td select, td textarea, td [tabindex], td [contenteditable="true"]';
/** Content whose clicks belong to itself rather than to the row. */
export const INNER_INTERACTIVE =
  'a[href], button, input, select, textarea, label, [tabindex], [contenteditable="true"], [role="button"], [role="switch"], [role="checkbox"], [role="link"], [role="menuitem"]';

/** The row (0 = header) and column of a cell element of the grid. */
export function positionOf(cell: HTMLTableCellElement): CellPosition {
  const row = cell.parentElement as HTMLTableRowElement | null;
  return { row: Number(row?.getAttribute('aria-rowindex') ?? 1) - 1, col: cell.cellIndex };
}

/** The grid cell (of `table`, in a row with an index) that holds an event's target, if any. */
export function cellOf(table: HTMLTableElement | null, target: EventTarget | null): HTMLTableCellElement | null {
  if (!(target instanceof Element)) return null;
  const cell = target.closest<HTMLTableCellElement>('td, th');
  return cell && cell.closest('table') === table && cell.parentElement?.hasAttribute('aria-rowindex') ? cell : null;
}

export function cellAt(table: HTMLTableElement | null, position: CellPosition): HTMLTableCellElement | undefined {
  const row = table?.querySelector<HTMLTableRowElement>(`tr[aria-rowindex="${position.row + 1}"]`);
  return row?.cells[position.col];
}

/**
 * Focuses a body cell without letting the browser scroll vertically (the virtualiser owns that),
 * then scrolls sideways as needed so the whole cell is visible in a narrow grid.
 */
export function focusBodyCell(cell: HTMLTableCellElement | undefined) {
  if (!cell) return;
  cell.focus({ preventScroll: true });
  const scroller = cell.closest<HTMLElement>('[data-virtuoso-scroller]');
  if (!scroller || scroller.scrollWidth <= scroller.clientWidth) return;
  const box = scroller.getBoundingClientRect();
  const rect = cell.getBoundingClientRect();
  // Pinned columns cover the start of the scroller: a cell is in view only beyond them.
  const pinned = Number(cell.closest('table')?.getAttribute('data-pinned') ?? 0);
  const lastPinned = cell.cellIndex >= pinned ? cell.parentElement?.children[pinned - 1] : undefined;
  const start = lastPinned ? lastPinned.getBoundingClientRect().right : box.left;
  if (rect.left < start) scroller.scrollLeft -= start - rect.left;
  else if (rect.right > box.right) scroller.scrollLeft += Math.min(rect.right - box.right, rect.left - start);
}

/** Focus is nowhere (the focused element went away), as opposed to elsewhere on the page. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}
