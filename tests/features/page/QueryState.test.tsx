import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from 'spend-ui';
import { ApiError, QueryState, type QueryResult } from 'spend-ui/features';

function query(partial: Partial<QueryResult<string[]>>): QueryResult<string[]> {
  return {
    data: undefined,
    error: undefined,
    isLoading: false,
    isRefreshing: false,
    reload: () => Promise.resolve(),
    ...partial,
  };
}

function renderState(result: QueryResult<string[]>) {
  return render(
    <ThemeProvider>
      <QueryState
        query={result}
        failure={{ server: (body) => (body as { detail?: string } | null)?.detail, fallback: 'Could not load.' }}
        loading={<p>Loading the list</p>}
        isEmpty={(list) => list.length === 0}
        empty={<p>Nothing yet</p>}
      >
        {(list) => (
          <ul aria-label="Names">
            {list.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
      </QueryState>
    </ThemeProvider>,
  );
}

describe('QueryState', () => {
  it('shows what loads until the first answer', () => {
    renderState(query({ isLoading: true }));
    expect(screen.getByText('Loading the list')).toBeInTheDocument();
  });

  it('shows the failure by the rule, with a Try again that asks again', async () => {
    const reload = vi.fn(() => Promise.resolve());
    const error = new ApiError({ status: 503, body: { detail: 'Down for maintenance.' }, kind: 'http' });
    renderState(query({ error, reload }));
    expect(screen.getByRole('alert')).toHaveTextContent('Down for maintenance.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback for a failure without an answer, and marks the retry pending while it runs', () => {
    const error = new ApiError({ status: 0, body: null, kind: 'network' });
    renderState(query({ error, isRefreshing: true }));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load.');
    expect(screen.getByRole('button', { name: /Try again/ })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the empty state for an empty answer, and the content otherwise — kept while a refresh fails', () => {
    const { unmount } = renderState(query({ data: [] }));
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    unmount();
    const error = new ApiError({ status: 500, body: null, kind: 'http' });
    renderState(query({ data: ['Ada', 'Grace'], error }));
    expect(screen.getByRole('list', { name: 'Names' })).toHaveTextContent('AdaGrace');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
