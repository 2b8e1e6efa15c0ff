// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pagedQueryParams } from '../../../features/api/usePagedQuery.js';
import { DemoHttpFailure, paginate, serverMessages, type PagerOptions } from '../../../host/mock-api/index.js';

interface Txn {
  id: number;
  merchant: string;
  amount: number;
  memo: string | null;
}

const rows: Txn[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  merchant: ['Air Canada', 'Staples', 'uber', 'Tim Hortons'][index % 4] ?? '',
  amount: (index * 37) % 100,
  memo: index % 5 === 0 ? null : `memo ${index}`,
}));

const options: PagerOptions<Txn, 'results'> = {
  sortFields: { merchant: (row) => row.merchant, amount: (row) => row.amount, memo: (row) => row.memo },
  defaultSort: { field: 'amount', direction: 'desc' },
  searchIn: (row) => [row.merchant, row.memo],
  defaultPageSize: 10,
};

const URL_BASE = 'http://demo.test/api/v1/card/card/transaction';
const request = (query: string) => new Request(`${URL_BASE}?${query}`);

/** The 400 body a pager call ends with (fails the test when it answers a page). */
async function refusal(run: () => unknown): Promise<unknown> {
  try {
    run();
  } catch (error) {
    if (!(error instanceof DemoHttpFailure)) throw error;
    expect(error.response.status).toBe(400);
    return error.response.json();
  }
  throw new Error('Expected the pager to refuse the query.');
}

describe('paginate', () => {
  it('answers the spec shape with absolute next/previous links', () => {
    const page = paginate(rows, request('page=2&page_size=10&transaction-scale=company'), options);
    expect(page).toMatchObject({
      count: 23,
      total_pages: 3,
      next: `${URL_BASE}?page=3&page_size=10&transaction-scale=company`,
      previous: `${URL_BASE}?page=1&page_size=10&transaction-scale=company`,
    });
    expect(page.results).toHaveLength(10);
    const last = paginate(rows, request('page=3&page_size=10'), options);
    expect(last.results).toHaveLength(3);
    expect(last.next).toBeNull();
    expect(paginate(rows, request(''), options).previous).toBeNull();
  });

  it('reads exactly the keys the feature kit sends', () => {
    const query = new URLSearchParams(
      Object.entries(
        pagedQueryParams({
          page: 2,
          pageSize: 5,
          sort: { column: 'merchant', direction: 'ascending' },
          search: ' AIR ',
        }),
      ).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
    );
    const page = paginate(rows, request(query.toString()), options);
    expect(page.count).toBe(6);
    expect(page.results).toHaveLength(1);
    expect(page.results.every((row) => row.merchant === 'Air Canada')).toBe(true);
  });

  it('sorts by the named field in either direction, missing values last, and by the default without one', () => {
    const byAmount = paginate(rows, request('page_size=100'), options).results.map((row) => row.amount);
    expect(byAmount).toEqual([...byAmount].sort((a, b) => b - a));
    const merchants = paginate(rows, request('page_size=100&sort_field=merchant&sort_direction=asc'), options);
    expect(merchants.results[0]?.merchant).toBe('Air Canada');
    // Case-insensitive: 'uber' after 'Tim Hortons'.
    expect(merchants.results.at(-1)?.merchant).toBe('uber');
    for (const direction of ['asc', 'desc']) {
      const memos = paginate(rows, request(`page_size=100&sort_field=memo&sort_direction=${direction}`), options);
      expect(memos.results.slice(-5).every((row) => row.memo === null)).toBe(true);
      expect(memos.results[0]?.memo).not.toBeNull();
    }
  });

  it('searches case-insensitively in the named texts, and counts only the matches', () => {
    const page = paginate(rows, request('search=MEMO%201'), options);
    expect(page.count).toBe(rows.filter((row) => row.memo?.startsWith('memo 1')).length);
    expect(paginate(rows, request('search=nothing-like-this'), options)).toMatchObject({ count: 0, results: [] });
  });

  it('caps the page size and answers an empty page past the last one', () => {
    expect(paginate(rows, request('page_size=1000'), { ...options, maxPageSize: 20 }).results).toHaveLength(20);
    const past = paginate(rows, request('page=9&page_size=10'), options);
    expect(past).toMatchObject({ count: 23, total_pages: 3, next: null, results: [] });
    expect(past.previous).toBe(`${URL_BASE}?page=3&page_size=10`);
  });

  it('puts the rows under another key where a call answers so', () => {
    const page = paginate(rows, request(''), { ...options, rowsKey: 'data' });
    expect(page.data).toHaveLength(10);
    expect(page).not.toHaveProperty('results');
  });

  it('refuses a query it cannot answer with field errors', async () => {
    expect(await refusal(() => paginate(rows, request('page=0'), options))).toEqual({
      errors: { page: [serverMessages.invalidInteger] },
    });
    expect(await refusal(() => paginate(rows, request('page_size=ten'), options))).toEqual({
      errors: { page_size: [serverMessages.invalidInteger] },
    });
    expect(await refusal(() => paginate(rows, request('sort_field=secret'), options))).toEqual({
      errors: { sort_field: [serverMessages.invalidChoice('secret')] },
    });
    expect(await refusal(() => paginate(rows, request('sort_field=amount&sort_direction=up'), options))).toEqual({
      errors: { sort_direction: [serverMessages.invalidChoice('up')] },
    });
    expect(await refusal(() => paginate(rows, request('search=x'), { defaultPageSize: 5 }))).toEqual({
      errors: { search: [serverMessages.searchNotSupported] },
    });
  });
});
