import type { FastifyInstance } from 'fastify';
import * as input from '../../../common/api/input/security-sessions';
import { endSessions, getSessions } from '../../../common/api/security-sessions';
import { STEP_UP_KIND } from '../../../common/security';
import { badField, notLoggedIn, requireRealUser } from '../../errors';
import { messages } from '../../i18n/messages';
import type { SecurityDeps } from '../../security/factors';
import { withStepUpWhenProtected } from '../../security/step-up';
import { endSessions as endUserSessions, openSessions, type SessionsToEnd } from '../../security/user-session-list';
import type { SessionResolver, SessionsEnded } from '../../sessions';
import { registerEndpoint } from '../route';
import { securityContextOf } from '../security-context';

// The sessions screen's calls (common/api/security-sessions.ts): thin, server/security/user-session-list.ts decides.

export interface SessionRoutesDeps extends SecurityDeps {
  sessions: SessionResolver;
  /** Told once sessions ended, so no node keeps serving them from its cache. */
  sessionsEnded: SessionsEnded;
}

export function registerSessionRoutes(app: FastifyInstance, deps: SessionRoutesDeps): void {
  const { db, clock, sessions } = deps;

  registerEndpoint(app, sessions, getSessions, input.getSessions, async ({ user, request }) => {
    requireRealUser(user);
    const list = await openSessions(db, clock, user.id, request.token);
    return list.map((session) => ({
      id: session.id,
      device_id: session.deviceId,
      user_agent: session.userAgent,
      address: session.address,
      created_at: session.createdAt.getTime(),
      last_seen_at: session.lastSeenAt.getTime(),
      current: session.current,
    }));
  });

  registerEndpoint(app, sessions, endSessions, input.endSessions, async ({ user, request, input: body, succeedWith }) => {
    requireRealUser(user);
    const token = request.token;
    if (token === null) throw notLoggedIn();
    if ((body.id === undefined) === (body.all_others !== true)) throw badField('id', 'required');
    const which: SessionsToEnd = body.id === undefined ? { allOthers: true } : { id: body.id };
    const context = securityContextOf(request);
    const end = { userId: user.id, which, currentToken: token, context };
    const steppedUp = { userId: user.id, kind: STEP_UP_KIND.END_SESSIONS, token: body.step_up_token, context };
    const ended = await withStepUpWhenProtected(deps, steppedUp, (tx) => endUserSessions(tx, clock, end));
    deps.sessionsEnded(user.id);
    succeedWith(messages.sessionsEnded);
    return { ended };
  });
}
