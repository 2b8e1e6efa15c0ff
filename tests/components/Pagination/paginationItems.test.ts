import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clampPage, pageCountOf, paginationItems } from '../../../components/Pagination/usePagination.js';

const pagesOf = (items: ReturnType<typeof paginationItems>) =>
  items.flatMap((item) => (item.type === 'page' ? [item.page] : []));

describe('pageCountOf', () => {
  it('is the ceiling of total / size and at least 1', () => {
    expect(pageCountOf(0, 50)).toBe(1);
    expect(pageCountOf(50, 50)).toBe(1);
    expect(pageCountOf(51, 50)).toBe(2);
    expect(pageCountOf(100_000, 100)).toBe(1000);
    expect(pageCountOf(10, 0)).toBe(1);
  });
});

describe('clampPage', () => {
  it('keeps pages inside 1…pageCount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 500 }), (page, count) => {
        const clamped = clampPage(page, count);
        expect(clamped).toBeGreaterThanOrEqual(1);
        expect(clamped).toBeLessThanOrEqual(count);
        if (page >= 1 && page <= count) expect(clamped).toBe(page);
      }),
    );
  });
});

describe('paginationItems', () => {
  it('lists every page when they fit', () => {
    expect(pagesOf(paginationItems(1, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(1, 1)).toEqual([{ type: 'page', page: 1 }]);
  });

  it('shows first, last and the neighbours of the current page with gaps', () => {
    expect(pagesOf(paginationItems(10, 100))).toEqual([1, 9, 10, 11, 100]);
    expect(paginationItems(10, 100).filter((item) => item.type === 'gap')).toHaveLength(2);
    expect(pagesOf(paginationItems(1, 100))).toEqual([1, 2, 3, 4, 5, 100]);
    expect(pagesOf(paginationItems(100, 100))).toEqual([1, 96, 97, 98, 99, 100]);
  });

  it('always includes first, last and current, ascending without duplicates, in a constant width', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 0, max: 3 }),
        (count, rawPage, siblings) => {
          const page = ((rawPage - 1) % count) + 1;
          const items = paginationItems(page, count, siblings);
          const pages = pagesOf(items);
          expect(pages[0]).toBe(1);
          expect(pages[pages.length - 1]).toBe(count);
          expect(pages).toContain(page);
          for (let i = 1; i < pages.length; i += 1) expect(pages[i]).toBeGreaterThan(pages[i - 1] ?? 0);
          const slots = 2 * siblings + 5;
          expect(items.length).toBe(Math.min(count, slots));
          // A gap always hides at least two pages; otherwise the page itself would be shown.
          items.forEach((item, i) => {
            if (item.type !== 'gap') return;
            const before = items[i - 1];
            const after = items[i + 1];
            if (before?.type === 'page' && after?.type === 'page') expect(after.page - before.page).toBeGreaterThan(2);
          });
          for (let p = page - siblings; p <= page + siblings; p += 1)
            if (p >= 1 && p <= count) expect(pages).toContain(p);
        },
      ),
    );
  });
});
