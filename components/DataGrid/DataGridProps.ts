// The DataGrid's public props and texts.
import type { ReactNode } from 'react';
import type { Key, Selection } from 'react-stately';
import type { PaginationLabels } from '../Pagination/Pagination.js';
import type { Column, SortDescriptor } from './column.js';

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
  /** Accessible name of the header's checkbox that selects every row. Default "Select all rows". */
  selectAll?: string;
  /** Accessible name of a row's checkbox, followed by the row's first cell. Default "Select". */
  selectRow?: string;
  /** Announced after the selection changed. Default "3 rows selected" ("No rows selected", "1 row selected"). */
  selectedCount?: (count: number) => string;
  /** Accessible name of a column's resizer. Default "Resize Amount". */
  resizeColumn?: (column: string) => string;
  /** A column's width as its resizer tells assistive technology. Default "160 pixels". */
  columnWidth?: (width: number) => string;
}

export interface DataGridProps<Row> {
  /** The columns, in display order. */
  columns: Column<Row>[];
  /** The rows as a plain array (never copied or wrapped: 100,000 rows cost what a plain table costs). */
  rows: Row[];
  /** A stable, unique id of a row; keeps focus and rendering tied to the row across updates, and is its selection key. */
  getRowId: (row: Row) => Key;
  /** Height of the scrolling table in px (toolbar and pagination come on top of it). */
  height: number;
  /** Accessible name of the grid. */
  'aria-label': string;
  /**
   * Runs on a click, Enter or Space in a row (except in cells whose column has `cellAction: 'none'`).
   * When rows can be selected, Space selects instead and Enter runs the action.
   */
  onRowAction?: (row: Row) => void;
  /**
   * `multiple`: a checkbox column (the header's selects every row), `aria-selected` rows, and the APG
   * grid's selection keys: Space toggles the focused row, Shift+ArrowUp/Down extends, Ctrl/⌘+A selects
   * all, Escape clears. Without a row action a click selects the row. Default `none`.
   */
  selectionMode?: 'none' | 'multiple';
  /** The selected rows' ids, or `'all'` (controlled). */
  selectedKeys?: 'all' | Iterable<Key>;
  /** The rows selected at first (uncontrolled). */
  defaultSelectedKeys?: 'all' | Iterable<Key>;
  /** Called with the new selection: a set of row ids, or `'all'` after select-all (then every row is selected). */
  onSelectionChange?: (keys: Selection) => void;
  /**
   * Column widths in px by column key (controlled), over the columns' own `width`. Resized columns
   * never go below their `minWidth` (default 48).
   */
  columnWidths?: Record<string, number>;
  /**
   * Called with every column's width while one is resized. Giving it makes the columns resizable (each
   * unless its `allowsResizing` is false): a handle on each header's edge to drag, and by keyboard
   * Enter (F2 on a sortable header) moves to it, ArrowLeft/ArrowRight resize, Enter or Escape end.
   */
  onColumnWidthsChange?: (widths: Record<string, number>) => void;
  /**
   * Keeps the first column (with the selection column before it) in place while the grid scrolls
   * sideways, as the header stays while it scrolls down: the row stays named in a narrow grid.
   */
  isFirstColumnPinned?: boolean;
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
  /**
   * Height of a body row in px; every row has this height (the fast path). Default 36. Rows taller than
   * 15,000,000 px in all (416,666 rows at 36 px) are scrolled through a window of that many, which
   * shifts as scrolling or focus nears its ends: the scroll bar spans the window, not every row.
   */
  rowHeight?: number;
  /** Texts of the grid. */
  labels?: DataGridLabels;
  className?: string;
}
