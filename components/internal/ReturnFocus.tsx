import { useLayoutEffect, useRef } from 'react';

/**
 * Rendered inside a popup or modal: gives focus back to the element focused when it opened, right after
 * it leaves the page with focus inside it. react-aria's FocusScope restores focus a frame later; in a
 * modal drawer, the drawer's dialog may take the focus lost to <body> meanwhile (then it is taken back).
 * Render it before the popup's own content, so its effect sees the focus before the popup's autofocus
 * moves it.
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
        const { activeElement } = document;
        // Lost to the page, or taken by a container of where it was (a modal drawer's dialog).
        const lost =
          activeElement === null ||
          activeElement === document.body ||
          (activeElement !== returnTo && activeElement.contains(returnTo));
        if (lost && returnTo.isConnected) returnTo.focus({ preventScroll: true });
      });
    };
  }, []);
  return <span ref={marker} hidden />;
}
