// The inbox's pieces other features show (issue 34): the bell with its unread count, the key and count query the
// inbox screen shares with it, marking entries read, and the bridge to the service worker's notifications.
export { InboxBell } from './InboxBell';
export { NotificationBridge } from './NotificationBridge';
export { markReadMutation, notifyKey, unreadCountQuery } from './queries';
export { useMarkRead } from './useMarkRead';
