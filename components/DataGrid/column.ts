import { isValidElement, type ReactNode } from 'react';

/** A column of the DataGrid. */
export interface Column<Row> {
  /** Unique among the columns; also the sort key and, by default, the property of the row shown. */
  key: string;
  /** Content of the column header; its text is the column's accessible name. */
  header: ReactNode;
  /** Width of the column (px number or CSS length). Columns without one share the rest. */
  width?: number | string;
  /**
   * Minimum width in px: the width of the content that must never be cut (a date with its time, an
   * amount). A column without `width` starts at it and takes its share of the room left; below the
   * sum of the columns' minimums the grid scrolls sideways.
   */
  minWidth?: number;
  /** Whether the column can be resized, when the grid's columns are (`onColumnWidthsChange`). Default true. */
  allowsResizing?: boolean;
  /** Horizontal alignment of header and cells; `end` for amounts. Default `start`. */
  align?: 'start' | 'end';
  /** Whether pressing the header sorts by this column. */
  sortable?: boolean;
  /** Content of a cell. Default: `String(row[key])`. */
  render?: (row: Row) => ReactNode;
  /**
   * The cell's full text, shown on hover (its `title`) where the column is too narrow and the text ends
   * in an ellipsis. Default: the rendered content when it is text; give it when `render` returns an element.
   */
  textValue?: (row: Row) => string;
  /**
   * `row` (default): a click, Enter or Space in this cell runs the grid's `onRowAction`.
   * `none`: it does not; use for cells holding their own controls (a switch, a menu button).
   */
  cellAction?: 'row' | 'none';
  /** Value written by `toCsv` for this column. Default: `row[key]`. */
  csvValue?: (row: Row) => string | number | boolean | null | undefined;
}

/** Which column the rows are sorted by, and in which direction. */
export interface SortDescriptor {
  column: string;
  direction: 'ascending' | 'descending';
}

/** The value of `row[key]`, for rows of any shape. */
export function valueAt(row: unknown, key: string): unknown {
  if (row === null || typeof row !== 'object') return undefined;
  return (row as Record<string, unknown>)[key];
}

/** Plain text of a header: strings and numbers as they are, elements by their text children, else ''. */
export function headerText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(headerText).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return headerText(node.props.children);
  return '';
}
