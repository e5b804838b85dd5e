import { ORDER_STATUS } from '../../common/contract';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Tick } from '../market/candles';
import type { ContractBook } from './book';
import { noticeFill } from './close-notices';
import { rateOrNull, writeFillReceipt } from './receipt';
import type { ContractMemory } from './memory';
import type { ContractNotices } from './notices';
import { ORDER_COLUMNS, type OrderRow } from './orders';
import type { MarginWarnings } from './margin-warnings';
import type { ContractSettlement } from './settlement';
import type { ContractStopOut } from './stop-out';
import type { EngineLinks } from '../engines/engine-links';
import type { OpenOrder } from './open-orders';
import type { SettleQueue } from '../engines/settle-queue';
import { reachesLevel } from './trigger-check';
import type { TrailMoves } from './trail-moves';
import type { Trigger } from './trigger-index';

// What each tick sets off: pending orders that fill, stops and take-profits that close, accounts that stop out.
// Decisions are made at once and in tick order, from memory; the database work that follows runs one at a time
// (the settle queue), every update guarded by the order's status.

export interface TickLinks {
  db: Database;
  clock: Clock;
  /** The instruments, for the fill's inbox entry. */
  book: ContractBook;
  memory: ContractMemory;
  queue: SettleQueue;
  settlement: ContractSettlement;
  stopOut: ContractStopOut;
  /** The margin warnings, checked on the same valuation as the stop-out. */
  warnings: MarginWarnings;
  notices: ContractNotices;
  links: EngineLinks;
  /** Whether an operator halted trading in the instrument: its pending orders wait (stops still act). */
  halted: (instrumentId: number) => boolean;
  /** Trailing stops: the levels the ticks move, and their writes. */
  trails: TrailMoves;
}

export class ContractTicks {
  constructor(private readonly on: TickLinks) {}

  /** Decides at once what each tick sets off, then queues its settlement in order. */
  onTicks(ticks: readonly Tick[]): void {
    const { book, memory, queue, stopOut, warnings } = this.on;
    const touched = new Map<number, Tick>();
    for (const tick of ticks) {
      // A fill turns the order into a position at once, in memory, so its stops watch this tick and the next ones
      // while the fill is being written; the closes queue behind the fill. A trailing stop's move sets its order's
      // triggers again, and this same tick may reach its take-profit (taken out of the index with the move): the
      // index is asked again after a move too. Bounded: an order fires at most twice (its fill, then a stop), and a
      // move puts its next one beyond the tick's price, so it moves once a tick.
      const heldBack: OpenOrder[] = [];
      for (let pass = this.fire(tick, heldBack); pass.fired.length > 0 || pass.moved; pass = this.fire(tick, heldBack)) {
        // Trailing stops moved on earlier ticks are stored first: a stop that closes shows the level that fired.
        this.on.trails.flush(tick);
        for (const trigger of pass.fired) {
          queue.enqueue({
            about: { orderId: trigger.orderId, trigger: trigger.kind, tick: tick.seq },
            run: () => this.settleTrigger(trigger, tick),
            giveUp: () => memory.reloadOrder(trigger.orderId),
          });
        }
      }
      // Back in the index only now: put back at once, a level the float index takes as reached would fire again.
      for (const order of heldBack) memory.open.put(order);
      touched.set(tick.instrumentId, tick);
    }
    const last = ticks.at(-1);
    if (last) this.on.trails.flush(last);
    // Each holder's book once, however many of its instruments moved: the valuation reads every price the batch set,
    // so one is the same as one per instrument (a user holding all 17 was valued 17 times a feed step). The deciding
    // tick is that of the first moved instrument the user holds, as when the first of those checks decided.
    const holders = new Map<number, Tick>();
    for (const [instrumentId, tick] of touched) {
      for (const userId of memory.open.holdersOf(instrumentId)) if (!holders.has(userId)) holders.set(userId, tick);
    }
    for (const [userId, tick] of holders) {
      // One valuation of the book from memory serves both: a stop-out, or else the margin warning's steps.
      const value = book.bookOf(userId);
      if (stopOut.isBelowValue(value)) {
        queue.enqueue({
          about: { userId, job: 'stop_out', tick: tick.seq },
          run: () => stopOut.stopOut(userId, tick),
          giveUp: () => memory.reloadUser(userId),
        });
      } else {
        warnings.check(userId, value, stopOut.levelOf(value), tick);
      }
    }
  }

