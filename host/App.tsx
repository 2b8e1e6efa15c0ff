import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useHref, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { RouterProvider } from 'react-aria';
import { GlobalStyles, ThemeProvider, ToastProvider } from 'spend-ui';
import {
  ApiClientProvider,
  BankLinkPickerProvider,
  NotificationsProvider,
  SignInProvider,
  createApiClient,
  type ApiClient,
  type BankLinkPicker,
} from 'spend-ui/features';
import {
  SessionProvider,
  SessionStore,
  createUnauthorizedHandler,
  useSession,
  useSessionStore,
  type SessionState,
} from './session/index.js';
import { AppRoutes, loadQueryCache, SessionCheckOnStart } from './routes.js';
import { HostContext, type HostSettings } from './HostContext.js';
import type { DemoAccount } from './demo.js';
import type { DemoControls } from './demoControls.js';
import { SkipLink } from './shell/SkipLink.js';
import { DataRouter } from './shell/DataRouter.js';
import { FocusOnNavigation } from './shell/FocusOnNavigation.js';
import { PreparingStatusProvider } from './shell/PreparingStatus.js';
import { PreparingDashboard } from './StatusScreens.js';

const QueryCache = lazy(loadQueryCache);

export interface AppProps {
  /** Base of every API path: VITE_API_URL, or /api/v1 on the same origin. */
  apiBaseUrl: string;
  /** API requests wait for it (the demo backend starting); none: they go out at once. */
  apiReady?: Promise<unknown>;
  /** Demo accounts listed on the login screen (demo mode only). */
  demoAccounts?: DemoAccount[];
  /**
   * The account picker of automatic bank linking: the provider's SDK, or the demo backend's in demo mode.
   * None: the linking flow offers manual linking only.
   */
  bankLinkPicker?: BankLinkPicker;
  /** The demo's stand-ins for the provider: approving an application, an incoming transfer (demo mode only). */
  demoControls?: DemoControls;
  /** Where the session persists; the browser's localStorage by default. */
  storage?: Storage;
  /** The live channel's WebSocket URL (`liveChannelUrl()`); none: no live notices. */
  liveUrl?: string | null;
  /**
   * Services made before the first render, whose session check has already started (`startSessionCheck`),
   * as host/main.tsx does so the check goes out while the screens' modules load. None: the app makes
   * them (from `apiBaseUrl`, `storage`, `apiReady`) and starts the check once mounted.
   */
  services?: HostServices;
}

/**
 * Whose answers the query cache holds: the token (a sign-in or sign-out changes it) and the company
 * acted for (an external user's switch changes it).
 */
export function sessionCacheKey(session: Pick<SessionState, 'token' | 'user'>): string | null {
  if (!session.token) return null;
  const company = session.user?.user_companies?.find((entry) => entry.selected)?.id ?? '';
  return `${session.token}|${company}`;
}

/**
 * The API and sign-in flow for the current session: a new session starts over an empty cache. Signed
 * out, the screens only write (sign-in, codes, reset): they get the client alone, and the query cache
 * (SWR) loads with the first signed-in screen. Either way a change of session mounts the screens again.
 */
function SessionApi({ client, liveUrl, children }: { client: ApiClient; liveUrl: string | null; children: ReactNode }) {
  const session = useSession();
  const store = useSessionStore();
  // The live channel runs only for a signed-in session whose check passed (closed while signed out).
  const liveToken = session.logged && !session.loading && !session.checkFailed ? session.token : null;
  const cacheKey = sessionCacheKey(session);
  const screens = (
    <NotificationsProvider url={liveUrl} token={liveToken ?? null}>
      <SignInProvider onSignedIn={(user) => store.signIn(user)}>{children}</SignInProvider>
    </NotificationsProvider>
  );
  if (cacheKey === null) return <ApiClientProvider client={client}>{screens}</ApiClientProvider>;
  return (
    <Suspense fallback={<PreparingDashboard />}>
      <QueryCache client={client} session={cacheKey}>
        {screens}
      </QueryCache>
    </Suspense>
  );
}

