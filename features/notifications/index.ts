export * from './liveMessage.js';
export * from './backoff.js';
export * from './LiveChannel.js';
export * from './messages.js';
export * from './useSequentialAnnouncer.js';
export * from './NotificationsProvider.js';
export * from './NotificationsList.js';
