import { act, renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useClientPage } from '../../../features/page/useClientPage.js';

const rows = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('useClientPage', () => {
  it('gives one page of the rows and the grid’s pagination for it', () => {
    const { result } = renderHook(() => useClientPage(rows(25), { pageSize: 10 }));
    expect(result.current.rows).toEqual(rows(10));
    expect(result.current.pagination).toMatchObject({ page: 1, pageSize: 10, pageSizeOptions: [10], totalCount: 25 });
    act(() => result.current.pagination.onPageChange(3));
    expect(result.current.rows).toEqual([21, 22, 23, 24, 25]);
  });

  it('goes back to page 1 when the reset key changes', () => {
    const { result, rerender } = renderHook(({ key }) => useClientPage(rows(30), { pageSize: 10, resetKey: key }), {
      initialProps: { key: 'a' },
    });
    act(() => result.current.pagination.onPageChange(2));
    expect(result.current.pagination.page).toBe(2);
    rerender({ key: 'b' });
    expect(result.current.pagination.page).toBe(1);
    expect(result.current.rows[0]).toBe(1);
  });

  it('never leaves the user past the last page of a list that shrank, and tiles the list without gap (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 1, max: 25 }), (count, pageSize) => {
        const { result, rerender, unmount } = renderHook(({ list }) => useClientPage(list, { pageSize }), {
          initialProps: { list: rows(count) },
        });
        const pages = Math.max(1, Math.ceil(count / pageSize));
        const seen: number[] = [];
        for (let page = 1; page <= pages; page += 1) {
          act(() => result.current.pagination.onPageChange(page));
          seen.push(...result.current.rows);
        }
        expect(seen).toEqual(rows(count));
        rerender({ list: rows(Math.floor(count / 2)) });
        const left = Math.max(1, Math.ceil(Math.floor(count / 2) / pageSize));
        expect(result.current.pagination.page).toBeLessThanOrEqual(left);
        unmount();
      }),
      { numRuns: 40 },
    );
  });
});
