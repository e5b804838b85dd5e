import { FOLLOW_END_REASON } from '../../common/api/follow';
import { ORDER_STATUS } from '../../common/contract';
import { stopLossLimit, stopLossReached } from '../../common/follow-controls';
import { Decimal, formatAmount } from '../../common/money';
import { NOTIFICATION_KIND } from '../../common/notify';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Log } from '../log';
import type { Tick } from '../market/candles';
import type { ContractEngine } from '../contract/engine';
import type { OrderRow } from '../contract/orders';
import { recordNotification } from '../notify/inbox';
import { FOLLOW_LIST_LINK, traderName } from './copy-notices';
import { endFollow } from './follows';

// The copy stop-loss (issue 36): a follow's loss limit, in money or as a share of its allocation. On every feed step
// the leader's engine acts on, each watched follow holding a copy of a moved instrument is valued from the engine's
// memory: the realised profit of its copies since it (re)started plus the floating profit of those still following.
// Copies an earlier cancel left open are the follower's to manage, as the cancel promised: a follow started again
// neither counts nor closes them. When that sum falls to minus the limit, the follow ends (ended_reason stop_loss,
// told to the follower in the same transaction) and every copy still following closes: those of the instrument that moved at the tick that crossed, the others at their own price at
// that moment. Ending first decides a race with the follower's own cancel: whichever commits first wins, and a
// cancelled follow's copies stay open as a cancel promises. A node that stops between the end and the closes leaves
// copies still marked following on a follow ended by its stop-loss: the next load closes them.

/** The state of one watched follow, as the database had it at the last load. */
interface Watched {
  followId: string;
  followerUserId: number;
  traderUserId: number;
  limit: Decimal;
  /** Realised profit of the follow's copies opened since it (re)started, holding ones' partial closes included. */
  realised: Decimal;
  copies: WatchedCopy[];
}

interface WatchedCopy {
  id: number;
  instrumentId: number;
  /** The lots as loaded: memory holding other lots means a partial close not read back yet. */
  lots: string;
}

interface WatchedRow {
  follow_id: string;
  follower_user_id: number;
  trader_user_id: number;
  max_amount: string;
  stop_loss_amount: string | null;
  stop_loss_percent: string | null;
  realised: string;
  holding: string[] | null;
  instruments: number[] | null;
  lots: string[] | null;
}

/** Follows ended by their stop-loss whose copies a stopped node left open: their closes are due. */
interface LeftOpenRow {
  follow_id: string;
  follower_user_id: number;
  trader_user_id: number;
  holding: string[];
  instruments: number[];
}

/** A follow whose limit a step crossed, with the tick that crossed it and its profit then. */
interface Crossed {
  watched: Watched;
  tick: Tick;
  profit: Decimal;
}

interface CopyToClose {
  id: number;
  instrumentId: number;
  traderUserId: number;
  /** The tick that crossed its follow's limit. */
  crossing: Tick;
}

/** The copy work queue the stop-losses run on (user ids are positive: it is nobody's own queue). */
const STOP_LOSS_QUEUE = 0;
/** Follows ended per transaction. */
const FIRE_BATCH = 25;
const REFRESH_MS = 5_000;
/** Closes per transaction, as copy trading's other batches. */
const CLOSE_BATCH = 25;

export interface CopyStopLossDeps {
  db: Database;
  clock: Clock;
  log: Log;
  engine: ContractEngine;
  lastTick: (instrumentId: number) => Tick | undefined;
  /** Runs `work` on the follower's queue, after their earlier copy work. */
  enqueue: (key: number, work: () => Promise<void>) => void;
  /** Copies being closed here: the engine's change event for them needs no second look. */
  closing: Set<number>;
  pushClosed: (row: OrderRow, traderUserId: number) => void;
}

