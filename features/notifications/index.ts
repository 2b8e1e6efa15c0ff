export { NotificationsProvider, useNotifications } from './NotificationsProvider.js';
export type { NotificationsProviderProps, NotificationsValue, NotificationEntry } from './NotificationsProvider.js';
export { NotificationsList } from './NotificationsList.js';
export { NOTIFICATIONS } from './messages.js';
