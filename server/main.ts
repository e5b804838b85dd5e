import path from 'node:path';
import { systemClock } from './clock';
import { ConfigError, loadConfig, type Config } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { seed } from './seed/seed';
import { buildApp, type App } from './app';
import { createOperator } from './admin/operators';
import { loadServerI18n } from './i18n/catalogs';
import { secretBox } from './security/secret-box';
import { loadSecretsKey } from './security/secrets-key';
import { loadTickSigner } from './ticks/signing-key';
import { keyFingerprint } from '../common/tick-log';
import type { FeedFactory } from './market/feed';
import { DEFAULT_MARKET_SEED } from './market/instrument-data';
import { ReplayFileError } from './market/replay-csv';
import { readRecordings, replayFeed } from './market/replay-feed';
import { simulatedFeed } from './market/simulated-feed';
import { outboxNotifier } from './notify/outbox';
import { smtpNotifier } from './notify/smtp';
import { openCluster, SecondNodeError } from './cluster/open-cluster';
import { registerNodeRoute } from './cluster/node-route';
import { AnotherServerError, claimControlSocket } from './ops/control-socket';
import { runRoles } from './roles';
import { JOBS } from './scheduled-jobs';
import { startJobs } from './jobs/scheduler';

// Start-up order: configuration, database, migrations, seed, then HTTP. Later areas (market feed, engines,
// schedulers) start between seed and HTTP. A stop signal closes HTTP first, then the database, so PGlite's
// files are never left half-written.

export interface Running {
  app: App;
  db: Database;
  address: string;
  stop(): Promise<void>;
}

/** What a caller may put in place of what `config` would choose; benches use it to drive the market themselves. */
export interface StartOverrides {
  feed?: FeedFactory;
}

export async function start(config: Config, overrides: StartOverrides = {}): Promise<Running> {
  // First: a missing SECRETS_KEY with DATABASE_URL, or a key file that is not a key, stops the start before anything opens.
  const secrets = secretBox(await loadSecretsKey(config));
  // Likewise the tick log's signing key: set with DATABASE_URL, made into DATA_DIR on the embedded default.
  const tickSigner = await loadTickSigner(config);
  // The embedded database's directory belongs to one process: its control socket, taken before the database is
  // opened, finds a server already running on this DATA_DIR, and lets `npm run backup` ask this one for a
  // consistent copy (server/ops/control-socket.ts).
  const control = config.databaseUrl ? undefined : await claimControlSocket(config.dataDir, (message) => console.warn(message));
  const db = await openDatabase(config).catch(async (error: unknown) => {
    await control?.close();
    throw error;
  });
  let cluster: Awaited<ReturnType<typeof openCluster>>;
  try {
    const applied = await migrate(db);
    await seed(db);
    if (config.operator && (await createOperator(db, systemClock, config.operator.email, config.operator.password))) {
      console.log(`Operator ${config.operator.email} created from OPERATOR_EMAIL.`);
    }
    const i18n = await loadServerI18n();
    const marketSeed = config.marketSeed ?? DEFAULT_MARKET_SEED;
    // On PostgreSQL: the leadership (and with REDIS_URL the bus); refuses a second node without Redis.
    cluster = await openCluster(config);
    const feed =
      overrides.feed ?? (config.replayDir ? replayFeed(marketSeed, await readRecordings(config.replayDir)) : simulatedFeed(marketSeed));
    const app = await buildApp({
      config,
      db,
      clock: systemClock,
      i18n,
      secrets,
      demoBalance: config.demoBalance,
      uploadsDir: path.join(config.dataDir, 'uploads'),
      feed,
      notifier: config.smtp
        ? smtpNotifier(config.smtp.url, config.smtp.from)
        : outboxNotifier(config.dataDir, systemClock, (line) => console.log(line)),
      ...(cluster
        ? { cluster: { bus: cluster.bus, leadership: cluster.leadership, rateLimitRedis: cluster.rateLimitRedis }, nodeId: cluster.nodeId }
        : {}),
      simulatedTraders: config.simulatedTraders,
      push: { keys: config.vapidKeys, subject: config.vapidSubject },
      tickSigner,
    });
    control?.serve(db, () => systemClock.now());
    const jobs = [...JOBS, ...app.jobs];
    if (applied.length > 0) app.http.log.info({ applied }, 'migrations applied');
    let roles: ReturnType<typeof runRoles> | undefined;
    let stopJobs: (() => Promise<void>) | undefined;
    if (cluster) {
      cluster.log.attach(app.http.log);
      registerNodeRoute(app.http, cluster);
      // The leader runs the feed and the engines' tick work; the others follow, and take over when it goes.
      roles = runRoles({ ...app, clock: systemClock, log: app.http.log, db, jobs });
    } else {
      app.market.start();
      app.contracts.start();
      // The single embedded node is always the leader: it runs the jobs for as long as it runs.
      stopJobs = startJobs(jobs, { db, clock: systemClock, fence: (tx) => app.leadership.fence(tx), log: app.http.log });
    }
    await app.http.listen({ port: config.port, host: config.host });
    console.log(`Tick log signing key ${keyFingerprint(tickSigner.keyId)} (public key ${tickSigner.publicKeyBase64})`);
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const address = config.publicOrigin ?? `http://${shownHost}:${config.port}`;
    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        // Leadership first: the other node takes over while this one closes its sockets.
        await cluster?.leadership.stop();
        await roles?.stop();
        await stopJobs?.();
        await app.http.close();
        await cluster?.close();
        await control?.close();
        await db.close();
      })());
    return { app, db, address, stop };
  } catch (error) {
    await cluster?.close().catch(() => undefined);
    await control?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
}

export async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  let running: Running;
  try {
    running = await start(config);
  } catch (error) {
    // The secrets key is checked at start (it may be a file in DATA_DIR): said like a bad variable, without a stack.
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    // A bad recording is the operator's to fix, like a bad variable: say which file and line, without a stack.
    if (error instanceof ReplayFileError) {
      console.error(`Meridian cannot start: a replay file is not valid.\n  ${error.message}`);
      process.exit(2);
    }
    if (error instanceof SecondNodeError || error instanceof AnotherServerError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  console.log(`\n  Meridian is running at ${running.address}\n  (database: ${running.db.kind}; Ctrl-C stops it)\n`);
  const onSignal = (signal: NodeJS.Signals) => {
    console.log(`\n${signal} received: stopping Meridian…`);
    running
      .stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error('Meridian did not stop cleanly:', error);
        process.exit(1);
      });
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error('Meridian failed to start:', error);
    process.exit(1);
  });
}
