import * as z from 'zod/mini';
import { NOTIFICATION_KINDS } from '../../notify';
import { isPushEndpoint, isTimeZone, PUSH_AUTH, PUSH_P256DH, TIME_OF_DAY } from '../../push';
import { noInput, page, positiveIntegerColumn, ruled } from './fields';

// What the notification calls of ../notify.ts accept: the inbox, the settings, the devices that take pushes.

export const getInbox = z.object({ page });

export const getUnreadCount = z.object({});

/** At most a page's entries by id, comma-separated (`12,13,20`), or `all=1`; the route refuses neither and both. */
export const markRead = z.object({
  ids: z.optional(ruled(z.string().check(z.regex(/^[1-9]\d{0,14}(,[1-9]\d{0,14}){0,99}$/)), 'closed')),
  all: z.optional(ruled(z.enum(['0', '1']), 'closed')),
});

/** A switch: "1" on, "0" off. */
const onOff = ruled(z.enum(['0', '1']), 'closed');
const timeOfDay = ruled(z.string().check(z.regex(TIME_OF_DAY)), 'closed');
const endpoint = ruled(z.string().check(z.refine(isPushEndpoint, 'not an https push endpoint')), 'closed');

export const getSettings = noInput;

/**
 * Changes one kind's switches (`kind` with `push` and/or `email`), the quiet hours (`quiet_enabled`, `quiet_from`,
 * `quiet_to`, `time_zone`), or both; what is not given stays as it was.
 */
export const saveSettings = z.object({
  kind: z.optional(ruled(z.enum(NOTIFICATION_KINDS), 'closed')),
  push: z.optional(onOff),
  email: z.optional(onOff),
  quiet_enabled: z.optional(onOff),
  quiet_from: z.optional(timeOfDay),
  quiet_to: z.optional(timeOfDay),
  time_zone: z.optional(ruled(z.string().check(z.refine(isTimeZone, 'not a time zone')), 'closed')),
});

export const getVapidKey = noInput;

/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
export const pushSubscribe = z.object({
  endpoint,
  p256dh: ruled(z.string().check(z.regex(PUSH_P256DH)), 'closed'),
  auth: ruled(z.string().check(z.regex(PUSH_AUTH)), 'closed'),
});

/** A device turned off: by its id (the settings' list) or its endpoint (this browser); the route wants one. */
export const pushUnsubscribe = z.object({
  id: z.optional(positiveIntegerColumn),
  endpoint: z.optional(endpoint),
});
