import { Decimal, formatAmount } from '../../common/money';
import type { CloseReason } from '../../common/api/trade';
import { ORDER_STATUS } from '../../common/contract';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import type { Tick } from '../market/candles';
import type { ContractBook } from './book';
import { noticeCancel, noticeClose, type CloseNotice } from './close-notices';
import { BookDraft } from './draft';
import { lockContractAccount, releaseForCancel, settleClose, type ContractAccount, type TradingHouse } from './ledger';
import type { ContractMemory } from './memory';
import { ORDER_COLUMNS, type OrderRow } from './orders';
import { instrumentUsdRate } from './plan';
import { positionProfit } from './valuation';
import { writeCloseReceipt } from './receipt';
import type { OpenOrder } from './open-orders';

// Closing and cancelling orders inside a transaction, with their journals: the one path a close by hand, a stop, a
// take-profit and a stop-out all take. Every update is guarded by the order's status, so two of them racing for one
// order close it once.

export class ContractSettlement {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly house: TradingHouse,
    private readonly memory: ContractMemory,
    private readonly book: ContractBook,
  ) {}

  /**
   * Runs closes and cancels in one transaction, on a draft of the book that memory takes once the transaction (or the
   * request's transaction it joined) has committed: a rolled-back settlement leaves memory as the database has it.
   */
  settling<T>(work: (tx: Queryable, draft: BookDraft) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const draft = new BookDraft(this.memory);
      const result = await work(tx, draft);
      this.db.afterCommit(() => draft.apply());
      return result;
    });
  }

  /**
   * Closes a holding order at `tick`'s price inside `tx`; undefined when it was no longer holding. A loss larger than
   * the account can pay first takes the rest of the account: the user's other positions close at their last prices
   * and pending orders are cancelled (their ids go to `alongside`), so the house absorbs only what is left once
   * nothing else is open. The close is told in the inbox by `notice` (what it closed alongside, always by noticeClose).
   */
  async closeIn(
    tx: Queryable,
    draft: BookDraft,
    order: OpenOrder,
    tick: Tick,
    reason: CloseReason,
    account?: ContractAccount,
    alongside: number[] = [],
    notice: CloseNotice = noticeClose,
  ): Promise<OrderRow | undefined> {
    const locked = account ?? (await lockContractAccount(tx, order.userId));
    const instrument = this.book.instrumentOf(order.instrumentId);
    const rate = instrumentUsdRate(this.book.view, instrument);
    const [row] = await tx.query<OrderRow>(
      `UPDATE contract_orders SET status = $6, close_price = $2, close_reason = $3, close_seq = $4, close_time = $5
       WHERE id = $1 AND status = $7 RETURNING ${ORDER_COLUMNS}`,
      [order.id, tick.price, reason, tick.seq, tick.time, ORDER_STATUS.history, ORDER_STATUS.holding],
    );
    if (!row) return undefined;
    // A stop-loss's or take-profit's receipt (its level against the tick), into the row the notice tells: receipt.ts.
    Object.assign(row, await writeCloseReceipt(tx, { order, row, reason, tick, instrument, rate }));
    draft.remove(order.id);
    // Valued on the lots the row held as it closed, not on memory's: a partial close committed a moment before may
    // not have reached memory yet, and its lots are settled already.
    const held = { side: order.side, lots: new Decimal(row.lots), openPrice: new Decimal(row.open_price ?? order.openPrice) };
    const profit = positionProfit(held, instrument.unitsPerLot, tick.price, rate);
    await this.coverLoss(tx, draft, order.userId, profit, new Decimal(row.margin), locked, alongside);
    const money = { userId: order.userId, account: locked, margin: new Decimal(row.margin), memo: `order ${order.id}` };
    const realised = await settleClose(tx, this.clock, this.house, { ...money, profit });
    // Added to what the order's partial closes realised before: realised_pnl is always the whole order's.
    const total = new Decimal(row.realised_pnl).plus(realised);
    await tx.query('UPDATE contract_orders SET realised_pnl = realised_pnl + $2 WHERE id = $1', [order.id, formatAmount(realised)]);
    draft.setCash(order.userId, locked.available.plus(locked.locked));
    const closed = { ...row, realised_pnl: formatAmount(total) };
    await notice(tx, this.clock, closed, instrument);
    return closed;
  }

  /**
   * Before a close (or a part of one) settles `profit` against `margin` coming free: a loss larger than the account
   * can pay first takes the rest of the account, the user's other positions closed at their last prices and pending
   * orders cancelled (their ids go to `alongside`), until it is covered or nothing else is open. Bounded by the
   * user's open orders, each closed or cancelled once.
   */
  async coverLoss(
    tx: Queryable,
    draft: BookDraft,
    userId: number,
    profit: Decimal,
    margin: Decimal,
    locked: ContractAccount,
    alongside: number[],
  ): Promise<void> {
    const covered = () => profit.negated().lessThanOrEqualTo(locked.available.plus(margin));
    for (const other of draft.ofUser(userId)) {
      if (covered()) break;
      if (other.status === ORDER_STATUS.dealing) {
        if (await this.cancelIn(tx, draft, userId, other.id, 'stop_out', locked)) alongside.push(other.id);
        continue;
      }
      const last = this.book.lastTick(other.instrumentId);
      if (last && (await this.closeIn(tx, draft, other, last, 'stop_out', locked, alongside))) alongside.push(other.id);
    }
  }

  /** Cancels a pending order inside `tx`, its margin and fee back; undefined when it was no longer pending. */
  async cancelIn(
    tx: Queryable,
    draft: BookDraft,
    userId: number,
    orderId: number,
    reason: 'cancelled' | 'stop_out' | 'expired',
    account: ContractAccount,
  ): Promise<OrderRow | undefined> {
    const [row] = await tx.query<OrderRow>(
      `UPDATE contract_orders SET status = $5, close_reason = $3, close_time = $2
       WHERE id = $1 AND user_id = $4 AND status = $6 RETURNING ${ORDER_COLUMNS}`,
      [orderId, this.clock.now(), reason, userId, ORDER_STATUS.history, ORDER_STATUS.dealing],
    );
    if (!row) return undefined;
    await releaseForCancel(tx, this.clock, this.house, {
      userId,
      account,
      margin: new Decimal(row.margin),
      fee: new Decimal(row.fee),
      memo: `order ${orderId}`,
    });
    draft.remove(orderId);
    draft.setCash(userId, account.available.plus(account.locked));
    // The owner's own cancel is not told (they did it); a stop-out's and an expiry's are, as failed operations.
    if (reason !== 'cancelled') await noticeCancel(tx, this.clock, row, this.book.instrumentOf(row.instrument_id), reason);
    return row;
  }
}
