import { Decimal, formatAmount } from '../../common/money';
import type { ForexOrder, OrderPage } from '../../common/api/trade';
import { closeAllTakes, ORDER_STATUS, type CloseAllWhich } from '../../common/contract';
import { CODE } from '../../common/envelope';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import type { Tick } from '../market/candles';
import type { CallLinks } from './call-links';
import { openOrderOf, type OpenOrder } from './open-orders';
import { netProfit, type OrderRow } from './orders';
import { closeLotsIn, type LotsClose } from './partial-close';
import { partialsOf } from './partial-reads';
import { tradableTick } from './plan';

// The owner's closes beyond one whole position (issue 35): part of a position, and every position at once (or those
// in profit, or at a loss). Each goes the way a close by hand goes (settlement.closeIn, or partial-close.ts for a
// part), with its own deciding tick and journal.

/**
 * Closes `asked.lots` of the user's holding order `order` at `tick` (all of it when they are all it holds). Answers
 * the order with its partial closes: still holding with the lots left, or closed.
 */
export async function closeLots(links: CallLinks, userId: number, order: OrderRow, tick: Tick, asked: LotsClose): Promise<ForexOrder> {
  const { db, book, settlement, notices } = links;
  const id = Number(order.id);
  const alongside: number[] = [];
  const closed = await settlement.settling((tx, draft) => closeLotsIn(links, tx, draft, userId, id, asked, tick, alongside));
  if (!closed) throw new DomainError(CODE.ORDER_STATE, messages.orderNotOpen);
  const { row } = closed;
  notices.orders(userId, [id, ...alongside]);
  if (row.status === ORDER_STATUS.history) notices.closed(userId, [id, ...alongside]);
  else {
    // Still open, with fewer lots: the user's devices read it again; what the loss took with it left the book.
    notices.changed(userId, [id]);
    notices.closed(userId, alongside);
  }
  const parts = await partialsOf(db, [id]);
  return book.present(row, row.status === ORDER_STATUS.holding ? openOrderOf(row) : undefined, parts.of(id));
}

/**
 * Closes the user's holding positions of the kind asked (all; in profit or at a loss, valued now), one close by hand
 * each, oldest first, at its instrument's last tradable tick. A position whose market is closed or whose quote is
 * stale is left open and not counted (it could not be closed by hand either). With nothing of the kind to close,
 * refused with NOTHING_TO_CLOSE (or, when the only ones are such positions, with why the first cannot close now).
 * Each close is its own settlement (a savepoint of the request's transaction when the call carries an
 * Idempotency-Key: a retry with the key answers the same and closes nothing again). Answers the orders closed, their
 * count and their realised totals, before and after fees.
 */
export async function closeAll(links: CallLinks, userId: number, which: CloseAllWhich): Promise<OrderPage> {
  const { db, book, memory, settlement, notices, clock } = links;
  const now = clock.now();
  const chosen: { order: OpenOrder; tick: Tick }[] = [];
  let untradable: DomainError | undefined;
  const holding = memory.open
    .ofUser(userId)
    .filter((order) => order.status === ORDER_STATUS.holding)
    .sort((a, b) => a.id - b.id);
  for (const order of holding) {
    try {
      const valued = book.profitOf(order);
      if (!valued || !closeAllTakes(which, valued.profit)) continue;
      chosen.push({ order, tick: tradableTick(book.view, book.instrumentOf(order.instrumentId), now) });
    } catch (error) {
      // Not tradable now (market closed, stale quote, no USD rate): left open, as a close by hand would be refused.
      if (!(error instanceof DomainError)) throw error;
      untradable ??= error;
    }
  }
  const closed: OrderRow[] = [];
  const alongside: number[] = [];
  // Bounded by the user's holding positions; each closed once, those a loss took alongside skipped (no longer holding).
  for (const { order, tick } of chosen) {
    const row = await settlement.settling((tx, draft) => settlement.closeIn(tx, draft, order, tick, 'manual', undefined, alongside));
    if (row) closed.push(row);
  }
  // Nothing closed: with only positions that cannot close now, the reason of the first (as a close by hand says it).
  if (closed.length === 0)
    throw chosen.length === 0 && untradable ? untradable : new DomainError(CODE.NOTHING_TO_CLOSE, messages.nothingToClose, { which });
  const ids = [...closed.map((row) => Number(row.id)), ...alongside];
  notices.orders(userId, ids);
  notices.closed(userId, ids);
  const parts = await partialsOf(
    db,
    closed.map((row) => row.id),
  );
  return {
    data: closed.map((row) => book.present(row, undefined, parts.of(row.id))),
    total: closed.length,
    all_fact_profits: formatAmount(closed.reduce((sum, row) => sum.plus(row.realised_pnl), new Decimal(0))),
    all_net_profits: formatAmount(closed.reduce((sum, row) => sum.plus(netProfit(row)), new Decimal(0))),
  };
}
