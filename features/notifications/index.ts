export * from './liveMessage.js';
export * from './backoff.js';
export * from './LiveChannel.js';
export * from './useSequentialAnnouncer.js';
export * from './NotificationsProvider.js';
export * from './NotificationsList.js';
// The texts a host composing these widgets shows around them.
export { NOTIFICATIONS } from './messages.js';
