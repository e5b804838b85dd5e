import { Decimal, formatAmount, roundBalance } from '../../common/money';
import { ORDER_STATUS, partialCloseProblem } from '../../common/contract';
import { CODE } from '../../common/envelope';
import type { Clock } from '../clock';
import type { Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import type { Tick } from '../market/candles';
import type { InstrumentSeed } from '../market/instrument-data';
import type { ContractBook } from './book';
import type { BookDraft } from './draft';
import { lockContractAccount, settleClose, type ContractAccount, type TradingHouse } from './ledger';
import { openOrderOf } from './open-orders';
import { ORDER_COLUMNS, PARTIAL_CLOSE_COLUMNS, type OrderRow, type PartialCloseRow } from './orders';
import { instrumentUsdRate, seenPriceOf } from './plan';
import { closeReceipt, manualCloseReceipt } from './receipt';
import type { ContractSettlement } from './settlement';
import { positionProfit } from './valuation';

// Closing part of a position (issue 35): the order keeps its id, with the lots still open and the margin still held;
// the part releases its margin pro rata and settles its own profit in one journal, and is recorded with its deciding
// tick in contract_partial_closes. The part's margin is round(margin x part / lots) of what is held now, so the
// final close takes exactly what is left and nothing is rounded twice; its fee share likewise of the fee not yet
// shared out (the order's fee stays the whole fee paid at the open). The order's realised_pnl adds up its parts and
// its final close. A part equal to all open lots is the plain close (settlement.closeIn).
//
// Every part runs with its owner's contract account locked first (as every close does), then the order's row read
// again, so two closes of one order run one after the other and each sees the lots the other left; the update is
// guarded by the lots and margin read as well.

export interface PartLinks {
  clock: Clock;
  house: TradingHouse;
  book: ContractBook;
  settlement: ContractSettlement;
}

/**
 * The lots a close of `asked` lots takes from an order holding `open`: undefined for the whole position. Refuses,
 * changing nothing, what the detail's form refuses too (partialCloseProblem, common/contract.ts): a part off the lot
 * step or under the minimum lots, more lots than are open, or one that leaves fewer than the minimum open.
 */
export function partOf(instrument: InstrumentSeed, open: Decimal, asked: Decimal): Decimal | undefined {
  if (asked.equals(open)) return undefined;
  const min = new Decimal(instrument.minLots);
  switch (partialCloseProblem(open, asked, min, instrument.pip)) {
    case null:
      return asked;
    case 'too_many':
      throw new DomainError(CODE.BAD_CLOSE_LOTS, messages.closeLotsTooMany, { open: open.toString() });
    case 'off_step':
      throw new DomainError(CODE.BAD_CLOSE_LOTS, messages.lotsOffStep, { step: instrument.pip });
    case 'not_positive':
    case 'below_min':
      throw new DomainError(CODE.BAD_CLOSE_LOTS, messages.lotsTooFew, { min: instrument.minLots });
    case 'leaves_too_few': {
      const step = new Decimal(instrument.pip);
      const most = Decimal.max(open.minus(min).dividedToIntegerBy(step).times(step), 0);
      throw new DomainError(CODE.BAD_CLOSE_LOTS, messages.closeLotsLeaveTooFew, { min: min.toString(), max: most.toString() });
    }
  }
}

/**
 * The lots a copy of `copyLots` closes when its trader closed `partLots` of the `before` lots they held: the same
 * fraction, rounded down to the lot step; all of them when what would stay open is under the minimum; 0 (nothing
 * closes) when the fraction rounds to nothing.
 */
export function copyPartLots(instrument: InstrumentSeed, copyLots: Decimal, partLots: Decimal, before: Decimal): Decimal {
  const step = new Decimal(instrument.pip);
  // Exact whenever the true quotient is a whole number of steps (a division of exact multiples), so the floor is right.
  const steps = copyLots.times(partLots).dividedBy(before.times(step)).floor();
  const lots = Decimal.min(steps.times(step), copyLots);
  if (lots.isZero()) return lots;
  return copyLots.minus(lots).lessThan(instrument.minLots) ? copyLots : lots;
}

/** The order's row, read again with its owner's contract account locked in this transaction (and the row itself). */
export async function lockedOrder(tx: Queryable, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM contract_orders WHERE id = $1 FOR UPDATE`, [orderId]);
  return row;
}

export interface PartRequest {
  /** Lots to close: fewer than the order holds, at least the minimum left (partOf, copyPartLots). */
  lots: Decimal;
  tick: Tick;
  /** The price the user saw when tapping; the part's slippage is measured from it. */
  seenPrice?: string | undefined;
  /** The trader's part a copy's part follows; absent for the owner's own. */
  originPartId?: string | undefined;
}

export interface ClosedPart {
  /** The order after the part: holding with fewer lots (closed, if the loss took the rest of the account). */
  row: OrderRow;
  part: PartialCloseRow;
}

/**
 * Closes `request.lots` of the holding order `current` inside `tx`, `current` being its row as read after `account`
 * (its owner's, locked) was locked; undefined when the order changed meanwhile. A loss larger than the account can
 * pay takes the user's other positions first, as a whole close's does (settlement.coverLoss).
 */
export async function closePartIn(
  links: PartLinks,
  tx: Queryable,
  draft: BookDraft,
  current: OrderRow,
  request: PartRequest,
  account: ContractAccount,
  alongside: number[],
): Promise<ClosedPart | undefined> {
  const { book, clock, house, settlement } = links;
  const instrument = book.instrumentOf(current.instrument_id);
  const rate = instrumentUsdRate(book.view, instrument);
  const open = new Decimal(current.lots);
  const { lots, tick } = request;
  if (current.status !== ORDER_STATUS.holding || !lots.lessThan(open) || !lots.isPositive()) return undefined;
  const margin = roundBalance(new Decimal(current.margin).times(lots).dividedBy(open));
  const [shared] = await tx.query<{ fees: string }>(
    'SELECT coalesce(sum(fee), 0) AS fees FROM contract_partial_closes WHERE order_id = $1',
    [current.id],
  );
  const feeLeft = new Decimal(current.fee).minus(shared?.fees ?? 0);
  const fee = Decimal.max(roundBalance(feeLeft.times(lots).dividedBy(open)), 0);
  const [reduced] = await tx.query<OrderRow>(
    `UPDATE contract_orders SET lots = lots - $2, margin = margin - $3
     WHERE id = $1 AND status = $4 AND lots = $5 AND margin = $6 RETURNING ${ORDER_COLUMNS}`,
    [current.id, lots.toString(), formatAmount(margin), ORDER_STATUS.holding, current.lots, current.margin],
  );
  if (!reduced) return undefined;
  // Memory takes the order with its lots and margin now (unless the loss below takes the rest of it too).
  draft.put(openOrderOf(reduced));
  const openPrice = new Decimal(current.open_price ?? 0);
  const profit = positionProfit({ side: current.side, lots, openPrice }, instrument.unitsPerLot, tick.price, rate);
  await settlement.coverLoss(tx, draft, current.user_id, profit, margin, account, alongside);
  const realised = await settleClose(tx, clock, house, {
    userId: current.user_id,
    account,
    margin,
    profit,
    memo: `order ${current.id} part`,
  });
  const [row] = await tx.query<OrderRow>(
    `UPDATE contract_orders SET realised_pnl = realised_pnl + $2 WHERE id = $1 RETURNING ${ORDER_COLUMNS}`,
    [current.id, formatAmount(realised)],
  );
  // The part's receipt: what the tick's distance from the seen price made (positive) or cost on the lots closed.
  const receipt = closeReceipt(current, lots, instrument, tick, seenPriceOf(request.seenPrice, instrument), rate);
  const [part] = await tx.query<PartialCloseRow>(
    `INSERT INTO contract_partial_closes (order_id, user_id, lots, price, seq, time, seen_price, slippage, margin, fee, realised_pnl,
       origin_part_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING ${PARTIAL_CLOSE_COLUMNS}`,
    [
      current.id,
      current.user_id,
      lots.toString(),
      tick.price,
      tick.seq,
      tick.time,
      receipt.close_seen_price,
      receipt.close_slippage,
      formatAmount(margin),
      formatAmount(fee),
      formatAmount(realised),
      request.originPartId ?? null,
      clock.now(),
    ],
  );
  draft.setCash(current.user_id, account.available.plus(account.locked));
  if (!row || !part) throw new Error(`order ${current.id}: its part was not written`);
  return { row, part };
}

/** What a close by hand with `lots` does. */
export interface LotsClose {
  lots: string;
  seenPrice?: string | undefined;
}

/**
 * The owner's close of `lots` of their order, inside `tx`: a part, or the whole position when `lots` are all it holds
 * (the plain close). Undefined when the order is no longer holding.
 */
export async function closeLotsIn(
  links: PartLinks,
  tx: Queryable,
  draft: BookDraft,
  userId: number,
  orderId: number,
  asked: LotsClose,
  tick: Tick,
  alongside: number[],
): Promise<ClosedPart | { row: OrderRow; part?: undefined } | undefined> {
  const account = await lockContractAccount(tx, userId);
  const current = await lockedOrder(tx, orderId);
  if (!current || current.user_id !== userId || current.status !== ORDER_STATUS.holding) return undefined;
  const instrument = links.book.instrumentOf(current.instrument_id);
  const lots = partOf(instrument, new Decimal(current.lots), new Decimal(asked.lots));
  if (!lots) {
    const open = openOrderOf(current);
    const row = await links.settlement.closeIn(tx, draft, open, tick, 'manual', account, alongside);
    return row ? { row: { ...row, ...(await manualCloseReceipt(tx, links.book, open, row, tick, asked.seenPrice)) } } : undefined;
  }
  return closePartIn(links, tx, draft, current, { lots, tick, seenPrice: asked.seenPrice }, account, alongside);
}
