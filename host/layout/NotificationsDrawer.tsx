import { Button, DialogTrigger, Drawer } from 'spend-ui';
import { NOTIFICATIONS, NotificationsList, useNotifications } from 'spend-ui/features';

/**
 * The top bar's notifications: a drawer listing the session's live notices, newest first ("No
 * Notifications" while there are none). The button shows how many arrived.
 */
export function NotificationsButton() {
  const { entries } = useNotifications();
  return (
    <DialogTrigger>
      <Button variant="secondary" size="sm">
        {NOTIFICATIONS}
        {entries.length > 0 && ` (${entries.length})`}
      </Button>
      <Drawer title={NOTIFICATIONS}>
        <NotificationsList />
      </Drawer>
    </DialogTrigger>
  );
}
