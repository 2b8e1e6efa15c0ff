// Browsers lay out no element taller than about 33,554,431 px (Chromium) or 17,895,697 px (Firefox):
// a million 36 px rows would leave the last ones out of reach. Past a safe height the virtualiser is
// given a window of the rows, which shifts to follow scrolling and focus.

/** The tallest the virtualiser's rows are made, well under every browser's limit. */
export const MAX_ROWS_HEIGHT = 15_000_000;

/** Rows kept between the rows shown and an edge of the window with rows beyond it. */
export const WINDOW_MARGIN = 100;

/** How many rows the virtualiser holds: every row while they fit in `maxHeight`, else as many as fit. */
export function windowSize(rowCount: number, rowHeight: number, maxHeight = MAX_ROWS_HEIGHT): number {
  return Math.min(rowCount, Math.floor(maxHeight / rowHeight));
}

/**
 * The first row of the window of `size` rows (out of `rowCount`) that shows rows `first` to `last`
 * (0-based): the window at `offset` while they lie inside it at least `margin` rows from its edges,
 * else the window centred on them, kept within the rows (so the first and last windows keep rows
 * up to their outer edge).
 */
export function windowOffset(
  rowCount: number,
  size: number,
  offset: number,
  first: number,
  last = first,
  margin = WINDOW_MARGIN,
): number {
  return first >= offset + margin && last < offset + size - margin
    ? offset
    : Math.max(0, Math.min(rowCount - size, Math.floor((first + last + 1 - size) / 2)));
}
