import { Decimal, formatAmount, formatPrice } from '../../common/money';
import type { CloseReason, ForexOrder } from '../../common/api/trade';
import { ORDER_STATUS, type Side } from '../../common/contract';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import type { Tick } from '../market/candles';
import type { InstrumentSeed } from '../market/instrument-data';
import type { ContractBook } from './book';
import { holdForOrders, lockContractAccount, type ContractAccount, type TradingHouse } from './ledger';
import type { ContractMemory } from './memory';
import type { ContractNotices } from './notices';
import { ORDER_COLUMNS, type OrderRow, type PartialCloseRow } from './orders';
import { closePartIn, copyPartLots, lockedOrder } from './partial-close';
import type { ContractSettlement } from './settlement';
import { toldByCaller } from './close-notices';
import { givingWay } from './give-way';
import { openOrderOf } from './open-orders';
import { assert } from '../assert';

// What copy trading (server/copy-trading/) does through the contract engine: positions opened at a tick it was
// given (the trader's deciding tick) with a submit's insert and journal, and positions closed at the tick that
// closed the order they copy, through the settlement every close takes. Memory and the trigger index take both once
// committed, exactly as for a user's own orders: there is no second engine.

/** A position copy trading opens at a tick it was given, priced and sized by it; placed like a market fill. */
export interface PlacedPosition {
  instrument: InstrumentSeed;
  side: Side;
  lots: Decimal;
  multiple: number;
  stopLoss: Decimal;
  takeProfit: Decimal;
  /** Its trader's trailing distance (0 or absent: none): the copy trails on its own from stopLoss, on the same ticks. */
  trailingDistance?: Decimal | undefined;
  margin: Decimal;
  fee: Decimal;
  /** The order it copies. */
  originId: number;
  tick: Tick;
  /** The close-out level the follower's rule set gives their orders (null or absent: the platform's). */
  closeOutLevel?: Decimal | null | undefined;
}

/** One follower's position in a batch: the user whose contract account the batch locked, and what to place. */
export interface PositionFor {
  userId: number;
  account: ContractAccount;
  position: PlacedPosition;
}

/**
 * Places a batch's positions inside copy trading's transaction, in a fixed number of statements whatever their count
 * (the orders in one insert, their journals as one journal set); answers the rows in the order given. Each user appears
 * at most once per call (a follower follows a trader once).
 */
export type PlacePositions = (positions: readonly PositionFor[]) => Promise<OrderRow[]>;

/** A holding position valued now from memory: its price and floating profit, and the lots it holds in memory (a
 * partial close changes them before its realised profit can be read back). */
export interface CopyValuation {
  UpdatePrice: string;
  FactProfits: string;
  lots: Decimal;
}

/** A copy that followed its trader's partial close: `part` recorded, or closed whole (`part` undefined). */
export interface CopyPartClosed {
  row: OrderRow;
  part?: PartialCloseRow | undefined;
}

export interface CopyingLinks {
  db: Database;
  clock: Clock;
  house: TradingHouse;
  memory: ContractMemory;
  book: ContractBook;
  settlement: ContractSettlement;
  notices: ContractNotices;
}

export class ContractCopying {
  constructor(private readonly on: CopyingLinks) {}

  /**
   * Runs `work` in one transaction with `place`. The positions enter the book, and their owners are told, only once
   * the transaction committed. Other instruments' ticks get a turn after each of the batch's statements.
   */
  async placeBatch<T>(work: (tx: Queryable, place: PlacePositions) => Promise<T>): Promise<T> {
    const { db, memory, notices } = this.on;
    const placed: { row: OrderRow; cash: Decimal }[] = [];
    const result = await db.transaction((tx) => {
      const polite = givingWay(tx);
      return work(polite, async (positions) => {
        const rows = await this.placeIn(polite, positions);
        rows.forEach((row, index) => {
          const account = positions[index]?.account;
          if (account) placed.push({ row, cash: account.available.plus(account.locked) });
        });
        return rows;
      });
    });
    db.afterCommit(() => {
      for (const { row, cash } of placed) {
        memory.open.put(openOrderOf(row));
        memory.cash.set(row.user_id, cash);
      }
    });
    for (const { row } of placed) notices.orders(row.user_id, [Number(row.id)]);
    return result;
  }

