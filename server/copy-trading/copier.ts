import type { CopySkip, FollowTradeOrder } from '../../common/api/follow';
import type { CloseReason } from '../../common/api/trade';
import { ORDER_STATUS } from '../../common/contract';
import { MAX_QUOTE_AGE_MS } from '../../common/contract';
import { copyCost, copyLots, copyLotsForAmount, copySkipReason, type CopySkipReason } from '../../common/follow';
import { copyRules } from '../protection/copy-rules';
import type { RuleBook } from '../protection/rule-sets';
import { STANDING_COLUMNS, standingOf, type StandingRow } from '../protection/standing';
import { withinSlippage } from '../../common/follow-controls';
import { Decimal, formatAmount, formatPrice } from '../../common/money';
import type { Clock } from '../clock';
import type { Log } from '../log';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../errors';
import type { Tick } from '../market/candles';
import { maxLotsOf, type InstrumentSeed } from '../market/instrument-data';
import type { Market } from '../market/market';
import type { ContractEngine, PlacedPosition, PositionFor } from '../contract/engine';
import { lockContractAccounts } from './copy-accounts';
import { ORDER_COLUMNS, type OrderRow } from '../contract/orders';
import { instrumentUsdRate, type MarketView } from '../contract/plan';
import { noticeCopyClosed, noticeCopyOpened, noticeCopySkipped, traderName } from './copy-notices';
import { followParts, type CopyPartsDeps } from './copy-parts';
import { FollowPushes, type FollowPushTarget } from './follow-pushes';
import { TraderDirectory } from './trader-directory';
import { CopyStopLosses } from './copy-stop-loss';

// Copy trading on the contract engine's events. When a trader's own order opens (a market fill or a pending fill),
// every active follow gets a copy at that order's deciding tick, through the engine's placeBatch (the same insert,
// journal, memory and trigger index as a submit), or a copy_skipped record with the reason. When the trader's
// order closes (by hand, stop-loss, take-profit or stop-out), the copies still following close at the tick that
// closed it; when its stops change, theirs follow. The follower is told of each in the inbox (copy-notices.ts), in
// the same transaction. Copies are never copied again (origin_id is not 0), so follows
// cannot loop.
//
// The work runs after the trader's commit and off the tick loop: one queue per trader keeps a trader's orders in
// order (an open is copied before its close), followers are taken in batches of BATCH_SIZE per transaction, each
// follower's account locked in user-id order so two batches never deadlock, and the whole is idempotent (a follow
// gets at most one copy or skip per trader order), so a retry or a second node doing the same work adds nothing.

/** Followers per transaction: large enough that 1,000 followers take a handful of commits, small enough that one
 * transaction never holds many locks for long. */
export const BATCH_SIZE = 25;

interface FollowToCopy {
  follow_id: string;
  follower_user_id: number;
  multiple: string;
  max_amount: string;
  amount_per_order: string | null;
  max_per_order: string | null;
  max_slippage_percent: string;
  paused: boolean;
  held: string;
}

/** How a batch of copies is made: as the trader's order opens, or (copy_open) of a position the trader already holds. */
interface CopyOccasion {
  copiedOpen: boolean;
  /** When the copy work for the trader's order began: every batch of it decides its fill price as of then, so a
   * thousand followers' copies of one order are priced alike however many transactions they take. */
  startedAt: number;
}

interface CopyRef {
  order_id: string;
  user_id: number;
}

export interface CopyTradingDeps {
  db: Database;
  clock: Clock;
  log: Log;
  market: Market;
  engine: ContractEngine;
  pushes: FollowPushTarget;
  /** The jurisdiction rule sets (issue 38): a follower's copy meets the rules their own order would. */
  rules: Pick<RuleBook, 'forResidence'>;
}

