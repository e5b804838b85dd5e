import type { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import type { ClusterBus } from '../cluster/bus';
import type { Leadership } from '../cluster/leadership';
import type { Config } from '../config';
import type { PriceAlerts } from '../alert/alert-engine';
import type { ContractEngine } from '../contract/engine';
import type { CopyTrading } from '../copy-trading/copier';
import type { Database } from '../db/database';
import type { ServerI18n } from '../i18n/catalogs';
import type { Job } from '../jobs/job';
import type { FeedFactory } from '../market/feed';
import type { Market } from '../market/market';
import type { MicroEngine } from '../micro/engine';
import type { InboxDispatcher } from '../notify/inbox-dispatcher';
import type { DeliverySender } from '../notify/delivery-sender';
import type { Notifier } from '../notify/notifier';
import type { Fetch } from '../notify/push-transport';
import type { VapidKeys } from '../notify/vapid';
import type { SecretBox } from '../security/secret-box';
import type { SessionResolver } from '../sessions';
import type { SocketHub } from '../socket/hub';
import type { TickSigner } from '../ticks/signing-key';
import type { ClientProtection } from '../protection/client-protection';

// What the app is built from and what it hands back (server/app.ts builds it).

export interface AppDeps {
  config: Pick<Config, 'logLevel' | 'publicOrigin'> & Partial<Pick<Config, 'trustProxy' | 'operatorIdleMinutes' | 'webauthnRpId'>>;
  db: Database;
  clock: Clock;
  i18n: ServerI18n;
  /** Seals second-factor secrets: main.ts opens it with the secrets key (server/security/secrets-key.ts), tests with a random one. */
  secrets: SecretBox;
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
  /**
   * Web push: the VAPID key pair (made and kept in the database unless given), the subject push services see, and
   * the requests to them (fetch unless given).
   */
  push?: { keys?: VapidKeys | undefined; subject?: string; fetch?: Fetch };
  /** Signs the tick log's checkpoints (server/ticks/signing-key.ts); a key made for this app alone unless given (tests). */
  tickSigner?: TickSigner;
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
  /** Price alerts, evaluated on the market's ticks from the start (tests await `settled()` after a tick). */
  alerts: PriceAlerts;
  bus: ClusterBus;
  leadership: Leadership;
  /** Copy trading on the contract engine's hooks; started here (tests await `idle()` after a trader's order). */
  copying: CopyTrading;
  /** Pushes new inbox entries to open tabs; started here (tests await `idle()` after recording one). */
  inbox: InboxDispatcher;
  /** Sends the pushes and emails the inbox queued; started here (tests await `idle()` after the inbox's). */
  deliveries: DeliverySender;
  /** Jobs this app adds to the leader's schedule (server/scheduled-jobs.ts holds the rest). */
  jobs: Job[];
  /** Signs the tick log's checkpoints (issue 37): the one deps gave, or the app's own. */
  tickSigner: TickSigner;
  /** Client protection (issue 38): the rule sets in memory and what they let each customer do. */
  protection: ClientProtection;
}
