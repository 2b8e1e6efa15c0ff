import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  useApiAction,
  useApiRowAction,
  useApiQuery,
  type ActionOutcome,
  type ApiClient,
  type FailureText,
} from 'spend-ui/features';
import { fromResults } from 'spend-ui/features/internal';
import { keyReadsPath } from '../../../features/api/apiContext.js';
import { useAllPages } from '../../../features/api/useAllPages.js';
import { preloadToastRegion } from '../../../components/Toast/ToastProvider.js';
import { deferred, fakeServer, harnessFor, type Answer } from './fakeServer.js';

// cards-transactions-team.md §8: "Card status change | the server's results.error text"; success
// "Card successfully updated".
const CARD_UPDATED = 'Card successfully updated';
const CARD_STATUS_FAILURE: FailureText = {
  server: fromResults('error'),
  fallback: 'Something went wrong, please try again or contact support.',
};

const blockCard = (client: ApiClient, id: number) => client.post(`/card/card/${id}/status/block`);

describe('keyReadsPath', () => {
  it('covers the path itself and the paths below it, not a path that merely starts alike', () => {
    expect(keyReadsPath(['/card/card', null], '/card/card')).toBe(true);
    expect(keyReadsPath(['/card/card/12', { page: 1 }], '/card/card/')).toBe(true);
    expect(keyReadsPath(['/card/cardholder', null], '/card/card')).toBe(false);
    expect(keyReadsPath(['/team', null], '/card/card')).toBe(false);
    expect(keyReadsPath('/card/card', '/card/card')).toBe(false);
  });
});

