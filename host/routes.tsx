import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { generatePath, matchPath, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { onboardingStep, ViewerProvider, type Capability, type User } from 'spend-ui/features';
import { useSession, useSessionStore, type SessionStore } from './session/index.js';
import { NotBuiltYet } from './notBuilt.js';
import { ErrorFallback, NotFound, PreparingDashboard, RouteErrorBoundary } from './StatusScreens.js';
import { RouteNavigation } from './RouteNavigation.js';
import { PublicLayout } from './layout/PublicLayout.js';
import type { SidebarLink } from './layout/Sidebar.js';
import { RoleGate } from './RoleGate.js';
import { useDocumentTitle, useRouteTitle } from './shell/useDocumentTitle.js';

/**
 * Route classes (access-settings-banking.md §2):
 * - `public-only`: signed-in users are sent to /;
 * - `open`: anyone; the session check is skipped on e-mail verification;
 * - `authenticated`: signed-out users get the login screen; signed-in users pass the onboarding gate,
 *   then the role check of the route's capability.
 */
export type RouteClass = 'public-only' | 'open' | 'authenticated';

/** A screen: a lazily loaded route module (and its loader, to start it early), or the "not built yet" placeholder. */
export type RouteScreen =
  { kind: 'module'; Page: LazyExoticComponent<ComponentType>; load: () => Promise<unknown> } | { kind: 'not-built' };

interface RouteRow {
  path: string;
  /** The page's name: the document title, the placeholder's heading, the sidebar's current link. */
  page: string;
  screen: RouteScreen;
}

/** A route anyone may open, signed in or not (apart from the class's redirect). */
export interface SignedOutRoute extends RouteRow {
  access: Exclude<RouteClass, 'authenticated'>;
}

/** A route of the signed-in app: what its page needs, and its sidebar entry if it has one. */
export interface AuthenticatedRoute extends RouteRow {
  access: 'authenticated';
  /**
   * What the page needs (the role tables of the spec and the README's rulings). A signed-in user
   * without it gets the "not available for your role" screen, the page is not loaded, and the sidebar
   * does not show the route's entry.
   */
  capability: Capability;
  /** The sidebar's label for the route; the sidebar lists the labelled routes in the table's order. */
  sidebar?: string;
}

/** One row per route: the router, the role gate and the sidebar all read it. */
export type RouteEntry = SignedOutRoute | AuthenticatedRoute;

const module = (load: () => Promise<{ default: ComponentType }>): RouteScreen => ({
  kind: 'module',
  Page: lazy(load),
  load,
});
/** A feature page named by its domain's entry, loaded with that domain only. */
function featurePage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): RouteScreen {
  return module(() => load().then((loaded) => ({ default: loaded[name] })));
}

const transactionsPage = featurePage(() => import('spend-ui/features/transactions'), 'TransactionsPage');

