import { Decimal, formatAmount, formatPrice } from '../../common/money';
import type { CloseReason, ForexOrder, OpenReason, PartialClose, Slippage } from '../../common/api/trade';
import { ORDER_STATUS, type OrderStatus, type Side } from '../../common/contract';
import type { InstrumentSeed } from '../market/instrument-data';

// Contract orders as stored, and as the API shows them.

export interface OrderRow {
  id: string;
  user_id: number;
  origin_id: string;
  instrument_id: number;
  side: Side;
  lots: string;
  multiple: number;
  status: OrderStatus;
  target_price: string;
  fill_when_at_or_above: boolean | null;
  open_price: string | null;
  close_price: string | null;
  stop_loss: string;
  take_profit: string;
  margin: string;
  fee: string;
  realised_pnl: string;
  open_reason: OpenReason | null;
  open_seq: string | null;
  open_time: string | null;
  close_reason: CloseReason | null;
  close_seq: string | null;
  close_time: string | null;
  created_at: string;
  /** A trailing stop's distance in price; "0" none (stop_loss holds its level). */
  trailing_distance: string;
  expire_at: string | null;
  seen_price: string | null;
  open_slippage: string | null;
  close_seen_price: string | null;
  close_slippage: string | null;
  /** The margin close-out level its owner's rule set gave it when placed; null: the stop_out_level setting's. */
  close_out_level: string | null;
}

/** A part of a position closed, as stored (contract_partial_closes). */
export interface PartialCloseRow {
  id: string;
  order_id: string;
  user_id: number;
  lots: string;
  price: string;
  seq: string;
  time: string;
  seen_price: string | null;
  slippage: string | null;
  margin: string;
  fee: string;
  realised_pnl: string;
  origin_part_id: string | null;
  created_at: string;
}

export const ORDER_COLUMNS = `id, user_id, origin_id, instrument_id, side, lots, multiple, status, target_price, fill_when_at_or_above,
  open_price, close_price, stop_loss, take_profit, margin, fee, realised_pnl, open_reason, open_seq, open_time, close_reason,
  close_seq, close_time, created_at, trailing_distance, expire_at, seen_price, open_slippage, close_seen_price, close_slippage,
  close_out_level::text AS close_out_level`;

export const PARTIAL_CLOSE_COLUMNS = `id, order_id, user_id, lots, price, seq, time, seen_price, slippage, margin, fee, realised_pnl,
  origin_part_id, created_at`;

/** The live valuation of a holding order, when it has one. */
export interface Valuation {
  price: string;
  profit: string;
}

/** Whether an order left the book without ever filling: cancelled by its owner, by a stop-out or by a demo reset. */
export function isCancelled(row: Pick<OrderRow, 'status' | 'open_price'>): boolean {
  return row.status === ORDER_STATUS.history && row.open_price === null;
}

/**
 * What a closed order realised after its fee: the profit less the fee paid when it was placed. A cancelled order
 * realised nothing and paid nothing (its fee came back, or the demo reset set the balance), so 0.
 */
export function netProfit(row: Pick<OrderRow, 'status' | 'open_price' | 'realised_pnl' | 'fee'>): Decimal {
  return isCancelled(row) ? new Decimal(0) : new Decimal(row.realised_pnl).minus(row.fee);
}

/** The receipt of a fill or close: the deciding price against the seen one, and what that made or cost. */
function slippageOf(instrument: InstrumentSeed, decided: string | null, seen: string | null, money: string | null): Slippage | null {
  if (decided === null || seen === null || money === null) return null;
  return { Price: formatPrice(new Decimal(decided).minus(seen), instrument.precision), Money: formatAmount(money) };
}

function toPartialClose(part: PartialCloseRow, instrument: InstrumentSeed): PartialClose {
  return {
    Id: Number(part.id),
    Quantity: new Decimal(part.lots).toString(),
    Tick: { Seq: Number(part.seq), Time: Number(part.time), Price: formatPrice(part.price, instrument.precision) },
    SeenPrice: part.seen_price === null ? null : formatPrice(part.seen_price, instrument.precision),
    Slippage: slippageOf(instrument, part.price, part.seen_price, part.slippage),
    CautionMoney: formatAmount(part.margin),
    TradeFee: formatAmount(part.fee),
    FactProfits: formatAmount(part.realised_pnl),
    NetProfits: formatAmount(new Decimal(part.realised_pnl).minus(part.fee)),
  };
}

/** `partials`: the order's partial closes, oldest first (none when it had none). */
export function toForexOrder(
  row: OrderRow,
  instrument: InstrumentSeed,
  valuation?: Valuation,
  partials: readonly PartialCloseRow[] = [],
): ForexOrder {
  const price = (value: string | null) => (value === null ? '0' : formatPrice(value, instrument.precision));
  const level = (value: string) => (new Decimal(value).isZero() ? '0' : price(value));
  const closed = row.status === ORDER_STATUS.history;
  const cancelled = isCancelled(row);
  // A pending order, and one that left the book without filling, show the price it waited for (issue 41, item 5).
  const openPrice = row.status === ORDER_STATUS.dealing || cancelled ? row.target_price : row.open_price;
  return {
    Id: Number(row.id),
    OriginId: Number(row.origin_id),
    OrderType: row.side,
    Quantity: new Decimal(row.lots).toString(),
    OriginPrice: price(openPrice),
    Price: closed ? price(row.close_price) : '0',
    UpdatePrice: closed ? price(row.close_price) : (valuation?.price ?? price(openPrice)),
    FactProfits: closed ? formatAmount(row.realised_pnl) : (valuation?.profit ?? '0.00'),
    NetProfits: closed ? formatAmount(netProfit(row)) : null,
    CautionMoney: formatAmount(row.margin),
    TradeFee: formatAmount(row.fee),
    TargetLossPrice: level(row.stop_loss),
    TargetProfitPrice: level(row.take_profit),
    Status: row.status,
    Cancelled: cancelled,
    Multiple: row.multiple,
    CreateTimeHandler: Number(row.created_at),
    CompleteTimeHandler: Number((closed ? row.close_time : row.open_time) ?? 0),
    ForexTradeLists: { Id: instrument.id, ShowCode: instrument.showCode, PricePrecision: instrument.precision },
    OpenReason: row.open_reason,
    OpenTick:
      row.open_seq === null || row.open_price === null
        ? null
        : { Seq: Number(row.open_seq), Time: Number(row.open_time), Price: price(row.open_price) },
    CloseReason: row.close_reason,
    CloseTick:
      row.close_seq === null || row.close_price === null
        ? null
        : { Seq: Number(row.close_seq), Time: Number(row.close_time), Price: price(row.close_price) },
    TrailingDistance: level(row.trailing_distance),
    ExpireAt: Number(row.expire_at ?? 0),
    SeenPrice: row.seen_price === null ? null : price(row.seen_price),
    Slippage: slippageOf(instrument, row.open_price, row.seen_price, row.open_slippage),
    CloseSeenPrice: row.close_seen_price === null ? null : price(row.close_seen_price),
    CloseSlippage: slippageOf(instrument, row.close_price, row.close_seen_price, row.close_slippage),
    OpenedQuantity: partials.reduce((lots, part) => lots.plus(part.lots), new Decimal(row.lots)).toString(),
    PartialCloses: partials.map((part) => toPartialClose(part, instrument)),
  };
}