describe('useApiAction', () => {
  // So that "no toast" checks see toasts as soon as they are shown (the region's code loads with the first).
  beforeAll(preloadToastRegion);

  it('ignores a second run while the first is pending and sends nothing for it (the double click)', async () => {
    const answer = deferred<Answer>();
    const server = fakeServer({ 'POST /card/card/7/status/block': () => answer.promise });
    const { result } = renderHook(() => useApiAction(blockCard, { success: CARD_UPDATED }), {
      wrapper: harnessFor(server.client),
    });
    let first: Promise<ActionOutcome<unknown>> | undefined;
    let second: ActionOutcome<unknown> | undefined;
    await act(async () => {
      first = result.current.run(7);
      second = await result.current.run(7);
    });
    expect(second).toEqual({ status: 'ignored' });
    expect(result.current.pending).toBe(true);
    expect(server.requests).toHaveLength(1);

    answer.resolve({ status: 200, body: { results: { id: 7, blocked: true } } });
    await act(async () => {
      await expect(first).resolves.toEqual({ status: 'done', value: { results: { id: 7, blocked: true } } });
    });
    expect(result.current.pending).toBe(false);
    expect(server.requests).toHaveLength(1);
  });

  it('shows the success text in a toast, and a success text made from the answer', async () => {
    const server = fakeServer({
      'POST /card/card/7/status/block': () => ({ status: 200, body: { results: { first_name: 'Ada' } } }),
    });
    const { result } = renderHook(
      () => ({
        fixed: useApiAction(blockCard, { success: CARD_UPDATED }),
        derived: useApiAction(blockCard, {
          success: (answer) =>
            `${(answer as { results: { first_name: string } }).results.first_name} has been updated.`,
        }),
      }),
      { wrapper: harnessFor(server.client) },
    );
    await act(() => result.current.fixed.run(7));
    expect(await screen.findByRole('alertdialog', { name: CARD_UPDATED })).toBeInTheDocument();
    await act(() => result.current.derived.run(7));
    expect(await screen.findByRole('alertdialog', { name: 'Ada has been updated.' })).toBeInTheDocument();
  });

  it('shows the failure text by the catalogue rule, calls onFailure, and resolves rather than rejects', async () => {
    const server = fakeServer({
      'POST /card/card/7/status/block': () => ({
        status: 400,
        body: { results: { error: 'Card is already blocked' } },
      }),
    });
    const onFailure = vi.fn();
    const onSuccess = vi.fn();
    const { result } = renderHook(
      () => useApiAction(blockCard, { success: CARD_UPDATED, failure: CARD_STATUS_FAILURE, onFailure, onSuccess }),
      { wrapper: harnessFor(server.client) },
    );
    let outcome: ActionOutcome<unknown> | undefined;
    await act(async () => {
      outcome = await result.current.run(7);
    });
    expect(outcome).toMatchObject({ status: 'failed', error: { status: 400, kind: 'http' } });
    expect(await screen.findByRole('alertdialog', { name: 'Card is already blocked' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: CARD_UPDATED })).not.toBeInTheDocument();
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(result.current.error).toMatchObject({ status: 400 });
  });

  it("never rejects, even when perform throws something that is not an ApiError (the exception's text is not shown)", async () => {
    const server = fakeServer({});
    const { result } = renderHook(
      () =>
        useApiAction(
          async () => {
            throw new TypeError("Cannot read properties of undefined (reading 'id')");
          },
          { failure: CARD_STATUS_FAILURE },
        ),
      { wrapper: harnessFor(server.client) },
    );
    let outcome: ActionOutcome<unknown> | undefined;
    await act(async () => {
      outcome = await result.current.run();
    });
    expect(outcome?.status).toBe('failed');
    expect(await screen.findByRole('alertdialog', { name: CARD_STATUS_FAILURE.fallback })).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
  });

  it('a write the server accepted stays done when the code after it throws: no failure toast, no retry invited', async () => {
    const server = fakeServer({ 'POST /card/card/7/status/block': () => ({ status: 200, body: {} }) });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(
      () =>
        useApiAction(blockCard, {
          success: (answer) =>
            `${(answer as { results: { first_name: string } }).results.first_name} has been updated.`,
          failure: CARD_STATUS_FAILURE,
          onSuccess: () => {
            throw new Error('form already unmounted');
          },
        }),
      { wrapper: harnessFor(server.client) },
    );
    let outcome: ActionOutcome<unknown> | undefined;
    await act(async () => {
      outcome = await result.current.run(7);
    });
    expect(outcome).toEqual({ status: 'done', value: {} });
    expect(screen.queryByRole('alertdialog', { name: CARD_STATUS_FAILURE.fallback })).not.toBeInTheDocument();
    expect(result.current.error).toBeUndefined();
    expect(consoleError).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });

  it('never rejects when onFailure itself throws', async () => {
    const server = fakeServer({ 'POST /card/card/7/status/block': () => ({ status: 400, body: {} }) });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(
      () =>
        useApiAction(blockCard, {
          failure: CARD_STATUS_FAILURE,
          onFailure: () => {
            throw new Error('no such field');
          },
        }),
      { wrapper: harnessFor(server.client) },
    );
    let outcome: ActionOutcome<unknown> | undefined;
    await act(async () => {
      outcome = await result.current.run(7);
    });
    expect(outcome).toMatchObject({ status: 'failed', error: { status: 400 } });
    expect(await screen.findByRole('alertdialog', { name: CARD_STATUS_FAILURE.fallback })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
  });

  it('revalidates the named path and the paths below it, not the others', async () => {
    const list = { status: 200, body: { results: [] } };
    const server = fakeServer({
      'GET /card/card': () => list,
      'GET /card/card/12': () => list,
      'GET /card/cardholder': () => list,
      'GET /team/users': () => list,
      'POST /card/card/12/status/block': () => ({ status: 200, body: {} }),
    });
    const { result } = renderHook(
      () => {
        const queries = [
          useApiQuery('/card/card', { page: 1 }),
          useApiQuery('/card/card/12'),
          useApiQuery('/card/cardholder'),
          useApiQuery('/team/users'),
        ];
        return { queries, block: useApiAction(blockCard, { revalidate: ['/card/card'] }) };
      },
      { wrapper: harnessFor(server.client) },
    );
    await waitFor(() => expect(result.current.queries.every((query) => query.data !== undefined)).toBe(true));
    await act(() => result.current.block.run(12));
    const count = (path: string) => server.requestsTo('GET', path).length;
    expect([count('/card/card'), count('/card/card/12'), count('/card/cardholder'), count('/team/users')]).toEqual([
      2, 2, 1, 1,
    ]);
  });

  it('says a write is done only once what it changed has been read again: the toast and the settled run come together', async () => {
    // A form resets (or empties) when its run is done; a toast shown before the re-read had answered told the
    // user "saved" while the form still held an unsaved change (Escape then asked to discard the saved memo)
    // or the amount just sent (seen as flaky stories on a loaded machine, where the re-read was slow).
    const reread = deferred<Answer>();
    const server = fakeServer({
      'GET /card/card': () =>
        server.requestsTo('GET', '/card/card').length === 1 ? { status: 200, body: { results: [] } } : reread.promise,
      'POST /card/card/12/status/block': () => ({ status: 200, body: {} }),
    });
    const { result } = renderHook(
      () => ({
        list: useApiQuery('/card/card'),
        block: useApiAction(blockCard, { success: CARD_UPDATED, revalidate: ['/card/card'] }),
      }),
      { wrapper: harnessFor(server.client) },
    );
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    let settled = false;
    let run: Promise<ActionOutcome<unknown>> | undefined;
    act(() => {
      run = result.current.block.run(12).finally(() => {
        settled = true;
      });
    });
    await waitFor(() => expect(server.requestsTo('GET', '/card/card')).toHaveLength(2));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('alertdialog', { name: CARD_UPDATED })).not.toBeInTheDocument();
    expect(result.current.block.pending).toBe(true);
    expect(settled).toBe(false);

    reread.resolve({ status: 200, body: { results: [] } });
    await act(async () => {
      await run;
    });
    expect(screen.getByRole('alertdialog', { name: CARD_UPDATED })).toBeInTheDocument();
    expect(result.current.block.pending).toBe(false);
  });

  it('reads a list read whole again unless the write says it changes nothing such a list sums', async () => {
    const server = fakeServer({
      'GET /card/card': () => ({ status: 200, body: { results: { rows: [1], pages: 1 } } }),
      'POST /card/card/12/status/block': () => ({ status: 200, body: {} }),
    });
    const { result } = renderHook(
      () => ({
        page: useApiQuery('/card/card', { page: 1 }),
        whole: useAllPages('/card/card', {
          select: (answer: { rows: number[]; pages: number }) => ({ rows: answer.rows, totalPages: answer.pages }),
        }),
        memo: useApiAction(blockCard, { revalidate: ['/card/card'], revalidateWholeLists: false }),
        block: useApiAction(blockCard, { revalidate: ['/card/card'] }),
      }),
      { wrapper: harnessFor(server.client) },
    );
    await waitFor(() => expect(result.current.whole.data).toEqual([1]));
    await waitFor(() => expect(result.current.page.data).toEqual({ rows: [1], pages: 1 }));
    const reads = () => {
      const asked = server.requestsTo('GET', '/card/card');
      const whole = asked.filter((request) => request.query.get('page_size') === '100').length;
      return { page: asked.length - whole, whole };
    };
    expect(reads()).toEqual({ page: 1, whole: 1 });
    await act(() => result.current.memo.run(12));
    expect(reads()).toEqual({ page: 2, whole: 1 });
    await act(() => result.current.block.run(12));
    expect(reads()).toEqual({ page: 3, whole: 2 });
  });

  it("dismisses the previous attempt's failure toast as soon as a new attempt starts", async () => {
    const answers = [deferred<Answer>(), deferred<Answer>()] as const;
    let call = 0;
    const server = fakeServer({
      'POST /card/card/7/status/block': () => {
        call += 1;
        return (call === 1 ? answers[0] : answers[1]).promise;
      },
    });
    const { result } = renderHook(() => useApiAction(blockCard, { failure: CARD_STATUS_FAILURE }), {
      wrapper: harnessFor(server.client),
    });
    let first: Promise<ActionOutcome<unknown>> | undefined;
    act(() => {
      first = result.current.run(7);
    });
    answers[0].resolve({ status: 400, body: { results: { error: 'Card is already blocked' } } });
    await act(async () => {
      await first;
    });
    expect(await screen.findByRole('alertdialog', { name: 'Card is already blocked' })).toBeInTheDocument();

    let second: Promise<ActionOutcome<unknown>> | undefined;
    act(() => {
      second = result.current.run(7);
    });
    expect(result.current.pending).toBe(true);
    expect(screen.queryByRole('alertdialog', { name: 'Card is already blocked' })).not.toBeInTheDocument();
    answers[1].resolve({ status: 200, body: {} });
    await act(async () => {
      await expect(second).resolves.toMatchObject({ status: 'done' });
    });
  });
});

