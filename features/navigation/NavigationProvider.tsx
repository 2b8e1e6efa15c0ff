import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/**
 * How a feature widget navigates and reads the URL without knowing the app's router. The host fills
 * it from react-router; another team fills it from theirs; stories use `MemoryNavigationProvider`.
 */
export interface Navigation {
  /** The current path, e.g. `/payments/now`. */
  pathname: string;
  /** The current query string. */
  searchParams: URLSearchParams;
  /** Parameters of the matched route, e.g. `{ action: 'now' }` for `/payments/:action?`. */
  params: Readonly<Record<string, string | undefined>>;
  /** Goes to an app path (`/payments/now`, `/withdrawals-cashback?tab=cashback-redemption`). */
  navigate: (href: string, options?: { replace?: boolean }) => void;
  /**
   * Goes back one entry when the visit came from inside the app (closing a URL-driven dialog),
   * otherwise to `fallbackHref`.
   */
  back: (fallbackHref: string) => void;
}

const NavigationContext = createContext<Navigation | null>(null);

type SearchUpdate = (change: (params: URLSearchParams) => void, options: { replace: boolean }) => void;

const SearchUpdateContext = createContext<SearchUpdate | null>(null);

export interface NavigationProviderProps {
  navigation: Navigation;
  children?: ReactNode;
}

/** Hands the app's navigation to the feature widgets below. */
export function NavigationProvider({ navigation, children }: NavigationProviderProps) {
  // Query writes made in one event (a tab and its page reset) each start from the query the previous
  // one wrote, not from the rendered one, which the router has not replaced yet.
  // Once the navigation renders again, its query is the truth again.
  const written = useRef<URLSearchParams | null>(null);
  const { pathname, searchParams, navigate } = navigation;
  useLayoutEffect(() => {
    written.current = null;
  }, [pathname, searchParams]);
  const updateSearch = useCallback<SearchUpdate>(
    (change, { replace }) => {
      const updated = new URLSearchParams(written.current ?? searchParams);
      change(updated);
      written.current = updated;
      const search = updated.toString();
      navigate(`${pathname}${search ? `?${search}` : ''}`, { replace });
    },
    [pathname, searchParams, navigate],
  );
  return (
    <NavigationContext.Provider value={navigation}>
      <SearchUpdateContext.Provider value={updateSearch}>{children}</SearchUpdateContext.Provider>
    </NavigationContext.Provider>
  );
}

/** The navigation of the nearest provider; throws when there is none. */
export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation must be used inside a <NavigationProvider>.');
  return navigation;
}

/** One route parameter, e.g. `useRouteParam('action')` is `'now'` on `/payments/now`. */
export function useRouteParam(name: string): string | undefined {
  return useNavigation().params[name];
}

/**
 * One query-string value and a setter that keeps the rest of the query (`null` removes it). The
 * setter replaces the history entry by default: a tab choice is not a page of its own.
 */
export function useSearchParam(
  name: string,
): [string | null, (value: string | null, options?: { replace?: boolean }) => void] {
  const value = useNavigation().searchParams.get(name);
  const updateSearch = useContext(SearchUpdateContext);
  const setValue = useCallback(
    (next: string | null, options: { replace?: boolean } = {}) => {
      if (!updateSearch) throw new Error('useSearchParam must be used inside a <NavigationProvider>.');
      updateSearch(
        (params) => {
          if (next === null) params.delete(name);
          else params.set(name, next);
        },
        { replace: options.replace ?? true },
      );
    },
    [name, updateSearch],
  );
  return [value, setValue];
}

/** Splits an href into path and query. */
export function parseHref(href: string): { pathname: string; searchParams: URLSearchParams } {
  const [path = '', query = ''] = href.split('?', 2);
  return { pathname: path || '/', searchParams: new URLSearchParams(query) };
}

export interface MemoryNavigationProviderProps {
  /** Where the widget starts, e.g. `/payments/now?tab=x`. */
  initialHref?: string;
  /**
   * Route parameters for a path: given the pathname, what the app's route table would match.
   * Default: none.
   */
  matchParams?: (pathname: string) => Record<string, string | undefined>;
  /** Called after every navigation (stories log it). */
  onNavigate?: (href: string) => void;
  children?: ReactNode;
}

/** Navigation kept in memory, for stories, tests and apps without a router. */
export function MemoryNavigationProvider({
  initialHref = '/',
  matchParams,
  onNavigate,
  children,
}: MemoryNavigationProviderProps) {
  const [history, setHistory] = useState<string[]>([initialHref]);
  const current = history[history.length - 1] ?? '/';
  const navigation = useMemo<Navigation>(() => {
    const { pathname, searchParams } = parseHref(current);
    return {
      pathname,
      searchParams,
      params: matchParams?.(pathname) ?? {},
      navigate: (href, options) => {
        setHistory((entries) => (options?.replace ? [...entries.slice(0, -1), href] : [...entries, href]));
        onNavigate?.(href);
      },
      back: (fallbackHref) => {
        setHistory((entries) => (entries.length > 1 ? entries.slice(0, -1) : [fallbackHref]));
        onNavigate?.(history.length > 1 ? (history[history.length - 2] ?? fallbackHref) : fallbackHref);
      },
    };
  }, [current, history, matchParams, onNavigate]);
  return <NavigationProvider navigation={navigation}>{children}</NavigationProvider>;
}
