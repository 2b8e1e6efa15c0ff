import { useState } from 'react';
import { CASHBACK_PAGE_SIZE } from './model.js';

/** One page of a list held on the client, and the DataGrid's `pagination` for it (50 per page). */
export function usePageOf<Row>(rows: readonly Row[]) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / CASHBACK_PAGE_SIZE));
  const current = Math.min(page, pages);
  return {
    rows: rows.slice((current - 1) * CASHBACK_PAGE_SIZE, current * CASHBACK_PAGE_SIZE),
    pagination: {
      page: current,
      pageSize: CASHBACK_PAGE_SIZE,
      pageSizeOptions: [CASHBACK_PAGE_SIZE],
      totalCount: rows.length,
      onPageChange: setPage,
    },
  };
}
