import type { FastifyInstance } from 'fastify';
import * as input from '../../../common/api/input/notify';
import { getInbox, getUnreadCount, markRead } from '../../../common/api/notify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { badField } from '../../errors';
import { inboxPage, markRead as markEntriesRead, unreadCount } from '../../notify/inbox';
import type { SessionResolver } from '../../sessions';
import { registerEndpoint } from '../route';

// The inbox's calls (common/api/notify.ts, issue 34): thin, server/notify/inbox.ts decides. Every signed-in user has
// an inbox, demo accounts too; each call is about the caller's own entries only.

export interface NotifyRoutesDeps {
  db: Database;
  clock: Clock;
  sessions: SessionResolver;
}

export function registerNotifyRoutes(app: FastifyInstance, deps: NotifyRoutesDeps): void {
  const { db, clock, sessions } = deps;

  registerEndpoint(app, sessions, getInbox, input.getInbox, ({ user, input: query }) => inboxPage(db, user.id, query.page));

  registerEndpoint(app, sessions, getUnreadCount, input.getUnreadCount, async ({ user }) => ({ unread: await unreadCount(db, user.id) }));

  registerEndpoint(app, sessions, markRead, input.markRead, async ({ user, input: body }) => {
    // Exactly one of the two: the listed entries, or all of them (all=0 says nothing, as if it were not sent).
    const all = body.all === '1';
    if ((body.ids === undefined) === !all) throw badField('ids', 'required');
    const which = all ? 'all' : (body.ids ?? '').split(',').map(Number);
    return { unread: await markEntriesRead(db, clock, user.id, which) };
  });
}
