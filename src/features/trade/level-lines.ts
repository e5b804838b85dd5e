import type { ForexOrder } from '@common/api/trade';
import type { Side } from '@common/contract';
import { Decimal, formatFloat, isUnsignedDecimalText } from '@common/money';
import { levelField, levelsProblem, type LevelProblem, type StopLevels } from '@/shared/stop-levels/stop-levels';

// The lines the trade chart draws for the user's open positions on the instrument shown: each one's entry price,
// stop-loss and take-profit. The stop-loss and take-profit lines are dragged to change them; where a drag ends is a
// price (levelAtPixel), and that price goes through the same rules as the sheet's fields (levelsProblem) before the
// same sheet opens with it, so there is one way to change a level, whichever screen it starts from.

export type StopKind = 'stop_loss' | 'take_profit';
export type LineKind = 'entry' | StopKind;

export interface LevelLine {
  /** Unique per line: the order and the kind. */
  key: string;
  orderId: number;
  kind: LineKind;
  /** The level, a decimal string. */
  price: string;
  side: Side;
  lots: string;
}

function isLevel(price: string): boolean {
  return isUnsignedDecimalText(price) && !new Decimal(price).isZero();
}

/** The lines of the holding orders on `instrumentId`: entry, then stop-loss and take-profit where set. */
export function levelLines(orders: readonly ForexOrder[], instrumentId: number): LevelLine[] {
  const lines: LevelLine[] = [];
  for (const order of orders) {
    if (order.ForexTradeLists.Id !== instrumentId) continue;
    const line = (kind: LineKind, price: string) => {
      if (isLevel(price))
        lines.push({ key: `${order.Id}:${kind}`, orderId: order.Id, kind, price, side: order.OrderType, lots: order.Quantity });
    };
    line('entry', order.OriginPrice);
    line('stop_loss', order.TargetLossPrice);
    line('take_profit', order.TargetProfitPrice);
  }
  return lines;
}

/** Where the price axis sits: the plot's top and height in pixels, and the prices at its bottom and top edges. */
export interface PriceBand {
  top: number;
  height: number;
  min: number;
  max: number;
}

/**
 * The price step a drag moves a level by: about one pixel's worth of price, rounded up to 1, 2 or 5 times a power
 * of ten, and never finer than the instrument's decimals, so a dropped level reads as a round price.
 */
export function dragStep(band: PriceBand, precision: number): number {
  // Powers of ten as written (1e-5), which are exact where 10 ** -5 is not.
  const finest = Number(`1e-${Math.max(0, precision)}`);
  // A hair under, so float noise (0.002 / 200 is 1.0000000000000009e-5) does not round a step up to the next one.
  const perPixel = (band.height > 0 ? (band.max - band.min) / band.height : 0) * (1 - 1e-9);
  if (!(perPixel > finest)) return finest;
  const power = Number(`1e${Math.floor(Math.log10(perPixel))}`);
  return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= perPixel) ?? 10 * power;
}

/**
 * The price at `y` (pixels from the chart's top; held within the plot), on the drag's step and at the instrument's
 * decimals; null where there is no sensible price (an empty axis, zero or below).
 */
export function levelAtPixel(y: number, band: PriceBand, precision: number): string | null {
  if (!(band.height > 0) || !(band.max > band.min) || !Number.isFinite(y)) return null;
  const inside = Math.min(band.top + band.height, Math.max(band.top, y));
  const value = band.min + ((band.top + band.height - inside) / band.height) * (band.max - band.min);
  const step = dragStep(band, precision);
  const level = formatFloat(Math.round(value / step) * step, precision);
  return isLevel(level) ? level : null;
}

/** Where a line at `price` is drawn: its pixel, held at the plot's edge when the price is off it (`off` says which). */
export function pixelOfLevel(price: number, band: PriceBand): { y: number; off: 'above' | 'below' | null } {
  const span = band.max - band.min;
  const y = span > 0 ? band.top + ((band.max - price) / span) * band.height : band.top + band.height / 2;
  if (y < band.top) return { y: band.top, off: 'above' };
  if (y > band.top + band.height) return { y: band.top + band.height, off: 'below' };
  return { y, off: null };
}

/** A stop-loss or take-profit line dropped at `level`: the sheet's two fields, and why they would be refused. */
export interface Drop {
  levels: StopLevels;
  problem: LevelProblem | null;
}

/**
 * The sheet's fields for `order` with the dragged level in place of its own (the other level as the order has it),
 * checked by the sheet's own rule against the order's current price.
 */
export function dropLevel(order: ForexOrder, kind: StopKind, level: string): Drop {
  const levels: StopLevels = {
    stopLoss: kind === 'stop_loss' ? level : levelField(order.TargetLossPrice),
    takeProfit: kind === 'take_profit' ? level : levelField(order.TargetProfitPrice),
  };
  return { levels, problem: levelsProblem(order, levels.stopLoss, levels.takeProfit) };
}