// prettier-ignore
/** Every route of the product, at a glance. The sidebar's entries keep the spec's order (§2, §6). */
export const routeTable: readonly RouteEntry[] = [
  // path                                   class                    capability                               sidebar entry                    page                               screen
  { path: '/login',                         access: 'public-only',                                                                             page: 'Login',                     screen: module(() => import('./pages/LoginPage.js')) },
  { path: '/two-step-verification',         access: 'public-only',                                                                             page: 'Two-step verification',     screen: module(() => import('./pages/TwoStepVerificationPage.js')) },
  { path: '/phone-verification',            access: 'public-only',                                                                             page: 'Phone verification',        screen: module(() => import('./pages/PhoneVerificationPage.js')) },
  { path: '/register',                      access: 'public-only',                                                                             page: 'Register',                  screen: module(() => import('./pages/RegisterPage.js')) },
  { path: '/forgot-password',               access: 'public-only',                                                                             page: 'Forgot password',           screen: module(() => import('./pages/ForgotPasswordPage.js')) },
  { path: '/reset-password/:token',         access: 'public-only',                                                                             page: 'Reset password',            screen: module(() => import('./pages/ResetPasswordPage.js')) },
  { path: '/email-verification/:token',     access: 'open',                                                                                    page: 'Email verification',        screen: module(() => import('./pages/EmailVerificationPage.js')) },
  { path: '/CurrencyCalculator',            access: 'open',                                                                                    page: 'Currency calculator',       screen: featurePage(() => import('spend-ui/features/fx'), 'CurrencyCalculator') },
  { path: '/terms',                         access: 'open',                                                                                    page: 'Terms of Service',          screen: module(() => import('./pages/TermsPage.js')) },
  { path: '/privacy',                       access: 'open',                                                                                    page: 'Privacy Policy',            screen: module(() => import('./pages/PrivacyPage.js')) },
  { path: '/',                              access: 'authenticated', capability: 'transactions.view',                                          page: 'Transactions',              screen: transactionsPage },
  { path: '/transactions',                  access: 'authenticated', capability: 'transactions.view',         sidebar: 'Transactions',         page: 'Transactions',              screen: transactionsPage },
  { path: '/accounts/:currency',            access: 'authenticated', capability: 'accounts.view',                                              page: 'Account',                   screen: module(() => import('./pages/AccountPage.js')) },
  { path: '/user-profile',                  access: 'authenticated', capability: 'profile.view',                                               page: 'Profile',                   screen: featurePage(() => import('spend-ui/features/accounts'), 'ProfilePage') },
  { path: '/receipt-approval',              access: 'authenticated', capability: 'receipt-approval.view',     sidebar: 'Receipt Approval',     page: 'Receipt Approval Requests', screen: featurePage(() => import('spend-ui/features/receipts'), 'ReceiptApprovalPage') },
  { path: '/cards',                         access: 'authenticated', capability: 'cards.view',                sidebar: 'Cards',                page: 'Cards',                     screen: featurePage(() => import('spend-ui/features/cards'), 'CardsPage') },
  { path: '/payments/:action?',             access: 'authenticated', capability: 'payments.make',             sidebar: 'Payments',             page: 'Payments',                  screen: featurePage(() => import('spend-ui/features/payments'), 'PaymentsPage') },
  { path: '/recipients/:action?',           access: 'authenticated', capability: 'recipients.manage',         sidebar: 'Recipients',           page: 'Recipients',                screen: featurePage(() => import('spend-ui/features/recipients'), 'RecipientsPage') },
  { path: '/team',                          access: 'authenticated', capability: 'team.view',                 sidebar: 'Team',                 page: 'Team',                      screen: featurePage(() => import('spend-ui/features/team'), 'TeamPage') },
  { path: '/withdrawals-cashback',          access: 'authenticated', capability: 'withdrawals-cashback.view', sidebar: 'Withdrawals/Cashback', page: 'Withdrawals/Cashback',      screen: featurePage(() => import('spend-ui/features/cashback'), 'WithdrawalsCashbackPage') },
  { path: '/settings/organization-setup',   access: 'authenticated', capability: 'settings.manage',           sidebar: 'Settings',             page: 'Settings',                  screen: module(() => import('./pages/SettingsPage.js')) },
  { path: '/settings/connect-bank-account', access: 'authenticated', capability: 'bank-accounts.link',                                         page: 'Connect bank account',      screen: featurePage(() => import('spend-ui/features/banking'), 'ConnectBankAccountPage') },
  { path: '/bank/transactions',             access: 'authenticated', capability: 'bank-transactions.view',                                     page: 'Bank Transactions',         screen: featurePage(() => import('spend-ui/features/cashback'), 'BankTransactionsPage') },
];

/**
 * The sidebar's entries, in the table's order: the authenticated routes with a sidebar label. An
 * optional parameter is left out of the link (`/payments/:action?` → `/payments`).
 */
export function sidebarLinks(table: readonly RouteEntry[] = routeTable): SidebarLink[] {
  return table.flatMap((entry) =>
    entry.access === 'authenticated' && entry.sidebar
      ? [{ href: generatePath(entry.path), label: entry.sidebar, capability: entry.capability, page: entry.page }]
      : [],
  );
}

/** The routes still showing the "not built yet" placeholder (each later issue removes its own). */
export function notBuiltRoutes(table: readonly RouteEntry[] = routeTable): string[] {
  return table.filter((entry) => entry.screen.kind === 'not-built').map((entry) => entry.path);
}

/** The sidebar's entries, from the table (handed to the layout, which loads lazily from here). */
const SIDEBAR_LINKS = sidebarLinks();

const loadLoginPage = () => import('./pages/LoginPage.js');
const LoginPage = lazy(loadLoginPage);
// The signed-in frame and the onboarding gate stay out of the login screen's chunks (first paint of a
// signed-out visit): they load with the first signed-in screen.
const loadAppLayout = () => import('./layout/AppLayout.js');
const AppLayout = lazy(() => loadAppLayout().then((loaded) => ({ default: loaded.AppLayout })));
/** The signed-in session's query cache (SWR), which App loads once a session has a token. */
export const loadQueryCache = () => import('./QueryCache.js');
const OnboardingGate = lazy(() =>
  import('./onboarding/OnboardingGate.js').then((loaded) => ({ default: loaded.OnboardingGate })),
);

/**
 * Starts loading the modules of the screen a page load opens on while the app starts (the demo
 * backend, the session check), instead of after its first render: the login screen for a signed-out
 * visitor of an authenticated route, the query cache, the frame and the page for a signed-in one.
 * Settles when they have loaded or failed (a failed load shows through the screen itself).
 */
export function preloadFirstScreen(pathname: string, signedIn: boolean): Promise<unknown> {
  const entry = routeTable.find((candidate) => matchPath(candidate.path, pathname));
  const loads: Array<() => Promise<unknown>> = [];
  const page = entry?.screen.kind === 'module' ? entry.screen.load : null;
  if (entry?.access === 'authenticated') {
    if (!signedIn) loads.push(loadLoginPage);
    else loads.push(loadQueryCache, loadAppLayout, ...(page ? [page] : []));
  } else if (page && !(entry?.access === 'public-only' && signedIn)) loads.push(page);
  return Promise.allSettled(loads.map((load) => load()));
}

