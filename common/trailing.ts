import { Decimal } from './money';
import { SIDE, type Side } from './contract';

// A trailing stop's arithmetic, shared by the server (which moves and fires it) and the order form (which shows the
// first level before the user submits). The stop's level is the order's stop-loss; a distance in price (a positive
// multiple of the instrument's price step, 10^-precision) keeps it behind the best price since it was set: below the
// price for a buy, above it for a sell. It moves only in the position's favour, never back.
//
// Levels are rounded to the instrument's precision away from the price (down for a buy, up for a sell): the stop is
// never closer to the price than the distance the user chose, so a tick's last decimals never close it early.

/** The instrument's smallest price move: 10^-precision. */
export function priceStep(precision: number): Decimal {
  return new Decimal(10).pow(-precision);
}

/** What is wrong with a trailing distance, or null when it is a usable one ("0" means none and is usable). */
export type TrailingDistanceProblem = 'not_positive' | 'off_step';

export function trailingDistanceProblem(distance: Decimal.Value, precision: number): TrailingDistanceProblem | null {
  const value = new Decimal(distance);
  if (value.isZero()) return null;
  if (value.isNegative() || !value.isFinite()) return 'not_positive';
  // Below one step, or between two multiples of it: the level could not be written at the instrument's precision.
  if (value.lessThan(priceStep(precision)) || !value.modulo(priceStep(precision)).isZero()) return 'off_step';
  return null;
}

/** The level `distance` behind `price`, at the precision, never closer to it; at least one step above 0 for a buy
 * (a level of 0 would mean no stop at all). */
export function levelBehind(side: Side, price: Decimal.Value, distance: Decimal.Value, precision: number): Decimal {
  if (side === SIDE.buy) {
    const level = new Decimal(price).minus(distance).toDecimalPlaces(precision, Decimal.ROUND_FLOOR);
    return Decimal.max(level, priceStep(precision));
  }
  return new Decimal(price).plus(distance).toDecimalPlaces(precision, Decimal.ROUND_CEIL);
}

/** Whether `level` protects more than `than` for the side (higher for a buy, lower for a sell); a zero `than` is no
 * stop, which any level beats. */
export function isBetterStop(side: Side, level: Decimal.Value, than: Decimal.Value): boolean {
  const other = new Decimal(than);
  if (other.isZero()) return true;
  return side === SIDE.buy ? new Decimal(level).greaterThan(other) : new Decimal(level).lessThan(other);
}

/**
 * The first level of a trailing stop set at `price`: `distance` behind it, or `given` (a stop-loss the user chose
 * alongside, already checked to be on the right side of the price) when that one protects more.
 */
export function firstTrailingLevel(
  side: Side,
  price: Decimal.Value,
  distance: Decimal.Value,
  precision: number,
  given: Decimal.Value = 0,
): Decimal {
  const behind = levelBehind(side, price, distance, precision);
  return isBetterStop(side, given, behind) && !new Decimal(given).isZero() ? new Decimal(given) : behind;
}

/** The level a tick at `price` moves the stop to, or null when it does not move it (by at least one step). */
export function trailedLevel(
  side: Side,
  level: Decimal.Value,
  distance: Decimal.Value,
  price: Decimal.Value,
  precision: number,
): Decimal | null {
  const next = levelBehind(side, price, distance, precision);
  return isBetterStop(side, next, level) ? next : null;
}

/**
 * The price at which the stop next moves: one step beyond `distance` from the level, in the position's favour. A
 * price short of it leaves the level where it is, so a flat or adverse market costs the engine nothing.
 */
export function nextTrailPrice(side: Side, level: Decimal.Value, distance: Decimal.Value, precision: number): Decimal {
  const beyond = new Decimal(distance).plus(priceStep(precision));
  return side === SIDE.buy ? new Decimal(level).plus(beyond) : new Decimal(level).minus(beyond);
}
