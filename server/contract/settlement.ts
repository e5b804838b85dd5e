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
    const profit = positionProfit(order, instrument.unitsPerLot, tick.price, instrumentUsdRate(this.book.view, instrument));
    const [row] = await tx.query<OrderRow>(
      `UPDATE contract_orders SET status = $6, close_price = $2, close_reason = $3, close_seq = $4, close_time = $5
       WHERE id = $1 AND status = $7 RETURNING ${ORDER_COLUMNS}`,
      [order.id, tick.price, reason, tick.seq, tick.time, ORDER_STATUS.history, ORDER_STATUS.holding],
    );
    if (!row) return undefined;
    draft.remove(order.id);
    const covered = () => profit.negated().lessThanOrEqualTo(locked.available.plus(row.margin));
    // Bounded by the user's open orders, each closed or cancelled once.
    for (const other of draft.ofUser(order.userId)) {
      if (covered()) break;
      if (other.status === ORDER_STATUS.dealing) {
        if (await this.cancelIn(tx, draft, order.userId, other.id, 'stop_out', locked)) alongside.push(other.id);
        continue;
      }
      const last = this.book.lastTick(other.instrumentId);
      if (last && (await this.closeIn(tx, draft, other, last, 'stop_out', locked, alongside))) alongside.push(other.id);
    }
    const money = { userId: order.userId, account: locked, margin: new Decimal(row.margin), memo: `order ${order.id}` };
    const realised = await settleClose(tx, this.clock, this.house, { ...money, profit });
    await tx.query('UPDATE contract_orders SET realised_pnl = $2 WHERE id = $1', [order.id, formatAmount(realised)]);
    draft.setCash(order.userId, locked.available.plus(locked.locked));
    const closed = { ...row, realised_pnl: formatAmount(realised) };
    await notice(tx, this.clock, closed, instrument);
    return closed;
  }

  /** Cancels a pending order inside `tx`, its margin and fee back; undefined when it was no longer pending. */
  async cancelIn(
    tx: Queryable,
    draft: BookDraft,
    userId: number,
    orderId: number,
    reason: 'cancelled' | 'stop_out',
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
    // The owner's own cancel is not told (they did it); a stop-out's is, as a failed operation.
    if (reason === 'stop_out') await noticeCancel(tx, this.clock, row, this.book.instrumentOf(row.instrument_id), 'stop_out');
    return row;
  }
}
