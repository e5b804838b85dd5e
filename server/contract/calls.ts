import { Decimal, formatAmount } from '../../common/money';
import type { ForexOrder, OrderPage } from '../../common/api/trade';
import { ORDER_STATUS, type CloseAllWhich } from '../../common/contract';
import { CODE } from '../../common/envelope';
import { DomainError, notFound } from '../errors';
import { messages } from '../i18n/messages';
import { lockContractAccount } from './ledger';
import { placeOrder } from './placement';
import { lossLimitReached } from '../protection/standing';
import { ORDER_COLUMNS, type OrderRow } from './orders';
import { planOrder, stopLevels, tradableTick, type SubmitRequest } from './plan';
import { openOrderOf } from './open-orders';
import { manualCloseReceipt } from './receipt';
import { trailingDistanceOf, trailingStart } from './trailing-stops';
import { closeAll, closeLots } from './close-calls';
import { partialsOf } from './partial-reads';
import type { CallLinks, CloseOptions } from './call-links';

// A user's calls on their contract orders: submit, close, cancel and set stops. Each checks the order and the market
// first, then writes the order and its journals in one transaction, then tells memory, the other nodes and every
// device of the user (the one that called included: its other tabs share its socket), once committed.

export class ContractCalls {
  constructor(private readonly on: CallLinks) {}

  async submit(userId: number, request: SubmitRequest): Promise<ForexOrder> {
    const { db, clock, memory } = this.on;
    const plan = planOrder(request, this.on.book.view, await this.on.feeType.value(), clock.now());
    const needed = plan.margin.plus(plan.fee);
    // One statement, atomic by itself: no transaction of its own, and inside a request's Idempotency-Key transaction
    // no savepoint either (a refusal below wrote nothing; a statement that fails fails that transaction).
    const budget = request.protection?.lossBudget ?? null;
    const { locked, order: row, withinLossLimit } = await placeOrder(db, clock, this.on.house, userId, plan, budget?.left ?? null);
    if (budget && !withinLossLimit) throw lossLimitReached(budget, locked.locked);
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

  async close(userId: number, orderId: number, options: CloseOptions = {}): Promise<ForexOrder> {
    const { book, settlement, notices } = this.on;
    const order = await this.ownOrder(userId, orderId);
    if (order.status !== ORDER_STATUS.holding) throw new DomainError(CODE.ORDER_STATE, messages.orderNotOpen);
    const tick = tradableTick(book.view, book.instrumentOf(order.instrument_id), this.on.clock.now());
    // A part of the position (or all its lots, named): close-calls.ts.
    if (options.lots !== undefined) return closeLots(this.on, userId, order, tick, { lots: options.lots, seenPrice: options.seenPrice });
    const alongside: number[] = [];
    const closed = await settlement.settling(async (tx, draft) => {
      const open = openOrderOf(order);
      const row = await settlement.closeIn(tx, draft, open, tick, 'manual', undefined, alongside);
      // The receipt against the price the user saw when tapping close (receipt.ts), in the close's transaction.
      return row && { ...row, ...(await manualCloseReceipt(tx, book, open, row, tick, options.seenPrice)) };
    });
    if (!closed) throw new DomainError(CODE.ORDER_STATE, messages.orderNotOpen);
    notices.orders(userId, [orderId, ...alongside]);
    // The user's other devices drop it too (and whatever the loss took with it), not only the server's closes.
    notices.closed(userId, [orderId, ...alongside]);
    // With the parts closed before, if any (partial-reads.ts).
    return book.present(closed, undefined, (await partialsOf(this.on.db, [orderId])).of(orderId));
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

  async setStops(
    userId: number,
    orderId: number,
    stopLossText: string,
    takeProfitText: string,
    trailingDistance?: string,
  ): Promise<ForexOrder> {
    const { book } = this.on;
    const order = await this.ownOrder(userId, orderId);
    if (order.status === ORDER_STATUS.history) throw new DomainError(CODE.ORDER_STATE, messages.orderNotOpen);
    const instrument = book.instrumentOf(order.instrument_id);
    // The trailing distance: the one given ("0" turns trailing off, the stop-loss given staying as a plain one), or
    // the order's own when none is given (a stop-loss given then is where its trail goes on from, at the least).
    const distance =
      trailingDistance === undefined ? new Decimal(order.trailing_distance) : trailingDistanceOf(trailingDistance, instrument);
    // A holding order's stops are checked against the price now (else they would fire at once); a pending one's
    // against the price it waits for.
    const holding = order.status === ORDER_STATUS.holding;
    const reference = holding
      ? new Decimal(tradableTick(book.view, instrument, this.on.clock.now()).price)
      : new Decimal(order.target_price);
    const levels = stopLevels(instrument, order.side, stopLossText, takeProfitText, reference);
    const stopLoss = trailingStart(instrument, order.side, distance, holding ? reference : null, levels.stopLoss);
    const [row] = await this.on.db.query<OrderRow>(
      `UPDATE contract_orders SET stop_loss = $2, take_profit = $3, trailing_distance = $5
       WHERE id = $1 AND status = $4 RETURNING ${ORDER_COLUMNS}`,
      [orderId, stopLoss.toString(), levels.takeProfit.toString(), order.status, distance.toFixed()],
    );
    if (!row) throw new DomainError(CODE.ORDER_STATE, messages.orderNotOpen);
    const updated = openOrderOf(row);
    this.on.db.afterCommit(() => this.on.memory.open.put(updated));
    this.on.notices.orders(userId, [orderId]);
    this.on.notices.changed(userId, [orderId]);
    // With its partial closes, as every other answer of an order lists them.
    return book.present(row, updated, (await partialsOf(this.on.db, [orderId])).of(orderId));
  }

  /** Closes the user's holding positions (all, in profit, at a loss) one by one, each at its own deciding tick. */
  closeAll(userId: number, which: CloseAllWhich): Promise<OrderPage> {
    return closeAll(this.on, userId, which);
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