export class CopyStopLosses {
  private watched = new Map<string, Watched>();
  /** Which watched follows hold a copy of each instrument: a step looks only at those of the instruments it moved. */
  private byInstrument = new Map<number, Set<string>>();
  /** Which watched follow each copy belongs to: every order change of every user asks (followsOf), so a lookup. */
  private followOfCopy = new Map<number, string>();
  private readonly firing = new Set<string>();
  /** Follows being read again after a step found them stale. */
  private readonly refreshing = new Set<string>();
  private cancel: (() => void) | undefined;

  constructor(private readonly deps: CopyStopLossDeps) {}

  start(): void {
    this.deps.engine.onStep((ticks) => this.onTicks(ticks));
    const refresh = () => {
      this.load()
        .catch((error: unknown) => this.deps.log.warn({ err: error }, 'copy stop-losses not reloaded'))
        .finally(() => {
          if (this.cancel) this.cancel = this.deps.clock.setTimer(refresh, REFRESH_MS);
        });
    };
    this.cancel = this.deps.clock.setTimer(refresh, REFRESH_MS);
  }

  stop(): void {
    this.cancel?.();
    this.cancel = undefined;
  }

  /** Reads every watched follow again (at start, every REFRESH_MS for changes other nodes made), and closes what a
   * stopped node left open. */
  async load(): Promise<void> {
    const rows = await this.deps.db.query<WatchedRow>(this.watchedQuery(''));
    const next = new Map<string, Watched>();
    for (const row of rows) next.set(row.follow_id, this.toWatched(row));
    this.watched = next;
    this.index();
    // Only the node that settles closes; another would be refused by the fence.
    if (this.deps.engine.isActing) await this.closeLeftOpen();
  }

  /** Reads these follows again after a change here: a copy opened or closed, a setting saved. */
  async refresh(followIds: readonly string[]): Promise<void> {
    if (followIds.length === 0) return;
    const rows = await this.deps.db.query<WatchedRow>(this.watchedQuery('AND f.id = ANY($1::bigint[])'), [followIds]);
    for (const id of followIds) this.watched.delete(id);
    for (const row of rows) this.watched.set(row.follow_id, this.toWatched(row));
    this.index();
  }

  /** Whether the follow is watched now (tests). */
  isWatched(followId: number): boolean {
    return this.watched.has(String(followId));
  }

  private watchedQuery(filter: string): string {
    return `SELECT f.id AS follow_id, f.follower_user_id, t.user_id AS trader_user_id, f.max_amount, f.stop_loss_amount, f.stop_loss_percent,
        COALESCE(sum(o.realised_pnl) FILTER (WHERE o.open_time >= f.active_since), 0) AS realised,
        array_agg(o.id::text ORDER BY o.id) FILTER (WHERE o.status = ${ORDER_STATUS.holding} AND c.following) AS holding,
        array_agg(o.instrument_id ORDER BY o.id) FILTER (WHERE o.status = ${ORDER_STATUS.holding} AND c.following) AS instruments,
        array_agg(o.lots::text ORDER BY o.id) FILTER (WHERE o.status = ${ORDER_STATUS.holding} AND c.following) AS lots
      FROM follows f JOIN traders t ON t.id = f.trader_id
        LEFT JOIN follow_copies c ON c.follow_id = f.id LEFT JOIN contract_orders o ON o.id = c.order_id
      WHERE f.active AND (f.stop_loss_amount IS NOT NULL OR f.stop_loss_percent IS NOT NULL) ${filter}
      GROUP BY f.id, t.user_id`;
  }

  private toWatched(row: WatchedRow): Watched {
    const holding = row.holding ?? [];
    const instruments = row.instruments ?? [];
    const lots = row.lots ?? [];
    return {
      followId: row.follow_id,
      followerUserId: row.follower_user_id,
      traderUserId: row.trader_user_id,
      limit: stopLossLimit(row.max_amount, row.stop_loss_amount, row.stop_loss_percent) ?? new Decimal(0),
      realised: new Decimal(row.realised),
      copies: holding.map((id, index) => ({ id: Number(id), instrumentId: instruments[index] ?? 0, lots: lots[index] ?? '0' })),
    };
  }

