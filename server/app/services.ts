import type { LoanPush } from '../../common/api/loan';
import type { EngineEvent } from '../cluster/engine-events';
import { PriceAlerts } from '../alert/alert-engine';
import { ContractEngine } from '../contract/engine';
import { CopyTrading } from '../copy-trading/copier';
import { simulatedTradersJob } from '../copy-trading/simulated/runner';
import { seedSimulatedTraders } from '../copy-trading/simulated/seed';
import { recomputeTraderStats } from '../copy-trading/trader-stats';
import type { Queryable } from '../db/database';
import type { Job } from '../jobs/job';
import { loanLateFeeJob } from '../loan/late-fees-job';
import { orderExpiryJob } from '../contract/expiry-job';
import { DEFAULT_MARKET_SEED } from '../market/instrument-data';
import { Market } from '../market/market';
import { simulatedFeed } from '../market/simulated-feed';
import { MicroEngine } from '../micro/engine';
import { DeliverySender } from '../notify/delivery-sender';
import { InboxDispatcher, socketChannel } from '../notify/inbox-dispatcher';
import { loadVapidKeys } from '../notify/vapid';
import { tickSignerFromSeed, type TickSigner } from '../ticks/signing-key';
import { tickLogJob } from '../ticks/seal';
import { ClientProtection } from '../protection/client-protection';
import { RuleBook } from '../protection/rule-sets';
import { randomBytes } from 'node:crypto';
import type { Notifier } from '../notify/notifier';
import { withAntiPhishingCode } from '../notify/anti-phishing';
import { DEFAULT_VAPID_SUBJECT } from '../config';
import type { AppDeps } from './types';
import type { Infrastructure } from './infrastructure';
import type { FastifyInstance } from 'fastify';
import type { AccessContext } from '../http/routes/access-context';

// The app's second part (server/app.ts): the domain's running services on the infrastructure. The market and its
// feed, the two engines on its ticks, copy trading on the contract engine's hooks, what the access routes need,
// and the jobs that need the socket. Nothing here is an HTTP route.

