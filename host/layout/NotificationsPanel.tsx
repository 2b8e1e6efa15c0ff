import { Drawer } from 'spend-ui';
import { NOTIFICATIONS, NotificationsList } from 'spend-ui/features';

/** The notifications drawer's content: loaded when the drawer is first opened (NotificationsDrawer.tsx). */
export default function NotificationsPanel() {
  return (
    <Drawer title={NOTIFICATIONS}>
      <NotificationsList />
    </Drawer>
  );
}