  private index(): void {
    const byInstrument = new Map<number, Set<string>>();
    const followOfCopy = new Map<number, string>();
    for (const watched of this.watched.values()) {
      for (const copy of watched.copies) {
        const set = byInstrument.get(copy.instrumentId) ?? new Set<string>();
        set.add(watched.followId);
        byInstrument.set(copy.instrumentId, set);
        followOfCopy.set(copy.id, watched.followId);
      }
    }
    this.byInstrument = byInstrument;
    this.followOfCopy = followOfCopy;
  }

  /** The follows whose limit this step crossed, each queued to fire once, deciding tick the one that moved it. */
  private onTicks(ticks: readonly Tick[]): void {
    if (this.watched.size === 0) return;
    const seen = new Set<string>();
    const crossed: Crossed[] = [];
    for (const tick of ticks) {
      for (const followId of this.byInstrument.get(tick.instrumentId) ?? []) {
        if (seen.has(followId) || this.firing.has(followId)) continue;
        seen.add(followId);
        const watched = this.watched.get(followId);
        if (!watched) continue;
        const profit = this.profitOf(watched);
        // A copy closed (in whole or part) since the load: its realised profit is not read back yet, so the sum would
        // be wrong either way. The follow is read again, and the next step decides.
        if (profit === null) {
          this.stale(followId);
          continue;
        }
        if (!stopLossReached(profit, watched.limit)) continue;
        this.firing.add(followId);
        crossed.push({ watched, tick, profit });
      }
    }
    if (crossed.length === 0) return;
    // One job for every follow the step crossed, in batches: a trader's losing tick may cross a thousand at once.
    this.deps.enqueue(STOP_LOSS_QUEUE, () =>
      this.fire(crossed).finally(() => {
        for (const { watched } of crossed) this.firing.delete(watched.followId);
      }),
    );
  }

  /** Realised since the start plus floating now, valued from the engine's memory as the follow card values it; null
   * when memory no longer holds a copy as loaded. */
  private profitOf(watched: Watched): Decimal | null {
    let profit = watched.realised;
    for (const copy of watched.copies) {
      const valued = this.deps.engine.valuation(copy.id);
      if (!valued || !valued.lots.equals(copy.lots)) return null;
      profit = profit.plus(valued.FactProfits);
    }
    return profit;
  }

  private stale(followId: string): void {
    if (this.refreshing.has(followId)) return;
    this.refreshing.add(followId);
    this.refresh([followId])
      .catch((error: unknown) => this.deps.log.warn({ err: error, follow: followId }, 'copy stop-loss not read again'))
      .finally(() => this.refreshing.delete(followId));
  }

  /** The watched follows these copies belong to (after a copy of theirs changed here). */
  followsOf(orderIds: readonly number[]): string[] {
    const follows = new Set<string>();
    for (const id of orderIds) {
      const followId = this.followOfCopy.get(id);
      if (followId !== undefined) follows.add(followId);
    }
    return [...follows];
  }

