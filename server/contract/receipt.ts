import { Decimal, formatAmount, formatPrice } from '../../common/money';
import type { CloseReason } from '../../common/api/trade';
import { quoteCurrency, usdRate } from '../../common/contract';
import { slippageDirection, slippageMoney } from '../../common/slippage';
import type { Queryable } from '../db/database';
import type { Tick } from '../market/candles';
import type { InstrumentSeed } from '../market/instrument-data';
import { seenPriceOf, type MarketView } from './plan';
import type { OpenOrder } from './open-orders';
import type { OrderRow } from './orders';

// The receipt of a fill or a close (issue 35): the price the user saw when tapping, or the level the order waited for
// (a pending order's price, a stop-loss's, a take-profit's), against the tick that decided it, and what the
// difference made or cost in USD (common/slippage.ts). A market order's is made by its plan (plan.ts); here a
// pending order's fill, a stop's or take-profit's close, and a close by hand with the price the user saw. A stop-out
// has none: nobody saw a price or set a level for it.

/** The USD rate of the instrument's quote currency now; null when unknown (the receipt is then left out, not guessed). */
export function rateOrNull(view: MarketView, instrument: InstrumentSeed): Decimal | null {
  return usdRate(quoteCurrency(instrument.code), (code) => view.priceOfCode(code)) ?? null;
}

/**
 * Writes a pending order's fill receipt into `tx` (the fill's transaction): the price it waited for as the seen one (an
 * order placed before receipts existed gets it here), and what the fill tick's gap from it made or cost. Answers the
 * row as it now is, for the fill's inbox entry.
 */
export async function writeFillReceipt(
  tx: Queryable,
  filled: OrderRow,
  instrument: InstrumentSeed,
  rate: Decimal | null,
): Promise<OrderRow> {
  if (rate === null || filled.open_price === null) return filled;
  const seen = new Decimal(filled.seen_price ?? filled.target_price);
  const money = slippageMoney({
    side: filled.side,
    at: 'open',
    lots: filled.lots,
    unitsPerLot: instrument.unitsPerLot,
    seen,
    decided: filled.open_price,
    usdRate: rate,
  });
  const [stored] = await tx.query<Pick<OrderRow, 'seen_price' | 'open_slippage'>>(
    'UPDATE contract_orders SET seen_price = $2, open_slippage = $3 WHERE id = $1 RETURNING seen_price, open_slippage',
    [filled.id, seen.toFixed(), formatAmount(money)],
  );
  return stored ? { ...filled, ...stored } : filled;
}

export interface CloseReceipt {
  close_seen_price: string | null;
  close_slippage: string | null;
}

/** The level a system close waited for: the stop-loss (plain or trailing) or the take-profit; none for a stop-out. */
function levelOf(order: OpenOrder, reason: CloseReason): Decimal | null {
  if (reason === 'stop_loss' || reason === 'trailing_stop') return order.stopLoss;
  if (reason === 'take_profit') return order.takeProfit;
  return null;
}

/** A close's receipt on `lots` at `tick`, against `seen`; nothing without a seen price or a rate. */
export function closeReceipt(
  order: Pick<OpenOrder, 'side'>,
  lots: Decimal.Value,
  instrument: InstrumentSeed,
  tick: Pick<Tick, 'price'>,
  seen: Decimal | null,
  rate: Decimal | null,
): CloseReceipt {
  if (seen === null || seen.isZero() || rate === null) return { close_seen_price: null, close_slippage: null };
  const money = slippageMoney({
    side: order.side,
    at: 'close',
    lots,
    unitsPerLot: instrument.unitsPerLot,
    seen,
    decided: tick.price,
    usdRate: rate,
  });
  return { close_seen_price: seen.toFixed(), close_slippage: formatAmount(money) };
}

/**
 * Writes the receipt of a close that just happened (`row`, as the close's update returned it) into `tx`, and answers
 * its columns as stored: the level for a stop-loss or take-profit close, else `seen` (a close by hand); nothing is
 * written when there is no receipt (a stop-out, a close without a seen price).
 */
export async function writeCloseReceipt(
  tx: Queryable,
  close: { order: OpenOrder; row: OrderRow; reason: CloseReason; tick: Tick; instrument: InstrumentSeed; rate: Decimal | null },
  seen: Decimal | null = null,
): Promise<CloseReceipt> {
  const { order, row, reason, tick, instrument, rate } = close;
  const receipt = closeReceipt(order, row.lots, instrument, tick, levelOf(order, reason) ?? seen, rate);
  if (receipt.close_seen_price === null) return receipt;
  const [stored] = await tx.query<CloseReceipt>(
    'UPDATE contract_orders SET close_seen_price = $2, close_slippage = $3 WHERE id = $1 RETURNING close_seen_price, close_slippage',
    [row.id, receipt.close_seen_price, receipt.close_slippage],
  );
  return stored ?? receipt;
}

/** The facts of a receipt an inbox entry carries: the seen price, the difference and its money, better or worse. */
export function receiptFacts(
  side: OrderRow['side'],
  at: 'open' | 'close',
  decided: string | null,
  seen: string | null,
  money: string | null,
  precision: number,
): Record<string, string> {
  if (decided === null || seen === null || money === null) return {};
  const direction = slippageDirection(side, at, seen, decided);
  if (direction === 'none') return {};
  return {
    seen_price: formatPrice(seen, precision),
    slippage_price: formatPrice(new Decimal(decided).minus(seen).abs(), precision),
    slippage_money: formatAmount(money),
    slippage: direction,
  };
}

/** A close by hand's receipt, against the price the user saw when tapping (none sent: none written). */
export function manualCloseReceipt(
  tx: Queryable,
  book: { readonly view: MarketView; instrumentOf(id: number): InstrumentSeed },
  order: OpenOrder,
  row: OrderRow,
  tick: Tick,
  seenText: string | undefined,
): Promise<CloseReceipt> {
  const instrument = book.instrumentOf(order.instrumentId);
  const seen = seenPriceOf(seenText, instrument);
  return writeCloseReceipt(tx, { order, row, reason: 'manual', tick, instrument, rate: rateOrNull(book.view, instrument) }, seen);
}
