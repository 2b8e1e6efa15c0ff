import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider, ToastProvider } from 'spend-ui';
import { ApiProvider, createApiClient, ViewerProvider, type User } from 'spend-ui/features';
import { AppLayout } from '../../host/layout/AppLayout.js';
import { sidebarLinks } from '../../host/routes.js';
import { SessionProvider, SessionStore, SESSION_STORAGE_KEY } from '../../host/session/index.js';

const admin: User = {
  name: 'Olivia Chen',
  email: 'admin@northwind.example',
  permission_level: 1,
  dashboard_ready: true,
};

const external: User = {
  name: 'Daniel Okafor',
  email: 'external@harbourfront.example',
  role: 'ExternalUser',
  external_user: true,
  dashboard_ready: true,
  user_companies: [
    { id: 1, company_name: 'Northwind Supply Co.', selected: true },
    { id: 2, company_name: 'Maple Leaf Logistics Inc.', selected: false },
  ],
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The signed-in frame at `path` over a session of `user`; /login shows a stand-in login screen. */
function renderFrame(user: User, path: string, page: string, fetch: typeof globalThis.fetch = async () => json({})) {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'token', username: user.name, user }));
  const reload = vi.fn();
  const store = new SessionStore({ storage: localStorage, reload });
  const client = createApiClient({ baseUrl: '/api/v1', getToken: store.getToken, fetch });
  store.connect(client);
  const frame = (
    <ViewerProvider user={user}>
      <AppLayout page={page} links={sidebarLinks()}>
        <h1>{page}</h1>
      </AppLayout>
    </ViewerProvider>
  );
  render(
    <ThemeProvider>
      <ToastProvider>
        <ApiProvider client={client} session="test">
          <SessionProvider store={store}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/" element={frame} />
                <Route path="/transactions" element={frame} />
                <Route path="/login" element={<h1>Login</h1>} />
              </Routes>
            </MemoryRouter>
          </SessionProvider>
        </ApiProvider>
      </ToastProvider>
    </ThemeProvider>,
  );
  return { store, reload, fetch };
}

/** The sidebar, opened with the top bar's menu button (jsdom lays the frame out as a narrow screen). */
async function openSidebar() {
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  return within(screen.getByRole('complementary', { name: 'Sidebar' }));
}

beforeEach(() => {
  localStorage.clear();
});

describe('the signed-in frame', () => {
  it('marks the sidebar entry of the page shown as current: Transactions on /', async () => {
    renderFrame(admin, '/', 'Transactions');
    const nav = (await openSidebar()).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Transactions' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '/transactions');
    expect(within(nav).getByRole('link', { name: 'Cards' })).not.toHaveAttribute('aria-current');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Transactions', 'Cards', 'Payments', 'Recipients', 'Team', 'Withdrawals/Cashback', 'Settings']);
  });

  it("the sidebar's Logout signs out and goes to /login", async () => {
    const { store } = renderFrame(admin, '/transactions', 'Transactions');
    const sidebar = await openSidebar();
    await userEvent.click(sidebar.getByRole('button', { name: /^Logout Olivia/ }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(store.getSnapshot()).toMatchObject({ token: null, logged: false });
  });

  it("the top bar's Logout signs out and goes to /login as well", async () => {
    const { store } = renderFrame(admin, '/', 'Transactions');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(store.getSnapshot()).toMatchObject({ token: null, logged: false });
  });

  it('shows no company switcher to a user who is not external', async () => {
    renderFrame(admin, '/', 'Transactions');
    expect((await openSidebar()).queryByRole('button', { name: /Company/ })).not.toBeInTheDocument();
  });

  it("an external user's switch is posted, the user read again is stored (a new cache), then the page reloads", async () => {
    const switched: User = {
      ...external,
      user_companies: [
        { id: 1, company_name: 'Northwind Supply Co.', selected: false },
        { id: 2, company_name: 'Maple Leaf Logistics Inc.', selected: true },
      ],
    };
    const calls: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${String(input)}`);
      return json({ results: calls.length === 1 ? {} : switched });
    });
    const { store, reload } = renderFrame(external, '/', 'Transactions', fetch);
    const sidebar = await openSidebar();
    await userEvent.click(sidebar.getByRole('button', { name: /Company/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Maple Leaf Logistics Inc.' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(calls).toEqual(['POST /api/v1/auth/users/external/company/2', 'GET /api/v1/auth/user']);
    expect(store.getSnapshot().user?.user_companies?.find((company) => company.selected)?.id).toBe(2);
  });
});
