import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiProvider, useApiQuery, type QueryParams } from 'spend-ui/features';
import { apiQueryKey } from '../../../features/api/useApiQuery.js';
import { ApiHarness, deferred, fakeServer, harnessFor, type Answer } from './fakeServer.js';

const cardList = z.object({ card: z.array(z.object({ id: z.number(), card_name: z.string() })) });
type CardList = z.infer<typeof cardList>;

function CardNames({ path = '/card/card', query }: { path?: string | null; query?: QueryParams }) {
  const { data, error } = useApiQuery<CardList>(path, query, { schema: cardList });
  if (error) return <p role="alert">Cards could not be loaded</p>;
  if (!data) return <p>Loading</p>;
  return (
    <ul aria-label="Cards">
      {data.card.map((card) => (
        <li key={card.id}>{card.card_name}</li>
      ))}
    </ul>
  );
}

describe('apiQueryKey', () => {
  it('is [path, query] without unset values, and null without a path', () => {
    expect(apiQueryKey('/card/card', { blocked: false, search: undefined, scope: null })).toEqual([
      '/card/card',
      { blocked: false },
    ]);
    expect(apiQueryKey('/card/card', { search: undefined })).toEqual(['/card/card', null]);
    expect(apiQueryKey('/card/card')).toEqual(['/card/card', null]);
    expect(apiQueryKey(null, { page: 1 })).toBeNull();
    expect(apiQueryKey('', { page: 1 })).toBeNull();
  });
});