describe('useApiRowAction', () => {
  beforeAll(preloadToastRegion);

  it('sends a second row’s request while the first is on its way, keeps each row pending until its own answer, and ignores a row pressed twice', async () => {
    const seven = deferred<Answer>();
    const eight = deferred<Answer>();
    const server = fakeServer({
      'POST /card/card/7/status/block': () => seven.promise,
      'POST /card/card/8/status/block': () => eight.promise,
    });
    const { result } = renderHook(() => useApiRowAction(blockCard, { success: CARD_UPDATED }), {
      wrapper: harnessFor(server.client),
    });
    let firstRun: Promise<ActionOutcome<unknown>> | undefined;
    let secondRun: Promise<ActionOutcome<unknown>> | undefined;
    let again: ActionOutcome<unknown> | undefined;
    await act(async () => {
      firstRun = result.current.run(7);
      secondRun = result.current.run(8);
      again = await result.current.run(7);
    });
    expect(again).toEqual({ status: 'ignored' });
    expect(server.requests.map((request) => request.path)).toEqual([
      '/card/card/7/status/block',
      '/card/card/8/status/block',
    ]);
    expect(result.current.isPending(7)).toBe(true);
    expect(result.current.isPending(8)).toBe(true);

    eight.resolve({ status: 200, body: { results: { id: 8 } } });
    await act(async () => {
      await expect(secondRun).resolves.toMatchObject({ status: 'done' });
    });
    expect(result.current.isPending(8)).toBe(false);
    expect(result.current.isPending(7)).toBe(true);

    seven.resolve({ status: 200, body: { results: { id: 7 } } });
    await act(async () => {
      await expect(firstRun).resolves.toMatchObject({ status: 'done' });
    });
    expect(result.current.isPending(7)).toBe(false);
  });
});
