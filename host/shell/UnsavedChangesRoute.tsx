import { useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';
import { UnsavedChangesScope, useUnsavedChangesGuard } from 'spend-ui/features';
import { useSessionStore } from '../session/index.js';

/**
 * A page that asks before it is left with unsaved changes (issue 27 item 14): while a form inside it
 * reports changes, any navigation to another path — a link, the sidebar, the browser's Back or Forward —
 * is held by the router's blocker and the kit's question decides: Keep editing stays (the navigation is
 * dropped), Discard changes goes on. The page's own query changes (its tabs) pass, and so does the way
 * out of a session that has ended (logout, a 401). Needs the data router.
 */
export function UnsavedChangesRoute({ children }: { children: ReactNode }) {
  // The guard answers the blocker of the navigation it holds (the blocker reads the guard's forms).
  const heldNavigation = useRef<Blocker | null>(null);
  const guard = useUnsavedChangesGuard(
    () => heldNavigation.current?.proceed?.(),
    () => heldNavigation.current?.reset?.(),
  );
  const session = useSessionStore();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && guard.hasUnsaved() && session.getToken() !== null,
  );
  useEffect(() => {
    heldNavigation.current = blocker;
  });
  // The router hands its state to React in transitions, so a Keep editing (the blocker reset) and the next
  // held navigation can reach this component in one render: `state` stays 'blocked' throughout. Each held
  // navigation has a location object of its own, so the question is asked once per navigation held.
  const heldLocation = blocker.state === 'blocked' ? blocker.location : null;
  const { requestLeave } = guard;
  useEffect(() => {
    if (heldLocation) requestLeave();
  }, [heldLocation, requestLeave]);
  return <UnsavedChangesScope guard={guard}>{children}</UnsavedChangesScope>;
}