  /**
   * Ends the crossed follows, FIRE_BATCH to a transaction (each told in it), then closes the copies of those that
   * ended, instrument by instrument, CLOSE_BATCH to a transaction.
   */
  private async fire(crossed: readonly Crossed[]): Promise<void> {
    const { db, clock } = this.deps;
    const names = new Map<number, string>();
    for (let start = 0; start < crossed.length; start += FIRE_BATCH) {
      const batch = crossed.slice(start, start + FIRE_BATCH);
      const ended = await db.transaction(async (tx) => {
        const done: Crossed[] = [];
        for (const each of batch) {
          const { watched, profit } = each;
          // Cancelled first (or ended on another node): a cancel leaves its copies open, as it promised.
          if (!(await endFollow(tx, clock, watched.followId, FOLLOW_END_REASON.stopLoss))) continue;
          const trader = names.get(watched.traderUserId) ?? (await traderName(tx, watched.traderUserId));
          names.set(watched.traderUserId, trader);
          await recordNotification(tx, clock, {
            userId: watched.followerUserId,
            kind: NOTIFICATION_KIND.COPY_STOP_LOSS,
            detail: { trader, limit: formatAmount(watched.limit), profit: formatAmount(profit), copies: watched.copies.length },
            link: FOLLOW_LIST_LINK,
          });
          done.push(each);
        }
        return done;
      });
      for (const { watched } of batch) this.watched.delete(watched.followId);
      this.index();
      await this.closeCopies(
        ended.flatMap(({ watched, tick }) =>
          watched.copies.map((copy) => ({ ...copy, traderUserId: watched.traderUserId, crossing: tick })),
        ),
      );
    }
  }

  /**
   * Copies closed in batches of one tick each: a copy of the instrument whose tick crossed its follow's limit closes
   * at that tick; a copy of another instrument at that instrument's price at the moment (its last tick).
   */
  private async closeCopies(copies: readonly CopyToClose[]): Promise<void> {
    const byTick = new Map<Tick, CopyToClose[]>();
    for (const copy of copies) {
      const tick = copy.instrumentId === copy.crossing.instrumentId ? copy.crossing : this.deps.lastTick(copy.instrumentId);
      // No price for it on this node yet: it stays marked following, and the next load closes it.
      if (!tick) continue;
      byTick.set(tick, [...(byTick.get(tick) ?? []), copy]);
    }
    for (const [tick, group] of byTick) {
      for (let start = 0; start < group.length; start += CLOSE_BATCH) {
        const batch = group.slice(start, start + CLOSE_BATCH);
        const traderOf = new Map(batch.map((copy) => [copy.id, copy.traderUserId]));
        for (const copy of batch) this.deps.closing.add(copy.id);
        try {
          const ids = batch.map((copy) => copy.id);
          const closed = await this.deps.engine.closeAt(ids, tick, 'copy_stop_loss', async (tx, rows) => {
            if (rows.length === 0) return;
            await tx.query('UPDATE follow_copies SET following = false WHERE order_id = ANY($1::bigint[])', [rows.map((row) => row.id)]);
          });
          for (const row of closed) this.deps.pushClosed(row, traderOf.get(Number(row.id)) ?? 0);
        } finally {
          for (const copy of batch) this.deps.closing.delete(copy.id);
        }
      }
    }
  }

  private async closeLeftOpen(): Promise<void> {
    const rows = await this.deps.db.query<LeftOpenRow>(
      `SELECT f.id AS follow_id, f.follower_user_id, t.user_id AS trader_user_id,
         array_agg(o.id::text ORDER BY o.id) AS holding, array_agg(o.instrument_id ORDER BY o.id) AS instruments
       FROM follows f JOIN traders t ON t.id = f.trader_id JOIN follow_copies c ON c.follow_id = f.id AND c.following
         JOIN contract_orders o ON o.id = c.order_id AND o.status = $1
       WHERE NOT f.active AND f.ended_reason = $2
       GROUP BY f.id, t.user_id`,
      [ORDER_STATUS.holding, FOLLOW_END_REASON.stopLoss],
    );
    for (const row of rows) {
      if (this.firing.has(row.follow_id)) continue;
      const firstInstrument = row.instruments[0] ?? 0;
      const tick = this.deps.lastTick(firstInstrument);
      if (!tick) continue;
      const copies = row.holding.map((id, index) => ({
        id: Number(id),
        instrumentId: row.instruments[index] ?? 0,
        traderUserId: row.trader_user_id,
        crossing: tick,
      }));
      this.firing.add(row.follow_id);
      this.deps.enqueue(STOP_LOSS_QUEUE, () => this.closeCopies(copies).finally(() => this.firing.delete(row.follow_id)));
    }
  }
}