  /** The triggers a tick sets off, and whether it moved a trailing stop; pending orders it fills become positions in
   * memory at its price. */
  private fire(tick: Tick, heldBack: OpenOrder[]): { fired: Trigger[]; moved: boolean } {
    const { memory } = this.on;
    const fired: Trigger[] = [];
    let moved = false;
    for (const trigger of memory.triggers.fire(tick.instrumentId, Number(tick.price))) {
      const order = memory.open.get(trigger.orderId);
      if (!order) continue;
      // A trailing stop's level moves (memory at once, the database with the batch): nothing to settle.
      if (trigger.kind === 'trail') {
        if (this.on.trails.follow(order, tick)) moved = true;
        else heldBack.push(order);
        continue;
      }
      // The index compared binary floats: decide in decimals; a level not truly reached goes back to wait.
      // A halt opens nothing, pending orders included: they wait in the index and fill on a tick after it ends.
      if (!reachesLevel(order, trigger.kind, tick.price) || (trigger.kind === 'fill' && this.on.halted(tick.instrumentId))) {
        heldBack.push(order);
        continue;
      }
      // An expired pending order fills on no tick from its expiry on, though the sweep may not have cancelled it yet
      // (expireDue): it leaves the index, and the sweep cancels it.
      if (trigger.kind === 'fill' && tick.time >= (order.expireAt ?? Infinity)) continue;
      fired.push(trigger);
      if (trigger.kind === 'fill') memory.open.put(this.on.trails.filled(order, tick.price));
    }
    return { fired, moved };
  }

  private async settleTrigger(trigger: Trigger, tick: Tick): Promise<void> {
    const { db, clock, book, memory, settlement, notices, links } = this.on;
    const order = memory.open.get(trigger.orderId);
    if (!order) return;
    if (trigger.kind === 'fill') {
      const row = await db.transaction(async (tx) => {
        await links.fence(tx);
        const [filled] = await tx.query<OrderRow>(
          // A trailing stop starts trailing at the fill: its level as memory holds it now (from the fill, or moved since),
          // unless the user changed the distance meanwhile (their stop stays).
          `UPDATE contract_orders SET status = $5, open_price = $2, open_reason = 'pending_fill', open_seq = $3, open_time = $4,
             stop_loss = CASE WHEN trailing_distance > 0 AND trailing_distance = $7::numeric THEN $8::numeric ELSE stop_loss END
           WHERE id = $1 AND status = $6 RETURNING ${ORDER_COLUMNS}`,
          [
            order.id,
            tick.price,
            tick.seq,
            tick.time,
            ORDER_STATUS.holding,
            ORDER_STATUS.dealing,
            (order.trailingDistance ?? 0).toFixed(),
            order.stopLoss.toFixed(),
          ],
        );
        if (!filled) return undefined;
        // The fill's receipt against the price the order waited for (a gap shows as its slippage): receipt.ts.
        const instrument = book.instrumentOf(filled.instrument_id);
        const receipted = await writeFillReceipt(tx, filled, instrument, rateOrNull(book.view, instrument));
        await noticeFill(tx, clock, receipted, instrument);
        return receipted;
      });
      // No longer pending (cancelled, or filled already through another path): memory takes what the database has.
      if (!row) return memory.reloadOrder(order.id);
      notices.orders(order.userId, [order.id]);
      // The order leaves the dealing tab: FOREX_CLOSED names orders "closed or filled" (common/api/trade.ts), and the
      // PWA's dealing list drops them on it; without this push a filled order stayed shown as pending.
      notices.closed(order.userId, [order.id]);
      return;
    }
    const alongside: number[] = [];
    const reason =
      trigger.kind !== 'stop_loss' ? 'take_profit' : (order.trailingDistance?.isZero() ?? true) ? 'stop_loss' : 'trailing_stop';
    const closed = await settlement.settling(async (tx, draft) => {
      await links.fence(tx);
      return settlement.closeIn(tx, draft, order, tick, reason, undefined, alongside);
    });
    if (!closed) return memory.reloadOrder(order.id);
    notices.orders(order.userId, [order.id, ...alongside]);
    notices.closed(order.userId, [order.id, ...alongside]);
  }
}
