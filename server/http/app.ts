import type { LoanPush } from '../../common/api/loan';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { MAX_FRAME_BYTES } from '../../common/socket';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { ServerI18n } from '../i18n/catalogs';
import { SocketHub } from '../socket/hub';
import { clientErrorHandler, frameworkErrorHandler, isApiPath, registerErrorHandler, registerNotFound } from './error-handler';
import { registerFormBodyParser } from './form-body';
import { registerPwa } from './pwa';
import { registerRequestContext } from './request-context';
import { registerHealthRoutes } from './routes/health';
import { registerSettingsRoutes } from './routes/settings';
import { registerSecurityHeaders } from './security-headers';
import { userSessions } from '../account/sessions';
import { cachedSessions } from '../account/session-cache';
import type { Notifier } from '../notify/notifier';
import { registerCodeRoutes } from './routes/access-codes';
import { registerLoginRoutes } from './routes/access-login';
import { DEFAULT_MARKET_SEED } from '../market/instrument-data';
import type { FeedFactory } from '../market/feed';
import { Market } from '../market/market';
import { simulatedFeed } from '../market/simulated-feed';
import { registerAdminRoutes } from './routes/admin';
import { registerAdminConfigRoutes } from './routes/admin-config';
import { registerMarketRoutes } from './routes/market';
import { registerTradeRoutes } from './routes/trade';
import { registerIdempotency } from './idempotency';
import type { Queryable } from '../db/database';
import { ContractEngine } from '../trading/contract-engine';
import { MicroEngine } from '../trading/micro-engine';
import { registerMicroRoutes } from './routes/micro';
import { registerUserRoutes } from './routes/user';
import type { SessionResolver, SessionsEnded } from './sessions';
import { registerWalletAccountRoutes } from './routes/wallet-accounts';
import { registerWalletWithdrawRoutes } from './routes/wallet-withdraw';
import { registerUploadRoutes } from './routes/uploads';
import { registerWalletChargeRoutes } from './routes/wallet-charge';
import { registerWalletIdentityRoutes } from './routes/wallet-identity';
import { registerAdminWalletRoutes } from './routes/admin-wallet';
import { localBus, type ClusterBus } from '../cluster/bus';
import { operatorSessions } from '../admin/operators';
import { OperatorHub } from '../socket/operator-hub';
import type { EngineEvent } from '../cluster/engine-events';
import { soleLeadership, type Leadership } from '../cluster/leadership';
import type { Redis } from 'ioredis';
import { registerFundRoutes } from './routes/fund';
import { registerLoanRoutes } from './routes/loan';
import { registerAdminLoanRoutes } from './routes/admin-loan';
import { CopyTrading } from '../trading/copy/copier';
import { seedSimulatedTraders } from '../trading/copy/simulated/seed';
import { simulatedTradersJob } from '../trading/copy/simulated/runner';
import { recomputeTraderStats } from '../trading/copy/trader-stats';
import type { Job } from '../jobs/job';
import { loanLateFeeJob } from '../jobs/loan-late-fees';
import { registerFollowRoutes } from './routes/follow';
import { registerContentRoutes } from './routes/content';
import { registerAdminConsoleRoutes } from './routes/admin-console';
import { registerChatRoutes } from './routes/chat';
import { registerChatFrame } from '../chat/frame-page';

const DEFAULT_DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

export interface AppDeps {
  config: Pick<Config, 'logLevel' | 'publicOrigin'> & Partial<Pick<Config, 'trustProxy' | 'operatorIdleMinutes'>>;
  db: Database;
  clock: Clock;
  i18n: ServerI18n;
  sessions?: SessionResolver;
  /** Where verification codes go; main.ts passes the outbox or SMTP. */
  notifier?: Notifier;
  /** The balance of every demo account (USD, 2 decimals); 10000.00 unless given. */
  demoBalance?: string;
  /** Where the built PWA is; tests that only need the API point it at a folder without one. */
  distDir?: string;
  /** Where the JSON log goes; standard output unless given (tests read it). */
  logStream?: NodeJS.WritableStream;
  /** Seeds the simulated market; the same seed gives the same prices. */
  marketSeed?: number;
  /** Where prices come from: the simulated feed with `marketSeed` unless given (main.ts passes the replay feed). */
  feed?: FeedFactory;
  /** Where uploads were stored before they moved into the database (DATA_DIR/uploads); none unless given. */
  uploadsDir?: string;
  /** Requests per minute per address before the global limit answers 429. */
  rateLimitPerMinute?: number;
  /**
   * With several nodes: the bus between them and who leads. Without, this process is the only node: it always
   * leads and its pushes go straight to its own sockets.
   */
  cluster?: { bus: ClusterBus; leadership: Leadership; rateLimitRedis?: Redis };
  /** Seeds the simulated traders (with their history) and lets them trade; off unless given (main.ts reads SIMULATED_TRADERS). */
  simulatedTraders?: boolean;
  /** This node's name, as the console's dashboard shows it (main.ts passes the cluster's). */
  nodeId?: string;
}

