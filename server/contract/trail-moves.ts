import { Decimal } from '../../common/money';
import { ORDER_STATUS, SIDE } from '../../common/contract';
import { firstTrailingLevel } from '../../common/trailing';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { EngineLinks } from '../engines/engine-links';
import type { SettleQueue } from '../engines/settle-queue';
import type { Tick } from '../market/candles';
import type { ContractBook } from './book';
import type { ContractMemory } from './memory';
import type { ContractNotices } from './notices';
import type { OpenOrder } from './open-orders';
import { trailTo } from './trigger-check';

// Trailing stops as the leader's ticks move them. A stop's level is the order's stop_loss; a tick beyond the level
// by more than the distance (the index's 'trail' trigger) moves it, in memory at once (the next tick is judged by the
// new level) and in the database with the batch: the latest level of each order moved, all in one fenced statement
// through the settle queue, never one statement per order per tick. A stored level never goes back either: the
// statement only raises a buy's stop (lowers a sell's), and only while the order still holds and still trails by the
// same distance, so a level or distance the user just set is never overwritten by a move decided before it.
//
// The other nodes are not told of moves: only the leader acts on stops, and a node that takes over rebuilds its
// memory from the database (ContractEngine.lead), where every move decided before the takeover and written by the
// old leader is; one still queued there when it lost the lead is fenced out, and the new leader's first ticks move
// the stop again from the stored level if the price is still beyond it. Copy trading is not told either: each copy
// trails on its own by its trader's distance, on the same ticks.
//
// One gap remains, small and self-healing: an order read again from the database (another node's change to it, the
// reconcile) while its move is still queued takes the stored, older level into memory; the write then lands (the
// database keeps the better level) and the reconcile, every few seconds, brings memory up to it.
//
// The user's devices are told with FOREX_CHANGED (they read their open orders again, so the stop shown moves), once the
// moves are stored, at most once a second per user: a trail that moves on every tick costs one push a second.

const TELL_EVERY_MS = 1_000;

interface Move {
  orderId: number;
  userId: number;
  side: OpenOrder['side'];
  level: Decimal;
  distance: Decimal;
}

export interface TrailLinks {
  db: Database;
  clock: Clock;
  book: ContractBook;
  memory: ContractMemory;
  queue: SettleQueue;
  notices: ContractNotices;
  links: EngineLinks;
}

export class TrailMoves {
  /** Moves decided since the last write: the latest level of each order. */
  private readonly pending = new Map<number, Move>();
  /** Orders whose stored level moved, by user, not yet told to the user's devices. */
  private readonly untold = new Map<number, Set<number>>();
  private cancelTell: (() => void) | undefined;

  constructor(private readonly on: TrailLinks) {}

  /** The instrument's price precision (a level moves by its step); that of the levels when it is not listed. */
  private precisionOf(order: OpenOrder): number {
    return this.on.book.view.instrument(order.instrumentId)?.precision ?? 10;
  }

  /**
   * The tick's price reached `order`'s 'trail' trigger: the stop moves if the price, decided in decimals, truly moves
   * it (else false: the trigger goes back to wait). Memory takes the new level at once, with its new triggers.
   */
  follow(order: OpenOrder, tick: Tick): boolean {
    const level = trailTo(order, tick.price, this.precisionOf(order));
    if (level === null || !order.trailingDistance) return false;
    this.on.memory.open.put({ ...order, stopLoss: level });
    this.pending.set(order.id, { orderId: order.id, userId: order.userId, side: order.side, level, distance: order.trailingDistance });
    return true;
  }

  /** A pending order filled at `price`: a trailing one starts trailing there (its first level, from the fill). */
  filled(order: OpenOrder, price: string): OpenOrder {
    const filled: OpenOrder = { ...order, status: ORDER_STATUS.holding, openPrice: new Decimal(price) };
    const distance = order.trailingDistance;
    if (!distance || distance.isZero()) return filled;
    const stopLoss = firstTrailingLevel(order.side, price, distance, this.precisionOf(order), order.stopLoss);
    return { ...filled, stopLoss };
  }

  /** Queues the moves decided so far as one write (before a close queued behind them, and at the end of a batch). */
  flush(tick: Tick): void {
    if (this.pending.size === 0) return;
    const moves = [...this.pending.values()];
    this.pending.clear();
    this.on.queue.enqueue({
      about: { job: 'trailing_stops', orders: moves.length, tick: tick.seq },
      run: () => this.store(moves),
      // Memory takes the levels the database holds; the next ticks move them again from there.
      giveUp: async () => {
        for (const move of moves) await this.on.memory.reloadOrder(move.orderId);
      },
    });
  }

  /** Stops telling the user's devices (the engine stops); moves already stored stay stored. */
  stop(): void {
    this.cancelTell?.();
    this.cancelTell = undefined;
    this.untold.clear();
  }

  private async store(moves: readonly Move[]): Promise<void> {
    const { db, links } = this.on;
    const stored = await db.transaction(async (tx) => {
      await links.fence(tx);
      return tx.query<{ id: string; user_id: number }>(
        `UPDATE contract_orders AS o SET stop_loss = m.level
         FROM unnest($1::bigint[], $2::numeric[], $3::numeric[]) AS m (id, level, distance)
         WHERE o.id = m.id AND o.status = $4 AND o.trailing_distance = m.distance
           AND (CASE WHEN o.side = $5 THEN o.stop_loss < m.level ELSE o.stop_loss = 0 OR o.stop_loss > m.level END)
         RETURNING o.id, o.user_id`,
        [
          moves.map((move) => move.orderId),
          moves.map((move) => move.level.toFixed()),
          moves.map((move) => move.distance.toFixed()),
          ORDER_STATUS.holding,
          SIDE.buy,
        ],
      );
    });
    for (const row of stored) {
      let ids = this.untold.get(row.user_id);
      if (!ids) this.untold.set(row.user_id, (ids = new Set()));
      ids.add(Number(row.id));
    }
    if (this.untold.size > 0 && !this.cancelTell) this.cancelTell = this.on.clock.setTimer(() => this.tell(), TELL_EVERY_MS);
  }

  /** Tells each user's devices which of their orders' stops moved since the last time. */
  private tell(): void {
    this.cancelTell = undefined;
    for (const [userId, ids] of this.untold) this.on.notices.changed(userId, [...ids]);
    this.untold.clear();
  }
}
