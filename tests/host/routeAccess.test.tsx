import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazy, Suspense, type JSX } from 'react';
import { ThemeProvider } from 'spend-ui';
import { can, ViewerProvider, type Capability, type User } from 'spend-ui/features';
import { BETA_FEATURES, CAPABILITIES } from '../../features/access/capabilities.js';
import { routeTable, sidebarLinks, type AuthenticatedRoute } from '../../host/routes.js';
import { RoleGate } from '../../host/RoleGate.js';
import { NotAvailableForRole } from '../../host/StatusScreens.js';
import { useRouteTitle } from '../../host/shell/useDocumentTitle.js';
import { PublicLayout } from '../../host/layout/PublicLayout.js';

const authenticatedRoutes = routeTable.filter((entry): entry is AuthenticatedRoute => entry.access === 'authenticated');
const authenticatedPaths = authenticatedRoutes.map((entry) => entry.path);
const capabilityOf = (path: string): Capability | undefined =>
  authenticatedRoutes.find((entry) => entry.path === path)?.capability;

const withEveryBetaFeature = (roleFields: User): User => ({
  ...roleFields,
  dashboard_ready: true,
  company_setting: { beta_features_enabled: true, beta_features: Object.values(BETA_FEATURES) },
});

describe('the role check of the route table', () => {
  it('every authenticated route names a capability, and only authenticated routes do', () => {
    for (const entry of routeTable) {
      if (entry.access === 'authenticated') expect(CAPABILITIES, entry.path).toContain(entry.capability);
      else expect(Object.keys(entry), entry.path).not.toContain('capability');
    }
  });

  // Which routes each role may open (with the company's beta features switched on).
  // prettier-ignore
  const allowedByRole: Record<string, [boolean, boolean, boolean, boolean]> = {
    //                                 role 1  role 2  role 3  role 4
    '/':                              [true,   true,   true,   true ],
    '/transactions':                  [true,   true,   true,   true ],
    '/accounts/:currency':            [true,   true,   false,  false],
    '/user-profile':                  [true,   true,   true,   true ],
    '/receipt-approval':              [true,   false,  true,   false],
    '/cards':                         [true,   true,   true,   true ],
    '/payments/:action?':             [true,   true,   false,  false],
    '/recipients/:action?':           [true,   true,   false,  false],
    '/team':                          [true,   false,  true,   false],
    '/withdrawals-cashback':          [true,   true,   false,  false],
    '/settings/organization-setup':   [true,   false,  false,  false],
    '/settings/connect-bank-account': [true,   false,  false,  false],
    '/bank/transactions':             [true,   true,   false,  false],
  };

  it('lists every authenticated route in the expectations below', () => {
    expect(Object.keys(allowedByRole)).toEqual(authenticatedPaths);
  });

  for (const [index, role] of [1, 2, 3, 4].entries()) {
    it(`role ${role} may open exactly its routes`, () => {
      const user = withEveryBetaFeature({ permission_level: role });
      const allowed = authenticatedPaths.filter((path) => {
        const capability = capabilityOf(path);
        return capability !== undefined && can(user, capability);
      });
      expect(allowed).toEqual(authenticatedPaths.filter((path) => allowedByRole[path]?.[index]));
    });
  }

  it('role 1 and 3 may not open /receipt-approval without the RECEIPT_APPROVAL beta feature', () => {
    expect(capabilityOf('/receipt-approval')).toBe('receipt-approval.view');
    for (const role of [1, 3]) {
      expect(can({ permission_level: role }, 'receipt-approval.view')).toBe(false);
      expect(can(withEveryBetaFeature({ permission_level: role }), 'receipt-approval.view')).toBe(true);
    }
  });

  it('only authenticated routes have a sidebar entry', () => {
    for (const entry of routeTable) {
      if (entry.access !== 'authenticated') expect(Object.keys(entry), entry.path).not.toContain('sidebar');
    }
  });
});