export interface Services {
  market: Market;
  contracts: ContractEngine;
  micro: MicroEngine;
  /** Price alerts: the user's calls, evaluated on the leader from the feed (issue 34). */
  alerts: PriceAlerts;
  copying: CopyTrading;
  /** Pushes each new inbox entry to its user's open tabs, once across the nodes (issue 34). */
  inbox: InboxDispatcher;
  /** Sends the web pushes and emails of inbox entries (issue 34). */
  deliveries: DeliverySender;
  /** The VAPID public key browsers subscribe with. */
  vapidPublicKey: string;
  /** Signs the tick log's checkpoints (issue 37). */
  tickSigner: TickSigner;
  /** Client protection (issue 38). */
  protection: ClientProtection;
  /** What the sign-up, sign-in, codes and user routes share (the demo's reset among them). */
  access: AccessContext;
  /** Tells the other nodes of an engine's change once it commits. */
  announce: (event: EngineEvent) => void;
  pushLoan: (userId: number, push: LoanPush) => void;
  /** Jobs this app adds to the leader's schedule (server/scheduled-jobs.ts holds the rest). */
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

export async function openServices(deps: AppDeps, infra: Infrastructure): Promise<Services> {
  const { http, hub, bus, leadership, sessionCache } = infra;
  const market = await Market.open(
    deps.db,
    deps.clock,
    hub,
    deps.feed ?? simulatedFeed(deps.marketSeed ?? DEFAULT_MARKET_SEED),
    bus,
    http.log,
  );
  // Another node re-reads what it is told of, so an announcement waits for the change's commit (a request's
  // Idempotency-Key transaction holds the engines' writes until its answer is stored).
  const announce = (event: EngineEvent) => deps.db.afterCommit(() => bus.announce(event));
  const links = { log: http.log, announce, fence: (tx: Queryable) => leadership.fence(tx) };
  const contracts = await ContractEngine.open(deps.db, deps.clock, market, hub, links);
  const micro = await MicroEngine.open(deps.db, deps.clock, market, links, hub);
  const alerts = await PriceAlerts.open(deps.db, deps.clock, market, links);
  const protection = new ClientProtection(deps.db, deps.clock, await RuleBook.open(deps.db), market);
  market.onTicks((ticks) => {
    contracts.onTicks(ticks);
    micro.onTicks(ticks);
    alerts.onTicks(ticks);
  });
  // What another node accepted reaches this node's engines at once (the leader's settle on it, the others value).
  bus.onEngineEvent((event) => {
    const failed = (error: unknown) => http.log.error({ err: error, event }, 'an engine event could not be applied; the reconcile will');
    if (event.kind === 'instrument_terms') market.reloadTerms().catch(failed);
    if (event.kind === 'sessions_ended') sessionCache?.forgetUser(event.userId);
    if (event.kind === 'protection_rules') protection.rules.reload().catch(failed);
    contracts.applyEvent(event).catch(failed);
    micro.applyEvent(event).catch(failed);
    alerts.applyEvent(event).catch(failed);
  });
  const access: AccessContext = {
    db: deps.db,
    clock: deps.clock,
    sessions: infra.sessions,
    sessionsEnded: infra.sessionsEnded,
    // Every email to a user opens with their anti-phishing code (issue 33), whoever composed it.
    notifier: withAntiPhishingCode(deps.db, deps.i18n, deps.notifier ?? discardingNotifier(http)),
    secrets: deps.secrets,
    relyingParty: deps.config,
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
  const copying = new CopyTrading({
    db: deps.db,
    clock: deps.clock,
    log: http.log,
    market,
    engine: contracts,
    pushes: hub,
    rules: protection.rules,
  });
  await copying.start();
  // Every node delivers the inbox: its claims keep two nodes from pushing one entry (server/notify/inbox-dispatcher.ts),
  // and queue the entry's pushes and emails, which every node's sender sends, each once.
  const vapid = await loadVapidKeys(deps.db, deps.clock, deps.secrets, http.log, deps.push?.keys);
  const deliveries = new DeliverySender({
    db: deps.db,
    clock: deps.clock,
    log: http.log,
    i18n: deps.i18n,
    vapid: { ...vapid, subject: deps.push?.subject ?? DEFAULT_VAPID_SUBJECT },
    notifier: access.notifier,
    publicOrigin: deps.config.publicOrigin,
    fetch: deps.push?.fetch,
  });
  deliveries.start();
  const inbox = new InboxDispatcher({
    db: deps.db,
    clock: deps.clock,
    log: http.log,
    channels: [socketChannel(hub)],
    onQueued: () => deliveries.wake(),
  });
  inbox.start();
  const pushLoan = (userId: number, push: LoanPush) => hub.pushToUser(userId, 'LOAN', push);
  // The tick log's signer: main.ts's (TICK_SIGNING_KEY or DATA_DIR's), else one made for this app alone (tests).
  const tickSigner = deps.tickSigner ?? (await tickSignerFromSeed(randomBytes(32)));
  const jobs: Job[] = [loanLateFeeJob(pushLoan), orderExpiryJob(contracts), tickLogJob(market, tickSigner)];
  if (deps.simulatedTraders) {
    // Traders to follow from the first start, ranked at once: seeded with their history, then their statistics.
    try {
      if ((await seedSimulatedTraders(deps.db, deps.clock, market)) > 0)
        await recomputeTraderStats(deps.db, deps.clock, (tx) => leadership.fence(tx));
      await copying.traders.reload();
    } catch (error) {
      http.log.warn({ err: error }, 'simulated traders not seeded here (another node may have seeded them)');
    }
    jobs.push(simulatedTradersJob(contracts, market, http.log));
  }
  http.addHook('onClose', async () => {
    await market.stop();
    await copying.stop();
    await inbox.stop();
    await deliveries.stop();
    await contracts.stop();
    await micro.stop();
    await alerts.stop();
  });
  return {
    market,
    contracts,
    micro,
    alerts,
    copying,
    inbox,
    deliveries,
    vapidPublicKey: vapid.publicKey,
    tickSigner,
    protection,
    access,
    announce,
    pushLoan,
    jobs,
  };
}