export interface App {
  http: FastifyInstance;
  hub: SocketHub;
  /** Not started: the caller starts the feed (main.ts does; most tests drive it by hand). */
  market: Market;
  /** Watches the market's ticks from the start; its pushes start with `contracts.start()` (main.ts does). */
  contracts: ContractEngine;
  /** Settles option orders on the market's ticks from the start. */
  micro: MicroEngine;
  bus: ClusterBus;
  leadership: Leadership;
  /** Copy trading on the contract engine's hooks; started here (tests await `idle()` after a trader's order). */
  copying: CopyTrading;
  /** Jobs this app adds to the leader's schedule (server/jobs/registry.ts holds the rest). */
  jobs: Job[];
}

/** Without a notifier codes cannot reach anyone; say so in the log rather than fail the request. */
function discardingNotifier(http: FastifyInstance): Notifier {
  return {
    send: (message) => {
      http.log.warn({ to: message.to }, 'no notifier configured: verification code not delivered');
      return Promise.resolve();
    },
  };
}

/** Builds the whole HTTP side: usable from server/main.ts and from tests through `inject`. */
export async function buildApp(deps: AppDeps): Promise<App> {
  // The users' own sessions are cached (a resolver given by a test is asked every time, as it expects).
  const sessionCache = deps.sessions ? undefined : cachedSessions(userSessions(deps.db, deps.clock), deps.clock);
  const sessions = deps.sessions ?? sessionCache ?? userSessions(deps.db, deps.clock);
  const uploadsDir = deps.uploadsDir ?? path.join(tmpdir(), 'meridian-no-legacy-uploads');
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
  const hub = new SocketHub(sessions, bus);
  // The console's own socket, on operator sessions only (issue #17: support chat pushed to operators).
  const operatorHub = new OperatorHub(operatorSessions(deps.db, deps.clock), bus);
  await http.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES * 4 },
    // Stopping closes the sockets and ends those that do not answer, rather than waiting 30 s for each (the hub).
    preClose: async () => {
      await Promise.all([hub.stop(), operatorHub.stop()]);
    },
  });
  hub.register(http);
  operatorHub.register(http);
  registerHealthRoutes(http, deps.db, deps.clock, sessions);
  registerSettingsRoutes(http, deps.db, sessions);
  registerIdempotency(http, deps.db, deps.clock);
  const market = await Market.open(deps.db, deps.clock, hub, deps.feed ?? simulatedFeed(deps.marketSeed ?? DEFAULT_MARKET_SEED), bus, http.log);
  // Another node re-reads what it is told of, so an announcement waits for the change's commit (a request's
  // Idempotency-Key transaction holds the engines' writes until its answer is stored).
  const links = { log: http.log, announce: (event: EngineEvent) => deps.db.afterCommit(() => bus.announce(event)), fence: (tx: Queryable) => leadership.fence(tx) };
  const contracts = await ContractEngine.open(deps.db, deps.clock, market, hub, links);
  const micro = await MicroEngine.open(deps.db, deps.clock, market, links, hub);
  market.onTicks((ticks) => {
    contracts.onTicks(ticks);
    micro.onTicks(ticks);
  });
  // What another node accepted reaches this node's engines at once (the leader's settle on it, the others value).
  bus.onEngineEvent((event) => {
    const failed = (error: unknown) => http.log.error({ err: error, event }, 'an engine event could not be applied; the reconcile will');
    if (event.kind === 'instrument_terms') market.reloadTerms().catch(failed);
    if (event.kind === 'sessions_ended') sessionCache?.forgetUser(event.userId);
    contracts.applyEvent(event).catch(failed);
    micro.applyEvent(event).catch(failed);
  });
  const access = {
    db: deps.db,
    clock: deps.clock,
    sessions,
    sessionsEnded,
    notifier: deps.notifier ?? discardingNotifier(http),
    demoBalance: deps.demoBalance ?? '10000.00',
    demoReset: {
      inTransaction: async (tx: Queryable, userId: number) => ({
        contracts: await contracts.voidForDemoReset(tx, userId),
        micro: await micro.voidForDemoReset(tx, userId),
      }),
      afterCommit: async (userId: number, voided: { contracts: number[]; micro: number[] }) => {
        micro.afterDemoReset(voided.micro);
        await contracts.afterDemoReset(userId, voided.contracts);
      },
    },
  };
  registerCodeRoutes(http, access);
  registerLoginRoutes(http, access);
  registerUserRoutes(http, access);
  registerAdminRoutes(http, deps.db, deps.clock, access.notifier, deps.config.operatorIdleMinutes);
  registerMarketRoutes(http, deps.db, deps.clock, market, sessions);
  registerTradeRoutes(http, sessions, contracts);
  registerMicroRoutes(http, sessions, micro);
  registerWalletAccountRoutes(http, deps.db, deps.clock, sessions, contracts);
  registerWalletWithdrawRoutes(http, deps.db, deps.clock, sessions);
  registerWalletChargeRoutes(http, deps.db, deps.clock, sessions);
  registerWalletIdentityRoutes(http, deps.db, deps.clock, sessions);
  registerAdminWalletRoutes(http, deps.db, deps.clock);
  registerFundRoutes(http, deps.db, deps.clock, sessions);
  registerLoanRoutes(http, deps.db, deps.clock, sessions);
  const pushLoan = (userId: number, push: LoanPush) => hub.pushToUser(userId, 'LOAN', push);
  registerAdminLoanRoutes(http, deps.db, deps.clock, pushLoan);
  registerContentRoutes(http, deps.db, deps.clock, sessions);
  registerAdminConsoleRoutes(http, { db: deps.db, clock: deps.clock, market, contracts, leadership, sessionsEnded, nodeId: deps.nodeId });
  registerAdminConfigRoutes(http, { db: deps.db, clock: deps.clock, market, announce: links.announce });
  registerChatFrame(http);
  registerChatRoutes(http, deps.db, deps.clock, sessions, {
    user: (userId, push) => hub.pushToUser(userId, 'SUPPORT_CHAT', push),
    operators: (push) => operatorHub.push('SUPPORT_CHAT', push),
  });
  await registerUploadRoutes(http, { db: deps.db, clock: deps.clock, sessions, dir: uploadsDir });
  const copying = new CopyTrading({ db: deps.db, clock: deps.clock, log: http.log, market, engine: contracts, pushes: hub });
  await copying.start();
  registerFollowRoutes(http, { db: deps.db, clock: deps.clock, sessions, market, engine: contracts, copying, uploadsDir });
  const jobs: Job[] = [loanLateFeeJob(pushLoan)];
  if (deps.simulatedTraders) {
    // Traders to follow from the first start, ranked at once: seeded with their history, then their statistics.
    try {
      if ((await seedSimulatedTraders(deps.db, deps.clock, market)) > 0) await recomputeTraderStats(deps.db, deps.clock, (tx) => leadership.fence(tx));
      await copying.traders.reload();
    } catch (error) {
      http.log.warn({ err: error }, 'simulated traders not seeded here (another node may have seeded them)');
    }
    jobs.push(simulatedTradersJob(contracts, market, http.log));
  }

  const fallback = await registerPwa(http, deps.distDir ?? DEFAULT_DIST);
  registerNotFound(http, fallback);
  http.addHook('onClose', async () => {
    await market.stop();
    await copying.stop();
    await contracts.stop();
    await micro.stop();
  });
  return { http, hub, market, contracts, micro, bus, leadership, copying, jobs };
}
