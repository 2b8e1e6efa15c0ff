export { Pagination } from './Pagination.js';
export type { PaginationProps, PaginationLabels } from './Pagination.js';
export type { PaginationItem } from './usePagination.js';