/** Whether a page load opens on the login screen: /login, or an authenticated route signed out. */
export function opensOnLogin(pathname: string, signedIn: boolean): boolean {
  if (signedIn) return false;
  const entry = routeTable.find((candidate) => matchPath(candidate.path, pathname));
  return entry?.path === '/login' || entry?.access === 'authenticated';
}

function Screen({ entry }: { entry: RouteEntry }) {
  if (entry.screen.kind === 'not-built') return <NotBuiltYet page={entry.page} />;
  const { Page } = entry.screen;
  return <Page />;
}

function Loaded({ entry, children }: { entry: RouteEntry; children: ReactNode }) {
  useRouteTitle(entry.page);
  return (
    <RouteErrorBoundary>
      <RouteNavigation>
        <Suspense fallback={<PreparingDashboard />}>{children}</Suspense>
      </RouteNavigation>
    </RouteErrorBoundary>
  );
}

/**
 * Where a signed-in visit to a public-only route goes: the authenticated page the server ended the
 * session on (signing in again after a 401 comes back to it), else the dashboard.
 */
export function afterSignIn(returnTo: string | null): string {
  if (!returnTo) return '/';
  const pathname = returnTo.split(/[?#]/, 1)[0] ?? '';
  const entry = routeTable.find((candidate) => matchPath(candidate.path, pathname));
  return entry?.access === 'authenticated' ? returnTo : '/';
}

function PublicOnly({ entry }: { entry: RouteEntry }) {
  const session = useSession();
  if (session.logged) return <Navigate to={afterSignIn(session.returnTo)} replace />;
  return (
    <PublicLayout>
      <Screen entry={entry} />
    </PublicLayout>
  );
}

function Open({ entry }: { entry: RouteEntry }) {
  const session = useSession();
  return (
    <PublicLayout showHomeLink={session.logged} showAccountLinks={!session.logged}>
      <Screen entry={entry} />
    </PublicLayout>
  );
}

/** A signed-out visit to an authenticated route: the login screen, titled as such. */
function LoginInstead() {
  useDocumentTitle('Login');
  return (
    <PublicLayout>
      <LoginPage />
    </PublicLayout>
  );
}

/** A signed-in session whose user has not been read: nothing is allowed (least privilege). */
const NO_USER: User = {};

function Authenticated({ entry }: { entry: AuthenticatedRoute }) {
  const session = useSession();
  const store = useSessionStore();
  if (session.loading) return <PreparingDashboard />;
  // The check on start got no answer: never a gate computed from the cleared flags.
  if (session.logged && session.checkFailed) return <ErrorFallback onRetry={() => void store.start()} />;
  if (!session.logged) return <LoginInstead />;
  return <SignedIn entry={entry} user={session.user ?? NO_USER} />;
}

function SignedIn({ entry, user }: { entry: AuthenticatedRoute; user: User }) {
  const store = useSessionStore();
  // Signed in and on a page: the page the session ended on is no longer to be gone back to.
  useEffect(() => {
    store.forgetReturnPath();
  }, [store]);
  if (onboardingStep(user) !== 'ready') {
    return (
      <ViewerProvider user={user}>
        <OnboardingGate />
      </ViewerProvider>
    );
  }
  // The page's module loads beside the layout's, not after it.
  // (A failed load shows through the page's own lazy component and the route's error boundary.)
  if (entry.screen.kind === 'module') entry.screen.load().catch(() => undefined);
  return (
    <ViewerProvider user={user}>
      <AppLayout page={entry.page} links={SIDEBAR_LINKS}>
        <RoleGate capability={entry.capability}>
          <Screen entry={entry} />
        </RoleGate>
      </AppLayout>
    </ViewerProvider>
  );
}

function Guarded({ entry }: { entry: RouteEntry }) {
  if (entry.access === 'authenticated') return <Authenticated entry={entry} />;
  return entry.access === 'public-only' ? <PublicOnly entry={entry} /> : <Open entry={entry} />;
}

/** The session check on start, on every route but e-mail verification (§2). */
export function startSessionCheck(store: SessionStore, pathname: string) {
  if (pathname.startsWith('/email-verification/')) store.skipCheck();
  else void store.start();
}

/** Runs the session check once on start (`startSessionCheck`) when the app is mounted. */
export function SessionCheckOnStart() {
  const store = useSessionStore();
  const { pathname } = useLocation();
  useEffect(() => {
    startSessionCheck(store, pathname);
    // Once per app start, whatever route it starts on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  return null;
}

/** The host's routes: the table above plus the not-found screen. */
export function AppRoutes() {
  return (
    <Routes>
      {routeTable.map((entry) => (
        <Route
          key={entry.path}
          path={entry.path}
          element={
            <Loaded key={entry.path} entry={entry}>
              <Guarded entry={entry} />
            </Loaded>
          }
        />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