export class CopyTrading {
  readonly traders: TraderDirectory;
  readonly pushes: FollowPushes;
  readonly stopLosses: CopyStopLosses;
  private readonly queues = new Map<number, Promise<void>>();
  /** Copies being closed with their trader now: their own change events need no second look. */
  private readonly closing = new Set<number>();
  private readonly view: MarketView;

  constructor(private readonly deps: CopyTradingDeps) {
    this.traders = new TraderDirectory(deps.db, deps.clock);
    this.pushes = new FollowPushes(deps.clock, deps.pushes, (orderId) => deps.engine.valuation(orderId));
    this.stopLosses = new CopyStopLosses({
      db: deps.db,
      clock: deps.clock,
      log: deps.log,
      engine: deps.engine,
      lastTick: (id) => deps.market.lastTick(id),
      enqueue: (key, work) => this.enqueue(key, work),
      closing: this.closing,
      pushClosed: (row, traderUserId) => this.pushClosed(row, traderUserId),
    });
    const market = deps.market;
    this.view = {
      instrument: (id) => market.instrument(id),
      isOpen: (instrument) => market.isOpen(instrument),
      lastTick: (id) => market.lastTick(id),
      priceOfCode: (code) => {
        const instrument = market.instruments.find((candidate) => candidate.code === code);
        return instrument ? market.lastTick(instrument.id)?.price : undefined;
      },
    };
  }

  /** Reads the traders and the holding copies, and starts listening to the engine and pushing. */
  async start(): Promise<void> {
    await this.traders.reload();
    const live = await this.deps.db.query<{ order_id: string; follower: number; trader: number }>(
      `SELECT c.order_id, o.user_id AS follower, t.user_id AS trader FROM follow_copies c
       JOIN contract_orders o ON o.id = c.order_id JOIN follows f ON f.id = c.follow_id JOIN traders t ON t.id = f.trader_id
       WHERE o.status = $1`,
      [ORDER_STATUS.holding],
    );
    for (const row of live) this.pushes.track({ orderId: Number(row.order_id), traderUserId: row.trader, followerUserId: row.follower });
    this.deps.engine.setHooks({ ordersChanged: (userId, ids) => this.ordersChanged(userId, ids) });
    this.pushes.start();
    this.traders.start();
    await this.stopLosses.load();
    this.stopLosses.start();
  }

  async stop(): Promise<void> {
    this.pushes.stop();
    this.traders.stop();
    this.stopLosses.stop();
    await this.idle();
  }

  /** Resolves once the copy work queued so far is done (tests and the benchmark wait on it). */
  async idle(): Promise<void> {
    while (this.queues.size > 0) await Promise.all([...this.queues.values()]);
  }

  /** The engine's hook: a trader's orders are copied; a copy's own change is passed on to both sides. */
  private ordersChanged(userId: number, ids: readonly number[]): void {
    // The change may sit in a request's transaction still (the Idempotency-Key's): look only once it committed.
    this.deps.db.afterCommit(() => this.afterChange(userId, ids));
  }

  private afterChange(userId: number, ids: readonly number[]): void {
    // A copy of a watched follow changed (closed, in part or whole): its copy stop-loss reads the follow again.
    const watched = this.stopLosses.followsOf(ids);
    if (watched.length > 0) this.enqueue(userId, () => this.stopLosses.refresh(watched));
    if (this.traders.isTrader(userId)) {
      for (const id of ids) this.enqueue(userId, () => this.traderOrderChanged(id));
      return;
    }
    const copies = ids.filter((id) => this.pushes.isLiveCopy(id) && !this.closing.has(id));
    if (copies.length > 0) this.enqueue(userId, () => this.copiesChanged(copies));
  }

  private enqueue(key: number, work: () => Promise<void>): void {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const next = previous
      .then(work)
      .catch((error: unknown) =>
        this.deps.log.error({ err: error, user: key }, 'copy trading work failed; the order is copied or closed on its next change'),
      )
      .finally(() => {
        if (this.queues.get(key) === next) this.queues.delete(key);
      });
    this.queues.set(key, next);
  }

