import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryNavigationProvider, useNavigation, type MemoryNavigationProviderProps } from 'spend-ui/features';
import { parseHref, useRouteParam, useSearchParam } from '../../../features/navigation/NavigationProvider.js';

/** What a route table would match for the payments and recipients pages. */
const matchParams = (pathname: string) => {
  const payments = /^\/payments(?:\/([^/]+))?$/.exec(pathname);
  return payments ? { action: payments[1] } : {};
};

/** A URL-driven tab and dialog, as a payments page would have them. */
function PaymentsPage() {
  const navigation = useNavigation();
  const action = useRouteParam('action');
  const [tab, setTab] = useSearchParam('tab');
  return (
    <main>
      <p>
        Location: {navigation.pathname}
        {navigation.searchParams.size ? `?${navigation.searchParams.toString()}` : ''}
      </p>
      <p>Tab: {tab ?? 'none'}</p>
      <button type="button" onClick={() => setTab('scheduled')}>
        Scheduled tab
      </button>
      <button type="button" onClick={() => setTab('recurring', { replace: false })}>
        Recurring tab as a page
      </button>
      <button type="button" onClick={() => setTab(null)}>
        No tab
      </button>
      <button type="button" onClick={() => navigation.navigate('/payments/now')}>
        Pay now
      </button>
      {action === 'now' && (
        <section role="dialog" aria-label="Pay now">
          <button type="button" onClick={() => navigation.back('/payments')}>
            Close
          </button>
        </section>
      )}
    </main>
  );
}

function renderPayments(initialHref: string, onNavigate: MemoryNavigationProviderProps['onNavigate'] = vi.fn()) {
  render(
    <MemoryNavigationProvider initialHref={initialHref} matchParams={matchParams} onNavigate={onNavigate}>
      <PaymentsPage />
    </MemoryNavigationProvider>,
  );
  return { user: userEvent.setup(), onNavigate };
}

const location = () => screen.getByText(/^Location:/).textContent;

describe('parseHref', () => {
  it('splits an href into its path and query', () => {
    const { pathname, searchParams } = parseHref('/withdrawals-cashback?tab=cashback-redemption&page=2');
    expect(pathname).toBe('/withdrawals-cashback');
    expect(searchParams.get('tab')).toBe('cashback-redemption');
    expect(searchParams.get('page')).toBe('2');
    expect(parseHref('?tab=x').pathname).toBe('/');
  });
});

describe('MemoryNavigationProvider and its hooks', () => {
  it('gives the path, the query and the route parameters of where the widget starts', () => {
    renderPayments('/payments/now?tab=scheduled&currency=USD');
    expect(location()).toBe('Location: /payments/now?tab=scheduled&currency=USD');
    expect(screen.getByText('Tab: scheduled')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Pay now' })).toBeInTheDocument();
  });

  it('useRouteParam is undefined where the route has no such parameter', () => {
    const { result } = renderHook(() => useRouteParam('action'), {
      wrapper: ({ children }) => (
        <MemoryNavigationProvider initialHref="/recipients" matchParams={matchParams}>
          {children}
        </MemoryNavigationProvider>
      ),
    });
    expect(result.current).toBeUndefined();
  });

  it('useSearchParam writes one value, keeping the rest of the query, and removes it with null', async () => {
    const { user, onNavigate } = renderPayments('/payments?currency=USD');
    await user.click(screen.getByRole('button', { name: 'Scheduled tab' }));
    expect(screen.getByText('Tab: scheduled')).toBeInTheDocument();
    expect(location()).toBe('Location: /payments?currency=USD&tab=scheduled');
    await user.click(screen.getByRole('button', { name: 'No tab' }));
    expect(screen.getByText('Tab: none')).toBeInTheDocument();
    expect(location()).toBe('Location: /payments?currency=USD');
    expect(onNavigate).toHaveBeenLastCalledWith('/payments?currency=USD');
  });

  it('useSearchParam writes made in one event by different readers all land (none overwrites another)', async () => {
    function Filters() {
      const [, setTab] = useSearchParam('tab');
      const [, setPage] = useSearchParam('page');
      return (
        <button
          type="button"
          onClick={() => {
            setTab('scheduled');
            setPage(null);
          }}
        >
          Scheduled from the first page
        </button>
      );
    }
    render(
      <MemoryNavigationProvider initialHref="/payments?page=3&currency=USD" matchParams={matchParams}>
        <PaymentsPage />
        <Filters />
      </MemoryNavigationProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Scheduled from the first page' }));
    expect(location()).toBe('Location: /payments?currency=USD&tab=scheduled');
  });

  it('useSearchParam replaces the history entry by default: back leaves the page, not the tab', async () => {
    const { user } = renderPayments('/payments/now');
    await user.click(screen.getByRole('button', { name: 'Scheduled tab' }));
    expect(location()).toBe('Location: /payments/now?tab=scheduled');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(location()).toBe('Location: /payments');
  });

  it('useSearchParam adds a history entry when asked not to replace', async () => {
    const { user } = renderPayments('/payments/now?tab=scheduled');
    await user.click(screen.getByRole('button', { name: 'Recurring tab as a page' }));
    expect(location()).toBe('Location: /payments/now?tab=recurring');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(location()).toBe('Location: /payments/now?tab=scheduled');
  });

  it('back goes to the fallback when the visit started at the dialog', async () => {
    const { user, onNavigate } = renderPayments('/payments/now');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(location()).toBe('Location: /payments');
    expect(onNavigate).toHaveBeenLastCalledWith('/payments');
  });

  it('back goes back one entry when the dialog was opened within the app', async () => {
    const { user, onNavigate } = renderPayments('/payments?tab=scheduled');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(screen.getByRole('dialog', { name: 'Pay now' })).toBeInTheDocument();
    expect(onNavigate).toHaveBeenLastCalledWith('/payments/now');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(location()).toBe('Location: /payments?tab=scheduled');
    expect(onNavigate).toHaveBeenLastCalledWith('/payments?tab=scheduled');
  });

  it('useNavigation outside a provider says what is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useNavigation())).toThrow(
      'useNavigation must be used inside a <NavigationProvider>.',
    );
    vi.restoreAllMocks();
  });
});
