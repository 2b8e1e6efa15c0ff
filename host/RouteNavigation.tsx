import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { NavigationProvider, type Navigation } from 'spend-ui/features';

/** Fills the features' navigation seam from react-router for the route it wraps. */
export function RouteNavigation({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const navigation = useMemo<Navigation>(
    () => ({
      pathname: location.pathname,
      searchParams: new URLSearchParams(location.search),
      params,
      navigate: (href, options) => void navigate(href, { replace: options?.replace }),
      // The first entry of a visit has the key "default": there is nothing in the app to go back to.
      back: (fallbackHref) =>
        void (location.key === 'default' ? navigate(fallbackHref, { replace: true }) : navigate(-1)),
    }),
    [navigate, location.pathname, location.search, location.key, params],
  );
  return <NavigationProvider navigation={navigation}>{children}</NavigationProvider>;
}