  private async traderOrderChanged(orderId: number): Promise<void> {
    const [row] = await this.deps.db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM contract_orders WHERE id = $1`, [orderId]);
    // A copy is never copied again: only a trader's own orders are.
    if (!row || Number(row.origin_id) !== 0) return;
    if (row.status === ORDER_STATUS.holding && row.open_seq !== null) {
      await this.openCopies(row);
      await this.followStops(row);
      // A part of the trader's order closed: the copies close the same fraction (copy-parts.ts).
      await followParts(this.partsDeps(), row);
    } else if (row.status === ORDER_STATUS.history && row.close_seq !== null && row.close_reason !== null) {
      await this.closeCopies(row);
    }
  }

  // ── Opening ──────────────────────────────────────────────────────────────────────────────────────────────────

  private async openCopies(origin: OrderRow): Promise<void> {
    const follows = await this.deps.db.query<{ follow_id: string; follower_user_id: number }>(
      `SELECT f.id AS follow_id, f.follower_user_id FROM follows f JOIN traders t ON t.id = f.trader_id
       WHERE t.user_id = $1 AND f.active AND f.follower_user_id <> t.user_id
         AND NOT EXISTS (SELECT 1 FROM follow_copies c WHERE c.follow_id = f.id AND c.origin_id = $2)
         AND NOT EXISTS (SELECT 1 FROM copy_skips s WHERE s.follow_id = f.id AND s.origin_id = $2)
       ORDER BY f.follower_user_id`,
      [origin.user_id, origin.id],
    );
    if (follows.length === 0) return;
    const trader = await traderName(this.deps.db, origin.user_id);
    const occasion = { copiedOpen: false, startedAt: this.deps.clock.now() };
    for (let start = 0; start < follows.length; start += BATCH_SIZE) {
      await this.openBatch(
        origin,
        follows.slice(start, start + BATCH_SIZE).map((follow) => follow.follow_id),
        trader,
        occasion,
      );
    }
  }

  /**
   * The price a copy fills at: the trader's deciding tick when the copy work began while that price was still
   * tradable (copies follow at once, so the follower fills where the trader did); otherwise, as for a copy of a position the
   * trader already held, or work caught up late, the instrument's price now, if fresh. The slippage guard then
   * compares it with the trader's fill.
   */
  private fillTick(origin: OrderRow, instrument: InstrumentSeed, occasion: CopyOccasion): Tick | undefined {
    const now = this.deps.clock.now();
    if (!occasion.copiedOpen && occasion.startedAt - Number(origin.open_time) <= MAX_QUOTE_AGE_MS) {
      return {
        instrumentId: instrument.id,
        seq: Number(origin.open_seq),
        time: Number(origin.open_time),
        price: formatPrice(origin.open_price ?? 0, instrument.precision),
        volume: 0,
      };
    }
    const latest = this.view.lastTick(instrument.id);
    return latest && now - latest.time <= MAX_QUOTE_AGE_MS ? latest : undefined;
  }

  /**
   * One transaction for a batch of follows: the follows read under a share lock (a cancel waits, or wins), the
   * followers' contract accounts locked in user-id order, then each copy placed or skipped, and the follow_copies
   * rows written together. Between followers the event loop gets a turn, so ticks of other instruments are
   * handled while a large batch is written (PGlite answers without yielding).
   */
  private async openBatch(origin: OrderRow, followIds: readonly string[], trader: string, occasion: CopyOccasion): Promise<void> {
    const instrument = this.view.instrument(origin.instrument_id);
    if (!instrument) return;
    const fill = this.fillTick(origin, instrument, occasion);
    // Without a fresh price the copies are skipped (no_quote) and recorded at the trader's tick.
    const tick: Tick = fill ?? {
      instrumentId: instrument.id,
      seq: Number(origin.open_seq),
      time: Number(origin.open_time),
      price: formatPrice(origin.open_price ?? 0, instrument.precision),
      volume: 0,
    };
    const feeType = await this.deps.engine.feeRule();
    let rate: Decimal | undefined;
    try {
      rate = fill ? instrumentUsdRate(this.view, instrument) : undefined;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
    const copyInstrument = {
      Pip: instrument.pip,
      ForexMinCont: instrument.minLots,
      ForexContNum: instrument.unitsPerLot,
      MarginMode: instrument.marginMode,
      ForexFeeRate: instrument.feeRate,
    };
    const costOf = (lots: Decimal.Value) =>
      copyCost({ instrument: copyInstrument, lots, price: tick.price, leverage: origin.multiple, usdRate: rate ?? 1, feeType });
    const marketOpen = this.view.isOpen(instrument);
    const clock = this.deps.clock;
    const opened: FollowTradeOrder[] = [];
    const skipped: { follower: number; skip: CopySkip }[] = [];
    await this.deps.engine.placeBatch(async (tx, place) => {
      opened.length = 0;
      skipped.length = 0;
      // Each follower's standing (frozen, residence, category, own limits) joined in: one read for the batch.
      const follows = await tx.query<FollowToCopy & StandingRow & { active: boolean; done: boolean }>(
        `SELECT f.id AS follow_id, f.follower_user_id, f.multiple, f.max_amount, f.active, f.amount_per_order, f.max_per_order,
           f.max_slippage_percent, f.paused_at IS NOT NULL AS paused, ${STANDING_COLUMNS},
           COALESCE((SELECT sum(o.margin) FROM follow_copies c JOIN contract_orders o ON o.id = c.order_id
                     WHERE c.follow_id = f.id AND o.status = $3), 0) AS held,
           (EXISTS (SELECT 1 FROM follow_copies c WHERE c.follow_id = f.id AND c.origin_id = $2)
             OR EXISTS (SELECT 1 FROM copy_skips s WHERE s.follow_id = f.id AND s.origin_id = $2)) AS done
         FROM follows f JOIN users u ON u.id = f.follower_user_id LEFT JOIN user_limits l ON l.user_id = u.id
         WHERE f.id = ANY($1::bigint[]) ORDER BY f.follower_user_id FOR SHARE OF f`,
        [followIds, origin.id, ORDER_STATUS.holding],
      );
      // Cancelled meanwhile, or copied already (a retry, another node): nothing for them.
      const due = follows.filter((follow) => follow.active && !follow.done);
      const accounts = await lockContractAccounts(
        tx,
        due.map((follow) => follow.follower_user_id),
      );
      const toPlace: { follow: FollowToCopy; entry: PositionFor }[] = [];
      const toSkip: { follow: FollowToCopy; reason: CopySkipReason; lots: Decimal; margin: string }[] = [];
      // Sized and checked here, in memory; written below in a few statements for the whole batch.
      for (const follow of due) {
        const account = accounts.get(follow.follower_user_id);
        if (!account) continue;
        // A fixed margin per order buys what it buys at this price; a ratio scales the trader's lots.
        const byAmount =
          follow.amount_per_order === null
            ? null
            : copyLotsForAmount(follow.amount_per_order, costOf(1).margin, instrument.pip, instrument.minLots);
        const tooSmall = byAmount?.isZero() === true;
        const lots = byAmount === null || tooSmall ? copyLots(origin.lots, follow.multiple, instrument.pip, instrument.minLots) : byAmount;
        const cost = costOf(lots);
        const rules = copyRules(this.deps.rules, standingOf(follow.follower_user_id, follow), instrument, origin.multiple, clock.now());
        const reason = copySkipReason({
          accountFrozen: follow.frozen,
          ruleSkip: rules.skip,
          lossLeft: rules.lossLeft,
          atRisk: account.locked,
          paused: follow.paused,
          withinSlippage: fill ? withinSlippage(tick.price, origin.open_price ?? 0, follow.max_slippage_percent) : undefined,
          tooSmall,
          maxPerOrder: follow.max_per_order,
          marketOpen,
          hasQuote: rate !== undefined,
          lots,
          minLots: instrument.minLots,
          // A copy is placed without the submit's lot checks: the operator's maximum is applied here.
          maxLots: maxLotsOf(instrument),
          margin: cost.margin,
          fee: cost.fee,
          heldByFollow: follow.held,
          maxAmount: follow.max_amount,
          freeBalance: account.available,
        });
        if (reason) {
          toSkip.push({ follow, reason, lots, margin: cost.margin });
          continue;
        }
        const position: PlacedPosition = {
          instrument,
          side: origin.side,
          lots,
          multiple: origin.multiple,
          stopLoss: new Decimal(origin.stop_loss),
          takeProfit: new Decimal(origin.take_profit),
          trailingDistance: new Decimal(origin.trailing_distance),
          margin: new Decimal(cost.margin),
          fee: new Decimal(cost.fee),
          originId: Number(origin.id),
          tick,
          closeOutLevel: rules.closeOutLevel,
        };
        toPlace.push({ follow, entry: { userId: follow.follower_user_id, account, position } });
      }
      skipped.push(...(await this.recordSkips(tx, origin, toSkip, tick)));
      // Bounded by BATCH_SIZE: one inbox entry per follower of the batch, copied or skipped.
      for (const { follow, reason } of toSkip) {
        // A pause is the follower's own choice: its skips are listed, not told one by one.
        if (reason === 'paused') continue;
        await noticeCopySkipped(tx, clock, { followerUserId: follow.follower_user_id, trader, side: origin.side, reason }, instrument);
      }
      const rows = await place(toPlace.map(({ entry }) => entry));
      for (const row of rows) await noticeCopyOpened(tx, clock, row, instrument, trader);
      const placed = rows.map((row, index) => ({ orderId: row.id, followId: toPlace[index]?.follow.follow_id ?? '' }));
      for (const row of rows) {
        opened.push({
          Id: Number(row.id),
          UpdatePrice: tick.price,
          FactProfits: '0.00',
          Status: ORDER_STATUS.holding,
          user_id: origin.user_id,
          follower_id: row.user_id,
        });
      }
      if (placed.length > 0) {
        await tx.query(
          'INSERT INTO follow_copies (order_id, follow_id, origin_id, copied_open) SELECT unnest($1::bigint[]), unnest($2::bigint[]), $3, $4',
          [placed.map((copy) => copy.orderId), placed.map((copy) => copy.followId), origin.id, occasion.copiedOpen],
        );
      }
    });
    for (const order of opened) this.pushes.order(order);
    for (const { follower, skip } of skipped) this.pushes.skipped(follower, skip);
    // The copy stop-losses watch the new copies from the next step on.
    if (opened.length > 0) await this.stopLosses.refresh(followIds);
  }

  // ── A follower's own actions ─────────────────────────────────────────────────────────────────────────────────

  /**
   * copy_open: the trader's positions open now are copied for this follow at the current price, each marked as a copy
   * of an open position, with the follow's budgets and slippage guard (against the trader's fill) as for any copy.
   * Queued behind the trader's own copy work, so a position closing meanwhile is not copied after its close.
   */
  copyOpenPositions(followId: number, traderUserId: number): Promise<void> {
    return new Promise((resolve) => {
      this.enqueue(traderUserId, async () => {
        try {
          const positions = await this.deps.db.query<OrderRow>(
            `SELECT ${ORDER_COLUMNS} FROM contract_orders WHERE user_id = $1 AND origin_id = 0 AND status = $2 AND open_seq IS NOT NULL ORDER BY id`,
            [traderUserId, ORDER_STATUS.holding],
          );
          const trader = positions.length === 0 ? '' : await traderName(this.deps.db, traderUserId);
          const occasion = { copiedOpen: true, startedAt: this.deps.clock.now() };
          for (const origin of positions) await this.openBatch(origin, [String(followId)], trader, occasion);
        } finally {
          resolve();
        }
      });
    });
  }

  /** A follow's settings changed here: its copy stop-loss is read again at once. */
  followChanged(followId: number): Promise<void> {
    return this.stopLosses.refresh([String(followId)]);
  }

  /** The batch's skips in one insert, answered as their followers are told of them. */
  private async recordSkips(
    tx: Queryable,
    origin: OrderRow,
    skips: readonly { follow: FollowToCopy; reason: CopySkipReason; lots: Decimal; margin: string }[],
    tick: Tick,
  ): Promise<{ follower: number; skip: CopySkip }[]> {
    if (skips.length === 0) return [];
    const now = this.deps.clock.now();
    const rows = await tx.query<{ id: string; follow_id: string; trader_id: number }>(
      `INSERT INTO copy_skips (follow_id, origin_id, follower_user_id, reason, lots, margin, tick_seq, tick_time, tick_price, created_at)
       SELECT s.follow_id, $5, s.follower_user_id, s.reason, s.lots, s.margin, $6, $7, $8, $9
       FROM unnest($1::bigint[], $2::integer[], $3::text[], $4::numeric[], $10::numeric[]) AS s (follow_id, follower_user_id, reason, lots, margin)
       RETURNING id, follow_id, (SELECT trader_id FROM follows WHERE id = copy_skips.follow_id) AS trader_id`,
      [
        skips.map(({ follow }) => follow.follow_id),
        skips.map(({ follow }) => follow.follower_user_id),
        skips.map(({ reason }) => reason),
        skips.map(({ lots }) => lots.toString()),
        origin.id,
        tick.seq,
        tick.time,
        tick.price,
        now,
        skips.map(({ margin }) => margin),
      ],
    );
    const byFollow = new Map(rows.map((row) => [row.follow_id, row]));
    const instrument = this.view.instrument(origin.instrument_id);
    return skips.map(({ follow, reason, lots, margin }) => {
      const row = byFollow.get(follow.follow_id);
      return {
        follower: follow.follower_user_id,
        skip: {
          id: Number(row?.id),
          follow_id: Number(follow.follow_id),
          trader_id: row?.trader_id ?? 0,
          origin_id: Number(origin.id),
          reason,
          ShowCode: instrument?.showCode ?? '',
          OrderType: origin.side,
          Quantity: lots.toString(),
          margin,
          tick: { Seq: tick.seq, Time: tick.time, Price: tick.price },
          created_at: now,
        },
      };
    });
  }

  // ── Stops and closes ─────────────────────────────────────────────────────────────────────────────────────────

  /** The copies still following take the trader's stop-loss, take-profit and trailing distance (each copy's trail then
   * moves on its own, on the same ticks: the trader's moves are not passed on). */
  private async followStops(origin: OrderRow): Promise<void> {
    const copies = await this.deps.db.query<CopyRef>(
      `SELECT c.order_id, o.user_id FROM follow_copies c JOIN contract_orders o ON o.id = c.order_id
       WHERE c.origin_id = $1 AND c.following AND o.status = $2
         AND (o.stop_loss <> $3 OR o.take_profit <> $4 OR o.trailing_distance <> $5)`,
      [origin.id, ORDER_STATUS.holding, origin.stop_loss, origin.take_profit, origin.trailing_distance],
    );
    for (const copy of copies) {
      try {
        const id = Number(copy.order_id);
        await this.deps.engine.setStops(copy.user_id, id, origin.stop_loss, origin.take_profit, origin.trailing_distance);
      } catch (error) {
        // The price moved past the new level between the trader's change and this one: the copy keeps its stops.
        if (!(error instanceof DomainError)) throw error;
        this.deps.log.warn({ order: copy.order_id, origin: origin.id, reason: error.message }, 'a copy kept its stops');
      }
    }
  }

  /** The copies still following close at the tick that closed the trader's order, for the same reason. */
  private async closeCopies(origin: OrderRow): Promise<void> {
    const instrument = this.view.instrument(origin.instrument_id);
    if (!instrument) return;
    const tick: Tick = {
      instrumentId: instrument.id,
      seq: Number(origin.close_seq),
      time: Number(origin.close_time),
      price: formatPrice(origin.close_price ?? 0, instrument.precision),
      volume: 0,
    };
    const copies = await this.deps.db.query<CopyRef>(
      `SELECT c.order_id, o.user_id FROM follow_copies c JOIN contract_orders o ON o.id = c.order_id
       WHERE c.origin_id = $1 AND c.following AND o.status = $2 ORDER BY o.user_id`,
      [origin.id, ORDER_STATUS.holding],
    );
    const reason = origin.close_reason as CloseReason;
    const trader = copies.length === 0 ? '' : await traderName(this.deps.db, origin.user_id);
    for (let start = 0; start < copies.length; start += BATCH_SIZE) {
      const batch = copies.slice(start, start + BATCH_SIZE).map((copy) => Number(copy.order_id));
      for (const id of batch) this.closing.add(id);
      try {
        const closed = await this.deps.engine.closeAt(batch, tick, reason, async (tx, rows) => {
          if (rows.length === 0) return;
          await tx.query('UPDATE follow_copies SET following = false, closed_with_trader = true WHERE order_id = ANY($1::bigint[])', [
            rows.map((row) => row.id),
          ]);
          // Told as copy_closed, whatever the trader's reason: the engine wrote no contract_closed for these.
          for (const row of rows) await noticeCopyClosed(tx, this.deps.clock, row, instrument, trader);
        });
        for (const row of closed) this.pushClosed(row, origin.user_id);
      } finally {
        for (const id of batch) this.closing.delete(id);
      }
    }
  }

  /** A copy closed on its own (by hand, its own stop, a stop-out): both sides hear of it. */
  private async copiesChanged(ids: readonly number[]): Promise<void> {
    const rows = await this.deps.db.query<OrderRow & { trader_user_id: number }>(
      `SELECT ${ORDER_COLUMNS}, trader_user_id FROM (
         SELECT o.*, t.user_id AS trader_user_id FROM contract_orders o
         JOIN follow_copies c ON c.order_id = o.id JOIN follows f ON f.id = c.follow_id JOIN traders t ON t.id = f.trader_id
         WHERE o.id = ANY($1::bigint[]) AND o.status = $2) AS copies`,
      [ids, ORDER_STATUS.history],
    );
    if (rows.length === 0) return;
    await this.deps.db.query('UPDATE follow_copies SET following = false WHERE order_id = ANY($1::bigint[])', [rows.map((row) => row.id)]);
    for (const row of rows) this.pushClosed(row, row.trader_user_id);
  }

  private partsDeps(): CopyPartsDeps {
    return {
      db: this.deps.db,
      clock: this.deps.clock,
      engine: this.deps.engine,
      instrument: (id) => this.view.instrument(id),
      closing: this.closing,
      batchSize: BATCH_SIZE,
      pushOrder: (update) => this.pushes.order(update),
      pushClosed: (row, traderUserId) => this.pushClosed(row, traderUserId),
    };
  }

  private pushClosed(row: OrderRow, traderUserId: number): void {
    const instrument = this.view.instrument(row.instrument_id);
    this.pushes.order({
      Id: Number(row.id),
      UpdatePrice: formatPrice(row.close_price ?? 0, instrument?.precision ?? 2),
      FactProfits: formatAmount(row.realised_pnl),
      Status: ORDER_STATUS.history,
      user_id: traderUserId,
      follower_id: row.user_id,
    });
  }
}
