import type { NotificationKind } from '../notify';
import { endpoint } from './endpoint';
import type * as input from './input/admin-notify';
import type { InboxEntry } from './notify';
import { ANY_OPERATOR } from './operator-roles';
import type { Page } from './page';

// The operators' side of notifications (issue 34): how the pushes and emails of each kind fared over a period, and
// a customer's notification history in the customer view. Both read the inbox and its deliveries as they are (tables
// notifications and notification_deliveries); nothing is counted aside. Reading, for every operator.

const read = { auth: true, encoding: 'form', roles: ANY_OPERATOR } as const;

/** What a delivery of an entry (a push to one device, or an email) came to: server/db/migrations/0122_web_push.sql. */
export type DeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed' | 'gone' | 'quiet';
export type DeliveryChannel = 'push' | 'email';

/** The pushes of some entries, by what became of them. */
export interface PushFigures {
  /** Handed to a push service at least once (delivered, failed, gone, or waiting to be tried again). */
  sent: number;
  /** Taken by the push service (it does not say whether the device showed it). */
  delivered: number;
  /** Refused or unreachable after every try, or lost with a node that stopped. */
  failed: number;
  /** The push service said the device no longer exists (or it was removed first): the device is removed. */
  gone: number;
  /** Held by the customer's quiet hours: not sent (the inbox still has the entry). */
  quiet: number;
  /** Queued and not yet come to an end (pending or in flight). */
  waiting: number;
}

/** The emails of some entries (a kind the customer asked to have emailed), by what became of them. */
export interface EmailFigures {
  /** Handed to the mailer at least once. */
  sent: number;
  /** Taken by the mailer. */
  delivered: number;
  failed: number;
  waiting: number;
}

/** A kind's figures, or the totals: the entries recorded and what became of their pushes and emails. */
export interface DeliveryFigures {
  entries: number;
  push: PushFigures;
  email: EmailFigures;
}

export interface KindDeliveryFigures extends DeliveryFigures {
  kind: NotificationKind;
}

export interface NotifyDeliveryFigures {
  /**
   * The period (epoch ms, from inclusive, to exclusive; without a `to` asked, now, included): entries recorded in it,
   * and their deliveries whenever made.
   */
  from: number;
  to: number;
  /** Every kind, in the order of NOTIFICATION_KINDS, those with nothing in the period too. */
  kinds: KindDeliveryFigures[];
  totals: DeliveryFigures;
  /** The devices that receive pushes now, and the customers they belong to. */
  devices: { devices: number; customers: number };
}

/**
 * Delivery figures per kind over a period: entries recorded from `from` (inclusive) to `to` (exclusive), epoch ms;
 * by default the last 7 days of the product's calendar, today included, to now. A period that ends before it starts,
 * or longer than NOTIFY_FIGURES_MAX_DAYS, is refused.
 */
export const adminNotifyDeliveryFigures = endpoint<NotifyDeliveryFigures, typeof input.adminNotifyDeliveryFigures>()({
  ...read,
  method: 'GET',
  path: '/admin/api/notify/delivery_figures',
});
/** The longest period the figures are summed over, in days. */
export const NOTIFY_FIGURES_MAX_DAYS = 366;
/** The days the figures span when no period is given, today included. */
export const NOTIFY_FIGURES_DEFAULT_DAYS = 7;

/** A push or an email of an entry, as it stands. */
export interface CustomerNotificationDelivery {
  id: number;
  channel: DeliveryChannel;
  status: DeliveryStatus;
  /** How many times it was tried. */
  attempts: number;
  /** Why it failed or went (the push service's answer), or null. */
  error: string | null;
  /** Epoch ms of its last change. */
  updated_at: number;
}

/** An entry of the customer's inbox, worded by the console (common/notify-text) from its facts, with its deliveries. */
export interface CustomerNotification extends Pick<InboxEntry, 'id' | 'kind' | 'detail' | 'link' | 'created_at'> {
  /** Epoch ms when the customer read it, or null. */
  read_at: number | null;
  /** Oldest first; none when the customer had no device and no email for the kind. */
  deliveries: CustomerNotificationDelivery[];
}

/** The customer's inbox, newest first, 20 a page, each entry with its deliveries; an unknown customer is not found. */
export const adminCustomerNotifications = endpoint<Page<CustomerNotification>, typeof input.adminCustomerNotifications>()({
  ...read,
  method: 'GET',
  path: '/admin/api/customers/notifications',
});
