import type { SecurityEvent } from './security';

// The inbox (issue 34): the record of everything Meridian tells a user, whether or not a push reached a device. Each
// entry names its kind and carries the facts it is about (`detail`); the app words it in the reader's language at
// read time, so an entry reads right after a language change. Kinds grow with the areas that notify.

export const NOTIFICATION_KIND = {
  /** A sign-in from a device the account had not signed in from (detail: user_agent, address). */
  NEW_DEVICE_SIGN_IN: 'new_device_sign_in',
  /** A change of the account's security settings (detail: event, a SecurityEvent, and its factor if any). */
  SECURITY_CHANGE: 'security_change',
} as const;
export type NotificationKind = (typeof NOTIFICATION_KIND)[keyof typeof NOTIFICATION_KIND];

/** The facts of an entry, by kind; values are plain, for the app to word. */
export interface NotificationDetails {
  new_device_sign_in: { user_agent: string | null; address: string | null };
  security_change: { event: SecurityEvent; factor?: string };
}

/** Entries of the inbox a page holds. */
export const INBOX_PAGE_SIZE = 20;
