import { useLayoutEffect, useRef } from 'react';

/**
 * Rendered inside a popup: gives focus back to the element focused when the popup opened, right after
 * the popup leaves the page with focus inside it. react-aria's FocusScope restores focus a frame later;
 * in a modal drawer, the drawer's dialog may take the focus lost to <body> meanwhile. Render it before the
 * popup's own content, so its effect sees the focus before the popup's autofocus moves it.
 */
export function ReturnFocus() {
  const marker = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const returnTo = document.activeElement;
    // The popup's element, read while mounted (refs are detached before cleanups run).
    const popup = marker.current?.parentElement;
    return () => {
      if (!(returnTo instanceof HTMLElement) || !popup?.contains(document.activeElement)) return;
      // After the commit (a modal popup's page is inert until its cleanup), before any timer or frame.
      queueMicrotask(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (lost && returnTo.isConnected) returnTo.focus({ preventScroll: true });
      });
    };
  }, []);
  return <span ref={marker} hidden />;
}