describe('useApiQuery', () => {
  it('sends one request for {a: undefined} and {} (one cache entry), with the unset value left out', async () => {
    const server = fakeServer({ 'GET /card/card': () => ({ status: 200, body: { results: { card: [] } } }) });
    render(
      <ApiHarness client={server.client}>
        <CardNames query={{ search: undefined }} />
        <CardNames query={{}} />
        <CardNames />
      </ApiHarness>,
    );
    await waitFor(() => expect(screen.getAllByRole('list', { name: 'Cards' })).toHaveLength(3));
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.url).toBe('/api/v1/card/card');
  });

  it('unwraps the results envelope', async () => {
    const server = fakeServer({
      'GET /card/card': () => ({ status: 200, body: { results: { card: [{ id: 1, card_name: 'Travel' }] } } }),
    });
    render(
      <ApiHarness client={server.client}>
        <CardNames query={{ blocked: false }} />
      </ApiHarness>,
    );
    expect(await screen.findByRole('listitem')).toHaveTextContent('Travel');
    expect(server.requests[0]?.url).toBe('/api/v1/card/card?blocked=false');
  });

  it('gives readers of one path with different schemas their own parse of the answer', async () => {
    const setting = { departments: [{ id: 1, name: 'Finance' }], banks: [{ id: 7, nickname: 'Payroll' }] };
    const server = fakeServer({ 'GET /auth/company/setting': () => ({ status: 200, body: { results: setting } }) });
    const departmentsOnly = z.object({ departments: z.array(z.object({ id: z.number(), name: z.string() })) });
    const banksOnly = z.object({ banks: z.array(z.object({ id: z.number(), nickname: z.string() })) });
    const { result } = renderHook(
      () => ({
        departments: useApiQuery('/auth/company/setting', undefined, { schema: departmentsOnly }),
        banks: useApiQuery('/auth/company/setting', undefined, { schema: banksOnly }),
      }),
      { wrapper: harnessFor(server.client) },
    );
    await waitFor(() => expect(result.current.banks.data).toEqual({ banks: setting.banks }));
    await waitFor(() => expect(result.current.departments.data).toEqual({ departments: setting.departments }));
  });

  it("keeps the body as sent with envelope: 'keep'", async () => {
    const body = { results: { total: 3 }, count: 3 };
    const server = fakeServer({ 'GET /transactions': () => ({ status: 200, body }) });
    const { result } = renderHook(() => useApiQuery('/transactions', undefined, { envelope: 'keep' }), {
      wrapper: harnessFor(server.client),
    });
    await waitFor(() => expect(result.current.data).toEqual(body));
  });

  it("fails with an ApiError of kind 'shape' on a wrong shape: the screen shows its error, it does not crash", async () => {
    const server = fakeServer({
      'GET /card/card': () => ({ status: 200, body: { results: { card: [{ id: '1', name: 'Travel' }] } } }),
    });
    render(
      <ApiHarness client={server.client}>
        <CardNames />
      </ApiHarness>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Cards could not be loaded');
    const { result } = renderHook(() => useApiQuery('/card/card', undefined, { schema: cardList }), {
      wrapper: harnessFor(server.client),
    });
    await waitFor(() => expect(result.current.error).toMatchObject({ kind: 'shape', status: 200 }));
    expect(result.current.error?.message).toContain('card.0.id');
  });

  it('sends nothing for a null path', async () => {
    const server = fakeServer({ 'GET /card/card': () => ({ status: 200, body: { results: { card: [] } } }) });
    render(
      <ApiHarness client={server.client}>
        <CardNames path={null} />
        <CardNames />
      </ApiHarness>,
    );
    await screen.findByRole('list', { name: 'Cards' });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(server.requests.map((request) => request.path)).toEqual(['/card/card']);
  });

  it('does not retry after a 4xx answer nor a wrong shape, while a 5xx is retried', async () => {
    const server = fakeServer({
      'GET /missing': () => ({ status: 404, body: { detail: 'Not found.' } }),
      'GET /misshapen': () => ({ status: 200, body: { results: { card: 'not a list' } } }),
      'GET /broken': () => ({ status: 500, body: { detail: 'Server error' } }),
    });
    // A tiny retry interval so that the 5xx retries within the test; the 4xx rule is the provider's.
    const timings = { dedupeMs: 0, retryDelayMs: 1 };
    function Both() {
      useApiQuery('/missing');
      useApiQuery('/misshapen', undefined, { schema: cardList });
      useApiQuery('/broken');
      return null;
    }
    render(
      <ApiProvider client={server.client} timings={timings}>
        <Both />
      </ApiProvider>,
    );
    await waitFor(() => expect(server.requestsTo('GET', '/broken').length).toBeGreaterThanOrEqual(3));
    expect(server.requestsTo('GET', '/missing')).toHaveLength(1);
    expect(server.requestsTo('GET', '/misshapen')).toHaveLength(1);
  });

  it("clears the cache when the session changes: the first session's answer never shows in the second", async () => {
    const employeeAnswer = deferred<Answer>();
    let call = 0;
    const server = fakeServer({
      'GET /auth/user': () => {
        call += 1;
        return call === 1 ? { status: 200, body: { results: { name: 'Admin Ada' } } } : employeeAnswer.promise;
      },
    });
    const renders: Array<{ session: string; name: string | undefined }> = [];
    function WhoAmI({ session }: { session: string }) {
      const { data } = useApiQuery<{ name: string }>('/auth/user');
      renders.push({ session, name: data?.name });
      return <p>{data?.name ?? 'Loading'}</p>;
    }
    const { rerender } = render(
      <ApiHarness client={server.client} session="admin">
        <WhoAmI session="admin" />
      </ApiHarness>,
    );
    expect(await screen.findByText('Admin Ada')).toBeInTheDocument();

    rerender(
      <ApiHarness client={server.client} session="employee">
        <WhoAmI session="employee" />
      </ApiHarness>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await waitFor(() => expect(server.requests).toHaveLength(2));
    employeeAnswer.resolve({ status: 200, body: { results: { name: 'Employee Eve' } } });
    expect(await screen.findByText('Employee Eve')).toBeInTheDocument();

    const employeeRenders = renders.filter((entry) => entry.session === 'employee');
    expect(employeeRenders.length).toBeGreaterThan(1);
    expect(employeeRenders.map((entry) => entry.name)).not.toContain('Admin Ada');
  });
});

describe('the query result', () => {
  it('is the kit’s own: data, error, isLoading, isRefreshing and a reload that settles and never rejects', async () => {
    const second = deferred<Answer>();
    let answers = 0;
    const server = fakeServer({
      'GET /card/card': () => {
        answers += 1;
        return answers === 1
          ? { status: 200, body: { results: { card: [{ id: 1, card_name: 'Travel' }] } } }
          : second.promise;
      },
    });
    const { result } = renderHook(() => useApiQuery<CardList>('/card/card', undefined, { schema: cardList }), {
      wrapper: harnessFor(server.client),
    });
    expect(Object.keys(result.current).sort()).toEqual(['data', 'error', 'isLoading', 'isRefreshing', 'reload']);
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data?.card[0]?.card_name).toBe('Travel'));
    expect(result.current.isRefreshing).toBe(false);
    let reloading: Promise<void> | undefined;
    act(() => {
      reloading = result.current.reload();
    });
    await waitFor(() => expect(result.current.isRefreshing).toBe(true));
    expect(result.current.isLoading).toBe(false);
    second.resolve({ status: 500, body: { detail: 'Server error' } });
    await act(async () => {
      await expect(reloading).resolves.toBeUndefined();
    });
    await waitFor(() => expect(result.current.error?.status).toBe(500));
    // The answer on screen stays while the failure is reported.
    expect(result.current.data?.card[0]?.card_name).toBe('Travel');
  });

  it('does not ask again when the window regains focus', async () => {
    const server = fakeServer({ 'GET /card/card': () => ({ status: 200, body: { results: { card: [] } } }) });
    render(
      <ApiHarness client={server.client}>
        <CardNames />
      </ApiHarness>,
    );
    await screen.findByRole('list', { name: 'Cards' });
    // SWR starts a focus revalidation in the event's own task.
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
      await Promise.resolve();
    });
    expect(server.requests).toHaveLength(1);
  });

  it('polls at the interval the current answer asks for', async () => {
    let checks = 0;
    const server = fakeServer({
      'GET /bank/bank': () => {
        checks += 1;
        return { status: 200, body: { results: { verified: checks >= 3 } } };
      },
    });
    const { result } = renderHook(
      () =>
        useApiQuery<{ verified: boolean }>('/bank/bank', undefined, {
          pollInterval: (data) => (data?.verified ? 0 : 5),
        }),
      { wrapper: harnessFor(server.client) },
    );
    await waitFor(() => expect(result.current.data?.verified).toBe(true));
    expect(server.requests).toHaveLength(3);
  });
});
