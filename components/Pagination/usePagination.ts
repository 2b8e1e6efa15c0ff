import { useEffect, useRef, type FocusEvent } from 'react';
import { announce } from '../internal/announce.js';

/** One entry of the page list: a page number, or a gap standing for pages left out. */
export type PaginationItem = { type: 'page'; page: number } | { type: 'gap'; key: 'gap-start' | 'gap-end' };

/** Number of pages for `totalCount` items shown `pageSize` at a time; at least 1. */
export function pageCountOf(totalCount: number, pageSize: number): number {
  if (!Number.isFinite(totalCount) || !Number.isFinite(pageSize) || pageSize <= 0 || totalCount <= 0) return 1;
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** `page` kept inside 1…pageCount (a non-integer rounds down). */
export function clampPage(page: number, pageCount: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, pageCount));
}

/**
 * The page buttons to show: always the first, the last, the current page and `siblings` pages on
 * each side of it; runs of left-out pages become one gap. At most `2 * siblings + 5` entries, so the
 * control keeps the same width while paging (a gap is only used where it hides two or more pages).
 */
export function paginationItems(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  const current = clampPage(page, count);
  const slots = 2 * siblings + 5;
  const pages = (from: number, to: number): PaginationItem[] =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ type: 'page' as const, page: from + i }));
  if (count <= slots) return pages(1, count);
  const leftEdge = siblings + 3; // pages 1…leftEdge shown without a gap at the start
  const rightEdge = count - siblings - 2;
  if (current <= leftEdge) {
    return [...pages(1, slots - 2), { type: 'gap', key: 'gap-end' }, ...pages(count, count)];
  }
  if (current >= rightEdge) {
    return [...pages(1, 1), { type: 'gap', key: 'gap-start' }, ...pages(count - slots + 3, count)];
  }
  return [
    ...pages(1, 1),
    { type: 'gap', key: 'gap-start' },
    ...pages(current - siblings, current + siblings),
    { type: 'gap', key: 'gap-end' },
    ...pages(count, count),
  ];
}

interface UsePaginationOptions {
  page: number;
  pageSize: number;
  pageCount: number;
  announcement: (page: number, pageCount: number) => string;
}

/**
 * Announces page and page-size changes politely and keeps keyboard focus inside the navigation when
 * the focused button disappears or becomes disabled (e.g. "Next" on reaching the last page).
 */
export function usePagination({ page, pageSize, pageCount, announcement }: UsePaginationOptions) {
  const navRef = useRef<HTMLElement>(null);
  const hadFocus = useRef(false);
  const previous = useRef({ page, pageSize });

  useEffect(() => {
    const before = previous.current;
    previous.current = { page, pageSize };
    if (before.page === page && before.pageSize === pageSize) return;
    announce(announcement(page, pageCount), 'polite');
    const nav = navRef.current;
    const active = document.activeElement;
    const focusLost = !nav?.contains(active) || active?.hasAttribute('disabled');
    if (nav && hadFocus.current && focusLost) {
      nav.querySelector<HTMLElement>('[aria-current="page"]')?.focus();
    }
  }, [page, pageSize, pageCount, announcement]);

  const navProps = {
    onFocus: () => {
      hadFocus.current = true;
    },
    onBlur: (event: FocusEvent) => {
      // Focus that leaves for another element ends tracking. Focus lost because the focused button
      // got disabled or unmounted is restored to the current page after the change.
      const target = event.target as HTMLElement;
      if (event.relatedTarget) {
        if (!navRef.current?.contains(event.relatedTarget as Node)) hadFocus.current = false;
        return;
      }
      setTimeout(() => {
        const lost = !target.isConnected || target.hasAttribute('disabled');
        if (!lost && !navRef.current?.contains(document.activeElement)) hadFocus.current = false;
      }, 0);
    },
  };
  return { navRef, navProps };
}
