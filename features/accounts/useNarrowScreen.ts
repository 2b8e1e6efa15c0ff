import { useSyncExternalStore } from 'react';
import { breakpoints } from 'spend-ui';

/** Below the md breakpoint (a phone): the screens show what matters first instead of every column. */
const NARROW_QUERY = `(max-width: ${breakpoints.md - 1}px)`;

const narrowQuery = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(NARROW_QUERY) : null);

function subscribe(onChange: () => void) {
  const query = narrowQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the viewport is phone-sized (below 768 px), following resizes. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => narrowQuery()?.matches ?? false,
    () => false,
  );
}