  /** The orders in one insert, then each one's margin held and fee paid as its own journal, written as one set. */
  private async placeIn(tx: Queryable, positions: readonly PositionFor[]): Promise<OrderRow[]> {
    if (positions.length === 0) return [];
    const { clock, house } = this.on;
    const column = <V>(pick: (entry: PositionFor) => V): V[] => positions.map(pick);
    const inserted = await tx.query<OrderRow>(
      `INSERT INTO contract_orders (user_id, origin_id, instrument_id, side, lots, multiple, status, open_price, stop_loss, take_profit,
         margin, fee, open_reason, open_seq, open_time, created_at, trailing_distance, close_out_level)
       SELECT p.user_id, p.origin_id, p.instrument_id, p.side, p.lots, p.multiple, $13, p.open_price, p.stop_loss, p.take_profit,
         p.margin, p.fee, 'market', p.open_seq, p.open_time, $14, p.trailing_distance, p.close_out_level
       FROM unnest($1::integer[], $2::bigint[], $3::integer[], $4::smallint[], $5::numeric[], $6::integer[], $7::numeric[],
                   $8::numeric[], $9::numeric[], $10::numeric[], $11::numeric[], $12::bigint[], $15::bigint[], $16::numeric[],
                   $17::numeric[])
         AS p (user_id, origin_id, instrument_id, side, lots, multiple, open_price, stop_loss, take_profit, margin, fee, open_seq, open_time,
               trailing_distance, close_out_level)
       RETURNING ${ORDER_COLUMNS}`,
      [
        column((entry) => entry.userId),
        column((entry) => entry.position.originId),
        column((entry) => entry.position.instrument.id),
        column((entry) => entry.position.side),
        column((entry) => entry.position.lots.toString()),
        column((entry) => entry.position.multiple),
        column((entry) => entry.position.tick.price),
        column((entry) => entry.position.stopLoss.toString()),
        column((entry) => entry.position.takeProfit.toString()),
        column((entry) => formatAmount(entry.position.margin)),
        column((entry) => formatAmount(entry.position.fee)),
        column((entry) => entry.position.tick.seq),
        ORDER_STATUS.holding,
        clock.now(),
        column((entry) => entry.position.tick.time),
        column((entry) => (entry.position.trailingDistance ?? 0).toFixed()),
        column((entry) => entry.position.closeOutLevel?.toFixed() ?? null),
      ],
    );
    const byUser = new Map(inserted.map((row) => [row.user_id, row]));
    const rows = positions.map((entry) => {
      const row = byUser.get(entry.userId);
      assert(row, `order insert returned nothing for user ${entry.userId}`);
      return row;
    });
    await holdForOrders(
      tx,
      clock,
      house,
      positions.map((entry, index) => ({
        userId: entry.userId,
        account: entry.account,
        margin: entry.position.margin,
        fee: entry.position.fee,
        memo: `order ${rows[index]?.id ?? ''}`,
      })),
    );
    return rows;
  }

  /**
   * Closes these holding orders at `tick`, for `reason`, in one transaction (with `alsoIn` in it); answers the rows
   * closed. An order no longer holding is left as it is. These are copies closing with their trader: their inbox
   * entry is copy trading's (copy_closed, written in `alsoIn`), not contract_closed, whatever the trader's reason.
   */
  async closeAt(
    orderIds: readonly number[],
    tick: Tick,
    reason: CloseReason,
    alsoIn: (tx: Queryable, rows: readonly OrderRow[]) => Promise<void>,
  ): Promise<OrderRow[]> {
    const { settlement, notices, memory } = this.on;
    const closed = await settlement.settling(async (own, draft) => {
      const tx = givingWay(own);
      const rows: { row: OrderRow; alongside: number[] }[] = [];
      for (const id of orderIds) {
        const order = memory.open.get(id);
        if (!order || order.status !== ORDER_STATUS.holding) continue;
        const alongside: number[] = [];
        const row = await settlement.closeIn(tx, draft, order, tick, reason, undefined, alongside, toldByCaller);
        if (row) rows.push({ row, alongside });
      }
      await alsoIn(
        tx,
        rows.map(({ row }) => row),
      );
      return rows;
    });
    for (const { row, alongside } of closed) {
      const ids = [Number(row.id), ...alongside];
      notices.orders(row.user_id, ids);
      notices.closed(row.user_id, ids);
    }
    return closed.map(({ row }) => row);
  }