describe('the sidebar, read from the route table', () => {
  const labels = (user: User) =>
    sidebarLinks()
      .filter((link) => can(user, link.capability))
      .map((link) => link.label);

  it('keeps the spec order and shows each role its links (access-settings-banking.md §2, §6)', () => {
    expect(labels(withEveryBetaFeature({ permission_level: 1 }))).toEqual([
      'Transactions',
      'Receipt Approval',
      'Cards',
      'Payments',
      'Recipients',
      'Team',
      'Withdrawals/Cashback',
      'Settings',
    ]);
    expect(labels(withEveryBetaFeature({ permission_level: 2 }))).toEqual([
      'Transactions',
      'Cards',
      'Payments',
      'Recipients',
      'Withdrawals/Cashback',
    ]);
    expect(labels(withEveryBetaFeature({ permission_level: 3 }))).toEqual([
      'Transactions',
      'Receipt Approval',
      'Cards',
      'Team',
    ]);
    expect(labels(withEveryBetaFeature({ permission_level: 4 }))).toEqual(['Transactions', 'Cards']);
    expect(labels({ permission_level: 1 })).not.toContain('Receipt Approval');
  });

  it("each link leads to its route and asks the capability the spec's role table reads for it", () => {
    expect(sidebarLinks().map(({ href, capability, page }) => ({ href, capability, page }))).toEqual([
      { href: '/transactions', capability: 'transactions.view', page: 'Transactions' },
      { href: '/receipt-approval', capability: 'receipt-approval.view', page: 'Receipt Approval Requests' },
      { href: '/cards', capability: 'cards.view', page: 'Cards' },
      { href: '/payments', capability: 'payments.make', page: 'Payments' },
      { href: '/recipients', capability: 'recipients.manage', page: 'Recipients' },
      { href: '/team', capability: 'team.view', page: 'Team' },
      { href: '/withdrawals-cashback', capability: 'withdrawals-cashback.view', page: 'Withdrawals/Cashback' },
      { href: '/settings/organization-setup', capability: 'settings.manage', page: 'Settings' },
    ]);
  });

  it('a link to a route with an optional parameter leaves it out', () => {
    const payments: AuthenticatedRoute = {
      path: '/payments/:action?',
      access: 'authenticated',
      capability: 'payments.make',
      sidebar: 'Payments',
      page: 'Payments',
      screen: { kind: 'not-built' },
    };
    expect(sidebarLinks([payments]).map((link) => link.href)).toEqual(['/payments']);
  });
});

describe('RoleGate', () => {
  function renderGate(user: User, load: () => Promise<{ default: () => JSX.Element }>) {
    const Page = lazy(load);
    return render(
      <ThemeProvider>
        <ViewerProvider user={user}>
          <RoleGate capability="team.view">
            <Suspense fallback={<p>Loading</p>}>
              <Page />
            </Suspense>
          </RoleGate>
        </ViewerProvider>
      </ThemeProvider>,
    );
  }
  const teamPage = () => Promise.resolve({ default: () => <h1>Team</h1> });

  it('shows "not available for your role" with a link home, and never loads the page module', () => {
    const load = vi.fn(teamPage);
    const { unmount } = renderGate({ permission_level: 4 }, load);
    expect(screen.getByRole('heading', { level: 1, name: 'Not available for your role' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Not available for your role · Spend');
    expect(screen.queryByRole('heading', { name: 'Team' })).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    unmount();
    expect(document.title).not.toBe('Not available for your role · Spend');
  });

  it('a page opened after a refused one keeps its own title (the refusal gives back no stale title)', () => {
    function Route({ page, refused }: { page: string; refused: boolean }) {
      useRouteTitle(page);
      return refused ? <NotAvailableForRole /> : <h1>{page}</h1>;
    }
    const { rerender } = render(
      <ThemeProvider>
        <Route key="/accounts/USD" page="Account" refused />
      </ThemeProvider>,
    );
    expect(document.title).toBe('Not available for your role · Spend');
    rerender(
      <ThemeProvider>
        <Route key="/user-profile" page="Profile" refused={false} />
      </ThemeProvider>,
    );
    expect(document.title).toBe('Profile · Spend');
  });

  it('shows the page to a role that may use it', async () => {
    const load = vi.fn(teamPage);
    renderGate({ permission_level: 3 }, load);
    expect(await screen.findByRole('heading', { name: 'Team' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading', { name: 'Not available for your role' })).not.toBeInTheDocument();
  });

  it('refuses a route that names no capability', () => {
    render(
      <ThemeProvider>
        <ViewerProvider user={{ permission_level: 1 }}>
          <RoleGate capability={undefined}>
            <p>Secret</p>
          </RoleGate>
        </ViewerProvider>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Not available for your role' })).toBeInTheDocument();
    expect(screen.queryByText('Secret')).not.toBeInTheDocument();
  });
});

describe('the open layout', () => {
  it('gives a signed-in user a link to the dashboard, and nobody else', () => {
    const { rerender } = render(
      <ThemeProvider>
        <PublicLayout showHomeLink>
          <h1>Currency calculator</h1>
        </PublicLayout>
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
    rerender(
      <ThemeProvider>
        <PublicLayout>
          <h1>Currency calculator</h1>
        </PublicLayout>
      </ThemeProvider>,
    );
    expect(screen.queryByRole('link', { name: 'Go to the dashboard' })).not.toBeInTheDocument();
  });

  it('gives a signed-out visitor of an open page the ways in: sign in and register', () => {
    render(
      <ThemeProvider>
        <PublicLayout showAccountLinks>
          <h1>Currency calculator</h1>
        </PublicLayout>
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });
});
