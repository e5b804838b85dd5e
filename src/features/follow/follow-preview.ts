import type { TraderClosedOrder } from '@common/api/follow';
import { MARKET_STATUS, type TradeItem } from '@common/api/market';
import { quoteCurrency, usdRate } from '@common/contract';
import { copyCost, copyLots, copyLotsForAmount, copySkipReason, type CopySkipReason } from '@common/follow';
import { Decimal, isUnsignedDecimalText } from '@common/money';

// The follow settings' preview: what one copy of a typical order of this trader would be for this follower, sized
// and costed by the engine's own rules (common/follow.ts), so the preview and the copies never disagree. Pure, so
// it is tested without a browser.

/**
 * The trader's typical order: of the recent closed orders, the one with the median lots (a single outsized order
 * does not stand for the trader); null when the trader has closed none yet.
 */
export function typicalOrder(orders: readonly TraderClosedOrder[]): TraderClosedOrder | null {
  if (orders.length === 0) return null;
  const sorted = [...orders].sort(
    (a, b) => new Decimal(a.Quantity).comparedTo(b.Quantity) || b.CompleteTimeHandler - a.CompleteTimeHandler,
  );
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}

export interface CopyPreviewInput {
  order: TraderClosedOrder;
  item: TradeItem;
  /** The instrument's live price. */
  price: string;
  /** The live price of another instrument by code, for converting a non-USD quote. */
  priceOf: (code: string) => string | undefined;
  /** The copy ratio chosen; null before one is (ignored under a fixed amount per order). */
  multiple: string | null;
  /** A fixed margin per copied order (USD) instead of the ratio; null sizes by the ratio. */
  amountPerOrder?: string | null;
  /** The most margin one copy may lock (USD); null or blank without a cap. */
  maxPerOrder?: string | null;
  /** The max amount typed (USD); used only when it is a plain positive decimal. */
  maxAmount: string;
  /** The follower's free contract margin; null while unknown. */
  freeBalance: string | null;
  feeType: number;
}

export interface CopyPreview {
  /** The trader's lots and the copy's. */
  traderLots: string;
  lots: string;
  /** Margin the copy would lock and its fee, USD, 2 decimals. */
  margin: string;
  fee: string;
  /** How many such copies the max amount holds at once; null without a usable max amount. */
  fits: number | null;
  /** Why such a copy would be skipped now (with nothing else of this follow open), or null. */
  skip: CopySkipReason | null;
}

const positiveAmount = (text: string | null | undefined): Decimal | null => {
  const value = text?.trim() ?? '';
  return isUnsignedDecimalText(value) && new Decimal(value).greaterThan(0) ? new Decimal(value) : null;
};

/**
 * The copy of `order` at `multiple`, or (with amountPerOrder) as many lots as that margin buys; null when it cannot
 * be told yet (no ratio or amount, no price, no rate).
 */
export function copyPreview(input: CopyPreviewInput): CopyPreview | null {
  const { order, item, multiple } = input;
  const fixed = input.amountPerOrder === undefined || input.amountPerOrder === null ? null : positiveAmount(input.amountPerOrder);
  const byAmount = input.amountPerOrder !== undefined && input.amountPerOrder !== null;
  if (byAmount ? fixed === null : multiple === null || !isUnsignedDecimalText(multiple)) return null;
  if (!isUnsignedDecimalText(input.price) || new Decimal(input.price).isZero()) return null;
  const rate = usdRate(quoteCurrency(item.Code), input.priceOf);
  if (!rate) return null;
  const cost = (lots: Decimal.Value) =>
    copyCost({ instrument: item, lots, price: input.price, leverage: order.Multiple, usdRate: rate, feeType: input.feeType });
  const lots =
    fixed !== null
      ? copyLotsForAmount(fixed, cost(1).margin, item.Pip, item.ForexMinCont)
      : copyLots(order.Quantity, multiple ?? '0', item.Pip, item.ForexMinCont);
  const { margin, fee } = cost(lots);
  const max = isUnsignedDecimalText(input.maxAmount.trim()) ? new Decimal(input.maxAmount.trim()) : null;
  const usable = max !== null && max.greaterThan(0);
  const fits = usable && new Decimal(margin).greaterThan(0) ? max.dividedToIntegerBy(margin).toNumber() : null;
  const skip = copySkipReason({
    tooSmall: fixed !== null && lots.isZero(),
    maxPerOrder: positiveAmount(input.maxPerOrder),
    marketOpen: item.MarketStatus === MARKET_STATUS.open,
    hasQuote: true,
    lots,
    minLots: item.ForexMinCont,
    maxLots: item.ForexMaxCont,
    margin,
    fee,
    heldByFollow: 0,
    maxAmount: usable ? max : margin,
    freeBalance: input.freeBalance ?? new Decimal(margin).plus(fee),
  });
  return { traderLots: order.Quantity, lots: lots.toString(), margin, fee, fits, skip };
}