  /**
   * Copies follow their trader's partial close (issue 35): each of these holding orders closes the fraction of its lots
   * the trader closed (`part.lots` of the `part.before` they held; copyPartLots), at `tick`, in one transaction with
   * `alsoIn`, recorded with `part.originId` so that a retry or another node adds nothing. A copy that would keep less
   * than the minimum closes whole (the plain close: no part row, `part` undefined in the answer); one whose fraction
   * rounds to no lot is left as it is. Answers what closed.
   */
  async closePartsAt(
    orderIds: readonly number[],
    part: { lots: Decimal; before: Decimal; originId: string },
    tick: Tick,
    alsoIn: (tx: Queryable, closed: readonly CopyPartClosed[]) => Promise<void>,
  ): Promise<CopyPartClosed[]> {
    const { settlement, notices, book, clock, house } = this.on;
    const closed = await settlement.settling(async (own, draft) => {
      const tx = givingWay(own);
      const done: (CopyPartClosed & { alongside: number[] })[] = [];
      // Bounded by the batch; each copy's account locked before its row, as every close does.
      for (const id of orderIds) {
        const order = this.on.memory.open.get(id);
        if (!order || order.status !== ORDER_STATUS.holding) continue;
        const account = await lockContractAccount(tx, order.userId);
        const current = await lockedOrder(tx, id);
        if (!current || current.status !== ORDER_STATUS.holding) continue;
        const followed = await tx.query('SELECT 1 FROM contract_partial_closes WHERE order_id = $1 AND origin_part_id = $2', [
          id,
          part.originId,
        ]);
        if (followed.length > 0) continue;
        const lots = copyPartLots(book.instrumentOf(current.instrument_id), new Decimal(current.lots), part.lots, part.before);
        if (lots.isZero()) continue;
        const alongside: number[] = [];
        if (lots.equals(current.lots)) {
          const row = await settlement.closeIn(tx, draft, openOrderOf(current), tick, 'manual', account, alongside, toldByCaller);
          if (row) done.push({ row, alongside });
          continue;
        }
        const request = { lots, tick, originPartId: part.originId };
        const partly = await closePartIn({ clock, house, book, settlement }, tx, draft, current, request, account, alongside);
        if (partly) done.push({ ...partly, alongside });
      }
      await alsoIn(tx, done);
      return done;
    });
    for (const { row, alongside } of closed) {
      const id = Number(row.id);
      notices.orders(row.user_id, [id, ...alongside]);
      if (row.status === ORDER_STATUS.history) notices.closed(row.user_id, [id, ...alongside]);
      else {
        notices.changed(row.user_id, [id]);
        notices.closed(row.user_id, alongside);
      }
    }
    return closed.map(({ row, part: recorded }) => ({ row, part: recorded }));
  }

  /** A holding order's price and floating profit now (USD, 2 decimals); undefined when not holding or not priced. */
  valuation(orderId: number): CopyValuation | undefined {
    const order = this.on.memory.open.get(orderId);
    if (!order || order.status !== ORDER_STATUS.holding) return undefined;
    const valued = this.on.book.profitOf(order);
    if (!valued) return undefined;
    const instrument = this.on.book.instrumentOf(order.instrumentId);
    return { UpdatePrice: formatPrice(valued.price, instrument.precision), FactProfits: formatAmount(valued.profit), lots: order.lots };
  }

  present(row: OrderRow): ForexOrder {
    return this.on.book.present(row);
  }
}
