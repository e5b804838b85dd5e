import { Decimal } from '../../common/money';
import type { CloseReason, ForexOrder } from '../../common/api/trade';
import { ORDER_STATUS, type Side } from '../../common/contract';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import type { Tick } from '../market/candles';
import type { InstrumentSeed } from '../market/instrument-data';
import type { ContractBook } from './contract-book';
import { holdForOrder, type ContractAccount, type TradingHouse } from './contract-ledger';
import type { ContractMemory } from './contract-memory';
import type { ContractNotices } from './contract-notices';
import { ORDER_COLUMNS, type OrderRow } from './contract-orders';
import type { ContractSettlement } from './contract-settlement';
import { givingWay } from './give-way';
import { openOrderOf } from './open-orders';

// What copy trading (server/trading/copy/) does through the contract engine: positions opened at a tick it was
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
  margin: Decimal;
  fee: Decimal;
  /** The order it copies. */
  originId: number;
  tick: Tick;
}

/** Places one position inside copy trading's transaction, for the user whose contract account it locked. */
export type PlacePosition = (userId: number, account: ContractAccount, position: PlacedPosition) => Promise<OrderRow>;

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
   * the transaction committed. A batch is long: other instruments' ticks get a turn after each of its statements.
   */
  async placeBatch<T>(work: (tx: Queryable, place: PlacePosition) => Promise<T>): Promise<T> {
    const { db, clock, memory, notices } = this.on;
    const placed: { row: OrderRow; cash: Decimal }[] = [];
    const placeIn =
      (tx: Queryable): PlacePosition =>
      async (userId, account, position) => {
        const [row] = await tx.query<OrderRow>(
          `INSERT INTO contract_orders (user_id, origin_id, instrument_id, side, lots, multiple, status, open_price, stop_loss, take_profit,
             margin, fee, open_reason, open_seq, open_time, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'market', $13, $14, $15) RETURNING ${ORDER_COLUMNS}`,
          [
            userId,
            position.originId,
            position.instrument.id,
            position.side,
            position.lots.toString(),
            position.multiple,
            ORDER_STATUS.holding,
            position.tick.price,
            position.stopLoss.toString(),
            position.takeProfit.toString(),
            position.margin.toFixed(2),
            position.fee.toFixed(2),
            position.tick.seq,
            position.tick.time,
            clock.now(),
          ],
        );
        if (!row) throw new Error('order insert returned nothing');
        await holdForOrder(tx, clock, this.on.house, { userId, account, margin: position.margin, fee: position.fee, memo: `order ${row.id}` });
        placed.push({ row, cash: account.available.plus(account.locked) });
        return row;
      };
    const result = await db.transaction((tx) => {
      const polite = givingWay(tx);
      return work(polite, placeIn(polite));
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

  /**
   * Closes these holding orders at `tick`, for `reason`, in one transaction (with `alsoIn` in it); answers the rows
   * closed. An order no longer holding is left as it is.
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
        const row = await settlement.closeIn(tx, draft, order, tick, reason, undefined, alongside);
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

  /** A holding order's price and floating profit now (USD, 2 decimals); undefined when not holding or not priced. */
  valuation(orderId: number): { UpdatePrice: string; FactProfits: string } | undefined {
    const order = this.on.memory.open.get(orderId);
    if (!order || order.status !== ORDER_STATUS.holding) return undefined;
    const valued = this.on.book.profitOf(order);
    if (!valued) return undefined;
    const instrument = this.on.book.instrumentOf(order.instrumentId);
    return { UpdatePrice: new Decimal(valued.price).toFixed(instrument.precision), FactProfits: valued.profit.toFixed(2) };
  }

  present(row: OrderRow): ForexOrder {
    return this.on.book.present(row);
  }
}
