import type { CopySkip, FollowTradeOrder } from '../../common/api/follow';
import type { CloseReason } from '../../common/api/trade';
import { ORDER_STATUS } from '../../common/contract';
import { copyCost, copyLots, copySkipReason, type CopySkipReason } from '../../common/follow';
import { Decimal, formatAmount, formatPrice } from '../../common/money';
import type { Clock } from '../clock';
import type { Log } from '../log';
import type { Database, Queryable } from '../db/database';
import { DomainError } from '../errors';
import type { Tick } from '../market/candles';
import { maxLotsOf } from '../market/instrument-data';
import type { Market } from '../market/market';
import type { ContractEngine, PlacedPosition, PositionFor } from '../contract/engine';
import { lockContractAccounts } from './copy-accounts';
import { ORDER_COLUMNS, type OrderRow } from '../contract/orders';
import { instrumentUsdRate, type MarketView } from '../contract/plan';
import { noticeCopyClosed, noticeCopyOpened, noticeCopySkipped, traderName } from './copy-notices';
import { FollowPushes, type FollowPushTarget } from './follow-pushes';
import { TraderDirectory } from './trader-directory';

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
  held: string;
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
}

export class CopyTrading {
  readonly traders: TraderDirectory;
  readonly pushes: FollowPushes;
  private readonly queues = new Map<number, Promise<void>>();
  /** Copies being closed with their trader now: their own change events need no second look. */
  private readonly closing = new Set<number>();
  private readonly view: MarketView;

  constructor(private readonly deps: CopyTradingDeps) {
    this.traders = new TraderDirectory(deps.db, deps.clock);
    this.pushes = new FollowPushes(deps.clock, deps.pushes, (orderId) => deps.engine.valuation(orderId));
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
  }

  async stop(): Promise<void> {
    this.pushes.stop();
    this.traders.stop();
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
    for (let start = 0; start < follows.length; start += BATCH_SIZE) {
      await this.openBatch(
        origin,
        follows.slice(start, start + BATCH_SIZE).map((follow) => follow.follow_id),
        trader,
      );
    }
  }

  /**
   * One transaction for a batch of follows: the follows read under a share lock (a cancel waits, or wins), the
   * followers' contract accounts locked in user-id order, then each copy placed or skipped, and the follow_copies
   * rows written together. Between followers the event loop gets a turn, so ticks of other instruments are
   * handled while a large batch is written (PGlite answers without yielding).
   */
  private async openBatch(origin: OrderRow, followIds: readonly string[], trader: string): Promise<void> {
    const instrument = this.view.instrument(origin.instrument_id);
    if (!instrument) return;
    const tick: Tick = {
      instrumentId: instrument.id,
      seq: Number(origin.open_seq),
      time: Number(origin.open_time),
      price: formatPrice(origin.open_price ?? 0, instrument.precision),
      volume: 0,
    };
    const feeType = await this.deps.engine.feeRule();
    let rate: Decimal | undefined;
    try {
      rate = instrumentUsdRate(this.view, instrument);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
    const marketOpen = this.view.isOpen(instrument);
    const clock = this.deps.clock;
    const opened: FollowTradeOrder[] = [];
    const skipped: { follower: number; skip: CopySkip }[] = [];
    await this.deps.engine.placeBatch(async (tx, place) => {
      opened.length = 0;
      skipped.length = 0;
      const follows = await tx.query<FollowToCopy & { active: boolean; done: boolean; frozen: boolean }>(
        `SELECT f.id AS follow_id, f.follower_user_id, f.multiple, f.max_amount, f.active,
           (SELECT u.frozen_at IS NOT NULL FROM users u WHERE u.id = f.follower_user_id) AS frozen,
           COALESCE((SELECT sum(o.margin) FROM follow_copies c JOIN contract_orders o ON o.id = c.order_id
                     WHERE c.follow_id = f.id AND o.status = $3), 0) AS held,
           (EXISTS (SELECT 1 FROM follow_copies c WHERE c.follow_id = f.id AND c.origin_id = $2)
             OR EXISTS (SELECT 1 FROM copy_skips s WHERE s.follow_id = f.id AND s.origin_id = $2)) AS done
         FROM follows f WHERE f.id = ANY($1::bigint[]) ORDER BY f.follower_user_id FOR SHARE OF f`,
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
        const lots = copyLots(origin.lots, follow.multiple, instrument.pip, instrument.minLots);
        const cost = copyCost({
          instrument: {
            Pip: instrument.pip,
            ForexMinCont: instrument.minLots,
            ForexContNum: instrument.unitsPerLot,
            MarginMode: instrument.marginMode,
            ForexFeeRate: instrument.feeRate,
          },
          lots,
          price: tick.price,
          leverage: origin.multiple,
          usdRate: rate ?? 1,
          feeType,
        });
        const reason = copySkipReason({
          accountFrozen: follow.frozen,
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
          margin: new Decimal(cost.margin),
          fee: new Decimal(cost.fee),
          originId: Number(origin.id),
          tick,
        };
        toPlace.push({ follow, entry: { userId: follow.follower_user_id, account, position } });
      }
      skipped.push(...(await this.recordSkips(tx, origin, toSkip, tick)));
      // Bounded by BATCH_SIZE: one inbox entry per follower of the batch, copied or skipped.
      for (const { follow, reason } of toSkip) {
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
        await tx.query('INSERT INTO follow_copies (order_id, follow_id, origin_id) SELECT unnest($1::bigint[]), unnest($2::bigint[]), $3', [
          placed.map((copy) => copy.orderId),
          placed.map((copy) => copy.followId),
          origin.id,
        ]);
      }
    });
    for (const order of opened) this.pushes.order(order);
    for (const { follower, skip } of skipped) this.pushes.skipped(follower, skip);
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

  /** The copies still following take the trader's stop-loss and take-profit. */
  private async followStops(origin: OrderRow): Promise<void> {
    const copies = await this.deps.db.query<CopyRef>(
      `SELECT c.order_id, o.user_id FROM follow_copies c JOIN contract_orders o ON o.id = c.order_id
       WHERE c.origin_id = $1 AND c.following AND o.status = $2 AND (o.stop_loss <> $3 OR o.take_profit <> $4)`,
      [origin.id, ORDER_STATUS.holding, origin.stop_loss, origin.take_profit],
    );
    for (const copy of copies) {
      try {
        await this.deps.engine.setStops(copy.user_id, Number(copy.order_id), origin.stop_loss, origin.take_profit);
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
