import { Decimal, formatAmount } from '../../common/money';
import type { ForexOrder } from '../../common/api/trade';
import { ORDER_STATUS } from '../../common/contract';
import { CODE } from '../../common/envelope';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { DomainError, notFound } from '../errors';
import { messages } from '../i18n/messages';
import type { CachedSetting } from '../engines/cached-setting';
import type { ContractBook } from './book';
import { lockContractAccount, type TradingHouse } from './ledger';
import { placeOrder } from './placement';
import type { ContractMemory } from './memory';
import type { ContractNotices } from './notices';
import { ORDER_COLUMNS, type OrderRow } from './orders';
import { planOrder, stopLevels, tradableTick, type SubmitRequest } from './plan';
import type { ContractSettlement } from './settlement';
import { openOrderOf } from './open-orders';

// A user's calls on their contract orders: submit, close, cancel and set stops. Each checks the order and the market
// first, then writes the order and its journals in one transaction, then tells memory, the other nodes and every
// device of the user (the one that called included: its other tabs share its socket), once committed.

export interface CallLinks {
  db: Database;
  clock: Clock;
  house: TradingHouse;
  memory: ContractMemory;
  book: ContractBook;
  settlement: ContractSettlement;
  notices: ContractNotices;
  feeType: CachedSetting;
}

export class ContractCalls {
  constructor(private readonly on: CallLinks) {}

  async submit(userId: number, request: SubmitRequest): Promise<ForexOrder> {
    const { db, clock, memory } = this.on;
    const plan = planOrder(request, this.on.book.view, await this.on.feeType.value(), clock.now());
    const needed = plan.margin.plus(plan.fee);
    // One statement, atomic by itself: no transaction of its own, and inside a request's Idempotency-Key transaction
    // no savepoint either (a refusal below wrote nothing; a statement that fails fails that transaction).
    const { locked, order: row } = await placeOrder(db, clock, this.on.house, userId, plan);
    if (!row) {
      throw new DomainError(CODE.INSUFFICIENT_MARGIN, messages.insufficientMargin, {
        needed: formatAmount(needed),
        available: formatAmount(locked.available),
      });
    }
    const cash = locked.available.plus(locked.locked).minus(plan.fee);
    const order = openOrderOf(row);
    // Memory takes the order once it is committed (with the request's answer, when it joined that transaction).
    db.afterCommit(() => {
      memory.cash.set(userId, cash);
      memory.open.put(order);
    });
    this.on.notices.orders(userId, [order.id]);
    this.on.notices.changed(userId, [order.id]);
    return this.on.book.present(row, order);
  }

  async close(userId: number, orderId: number): Promise<ForexOrder> {
    const { book, settlement, notices } = this.on;
    const order = await this.ownOrder(userId, orderId);
    if (order.status !== ORDER_STATUS.holding) throw new DomainError(CODE.ORDER_STATE, messages.orderNotOpen);
    const tick = tradableTick(book.view, book.instrumentOf(order.instrument_id), this.on.clock.now());
    const alongside: number[] = [];
    const closed = await settlement.settling((tx, draft) =>
      settlement.closeIn(tx, draft, openOrderOf(order), tick, 'manual', undefined, alongside),
    );
    if (!closed) throw new DomainError(CODE.ORDER_STATE, messages.orderNotOpen);
    notices.orders(userId, [orderId, ...alongside]);
    // The user's other devices drop it too (and whatever the loss took with it), not only the server's closes.
    notices.closed(userId, [orderId, ...alongside]);
    return book.present(closed);
  }

  async cancel(userId: number, orderId: number): Promise<ForexOrder> {
    const { settlement } = this.on;
    const order = await this.ownOrder(userId, orderId);
    if (order.status !== ORDER_STATUS.dealing) throw new DomainError(CODE.ORDER_STATE, messages.orderNotPending);
    const cancelled = await settlement.settling(async (tx, draft) =>
      settlement.cancelIn(tx, draft, userId, orderId, 'cancelled', await lockContractAccount(tx, userId)),
    );
    if (!cancelled) throw new DomainError(CODE.ORDER_STATE, messages.orderNotPending);
    this.on.notices.orders(userId, [orderId]);
    this.on.notices.closed(userId, [orderId]);
    return this.on.book.present(cancelled);
  }

  async setStops(userId: number, orderId: number, stopLossText: string, takeProfitText: string): Promise<ForexOrder> {
    const { book } = this.on;
    const order = await this.ownOrder(userId, orderId);
    if (order.status === ORDER_STATUS.history) throw new DomainError(CODE.ORDER_STATE, messages.orderNotOpen);
    const instrument = book.instrumentOf(order.instrument_id);
    // A holding order's stops are checked against the price now (else they would fire at once); a pending one's
    // against the price it waits for.
    const reference =
      order.status === ORDER_STATUS.holding
        ? new Decimal(tradableTick(book.view, instrument, this.on.clock.now()).price)
        : new Decimal(order.target_price);
    const { stopLoss, takeProfit } = stopLevels(instrument, order.side, stopLossText, takeProfitText, reference);
    const [row] = await this.on.db.query<OrderRow>(
      `UPDATE contract_orders SET stop_loss = $2, take_profit = $3 WHERE id = $1 AND status = $4 RETURNING ${ORDER_COLUMNS}`,
      [orderId, stopLoss.toString(), takeProfit.toString(), order.status],
    );
    if (!row) throw new DomainError(CODE.ORDER_STATE, messages.orderNotOpen);
    const updated = openOrderOf(row);
    this.on.db.afterCommit(() => this.on.memory.open.put(updated));
    this.on.notices.orders(userId, [orderId]);
    this.on.notices.changed(userId, [orderId]);
    return book.present(row, updated);
  }

  private async ownOrder(userId: number, orderId: number): Promise<OrderRow> {
    const [row] = await this.on.db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM contract_orders WHERE id = $1 AND user_id = $2`, [
      orderId,
      userId,
    ]);
    // Another user's order is "not found", never "forbidden": ids do not tell who else trades.
    if (!row) throw notFound();
    return row;
  }
}