/** Lets react-aria links (spend-ui's Link, links in menus) navigate with react-router, client-side. */
function RouterBridge({ navigation, children }: { navigation: NavigationHolder; children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    navigation.attach(navigate);
  }, [navigate, navigation]);
  useEffect(() => {
    navigation.locate(`${pathname}${search}`);
  }, [pathname, search, navigation]);
  return (
    <RouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

/** Where the host navigates from outside React (the 401 redirect); the router fills it in. */
export class NavigationHolder {
  private navigate: NavigateFunction | null = null;
  private current: string | null = null;
  private pending: string | null = null;

  /** The router hands over its navigate function once mounted (and goes where it was sent before). */
  attach(navigate: NavigateFunction) {
    this.navigate = navigate;
    const pending = this.pending;
    this.pending = null;
    if (pending !== null) void navigate(pending, { replace: true });
  }

  /** The router tells where it is (path and query) on each change. */
  locate(path: string) {
    this.current = path;
  }

  /** Where the router is, as last told; before it is mounted, the page's own address. */
  here(): string | null {
    if (this.current !== null) return this.current;
    return typeof window === 'undefined' ? null : `${window.location.pathname}${window.location.search}`;
  }

  /**
   * Client-side navigation; sent before the router is mounted (the session check starts with the page),
   * it happens once the router is.
   */
  go(path: string) {
    if (this.navigate) void this.navigate(path, { replace: true });
    else this.pending = path;
  }
}

/** Session store, API client and navigation holder of one host instance. */
export interface HostServices {
  store: SessionStore;
  client: ApiClient;
  navigation: NavigationHolder;
}

/** Session store, API client and navigation holder of one host instance. */
export function createHostServices(
  apiBaseUrl: string,
  storage: Storage | undefined,
  apiReady?: Promise<unknown>,
): HostServices {
  const navigation = new NavigationHolder();
  const store = new SessionStore({ storage, reload: () => window.location.reload() });
  const onUnauthorized = createUnauthorizedHandler({
    // Signing in again goes back to the page the session ended on (issue 40 item 11).
    clearSession: () => store.endByServer(navigation.here()),
    redirectToLogin: () => navigation.go('/login'),
  });
  const client = createApiClient({ baseUrl: apiBaseUrl, getToken: store.getToken, onUnauthorized, ready: apiReady });
  store.connect(client);
  return { store, client, navigation };
}

/** The host: theme, router, session, toasts, the API for the session and the route table. */
export function App({
  apiBaseUrl,
  apiReady,
  demoAccounts,
  bankLinkPicker,
  demoControls,
  storage,
  liveUrl = null,
  services,
}: AppProps) {
  const [{ store, client, navigation }] = useState(
    () =>
      services ??
      createHostServices(
        apiBaseUrl,
        storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage),
        apiReady,
      ),
  );
  const settings = useMemo<HostSettings>(
    () => ({ demoAccounts, demoControls, reload: () => window.location.reload() }),
    [demoAccounts, demoControls],
  );

  return (
    <ThemeProvider>
      <GlobalStyles />
      <SkipLink />
      <DataRouter>
        <FocusOnNavigation />
        <RouterBridge navigation={navigation}>
          <SessionProvider store={store}>
            {!services && <SessionCheckOnStart />}
            <HostContext.Provider value={settings}>
              <ToastProvider>
                <PreparingStatusProvider>
                  <SessionApi client={client} liveUrl={liveUrl}>
                    {bankLinkPicker ? (
                      <BankLinkPickerProvider picker={bankLinkPicker}>
                        <AppRoutes />
                      </BankLinkPickerProvider>
                    ) : (
                      <AppRoutes />
                    )}
                  </SessionApi>
                </PreparingStatusProvider>
              </ToastProvider>
            </HostContext.Provider>
          </SessionProvider>
        </RouterBridge>
      </DataRouter>
    </ThemeProvider>
  );
}
