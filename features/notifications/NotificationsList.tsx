import { centralDateTime } from '../format/index.js';
import { LIVE_STATUS_TEXTS, NO_NOTIFICATIONS } from './messages.js';
import { EntryList, EntryTime, StatusLine } from './Notifications.styles.js';
import { useNotifications } from './NotificationsProvider.js';

/** The notifications drawer's content: the live notices of the session, newest first, and the channel's state. */
export function NotificationsList() {
  const { entries, status } = useNotifications();
  return (
    <>
      <StatusLine data-status={status}>{LIVE_STATUS_TEXTS[status]}</StatusLine>
      {entries.length === 0 ? (
        <p>{NO_NOTIFICATIONS}</p>
      ) : (
        <EntryList>
          {entries.map((entry) => (
            <li key={entry.id} data-message-type={entry.messageType}>
              <strong>{entry.title}</strong>
              <span>{entry.message}</span>
              <EntryTime dateTime={new Date(entry.receivedAt).toISOString()}>
                {centralDateTime(entry.receivedAt)}
              </EntryTime>
            </li>
          ))}
        </EntryList>
      )}
    </>
  );
}
