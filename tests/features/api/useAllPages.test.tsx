import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TooManyPagesError, useAllPages } from '../../../features/api/useAllPages.js';
import { fakeServer, harnessFor, type SeenRequest } from './fakeServer.js';

interface Page {
  rows: number[];
  pages: number;
}

const select = (answer: Page) => ({ rows: answer.rows, totalPages: answer.pages });

/** A list of `pages` pages of three rows; page 2 holds 4, 5 and 6. */
function listOf(pages: number) {
  return (request: SeenRequest) => {
    const page = Number(request.query.get('page'));
    return { status: 200, body: { results: { rows: [1, 2, 3].map((row) => (page - 1) * 3 + row), pages } } };
  };
}

function renderAllPages(pages: number) {
  const server = fakeServer({ 'GET /transactions': listOf(pages) });
  const view = renderHook(() => useAllPages<Page, number>('/transactions', { select, query: { scope: 'company' } }), {
    wrapper: harnessFor(server.client),
  });
  return { ...view, server };
}

describe('useAllPages', () => {
  it('reads every page of the list and gives the rows in page order', async () => {
    const { result, server } = renderAllPages(7);
    await waitFor(() => expect(result.current.data).toHaveLength(21));
    expect(result.current.data).toEqual(Array.from({ length: 21 }, (_, index) => index + 1));
    const asked = server.requestsTo('GET', '/transactions');
    expect(asked.map((request) => Number(request.query.get('page'))).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
    expect(asked.every((request) => request.query.get('page_size') === '100')).toBe(true);
    expect(asked.every((request) => request.query.get('scope') === 'company')).toBe(true);
  });

  it('a list of more than 100 pages fails with TooManyPagesError after reading page 1 only, and is not retried', async () => {
    const { result, server } = renderAllPages(101);
    await waitFor(() => expect(result.current.error).toBeInstanceOf(TooManyPagesError));
    expect(result.current.error).toMatchObject({ totalPages: 101, maxPages: 100 });
    expect(server.requestsTo('GET', '/transactions')).toHaveLength(1);
  });
});
