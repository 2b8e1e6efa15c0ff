import { useState } from 'react';
import type { DataGridPagination } from 'spend-ui';

export interface ClientPageOptions {
  /** Rows a page; the only page size offered. */
  pageSize: number;
  /** When this value changes (a search, a filter), the list goes back to page 1. */
  resetKey?: string;
}

/** One page of a list held whole on the client, and the DataGrid's `pagination` for it. */
export function useClientPage<Row>(
  rows: readonly Row[],
  { pageSize, resetKey = '' }: ClientPageOptions,
): { rows: Row[]; pagination: DataGridPagination } {
  const [page, setPage] = useState(1);
  const [seenKey, setSeenKey] = useState(resetKey);
  let wanted = page;
  if (seenKey !== resetKey) {
    setSeenKey(resetKey);
    setPage(1);
    wanted = 1;
  }
  // A list that shrank (a row removed, a filter) never leaves the user past its last page.
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(wanted, pages);
  return {
    rows: rows.slice((current - 1) * pageSize, current * pageSize),
    pagination: {
      page: current,
      pageSize,
      pageSizeOptions: [pageSize],
      totalCount: rows.length,
      onPageChange: setPage,
    },
  };
}
