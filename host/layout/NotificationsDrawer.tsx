import { Button, DialogTrigger, Drawer } from 'spend-ui';

/** The top bar's notifications: a drawer that says "No Notifications" while there are none. */
export function NotificationsButton() {
  return (
    <DialogTrigger>
      <Button variant="secondary" size="sm">
        Notifications
      </Button>
      <Drawer title="Notifications">
        <p>No Notifications</p>
      </Drawer>
    </DialogTrigger>
  );
}
