import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { BrowserRouter, useHref, useNavigate, type NavigateFunction } from 'react-router-dom';
import { RouterProvider } from 'react-aria';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { GlobalStyles, ThemeProvider, ToastProvider } from 'spend-ui';
import { ApiProvider, createApiClient, isApiError, type ApiClient } from 'spend-ui/features';
import { SessionProvider, SessionStore, createUnauthorizedHandler } from './session/index.js';
import { AppRoutes } from './routes.js';
import { HostContext, type HostSettings } from './HostContext.js';
import type { DemoAccount } from './demo.js';

export interface AppProps {
  /** Base of every API path: VITE_API_URL, or /api/v1 on the same origin. */
  apiBaseUrl: string;
  /** Demo accounts listed on the login screen (demo mode only). */
  demoAccounts?: DemoAccount[];
  /** Where the session persists; the browser's localStorage by default. */
  storage?: Storage;
}

/** SWR for the whole host: the client as fetcher, endpoint paths as keys, no retry on 4xx answers. */
export function swrConfigFor(client: ApiClient): SWRConfiguration {
  return {
    fetcher: (key: string) => client.get(key),
    shouldRetryOnError: (error: unknown) => !(isApiError(error) && error.status >= 400 && error.status < 500),
    revalidateOnFocus: false,
  };
}

/** Lets react-aria links (spend-ui's Link, links in menus) navigate with react-router, client-side. */
function RouterBridge({ navigation, children }: { navigation: NavigationHolder; children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigation.attach(navigate);
  }, [navigate, navigation]);
  return (
    <RouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

/** Where the host navigates from outside React (the 401 redirect); the router fills it in. */
export class NavigationHolder {
  private navigate: NavigateFunction | null = null;

  /** The router hands over its navigate function once mounted. */
  attach(navigate: NavigateFunction) {
    this.navigate = navigate;
  }

  /** Client-side navigation when the router is mounted, a page load otherwise. */
  go(path: string) {
    if (this.navigate) void this.navigate(path, { replace: true });
    else window.location.assign(path);
  }
}

/** Session store, API client and navigation holder of one host instance. */
export function createHostServices(apiBaseUrl: string, storage: Storage | undefined) {
  const navigation = new NavigationHolder();
  const store = new SessionStore({ storage, reload: () => window.location.reload() });
  const onUnauthorized = createUnauthorizedHandler({
    clearSession: () => store.logout(),
    redirectToLogin: () => navigation.go('/login'),
  });
  const client = createApiClient({ baseUrl: apiBaseUrl, getToken: store.getToken, onUnauthorized });
  store.connect(client);
  return { store, client, navigation };
}

/** The host: theme, router, API client, session, SWR and the route table. */
export function App({ apiBaseUrl, demoAccounts, storage }: AppProps) {
  const [{ store, client, navigation }] = useState(() =>
    createHostServices(apiBaseUrl, storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage)),
  );
  const swrConfig = useMemo(() => swrConfigFor(client), [client]);
  const settings = useMemo<HostSettings>(
    () => ({ demoAccounts, reload: () => window.location.reload() }),
    [demoAccounts],
  );

  return (
    <ThemeProvider>
      <GlobalStyles />
      <BrowserRouter>
        <RouterBridge navigation={navigation}>
          <ApiProvider client={client}>
            <SessionProvider store={store}>
              <SWRConfig value={swrConfig}>
                <HostContext.Provider value={settings}>
                  <ToastProvider>
                    <AppRoutes />
                  </ToastProvider>
                </HostContext.Provider>
              </SWRConfig>
            </SessionProvider>
          </ApiProvider>
        </RouterBridge>
      </BrowserRouter>
    </ThemeProvider>
  );
}
