import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { MAX_FRAME_BYTES } from '../../common/socket';
import { cachedSessions, type SessionCache } from '../account/session-cache';
import { userSessions } from '../account/user-sessions';
import { operatorSessions } from '../admin/operators';
import { localBus, type ClusterBus } from '../cluster/bus';
import { soleLeadership, type Leadership } from '../cluster/leadership';
import { clientErrorHandler, frameworkErrorHandler, isApiPath, registerErrorHandler } from '../http/error-handler';
import { registerDeclaredBodyLimit } from '../http/body-limit';
import { registerFormBodyParser } from '../http/form-body';
import { registerIdempotency } from '../http/idempotency';
import { registerRequestContext } from '../http/request-context';
import { registerSecurityHeaders } from '../http/security-headers';
import type { SessionResolver, SessionsEnded } from '../sessions';
import { SocketHub } from '../socket/hub';
import { OperatorHub } from '../socket/operator-hub';
import { socketErrorHandler } from '../socket/socket-errors';
import type { AppDeps } from './types';

// The app's first part (server/app.ts): what every area stands on. Fastify with its parsers, headers, error
// envelope and rate limit; the sessions; the cluster's bus and leadership (this node alone unless given); the two
// sockets. No domain service is made here.

export interface Infrastructure {
  http: FastifyInstance;
  sessions: SessionResolver;
  /** Ends a user's sessions everywhere once the change commits. */
  sessionsEnded: SessionsEnded;
  /** The users' cached sessions; absent when a test gave its own resolver. */
  sessionCache: SessionCache | undefined;
  bus: ClusterBus;
  leadership: Leadership;
  hub: SocketHub;
  operatorHub: OperatorHub;
}

export async function buildInfrastructure(deps: AppDeps): Promise<Infrastructure> {
  // The users' own sessions are cached (a resolver given by a test is asked every time, as it expects).
  const sessionCache = deps.sessions ? undefined : cachedSessions(userSessions(deps.db, deps.clock), deps.clock);
  const sessions = deps.sessions ?? sessionCache ?? userSessions(deps.db, deps.clock);
  const http = Fastify({
    logger: { level: deps.config.logLevel, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    genReqId: () => randomUUID().slice(0, 13),
    // JSON and form bodies are small; uploads go through multipart with their own limit.
    bodyLimit: 64 * 1024,
    trustProxy: deps.config.trustProxy ?? false,
    // What the router and Node's parser refuse before any route still answers the envelope.
    frameworkErrors: frameworkErrorHandler(deps.i18n),
    clientErrorHandler: clientErrorHandler(deps.i18n),
  });
  registerRequestContext(http, deps.i18n);
  registerErrorHandler(http);
  registerFormBodyParser(http);
  registerDeclaredBodyLimit(http);
  registerSecurityHeaders(http, deps.config.publicOrigin);
  const bus = deps.cluster?.bus ?? localBus();
  const leadership = deps.cluster?.leadership ?? soleLeadership();
  // The bus tells the other nodes; it does not echo a node's own notice, so this node forgets here.
  const sessionsEnded: SessionsEnded = (userId) =>
    deps.db.afterCommit(() => {
      sessionCache?.forgetUser(userId);
      bus.announce({ kind: 'sessions_ended', userId });
    });
  bus.onResumed(() => sessionCache?.forgetAll());
  await registerRateLimit(http, deps);
  const hub = new SocketHub(sessions, bus);
  // The console's own socket, on operator sessions only (issue #17: support chat pushed to operators).
  const operatorHub = new OperatorHub(operatorSessions(deps.db, deps.clock), bus);
  await http.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES * 4 },
    // A frame over that limit is the client's fault: logged as a warning, not an error (issue #32).
    errorHandler: socketErrorHandler,
    // Stopping closes the sockets and ends those that do not answer, rather than waiting 30 s for each (the hub).
    preClose: async () => {
      await Promise.all([hub.stop(), operatorHub.stop()]);
    },
  });
  hub.register(http);
  operatorHub.register(http);
  registerIdempotency(http, deps.db, deps.clock);
  return { http, sessions, sessionsEnded, sessionCache, bus, leadership, hub, operatorHub };
}

async function registerRateLimit(http: FastifyInstance, deps: AppDeps): Promise<void> {
  // The API is limited; the app's own files are not: a first visit's service worker fetches every file of the
  // shell at once, and several people behind one address must still be able to open the app. Each route is
  // sorted once, as it is added and before the limit gives it its hook, rather than each request by its URL.
  http.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) route.config = { ...route.config, rateLimit: false };
  });
  await http.register(rateLimit, {
    global: true,
    // Several nodes count together in Redis: a client spreading its requests over nodes gets no more.
    // Should Redis be away, requests are served unlimited rather than refused: an outage of the counter must not
    // become an outage of the service.
    ...(deps.cluster?.rateLimitRedis ? { redis: deps.cluster.rateLimitRedis, nameSpace: 'meridian-rate-limit-', skipOnError: true } : {}),
    max: deps.rateLimitPerMinute ?? 600,
    timeWindow: 60_000,
    // The limit, the count left and the reset are told only to a client that passed the limit (with retry-after,
    // beside the 429): the PWA reads none of them, and on every other answer they were three headers more to
    // write and send (see the refused-request benchmark).
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    // The error handler turns this into the envelope with a translated message.
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `retry in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  });
}
