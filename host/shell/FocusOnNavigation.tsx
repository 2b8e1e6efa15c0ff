import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to show its heading (lazy module, then its first data). */
const HEADING_WAIT_MS = 10_000;

/**
 * Focuses `main h1` (made focusable with tabIndex -1) once it is in the document — unless the new page
 * has already put focus somewhere of its own inside `main` (a code screen focuses its code field).
 */
function focusMainHeadingWhenShown(): () => void {
  const tryFocus = () => {
    const active = document.activeElement;
    if (active && active !== document.body && document.querySelector('main')?.contains(active)) return true;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: false });
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * After each client-side route change (never on the first load), moves focus to the new page's main
 * heading, so a screen reader names the page and the keyboard starts from it.
 */
export function FocusOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    return focusMainHeadingWhenShown();
  }, [pathname]);
  return null;
}
