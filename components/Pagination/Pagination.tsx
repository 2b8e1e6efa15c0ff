import { useId, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useNumberFormatter } from 'react-aria';
import { Button } from '../Button/Button.js';
import {
  PageGap,
  PageList,
  PageSizeField,
  PageSizeLabel,
  PageSizeSelect,
  PaginationRoot,
  PaginationSummary,
} from './Pagination.styles.js';
import { clampPage, pageCountOf, paginationItems, usePagination } from './usePagination.js';

/** Texts of the control; every one has a generic English default. */
export interface PaginationLabels {
  /** Accessible name of the navigation landmark. Default "Pagination". */
  navigation?: string;
  /** Text of the previous-page button. Default "Previous". */
  previous?: string;
  /** Text of the next-page button. Default "Next". */
  next?: string;
  /** Visible label of the page-size select. Default "Rows per page". */
  pageSize?: string;
  /**
   * Accessible name of a page button, given the page and its number as shown (the name must contain
   * the visible text). Default "Page 1,961".
   */
  page?: (page: number, shown: string) => string;
  /** Range shown beside the control (numbers already formatted), when there is any item. Default "51–100 of 1,234". */
  summary?: (first: string, last: string, total: string) => string;
  /** What is announced after a change of page or page size. Default "Page 2 of 25". */
  announcement?: (page: number, pageCount: number) => string;
}

export interface PaginationProps {
  /** The current page, 1-based. Values outside 1…pageCount are shown clamped. */
  page: number;
  /** Items per page. */
  pageSize: number;
  /** Total number of items across all pages. */
  totalCount: number;
  /** Page sizes offered in the page-size select; the select is hidden without `onPageSizeChange`. */
  pageSizeOptions?: number[];
  /** Called with the new 1-based page. */
  onPageChange: (page: number) => void;
  /** Called with the new page size; the host usually goes back to page 1. */
  onPageSizeChange?: (size: number) => void;
  /** Page buttons shown on each side of the current page. Default 1. */
  siblingCount?: number;
  /** Texts of the control. */
  labels?: PaginationLabels;
  className?: string;
}

const defaultLabels = {
  navigation: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  pageSize: 'Rows per page',
  page: (_page: number, shown: string) => `Page ${shown}`,
  summary: (first: string, last: string, total: string) => `${first}–${last} of ${total}`,
  announcement: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
} satisfies Required<PaginationLabels>;

/**
 * Page navigation for paged data: previous/next and page buttons (the current one marked with
 * `aria-current="page"`), a page-size select and the shown range. Changes are announced politely.
 */
export function Pagination({
  page,
  pageSize,
  totalCount,
  pageSizeOptions = [10, 25, 50, 100],
  onPageChange,
  onPageSizeChange,
  siblingCount = 1,
  labels,
  className,
}: PaginationProps) {
  const text = { ...defaultLabels, ...labels };
  const pageCount = pageCountOf(totalCount, pageSize);
  const current = clampPage(page, pageCount);
  const { navRef, navProps } = usePagination({
    page: current,
    pageSize,
    pageCount,
    announcement: text.announcement,
  });
  const formatNumber = useNumberFormatter();
  const selectId = useId();
  const first = (current - 1) * pageSize + 1;
  const last = Math.min(totalCount, current * pageSize);
  const sizes = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  const goTo = (target: number) => {
    const next = clampPage(target, pageCount);
    if (next !== current) onPageChange(next);
  };

  return (
    <PaginationRoot ref={navRef} aria-label={text.navigation} className={className} {...navProps}>
      {totalCount > 0 && (
        <PaginationSummary>
          {text.summary(formatNumber.format(first), formatNumber.format(last), formatNumber.format(totalCount))}
        </PaginationSummary>
      )}
      {onPageSizeChange && (
        <PageSizeField>
          <PageSizeLabel htmlFor={selectId}>{text.pageSize}</PageSizeLabel>
          <PageSizeSelect
            id={selectId}
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {formatNumber.format(size)}
              </option>
            ))}
          </PageSizeSelect>
        </PageSizeField>
      )}
      <PageList>
        <li>
          <Button variant="ghost" size="sm" isDisabled={current <= 1} onPress={() => goTo(current - 1)}>
            <ChevronLeft size={16} aria-hidden="true" />
            {text.previous}
          </Button>
        </li>
        {paginationItems(current, pageCount, siblingCount).map((item): ReactNode =>
          item.type === 'gap' ? (
            <PageGap key={item.key} aria-hidden="true">
              …
            </PageGap>
          ) : (
            <li key={item.page}>
              <Button
                variant={item.page === current ? 'secondary' : 'ghost'}
                size="sm"
                aria-label={text.page(item.page, formatNumber.format(item.page))}
                aria-current={item.page === current ? 'page' : undefined}
                onPress={() => goTo(item.page)}
              >
                {formatNumber.format(item.page)}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button variant="ghost" size="sm" isDisabled={current >= pageCount} onPress={() => goTo(current + 1)}>
            {text.next}
            <ChevronRight size={16} aria-hidden="true" />
          </Button>
        </li>
      </PageList>
    </PaginationRoot>
  );
}
