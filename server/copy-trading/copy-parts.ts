import type { FollowTradeOrder } from '../../common/api/follow';
import { ORDER_STATUS } from '../../common/contract';
import { Decimal, formatPrice } from '../../common/money';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Tick } from '../market/candles';
import type { InstrumentSeed } from '../market/instrument-data';
import type { ContractEngine } from '../contract/engine';
import { PARTIAL_CLOSE_COLUMNS, type OrderRow, type PartialCloseRow } from '../contract/orders';
import { noticeCopyClosed, noticeCopyPartClosed, traderName } from './copy-notices';

// Copies follow their trader's partial close (issue 35). For each part of the trader's order, oldest first, every copy
// still following and holding closes the same fraction of its lots (the part's lots of those the trader held before
// it), rounded down to its lot step, at the tick that decided the trader's part. A copy that would keep less than the
// minimum lots closes whole; one whose fraction rounds to no lot keeps its lots (it closes with its trader's final
// close). Each copy's part is recorded with the trader's part id (origin_part_id, unique per order), so a retry or a
// second node doing the same work adds nothing. Followers are taken in batches, as closeCopies takes them, and told
// in the inbox as copy_closed (with `partial` for a part).

export interface CopyPartsDeps {
  db: Database;
  clock: Clock;
  engine: ContractEngine;
  instrument(id: number): InstrumentSeed | undefined;
  /** Copies being closed with their trader now (their own change events need no second look). */
  closing: Set<number>;
  batchSize: number;
  /** Both sides hear of a copy that changed: `order` for one still holding, `closed` for one closed whole. */
  pushOrder(update: FollowTradeOrder): void;
  pushClosed(row: OrderRow, traderUserId: number): void;
}

interface CopyRef {
  order_id: string;
  user_id: number;
}

export async function followParts(deps: CopyPartsDeps, origin: OrderRow): Promise<void> {
  const { db, engine } = deps;
  const instrument = deps.instrument(origin.instrument_id);
  if (!instrument) return;
  const parts = await db.query<PartialCloseRow>(
    `SELECT ${PARTIAL_CLOSE_COLUMNS} FROM contract_partial_closes WHERE order_id = $1 ORDER BY id`,
    [origin.id],
  );
  if (parts.length === 0) return;
  // The lots the trader held before each part: what is open now, plus that part and every later one.
  let held = new Decimal(origin.lots);
  const before = new Map<string, Decimal>();
  for (const part of [...parts].reverse()) {
    held = held.plus(part.lots);
    before.set(part.id, held);
  }
  let trader: string | undefined;
  // Bounded by the order's parts, each followed once per copy.
  for (const part of parts) {
    const copies = await db.query<CopyRef>(
      `SELECT c.order_id, o.user_id FROM follow_copies c JOIN contract_orders o ON o.id = c.order_id
       WHERE c.origin_id = $1 AND c.following AND o.status = $2
         AND NOT EXISTS (SELECT 1 FROM contract_partial_closes p WHERE p.order_id = o.id AND p.origin_part_id = $3)
       ORDER BY o.user_id`,
      [origin.id, ORDER_STATUS.holding, part.id],
    );
    if (copies.length === 0) continue;
    trader ??= await traderName(db, origin.user_id);
    const tick: Tick = {
      instrumentId: instrument.id,
      seq: Number(part.seq),
      time: Number(part.time),
      price: formatPrice(part.price, instrument.precision),
      volume: 0,
    };
    const followed = { lots: new Decimal(part.lots), before: before.get(part.id) ?? new Decimal(part.lots), originId: part.id };
    for (let start = 0; start < copies.length; start += deps.batchSize) {
      const batch = copies.slice(start, start + deps.batchSize).map((copy) => Number(copy.order_id));
      for (const id of batch) deps.closing.add(id);
      try {
        const name = trader;
        const closed = await engine.closePartsAt(batch, followed, tick, async (tx, done) => {
          const whole = done.filter((copy) => copy.row.status === ORDER_STATUS.history);
          if (whole.length > 0) {
            await tx.query('UPDATE follow_copies SET following = false, closed_with_trader = true WHERE order_id = ANY($1::bigint[])', [
              whole.map((copy) => copy.row.id),
            ]);
          }
          for (const { row, part: recorded } of done) {
            if (recorded && row.status === ORDER_STATUS.holding)
              await noticeCopyPartClosed(tx, deps.clock, row, recorded, instrument, name);
            else await noticeCopyClosed(tx, deps.clock, row, instrument, name);
          }
        });
        for (const { row } of closed) {
          if (row.status === ORDER_STATUS.history) {
            deps.pushClosed(row, origin.user_id);
            continue;
          }
          const valued = engine.valuation(Number(row.id));
          if (valued) {
            deps.pushOrder({
              Id: Number(row.id),
              ...valued,
              Status: ORDER_STATUS.holding,
              user_id: origin.user_id,
              follower_id: row.user_id,
            });
          }
        }
      } finally {
        for (const id of batch) deps.closing.delete(id);
      }
    }
  }
}
