import { lazy, Suspense, useState } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Button, DialogTrigger } from 'spend-ui';
import { NOTIFICATIONS, useNotifications } from 'spend-ui/features';

/**
 * The drawer and its list load when it is first opened, not with the frame. Until they are in, focus
 * stays on the button (the drawer takes it when it mounts and gives it back on close).
 */
const NotificationsPanel = lazy(() => import('./NotificationsPanel.js'));

/**
 * The top bar's notifications: a drawer listing the session's live notices, newest first ("No
 * Notifications" while there are none). The button shows how many arrived.
 */
export function NotificationsButton() {
  const { entries } = useNotifications();
  // Once opened, the drawer stays mounted (so it can play its closing transition).
  const [wanted, setWanted] = useState(false);
  return (
    <DialogTrigger onOpenChange={(open) => open && setWanted(true)}>
      <Button variant="secondary" size="sm">
        {NOTIFICATIONS}
        {entries.length > 0 && ` (${entries.length})`}
      </Button>
      {wanted && (
        <Suspense
          fallback={
            <VisuallyHidden role="status" aria-live="polite">
              Loading notifications
            </VisuallyHidden>
          }
        >
          <NotificationsPanel />
        </Suspense>
      )}
    </DialogTrigger>
  );
}
