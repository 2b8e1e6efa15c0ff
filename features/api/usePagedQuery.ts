import { useState } from 'react';
import type { DataGridPagination } from 'spend-ui';
import type { ApiError } from './ApiError.js';
import type { QueryParams } from './client.js';
import { compactQuery, useApiQuery, type ApiQueryOptions } from './useApiQuery.js';

/** A sort as the DataGrid reports it. */
export interface GridSort {
  column: string;
  direction: 'ascending' | 'descending';
}

/** The page, sort and search of a server-paged list as query parameters (names as the spec's calls use them). */
export interface PagedListParams {
  page: number;
  pageSize: number;
  sort?: GridSort;
  search?: string;
}

/** `page`, `page_size`, `sort_field`, `sort_direction` (asc/desc) and a trimmed, lower-cased `search`. */
export function pagedQueryParams({ page, pageSize, sort, search }: PagedListParams): QueryParams {
  const text = search?.trim().toLowerCase();
  return {
    page,
    page_size: pageSize,
    sort_field: sort?.column,
    sort_direction: sort ? (sort.direction === 'ascending' ? 'asc' : 'desc') : undefined,
    search: text ? text : undefined,
  };
}

export interface PagedQueryOptions<Answer, Row> extends Omit<ApiQueryOptions<Answer>, 'keepPrevious'> {
  /** Where the answer keeps this page's rows and the total across pages. */
  select: (answer: Answer) => { rows: Row[]; total: number };
  /** Filters beyond paging (scope, dates …); any change goes back to page 1. */
  filters?: QueryParams;
  /** Rows per page at first. Default 10. */
  initialPageSize?: number;
  initialSort?: GridSort;
}

export interface PagedQuery<Answer, Row> {
  /** This page's rows; while the next page loads, the previous page's rows stay on screen. */
  rows: Row[];
  /** The whole answer (balances and other parts beside the rows). */
  data: Answer | undefined;
  total: number;
  isLoading: boolean;
  /** True while the list asks again with rows on screen (a page change, a revalidation). */
  isRefreshing: boolean;
  error: ApiError | undefined;
  /** Spread into `DataGrid`'s `pagination`. */
  pagination: DataGridPagination;
  sortDescriptor: GridSort | undefined;
  onSortChange: (sort: GridSort) => void;
  search: string;
  /** Sets the search (sent lower-cased) and goes back to page 1. */
  setSearch: (search: string) => void;
  /** Reads the current page again (settles when it is in; never rejects). */
  reload: () => Promise<void>;
}

/**
 * A server-paged list for the DataGrid: maps its page, page size, sort and search to the query
 * parameters, keeps the previous page on screen while the next loads (no flash of empty), and goes
 * back to page 1 when a filter, the search, the sort or the page size changes.
 */
export function usePagedQuery<Answer, Row>(
  path: string | null | undefined,
  options: PagedQueryOptions<Answer, Row>,
): PagedQuery<Answer, Row> {
  const { select, filters, initialPageSize = 10, initialSort, ...queryOptions } = options;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [sort, setSort] = useState<GridSort | undefined>(initialSort);
  const [search, setSearchText] = useState('');

  // Page 1 again whenever what the list shows changes (filters come from the caller's props).
  const filterSignature = JSON.stringify(compactQuery(filters));
  const [seenFilters, setSeenFilters] = useState(filterSignature);
  let currentPage = page;
  if (seenFilters !== filterSignature) {
    setSeenFilters(filterSignature);
    setPage(1);
    currentPage = 1;
  }

  const query = { ...filters, ...pagedQueryParams({ page: currentPage, pageSize, sort, search }) };
  const { data, error, isLoading, isRefreshing, reload } = useApiQuery<Answer>(path, query, {
    ...queryOptions,
    keepPrevious: true,
  });
  const selected = data === undefined ? undefined : select(data);

  return {
    rows: selected?.rows ?? [],
    data,
    total: selected?.total ?? 0,
    isLoading,
    isRefreshing,
    error,
    pagination: {
      page: currentPage,
      pageSize,
      totalCount: selected?.total ?? 0,
      onPageChange: setPage,
      onPageSizeChange: (size) => {
        setPageSize(size);
        setPage(1);
      },
    },
    sortDescriptor: sort,
    onSortChange: (next) => {
      setSort(next);
      setPage(1);
    },
    search,
    setSearch: (next) => {
      setSearchText(next);
      setPage(1);
    },
    reload,
  };
}
