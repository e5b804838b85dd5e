import type { FastifyInstance } from 'fastify';
import * as input from '../../../common/api/input/notify';
import {
  getInbox,
  getSettings,
  getUnreadCount,
  getVapidKey,
  markRead,
  pushSubscribe,
  pushUnsubscribe,
  saveSettings,
} from '../../../common/api/notify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { badField } from '../../errors';
import { inboxPage, markRead as markEntriesRead, unreadCount } from '../../notify/inbox';
import { notifySettings, saveNotifySettings } from '../../notify/notify-settings';
import { subscribePush, unsubscribePush } from '../../notify/push-subscriptions';
import type { SessionResolver } from '../../sessions';
import { registerEndpoint } from '../route';

// The notification calls (common/api/notify.ts, issue 34): thin, server/notify decides. Every signed-in user has an
// inbox, settings and push devices, demo accounts too; each call is about the caller's own only.

export interface NotifyRoutesDeps {
  db: Database;
  clock: Clock;
  sessions: SessionResolver;
  /** The VAPID public key browsers subscribe with (server/notify/vapid.ts). */
  vapidPublicKey: string;
  /** Where a push's tap opens the app: PUBLIC_ORIGIN, or the origin the subscribing request came to. */
  publicOrigin: string | undefined;
}

export function registerNotifyRoutes(app: FastifyInstance, deps: NotifyRoutesDeps): void {
  const { db, clock, sessions } = deps;
  const on = (flag: '0' | '1' | undefined) => (flag === undefined ? undefined : flag === '1');

  registerEndpoint(app, sessions, getInbox, input.getInbox, ({ user, input: query }) => inboxPage(db, user.id, query.page));

  registerEndpoint(app, sessions, getUnreadCount, input.getUnreadCount, async ({ user }) => ({ unread: await unreadCount(db, user.id) }));

  registerEndpoint(app, sessions, markRead, input.markRead, async ({ user, input: body }) => {
    // Exactly one of the two: the listed entries, or all of them (all=0 says nothing, as if it were not sent).
    const all = body.all === '1';
    if ((body.ids === undefined) === !all) throw badField('ids', 'required');
    const which = all ? 'all' : (body.ids ?? '').split(',').map(Number);
    return { unread: await markEntriesRead(db, clock, user.id, which) };
  });

  registerEndpoint(app, sessions, getSettings, input.getSettings, ({ user }) => notifySettings(db, clock, user.id));

  registerEndpoint(app, sessions, saveSettings, input.saveSettings, ({ user, input: body, request }) => {
    const quietGiven = [body.quiet_enabled, body.quiet_from, body.quiet_to, body.time_zone].some((value) => value !== undefined);
    const quiet = quietGiven
      ? { enabled: on(body.quiet_enabled), from: body.quiet_from, to: body.quiet_to, timeZone: body.time_zone }
      : undefined;
    return saveNotifySettings(db, clock, user.id, { kind: body.kind, push: on(body.push), email: on(body.email), quiet }, request.lang);
  });

  registerEndpoint(app, sessions, getVapidKey, input.getVapidKey, () => ({ key: deps.vapidPublicKey }));

  registerEndpoint(app, sessions, pushSubscribe, input.pushSubscribe, async ({ user, input: body, request }) => {
    // A signed-in call always has its token; without one there is no session to tie the device to.
    if (!request.token) throw badField('endpoint', 'invalid');
    const id = await subscribePush(db, clock, {
      userId: user.id,
      sessionToken: request.token,
      endpoint: body.endpoint,
      p256dh: body.p256dh,
      auth: body.auth,
      lang: request.lang,
      origin: deps.publicOrigin ?? `${request.protocol}://${request.host}`,
      userAgent: request.headers['user-agent'] ?? null,
    });
    return { id };
  });

  registerEndpoint(app, sessions, pushUnsubscribe, input.pushUnsubscribe, async ({ user, input: body }) => ({
    removed: await unsubscribePush(db, user.id, { id: body.id, endpoint: body.endpoint }),
  }));
}
