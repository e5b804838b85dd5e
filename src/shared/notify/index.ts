// The inbox's pieces other features show (issue 34): the bell with its unread count, and the key and count query the
// inbox screen shares with it.
export { InboxBell } from './InboxBell';
export { notifyKey, unreadCountQuery } from './queries';
