import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type QueryParams } from 'spend-ui/features';
import { pagedQueryParams, usePagedQuery } from '../../../features/api/usePagedQuery.js';
import { deferred, fakeServer, harnessFor, type Answer, type SeenRequest } from './fakeServer.js';

interface Transaction {
  id: number;
}
interface TransactionPage {
  transactions: Transaction[];
  count: number;
}

const select = (answer: TransactionPage) => ({ rows: answer.transactions, total: answer.count });

/** A page of ten rows whose ids tell the page apart (page 2 → 11…20). */
function pageAnswer(request: SeenRequest): Answer {
  const page = Number(request.query.get('page'));
  const size = Number(request.query.get('page_size'));
  const transactions = Array.from({ length: size }, (_, index) => ({ id: (page - 1) * size + index + 1 }));
  return { status: 200, body: { results: { transactions, count: 95 } } };
}

function renderPaged(filters: QueryParams = { scope: 'company' }, route = pageAnswer) {
  const server = fakeServer({ 'GET /transactions': route });
  const view = renderHook(
    ({ filters: current }: { filters: QueryParams }) =>
      usePagedQuery<TransactionPage, Transaction>('/transactions', { select, filters: current }),
    { wrapper: harnessFor(server.client), initialProps: { filters } },
  );
  const lastQuery = () => Object.fromEntries(server.requests.at(-1)?.query ?? []);
  return { ...view, server, lastQuery };
}

describe('pagedQueryParams', () => {
  it('maps page, page size and an ascending sort to page, page_size, sort_field and sort_direction asc', () => {
    expect(pagedQueryParams({ page: 3, pageSize: 25, sort: { column: 'created_at', direction: 'ascending' } })).toEqual(
      {
        page: 3,
        page_size: 25,
        sort_field: 'created_at',
        sort_direction: 'asc',
        search: undefined,
      },
    );
  });

  it('sends a descending sort as desc and the search trimmed and lower-cased', () => {
    expect(
      pagedQueryParams({
        page: 1,
        pageSize: 10,
        sort: { column: 'amount', direction: 'descending' },
        search: '  Uber EATS ',
      }),
    ).toMatchObject({ sort_field: 'amount', sort_direction: 'desc', search: 'uber eats' });
  });

  it('leaves out the sort and a blank search (they are dropped from the request)', () => {
    const params = pagedQueryParams({ page: 1, pageSize: 10, search: '   ' });
    expect(params).toMatchObject({ sort_field: undefined, sort_direction: undefined, search: undefined });
  });
});

describe('usePagedQuery', () => {
  it('asks for page 1 of 10 with the filters, without unset values, and gives rows and total', async () => {
    const { result, lastQuery } = renderPaged({ scope: 'company', card: undefined });
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    expect(lastQuery()).toEqual({ scope: 'company', page: '1', page_size: '10' });
    expect(result.current.total).toBe(95);
    expect(result.current.pagination).toMatchObject({ page: 1, pageSize: 10, totalCount: 95 });
  });

  it('sends the page, sort and search the grid reports', async () => {
    const { result, lastQuery } = renderPaged();
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    act(() => result.current.onSortChange({ column: 'amount', direction: 'descending' }));
    act(() => result.current.setSearch('  Coffee '));
    act(() => result.current.pagination.onPageChange(4));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe(31));
    expect(lastQuery()).toEqual({
      scope: 'company',
      page: '4',
      page_size: '10',
      sort_field: 'amount',
      sort_direction: 'desc',
      search: 'coffee',
    });
    expect(result.current.sortDescriptor).toEqual({ column: 'amount', direction: 'descending' });
    expect(result.current.search).toBe('  Coffee ');
  });

  it.each([
    ['the search', (paged: ReturnType<typeof usePagedQuery>) => paged.setSearch('taxi')],
    [
      'the sort',
      (paged: ReturnType<typeof usePagedQuery>) => paged.onSortChange({ column: 'date', direction: 'ascending' }),
    ],
    ['the page size', (paged: ReturnType<typeof usePagedQuery>) => paged.pagination.onPageSizeChange?.(25)],
  ])('goes back to page 1 when %s changes', async (_what, change) => {
    const { result, lastQuery } = renderPaged();
    act(() => result.current.pagination.onPageChange(3));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe(21));
    act(() => change(result.current));
    expect(result.current.pagination.page).toBe(1);
    await waitFor(() => expect(lastQuery().page).toBe('1'));
  });

  it('goes back to page 1 when a filter changes, and not when the same filters come again', async () => {
    const { result, rerender, lastQuery } = renderPaged({ scope: 'company' });
    act(() => result.current.pagination.onPageChange(3));
    await waitFor(() => expect(result.current.rows[0]?.id).toBe(21));
    rerender({ filters: { scope: 'company', card: undefined } });
    expect(result.current.pagination.page).toBe(3);
    rerender({ filters: { scope: 'team' } });
    expect(result.current.pagination.page).toBe(1);
    await waitFor(() => expect(lastQuery()).toMatchObject({ scope: 'team', page: '1' }));
  });

  it("keeps the previous page's rows on screen while the next loads (no flash of empty)", async () => {
    const secondPage = deferred<true>();
    const rowsSeen: number[][] = [];
    const server = fakeServer({
      'GET /transactions': (request) =>
        request.query.get('page') === '2' ? secondPage.promise.then(() => pageAnswer(request)) : pageAnswer(request),
    });
    const { result } = renderHook(
      () => {
        const paged = usePagedQuery<TransactionPage, Transaction>('/transactions', { select });
        rowsSeen.push(paged.rows.map((row) => row.id));
        return paged;
      },
      { wrapper: harnessFor(server.client) },
    );
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    const firstLoaded = rowsSeen.length - 1;

    act(() => result.current.pagination.onPageChange(2));
    await waitFor(() => expect(server.requests).toHaveLength(2));
    expect(result.current.pagination.page).toBe(2);
    expect(result.current.rows[0]?.id).toBe(1);

    secondPage.resolve(true);
    await waitFor(() => expect(result.current.rows[0]?.id).toBe(11));
    const afterFirstLoad = rowsSeen.slice(firstLoaded);
    expect(afterFirstLoad.every((ids) => ids.length === 10)).toBe(true);
  });
});
