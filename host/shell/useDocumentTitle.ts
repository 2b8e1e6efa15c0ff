import { useEffect, useLayoutEffect } from 'react';

/** The document title of a page: "Cards · Spend". */
export const documentTitle = (page: string) => `${page} · Spend`;

/** The route's own title, set in a layout effect: it runs before any screen's passive effect below. */
export function useRouteTitle(page: string) {
  useLayoutEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}

/**
 * A screen that stands in for the route's page (the login screen on a signed-out visit, "Not available
 * for your role", 404) names itself: a passive effect, so it wins over the route's title, which it
 * gives back when it goes — unless a new route has titled the page since (its layout effect runs
 * before this cleanup on a navigation). Null leaves the title as it is.
 */
export function useDocumentTitle(page: string | null) {
  useEffect(() => {
    if (page === null) return;
    const routeTitle = document.title;
    const ownTitle = documentTitle(page);
    document.title = ownTitle;
    return () => {
      if (document.title === ownTitle) document.title = routeTitle;
    };
  }, [page]);
}
